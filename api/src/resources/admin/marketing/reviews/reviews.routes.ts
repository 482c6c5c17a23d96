import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import {
  reviewBulkApproveSchema,
  reviewListQuerySchema,
  reviewRejectSchema,
  reviewReplySchema,
} from "@api/validation/admin-reviews";
import * as handlers from "./reviews.handlers";
import { reviewIdParam as idParam } from "./reviews.schemas";

const router = new Hono<AppEnv>();
const content = requireStaff("content.manage");
const oneReview = [content, zValidator("param", idParam, refuseInvalid)] as const;

router.get("/", content, zValidator("query", reviewListQuerySchema, refuseInvalid), handlers.listReviews);
router.post(
  "/bulk-approve",
  content,
  jsonBody,
  zValidator("json", reviewBulkApproveSchema, refuseInvalid),
  handlers.bulkApprove,
);
router.get("/:id", ...oneReview, handlers.getReview);
router.post("/:id/approve", ...oneReview, handlers.approveReview);
router.post(
  "/:id/reject",
  ...oneReview,
  jsonBody,
  zValidator("json", reviewRejectSchema, refuseInvalid),
  handlers.rejectReview,
);
router.put(
  "/:id/reply",
  ...oneReview,
  jsonBody,
  zValidator("json", reviewReplySchema, refuseInvalid),
  handlers.replyToReview,
);
router.delete("/:id/reply", ...oneReview, handlers.removeReply);

export default router;
