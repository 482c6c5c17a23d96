import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type StoredImage, blogCategories, blogPosts } from "../../db/schema";
import { notFound, okList } from "../../lib/envelope";
import { offsetOf, pagination } from "../../lib/query";
import { excerptOf } from "../../lib/text";
import type { ValidatedContext } from "../../lib/validation";

export const BLOG_PAGE_SIZE = 10;
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
  createdAt: blogPosts.createdAt,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
};

type Row = {
  id: string;
  slug: string;
  title: string;
  defaultImage: StoredImage;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: Date;
  categoryName: string;
  categorySlug: string;
};

const present = ({ id, categoryName, categorySlug, ...post }: Row) => ({
  _id: id,
  ...post,
  author: AUTHOR,
  blogCategory: { name: categoryName, slug: categorySlug },
});

/**
 * GET /blogPosts?page=&limit= : newest first, each with a plain-text excerpt instead of the body.
 * GET /blogPosts?slug= : that one post with its HTML body, as a one-element list.
 */
export async function listBlogPosts(c: ValidatedContext<{ query: typeof listQuery }>) {
  const query = c.req.valid("query");
  const { db } = c.get("deps");

  if (query.slug) {
    const [post] = await db
      .select({ ...columns, body: blogPosts.body })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
      .where(eq(blogPosts.slug, query.slug));
    if (!post) throw notFound("Blog post");
    const { body, ...rest } = post;
    return okList(c, [{ ...present(rest), excerpt: excerptOf(body), body }], { page: 1, limit: 1, totalRecords: 1 });
  }

  const newestFirst = db
    .select({ ...columns, bodyStart: sql<string>`left(${blogPosts.body}, ${EXCERPT_SOURCE_CHARS})` })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .$dynamic();
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(blogPosts),
    query.limit === 0 ? newestFirst : newestFirst.limit(query.limit).offset(offsetOf(query)),
  ]);
  const body = rows.map(({ bodyStart, ...row }) => ({ ...present(row), excerpt: excerptOf(bodyStart) }));
  return okList(c, body, { page: query.page, limit: query.limit, totalRecords: total });
}
