import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, jsonRequest, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { orderSettingsSchema } from "@api/contract/schemas/admin-settings";
import { jsonBody } from "@api/lib/validation";
import { requireStaff } from "@api/middleware/staff-auth";
import { orderSettingsUpdateSchema } from "@api/validation/order-settings";
import * as handlers from "./order-settings.handlers";

/** Cash on delivery, the return window and where returns go: mounted at /admin/settings/orders. */
const owner = requireStaff("settings.manage");
const declared = { tags: ["Back office: Settings"], security: [{ [SECURITY.staff]: [] }] };

const readRoute = createRoute({
  ...declared,
  method: "get",
  path: "/",
  summary: "The shop's order settings (the defaults at version 0 before the first save)",
  middleware: owner,
  responses: { 200: jsonContent(envelopeOf(orderSettingsSchema), "The order settings"), ...refusals(401, 403) },
});

const saveRoute = createRoute({
  ...declared,
  method: "put",
  path: "/",
  summary: "Save the order settings; the version must be the one read",
  middleware: [owner, jsonBody] as const,
  request: jsonRequest(orderSettingsUpdateSchema),
  responses: {
    200: jsonContent(envelopeOf(orderSettingsSchema), "The settings as saved, with their new version"),
    ...refusals(400, 401, 403, 409, 413),
  },
});

const router = createRouter()
  .openapi(readRoute, handlers.getOrderSettings)
  .openapi(saveRoute, handlers.putOrderSettings);

export default router;
