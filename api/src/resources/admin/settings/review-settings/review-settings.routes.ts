import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { reviewSettingsUpdateSchema } from "@api/validation/admin-reviews";
import * as handlers from "./review-settings.handlers";

const router = new Hono<AppEnv>();
// Whether shoppers' words go public unread is the owner's call, like the shop's other settings.
const owner = requireStaff("settings.manage");

router.get("/", owner, handlers.getReviewSettings);
router.put(
  "/",
  owner,
  jsonBody,
  zValidator("json", reviewSettingsUpdateSchema, refuseInvalid),
  handlers.putReviewSettings,
);

export default router;
