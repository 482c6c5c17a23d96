import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { newsletterListQuerySchema } from "../../../validation/admin-enquiries";
import * as handlers from "./newsletter.handlers";

const router = new Hono<AppEnv>();

router.get("/", requireStaff("content.manage"), zValidator("query", newsletterListQuerySchema, refuseInvalid), handlers.listSubscribers);
router.get("/export", requireStaff("content.manage"), zValidator("query", newsletterListQuerySchema, refuseInvalid), handlers.exportSubscribers);

export default router;
