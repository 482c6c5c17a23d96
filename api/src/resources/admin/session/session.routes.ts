import { createRoute, z } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { signInChallengeSchema, signedInSchema } from "@api/contract/schemas/admin-staff";
import { jsonBody } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./session.handlers";
import { staffLoginSchema, staffVerifySchema } from "./session.schemas";

/** Per address, on top of the per-account lockout: a whole office signs in from one address. */
const TEN_MINUTES = 10 * 60;
const tags = ["Back office: Session"];

const signInRoute = createRoute({
  tags,
  method: "post",
  path: "/",
  summary: "Sign in, step one: the password, answered with a challenge only a code turns into a session",
  description:
    "401 for a wrong email or password (the same words for both); 429 when this address has tried too many passwords at this account, or too many sign-ins; 423 while the account is locked after wrong codes; 403 for a disabled account.",
  middleware: [rateLimit("admin.sign-in", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(staffLoginSchema),
  responses: {
    200: jsonContent(envelopeOf(signInChallengeSchema), "The password is right: enter the code from the app"),
    ...refusals(400, 401, 403, 413, 423, 429),
  },
});

const verifyRoute = createRoute({
  tags,
  method: "post",
  path: "/verify",
  summary: "Sign in, step two: the authenticator's code or a recovery code, answered with the session's token",
  description:
    "401 for a wrong or reused code, or a challenge that has expired; 423 once five wrong codes have locked the account; 403 for a disabled account; 429 for too many tries from this address.",
  middleware: [rateLimit("admin.verify", 30, TEN_MINUTES), jsonBody] as const,
  request: jsonRequest(staffVerifySchema),
  responses: {
    200: jsonContent(envelopeOf(signedInSchema), "Signed in: the token, the account and what its role allows"),
    ...refusals(400, 401, 403, 413, 423, 429),
  },
});

const signOutRoute = createRoute({
  tags,
  method: "post",
  path: "/logout",
  summary: "Sign out: this session's token stops working",
  security: [{ [SECURITY.staff]: [] }],
  middleware: requireStaff(),
  responses: { 200: jsonContent(envelopeOf(z.null()), "Signed out"), ...refusals(401) },
});

const router = createRouter()
  .openapi(signInRoute, handlers.signIn)
  .openapi(verifyRoute, handlers.verify)
  .openapi(signOutRoute, handlers.signOut);

export default router;
