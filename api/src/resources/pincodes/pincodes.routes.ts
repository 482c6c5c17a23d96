import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { checkDelivery } from "./pincodes.handlers";

const router = new Hono<AppEnv>();

router.get("/pincodes/checkDelivery/:pincode", publicCache(CATALOG_MAX_AGE_SECONDS), checkDelivery);

export default router;
