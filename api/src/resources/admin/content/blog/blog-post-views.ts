/** Blog posts as staff see them: a page of the list, filtered, and one post whole. */
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { blogCategories, blogPosts } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { likeText } from "@api/lib/like-text";
import type { blogPostListQuerySchema } from "@api/validation/admin-blog";

export const BLOG_POSTS_PAGE_SIZE = 20;

export type Post = typeof blogPosts.$inferSelect;

export const postView = (row: Post, categoryName: string) => ({
  _id: row.id,
  title: row.title,
  slug: row.slug,
  blogCategoryId: row.blogCategoryId,
  categoryName,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  defaultImage: row.defaultImage,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

function stateCondition(state: "DRAFT" | "SCHEDULED" | "PUBLISHED", now: Date): SQL | undefined {
  if (state === "DRAFT") return eq(blogPosts.status, "DRAFT");
  if (state === "SCHEDULED") return and(eq(blogPosts.status, "PUBLISHED"), gt(blogPosts.publishedAt, now));
  return and(eq(blogPosts.status, "PUBLISHED"), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)));
}

/** One page of the posts matching the filters, and how many match in all. */
export async function blogPostsPage(db: DbOrTx, now: Date, query: z.output<typeof blogPostListQuerySchema>) {
  const { q, status, category, page } = query;
  const where = and(
    q ? ilike(blogPosts.title, likeText(q)) : undefined,
    status ? stateCondition(status, now) : undefined,
    category ? eq(blogPosts.blogCategoryId, category) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        hasImage: sql<boolean>`${blogPosts.defaultImage} is not null`,
        categoryName: blogCategories.name,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
      .where(where)
      // Drafts without a date first (the work in hand), then the newest publish date.
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt), asc(blogPosts.id))
      .limit(BLOG_POSTS_PAGE_SIZE)
      .offset((page - 1) * BLOG_POSTS_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return {
    rows: rows.map(({ id, publishedAt, ...row }) => ({
      _id: id,
      ...row,
      publishedAt: publishedAt?.toISOString() ?? null,
    })),
    total,
  };
}

export async function blogPostOr404(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ post: blogPosts, categoryName: blogCategories.name })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
    .where(eq(blogPosts.id, id));
  if (!row) throw notFound("Blog post");
  return postView(row.post, row.categoryName);
}

/** Refuses an unknown post before its picture is stored. */
export async function refuseMissingBlogPost(db: DbOrTx, id: string) {
  const [exists] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!exists) throw notFound("Blog post");
}
