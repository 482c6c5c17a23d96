import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { gstSettingsSchema } from "@api/contract/schemas/admin-settings";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { gstSettingsUpdateSchema } from "@api/validation/gst-settings";
import * as handlers from "./gst-settings.handlers";

/** Who the shop is on its tax invoices: mounted at /admin/settings/gst. */
const owner = requireStaff("settings.manage");
const declared = { tags: ["Back office: Settings"], security: [{ [SECURITY.staff]: [] }] };

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The shop's GST settings (blank at version 0 before the first save)",
  middleware: owner,
  responses: { 200: jsonContent(envelopeOf(gstSettingsSchema), "The GST settings"), ...refusals(401, 403) },
});

const saveRoute = createRoute({
  ...declared,
  method: "put",
  path: "/",
  summary: "Save the GST settings; the version must be the one read",
  middleware: [owner, jsonBody] as const,
  request: jsonRequest(gstSettingsUpdateSchema),
  responses: {
    200: jsonContent(envelopeOf(gstSettingsSchema), "The settings as saved, with their new version"),
    ...refusals(400, 401, 403, 409, 413),
  },
});

const router = createRouter().openapi(readRoute, handlers.getGstSettings).openapi(saveRoute, handlers.putGstSettings);

export default router;
