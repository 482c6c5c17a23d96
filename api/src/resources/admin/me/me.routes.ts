import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { recoveryCodesSchema, staffSessionSchema } from "@api/contract/schemas/admin-staff";
import { requireStaff } from "@api/middleware/staff-auth";
import * as handlers from "./me.handlers";

/** The signed-in member of staff: mounted at /admin/me. */
const signedIn = requireStaff();
const declared = { tags: ["Back office: Session"], security: [{ [SECURITY.staff]: [] }] };

const meRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "Who is signed in, what their role allows, and how many recovery codes they have left",
  middleware: signedIn,
  responses: { 200: jsonContent(envelopeOf(staffSessionSchema), "The signed-in member of staff"), ...refusals(401) },
});

const recoveryCodesRoute = createRoute({
  ...declared,
  method: "post",
  path: "/recovery-codes",
  summary: "Ten new recovery codes, shown once; the old ones stop working",
  middleware: signedIn,
  responses: { 200: jsonContent(envelopeOf(recoveryCodesSchema), "The new recovery codes"), ...refusals(401) },
});

const router = createRouter()
  .openapi(meRoute, handlers.getMe)
  .openapi(recoveryCodesRoute, handlers.regenerateRecoveryCodes);

export default router;
