import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { refuseInvalid } from "../../lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import {
  categoriesQuery,
  forWebsiteQuery,
  listProjectCategories,
  listProjectSubCategories,
  listProjectsForWebsite,
  subCategoriesQuery,
} from "./projects.handlers";

const router = new Hono<AppEnv>();

router.get("/projectCategories", publicCache(CATALOG_MAX_AGE_SECONDS), zValidator("query", categoriesQuery, refuseInvalid), listProjectCategories);
router.get("/projectSubCategories", publicCache(CATALOG_MAX_AGE_SECONDS), zValidator("query", subCategoriesQuery, refuseInvalid), listProjectSubCategories);
router.get("/projects/for-website", publicCache(CATALOG_MAX_AGE_SECONDS), zValidator("query", forWebsiteQuery, refuseInvalid), listProjectsForWebsite);

export default router;
