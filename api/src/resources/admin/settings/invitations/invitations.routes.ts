import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { invitationSetupSchema, setupFinishedSchema } from "@api/contract/schemas/admin-staff";
import { jsonBody } from "@api/lib/validation";
import { rateLimit } from "@api/middleware/rate-limit";
import { staffSetPasswordSchema, staffTotpSchema } from "@api/validation/staff";
import * as handlers from "./invitations.handlers";
import { invitationTokenParam as tokenParam } from "./invitations.schemas";

/** The link is the credential: a guessed one is as likely as a guessed session, but the tries are limited anyway. */
const TEN_MINUTES = 10 * 60;
const limited = rateLimit("admin.invitation", 60, TEN_MINUTES);
const tags = ["Back office: Staff"];
const setupStep = jsonContent(envelopeOf(invitationSetupSchema), "The set-up step the invitee is at");

const readRoute = createRoute({
  tags,
  method: "get",
  path: "/{token}",
  summary: "The invitation behind a link: the password step, or the authenticator step with its secret",
  middleware: limited,
  request: { params: tokenParam },
  responses: { 200: setupStep, ...refusals(400, 410, 429) },
});

const passwordRoute = createRoute({
  tags,
  method: "post",
  path: "/{token}/password",
  summary: "The invitee's password (typed twice); the authenticator's secret is made with it",
  middleware: [limited, jsonBody] as const,
  request: { params: tokenParam, ...jsonRequest(staffSetPasswordSchema) },
  responses: { 200: setupStep, ...refusals(400, 410, 413, 429) },
});

const authenticatorRoute = createRoute({
  tags,
  method: "post",
  path: "/{token}/authenticator",
  summary: "The app's first code: the account becomes active, recovery codes are made and the invitee is signed in",
  middleware: [limited, jsonBody] as const,
  request: { params: tokenParam, ...jsonRequest(staffTotpSchema) },
  responses: {
    200: jsonContent(envelopeOf(setupFinishedSchema), "Set up and signed in, with the recovery codes shown this once"),
    ...refusals(400, 409, 410, 413, 429),
  },
});

const router = createRouter()
  .openapi(readRoute, handlers.getInvitation)
  .openapi(passwordRoute, handlers.setPassword)
  .openapi(authenticatorRoute, handlers.confirmAuthenticator);

export default router;
