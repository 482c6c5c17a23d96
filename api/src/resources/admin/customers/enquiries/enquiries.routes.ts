import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  enquiryAssignSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryStatusSchema,
} from "@api/validation/admin-enquiries";
import * as handlers from "./enquiries.handlers";
import { enquiryIdParam as idParam } from "./enquiries.schemas";

const router = new Hono<AppEnv>();
const staffOnly = requireStaff("content.manage");

router.get("/", staffOnly, zValidator("query", enquiryListQuerySchema, refuseInvalid), handlers.listEnquiries);
router.get("/export", staffOnly, zValidator("query", enquiryListQuerySchema, refuseInvalid), handlers.exportEnquiries);
router.get("/:id", staffOnly, zValidator("param", idParam, refuseInvalid), handlers.getEnquiry);
router.post(
  "/:id/status",
  staffOnly,
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", enquiryStatusSchema, refuseInvalid),
  handlers.setEnquiryStatus,
);
router.post(
  "/:id/assignee",
  staffOnly,
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", enquiryAssignSchema, refuseInvalid),
  handlers.assignEnquiry,
);
router.post(
  "/:id/notes",
  staffOnly,
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", enquiryNoteSchema, refuseInvalid),
  handlers.addEnquiryNote,
);
router.post(
  "/:id/replies",
  staffOnly,
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", enquiryReplySchema, refuseInvalid),
  handlers.replyToEnquiry,
);

export default router;
