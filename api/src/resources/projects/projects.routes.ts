import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { listProjectCategories, listProjectSubCategories, listProjectsForWebsite } from "./projects.handlers";

const router = new Hono<AppEnv>();

router.get("/projectCategories", publicCache(CATALOG_MAX_AGE_SECONDS), listProjectCategories);
router.get("/projectSubCategories", publicCache(CATALOG_MAX_AGE_SECONDS), listProjectSubCategories);
router.get("/projects/for-website", publicCache(CATALOG_MAX_AGE_SECONDS), listProjectsForWebsite);

export default router;
