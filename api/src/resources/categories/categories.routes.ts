import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import {
  findCategoryRedirect,
  listCategories,
  listQuery,
  listSubCategories,
  redirectParam,
  subCategoriesQuery,
} from "./categories.handlers";

const router = new Hono<AppEnv>();

router.get(
  "/categories",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", listQuery, refuseInvalid),
  listCategories,
);
router.get(
  "/subCategories",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", subCategoriesQuery, refuseInvalid),
  listSubCategories,
);
router.get(
  "/categoryRedirects/:slug",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("param", redirectParam, refuseInvalid),
  findCategoryRedirect,
);

export default router;
