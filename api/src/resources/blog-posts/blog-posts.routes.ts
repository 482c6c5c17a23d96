import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { refuseInvalid } from "../../lib/validation";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { listBlogPosts, listQuery } from "./blog-posts.handlers";

const router = new Hono<AppEnv>();

router.get("/blogPosts", publicCache(CATALOG_MAX_AGE_SECONDS), zValidator("query", listQuery, refuseInvalid), listBlogPosts);

export default router;
