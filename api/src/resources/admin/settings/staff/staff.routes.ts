import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { staffInviteSchema, staffListQuerySchema, staffUpdateSchema } from "@api/validation/staff";
import * as handlers from "./staff.handlers";
import { staffIdParam as idParam } from "./staff.schemas";

const router = new Hono<AppEnv>();

router.get(
  "/",
  requireStaff("staff.manage"),
  zValidator("query", staffListQuerySchema, refuseInvalid),
  handlers.listStaff,
);
router.post(
  "/",
  requireStaff("staff.manage"),
  jsonBody,
  zValidator("json", staffInviteSchema, refuseInvalid),
  handlers.invite,
);
router.get("/:id", requireStaff("staff.manage"), zValidator("param", idParam, refuseInvalid), handlers.getStaff);
router.patch(
  "/:id",
  requireStaff("staff.manage"),
  zValidator("param", idParam, refuseInvalid),
  jsonBody,
  zValidator("json", staffUpdateSchema, refuseInvalid),
  handlers.updateStaff,
);
router.post(
  "/:id/invitation",
  requireStaff("staff.manage"),
  zValidator("param", idParam, refuseInvalid),
  handlers.resendInvitation,
);

export default router;
