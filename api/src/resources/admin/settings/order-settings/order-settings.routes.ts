import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { orderSettingsUpdateSchema } from "@api/validation/order-settings";
import * as handlers from "./order-settings.handlers";

const router = new Hono<AppEnv>();
const owner = requireStaff("settings.manage");

router.get("/", owner, handlers.getOrderSettings);
router.put(
  "/",
  owner,
  jsonBody,
  zValidator("json", orderSettingsUpdateSchema, refuseInvalid),
  handlers.putOrderSettings,
);

export default router;
