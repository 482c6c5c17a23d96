import { createRoute } from "@hono/zod-openapi";
import { jsonContent, listEnvelopeOf, refusals, notModified } from "@api/contract/envelope.schemas";
import { createRouter } from "@api/contract/router";
import { blogPostSchema } from "@api/contract/schemas/blog";
import { CATALOG_MAX_AGE_SECONDS, publicCache } from "@api/middleware/cache";
import { listBlogPosts } from "./blog-posts.handlers";
import { listQuery } from "./blog-posts.schemas";

const router = createRouter();

const listRoute = createRoute({
  method: "get",
  path: "/blogPosts",
  tags: ["Blog"],
  summary: "Published posts, newest first; or the one post with ?slug=",
  middleware: publicCache(CATALOG_MAX_AGE_SECONDS),
  request: { query: listQuery },
  responses: {
    200: jsonContent(
      listEnvelopeOf(blogPostSchema),
      "A page of posts with excerpts; with ?slug=, that post with its body as a one-post list",
    ),
    ...notModified,
    ...refusals(400, 404),
  },
});

router.openapi(listRoute, listBlogPosts);

export default router;
