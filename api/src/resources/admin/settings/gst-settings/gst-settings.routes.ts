import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { gstSettingsUpdateSchema } from "@api/validation/gst-settings";
import * as handlers from "./gst-settings.handlers";

const router = new Hono<AppEnv>();
const owner = requireStaff("settings.manage");

router.get("/", owner, handlers.getGstSettings);
router.put("/", owner, jsonBody, zValidator("json", gstSettingsUpdateSchema, refuseInvalid), handlers.putGstSettings);

export default router;
