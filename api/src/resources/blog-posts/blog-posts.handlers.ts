import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { shownPostBySlug, shownPostsPage } from "./blog-post-views";
import type { listQuery } from "./blog-posts.schemas";

/**
 * Only posts shown to shoppers now (blog-posts.visibility.ts): drafts and scheduled posts answer 404.
 * GET /blogPosts?page=&limit= : newest first, each with a plain-text excerpt instead of the body.
 * GET /blogPosts?slug= : that one post with its HTML body, as a one-element list.
 */
export async function listBlogPosts(c: ValidatedContext<{ query: typeof listQuery }>) {
  const query = c.req.valid("query");
  const { db, clock } = c.get("deps");
  const now = clock.now();

  if (query.slug) {
    const post = await shownPostBySlug(db, now, query.slug);
    return okList(c, [post], { page: 1, limit: 1, totalRecords: 1 });
  }

  const { posts, total } = await shownPostsPage(db, now, query);
  return okList(c, posts, { page: query.page, limit: query.limit, totalRecords: total });
}
