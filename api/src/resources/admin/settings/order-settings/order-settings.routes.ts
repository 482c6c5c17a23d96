import { orderSettingsSchema } from "@api/contract/schemas/admin-settings";
import { createRouter } from "@api/contract/router";
import { settingsRoutes } from "@api/contract/settings-routes";
import { orderSettingsUpdateSchema } from "@api/validation/order-settings";
import * as handlers from "./order-settings.handlers";

/** Cash on delivery, the return window and where returns go: mounted at /admin/settings/orders. */
const { readRoute, saveRoute } = settingsRoutes({
  name: "order settings",
  readSummary: "The shop's order settings (the defaults at version 0 before the first save)",
  schema: orderSettingsSchema,
  updateSchema: orderSettingsUpdateSchema,
});

const router = createRouter()
  .openapi(readRoute, handlers.getOrderSettings)
  .openapi(saveRoute, handlers.putOrderSettings);

export default router;
