import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type StoredImage, blogCategories, blogPosts } from "@api/db/schema";
import { notFound, okList } from "@api/lib/envelope";
import { offsetOf, pagination } from "@api/lib/query";
import { excerptOf } from "@api/lib/text";
import type { ValidatedContext } from "@api/lib/validation";
import { shownToShoppers } from "./blog-posts.visibility";

const BLOG_PAGE_SIZE = 10;
/** Posts have no author field; the spec shows every post as written by 'admin'. */
const AUTHOR = "admin";
/** Enough of the body to cut a plain-text excerpt from without reading whole articles. */
const EXCERPT_SOURCE_CHARS = 1500;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const listQuery = z.object({
  slug: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  ...pagination(BLOG_PAGE_SIZE, 50),
});

const columns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  defaultImage: blogPosts.defaultImage,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  publishedAt: blogPosts.publishedAt,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
};

type Row = {
  id: string;
  slug: string;
  title: string;
  defaultImage: StoredImage | null;
  seoTitle: string | null;
  seoDescription: string | null;
  publishedAt: Date | null;
  categoryName: string;
  categorySlug: string;
};

/** Shown posts always have a picture and a publish time (shownToShoppers); createdAt is the date shoppers see. */
const present = ({ id, categoryName, categorySlug, defaultImage, publishedAt, ...post }: Row) => ({
  _id: id,
  ...post,
  defaultImage: defaultImage as StoredImage,
  createdAt: publishedAt as Date,
  author: AUTHOR,
  blogCategory: { name: categoryName, slug: categorySlug },
});

/**
 * Only posts shown to shoppers now (blog-posts.visibility.ts): drafts and scheduled posts answer 404.
 * GET /blogPosts?page=&limit= : newest first, each with a plain-text excerpt instead of the body.
 * GET /blogPosts?slug= : that one post with its HTML body, as a one-element list.
 */
export async function listBlogPosts(c: ValidatedContext<{ query: typeof listQuery }>) {
  const query = c.req.valid("query");
  const { db, clock } = c.get("deps");
  const shown = shownToShoppers(clock.now());

  if (query.slug) {
    const [post] = await db
      .select({ ...columns, body: blogPosts.body })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
      .where(and(eq(blogPosts.slug, query.slug), shown));
    if (!post) throw notFound("Blog post");
    const { body, ...rest } = post;
    return okList(c, [{ ...present(rest), excerpt: excerptOf(body), body }], { page: 1, limit: 1, totalRecords: 1 });
  }

  const newestFirst = db
    .select({ ...columns, bodyStart: sql<string>`left(${blogPosts.body}, ${EXCERPT_SOURCE_CHARS})` })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
    .where(shown)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .$dynamic();
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(shown),
    query.limit === 0 ? newestFirst : newestFirst.limit(query.limit).offset(offsetOf(query)),
  ]);
  const body = rows.map(({ bodyStart, ...row }) => ({ ...present(row), excerpt: excerptOf(bodyStart) }));
  return okList(c, body, { page: query.page, limit: query.limit, totalRecords: total });
}
