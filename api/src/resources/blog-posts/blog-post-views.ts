/** The blog as shoppers read it: only posts shown to them now (blog-posts.visibility.ts). */
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type StoredImage, blogCategories, blogPosts } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { offsetOf } from "@api/lib/query";
import { excerptOf } from "@api/lib/text";
import { shownToShoppers } from "./blog-posts.visibility";

/** Posts have no author field; the spec shows every post as written by 'admin'. */
const AUTHOR = "admin";
/** Enough of the body to cut a plain-text excerpt from without reading whole articles. */
const EXCERPT_SOURCE_CHARS = 1500;

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

/** The post at `slug` with its HTML body; a draft or scheduled post is a 404. */
export async function shownPostBySlug(db: DbOrTx, now: Date, slug: string) {
  const [post] = await db
    .select({ ...columns, body: blogPosts.body })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
    .where(and(eq(blogPosts.slug, slug), shownToShoppers(now)));
  if (!post) throw notFound("Blog post");
  const { body, ...rest } = post;
  return { ...present(rest), excerpt: excerptOf(body), body };
}

/** A page of the shown posts, newest first, each with a plain-text excerpt instead of the body (limit 0: all). */
export async function shownPostsPage(db: DbOrTx, now: Date, page: { page: number; limit: number }) {
  const shown = shownToShoppers(now);
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
    page.limit === 0 ? newestFirst : newestFirst.limit(page.limit).offset(offsetOf(page)),
  ]);
  return { posts: rows.map(({ bodyStart, ...row }) => ({ ...present(row), excerpt: excerptOf(bodyStart) })), total };
}
