import { gstSettingsSchema } from "@api/contract/schemas/admin-settings";
import { createRouter } from "@api/contract/router";
import { settingsRoutes } from "@api/contract/settings-routes";
import { gstSettingsUpdateSchema } from "@api/validation/gst-settings";
import * as handlers from "./gst-settings.handlers";

/** Who the shop is on its tax invoices: mounted at /admin/settings/gst. */
const { readRoute, saveRoute } = settingsRoutes({
  name: "GST settings",
  readSummary: "The shop's GST settings (blank at version 0 before the first save)",
  schema: gstSettingsSchema,
  updateSchema: gstSettingsUpdateSchema,
});

const router = createRouter().openapi(readRoute, handlers.getGstSettings).openapi(saveRoute, handlers.putGstSettings);

export default router;
