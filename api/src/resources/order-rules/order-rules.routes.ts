import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { ok } from "@api/lib/envelope";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { readOrderSettings } from "@api/resources/admin/settings/order-settings/order-settings";

/**
 * GET /orderRules: what the checkout tells the shopper before they press Place order (the
 * largest order cash on delivery may pay for). The API refuses such an order in any case.
 */
const orderRules = new Hono<AppEnv>().get("/orderRules", publicCache(CATALOG_MAX_AGE_SECONDS), async (c) => {
  const { codMaxOrderAmount } = await readOrderSettings(c.get("deps").db);
  return ok(c, { codMaxOrderAmount });
});

export default orderRules;
