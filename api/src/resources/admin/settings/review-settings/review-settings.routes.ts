import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { reviewSettingsSchema } from "@api/contract/schemas/admin-settings";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { reviewSettingsUpdateSchema } from "@api/validation/admin-reviews";
import * as handlers from "./review-settings.handlers";

/** Whether new reviews go public unread: mounted at /admin/settings/reviews. */
// Whether shoppers' words go public unread is the owner's call, like the shop's other settings.
const owner = requireStaff("settings.manage");
const declared = { tags: ["Back office: Settings"], security: [{ [SECURITY.staff]: [] }] };

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The shop's review settings",
  middleware: owner,
  responses: { 200: jsonContent(envelopeOf(reviewSettingsSchema), "The review settings"), ...refusals(401, 403) },
});

const saveRoute = createRoute({
  ...declared,
  method: "put",
  path: "/",
  summary: "Save the review settings; the version must be the one read",
  middleware: [owner, jsonBody] as const,
  request: jsonRequest(reviewSettingsUpdateSchema),
  responses: {
    200: jsonContent(envelopeOf(reviewSettingsSchema), "The settings as saved, with their new version"),
    ...refusals(400, 401, 403, 409, 413),
  },
});

const router = createRouter()
  .openapi(readRoute, handlers.getReviewSettings)
  .openapi(saveRoute, handlers.putReviewSettings);

export default router;
