import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./session.handlers";
import { staffLoginSchema, staffVerifySchema } from "./session.schemas";

/** Per address, on top of the per-account lockout: a whole office signs in from one address. */
const TEN_MINUTES = 10 * 60;

const router = new Hono<AppEnv>();

router.post(
  "/",
  rateLimit("admin.sign-in", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", staffLoginSchema, refuseInvalid),
  handlers.signIn,
);
router.post(
  "/verify",
  rateLimit("admin.verify", 30, TEN_MINUTES),
  jsonBody,
  zValidator("json", staffVerifySchema, refuseInvalid),
  handlers.verify,
);
router.post("/logout", requireStaff(), handlers.signOut);

export default router;
