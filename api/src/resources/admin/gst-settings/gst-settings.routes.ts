import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../../context";
import { jsonBody, refuseInvalid } from "../../../lib/validation";
import { requireStaff } from "../../../middleware/staff-auth";
import { gstSettingsUpdateSchema } from "../../../validation/gst-settings";
import * as handlers from "./gst-settings.handlers";

const router = new Hono<AppEnv>();
const owner = requireStaff("settings.manage");

router.get("/", owner, handlers.getGstSettings);
router.put("/", owner, jsonBody, zValidator("json", gstSettingsUpdateSchema, refuseInvalid), handlers.putGstSettings);

export default router;
