import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { getProductBySlug, listProducts } from "./products.handlers";

const router = new Hono<AppEnv>();

router.get("/products", publicCache(CATALOG_MAX_AGE_SECONDS), listProducts);
router.get("/products/by-slug/:slug", publicCache(CATALOG_MAX_AGE_SECONDS), getProductBySlug);

export default router;
