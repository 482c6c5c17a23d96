import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "../../middleware/cache";
import { listBlogPosts } from "./blog-posts.handlers";

const router = new Hono<AppEnv>();

router.get("/blogPosts", publicCache(CATALOG_MAX_AGE_SECONDS), listBlogPosts);

export default router;
