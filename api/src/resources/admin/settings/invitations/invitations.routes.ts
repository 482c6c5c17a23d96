import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { jsonBody, refuseInvalid } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { staffSetPasswordSchema, staffTotpSchema } from "@api/validation/staff";
import * as handlers from "./invitations.handlers";
import { invitationTokenParam as tokenParam } from "./invitations.schemas";

/** The link is the credential: a guessed one is as likely as a guessed session, but the tries are limited anyway. */
const TEN_MINUTES = 10 * 60;

const router = new Hono<AppEnv>();

router.get(
  "/:token",
  rateLimit("admin.invitation", 60, TEN_MINUTES),
  zValidator("param", tokenParam, refuseInvalid),
  handlers.getInvitation,
);
router.post(
  "/:token/password",
  rateLimit("admin.invitation", 60, TEN_MINUTES),
  zValidator("param", tokenParam, refuseInvalid),
  jsonBody,
  zValidator("json", staffSetPasswordSchema, refuseInvalid),
  handlers.setPassword,
);
router.post(
  "/:token/authenticator",
  rateLimit("admin.invitation", 60, TEN_MINUTES),
  zValidator("param", tokenParam, refuseInvalid),
  jsonBody,
  zValidator("json", staffTotpSchema, refuseInvalid),
  handlers.confirmAuthenticator,
);

export default router;
