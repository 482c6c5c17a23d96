import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { newsletterListQuerySchema } from "@api/validation/admin-enquiries";
import * as handlers from "./newsletter.handlers";

const router = new Hono<AppEnv>();

router.get(
  "/",
  requireStaff("content.manage"),
  zValidator("query", newsletterListQuerySchema, refuseInvalid),
  handlers.listSubscribers,
);
router.get(
  "/export",
  requireStaff("content.manage"),
  zValidator("query", newsletterListQuerySchema, refuseInvalid),
  handlers.exportSubscribers,
);

export default router;
