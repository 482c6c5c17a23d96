import { createRoute } from "@hono/zod-openapi";
import { envelopeOf, jsonContent, notModified, refusals } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { orderRulesSchema } from "@api/contract/schemas/order-rules";
import { ok } from "@api/lib/envelope";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { readOrderSettings } from "@api/resources/admin/settings/order-settings/order-settings";

/**
 * GET /orderRules: what the checkout tells the shopper before they press Place order (the
 * largest order cash on delivery may pay for). The API refuses such an order in any case.
 */
const orderRulesRoute = createRoute({
  tags: ["Orders"],
  method: "get",
  path: "/orderRules",
  summary: "What the checkout says before an order is placed: the largest order cash on delivery may pay for",
  middleware: publicCache(CATALOG_MAX_AGE_SECONDS),
  responses: {
    200: jsonContent(envelopeOf(orderRulesSchema), "The rules"),
    ...notModified,
    ...refusals(),
  },
});

const orderRules = createRouter();
orderRules.openapi(orderRulesRoute, async (c) => {
  const { codMaxOrderAmount } = await readOrderSettings(c.get("deps").db);
  return ok(c, { codMaxOrderAmount });
});

export default orderRules;
