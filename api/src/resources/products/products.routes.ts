import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { getProductBySlug, listProducts, productListQuery } from "./products.handlers";

const router = new Hono<AppEnv>();

router.get(
  "/products",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", productListQuery, refuseInvalid),
  listProducts,
);
router.get("/products/by-slug/:slug", publicCache(CATALOG_MAX_AGE_SECONDS), getProductBySlug);

export default router;
