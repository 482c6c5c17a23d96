import { reviewSettingsSchema } from "@api/contract/schemas/admin-settings";
import { createRouter } from "@api/contract/router";
import { settingsRoutes } from "@api/contract/settings-routes";
import { reviewSettingsUpdateSchema } from "@api/validation/admin-reviews";
import * as handlers from "./review-settings.handlers";

/** Whether new reviews go public unread: mounted at /admin/settings/reviews. */
const { readRoute, saveRoute } = settingsRoutes({
  name: "review settings",
  readSummary: "The shop's review settings",
  schema: reviewSettingsSchema,
  updateSchema: reviewSettingsUpdateSchema,
});

const router = createRouter()
  .openapi(readRoute, handlers.getReviewSettings)
  .openapi(saveRoute, handlers.putReviewSettings);

export default router;
