import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { listColors, listSizes } from "./attributes.handlers";

const router = new Hono<AppEnv>();

router.get("/colors", publicCache(CATALOG_MAX_AGE_SECONDS), listColors);
router.get("/sizes", publicCache(CATALOG_MAX_AGE_SECONDS), listSizes);

export default router;
