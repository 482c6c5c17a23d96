import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { attributeQuery, listColors, listSizes } from "./attributes.handlers";

const router = new Hono<AppEnv>();

router.get(
  "/colors",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", attributeQuery, refuseInvalid),
  listColors,
);
router.get(
  "/sizes",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", attributeQuery, refuseInvalid),
  listSizes,
);

export default router;
