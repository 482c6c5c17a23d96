import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "@api/context";
import { refuseInvalid } from "@api/lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { getAlternatives, getSuggestions, searchTextQuery } from "./search.handlers";

const router = new Hono<AppEnv>();

router.get(
  "/search/suggestions",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", searchTextQuery, refuseInvalid),
  getSuggestions,
);
router.get(
  "/search/alternatives",
  publicCache(CATALOG_MAX_AGE_SECONDS),
  zValidator("query", searchTextQuery, refuseInvalid),
  getAlternatives,
);

export default router;
