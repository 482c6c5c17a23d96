import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { listCategories, listSubCategories } from "./categories.handlers";

const router = new Hono<AppEnv>();

router.get("/categories", publicCache(CATALOG_MAX_AGE_SECONDS), listCategories);
router.get("/subCategories", publicCache(CATALOG_MAX_AGE_SECONDS), listSubCategories);

export default router;
