import { and, asc, count, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { shownToShoppers } from "../blog-posts/blog-posts.visibility";
import { blogPosts, categories, products, projectCategories, subCategories } from "../../db/schema";

/**
 * What a sitemap lists, by kind: the storefront turns each into its own address, so the API
 * never needs to know the shop's URLs or origin.
 */
export type SitemapEntry =
  | { type: "category"; slug: string }
  | { type: "subCategory"; categorySlug: string; slug: string }
  | { type: "post"; slug: string; lastmod: string }
  | { type: "project"; slug: string }
  | { type: "product"; slug: string };

/** Products read per query while a file streams: one round trip per this many lines. */
export const SITEMAP_READ_BATCH = 5_000;

/**
 * File 1 holds the shop's own pages (categories, sub-categories, posts, projects: a few
 * hundred at most); files 2 onwards hold products, `perFile` each, in id order.
 */
export async function sitemapFiles(db: Db, perFile: number) {
  const [{ active }] = await db.select({ active: count() }).from(products).where(eq(products.isActive, true));
  const productFiles = Math.ceil(active / perFile);
  return { urlsPerFile: perFile, products: active, files: 1 + productFiles };
}

export async function pageEntries(db: Db, now: Date): Promise<SitemapEntry[]> {
  const [categoryRows, subRows, postRows, projectRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.slug)),
    db
      .select({ categorySlug: categories.slug, slug: subCategories.slug })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .orderBy(asc(categories.position), asc(subCategories.position), asc(subCategories.slug)),
    db.select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(shownToShoppers(now)).orderBy(asc(blogPosts.slug)),
    db.select({ slug: projectCategories.slug }).from(projectCategories).orderBy(asc(projectCategories.position)),
  ]);
  return [
    ...categoryRows.map((r): SitemapEntry => ({ type: "category", slug: r.slug })),
    ...subRows.map((r): SitemapEntry => ({ type: "subCategory", categorySlug: r.categorySlug, slug: r.slug })),
    ...postRows.map((r): SitemapEntry => ({ type: "post", slug: r.slug, lastmod: (r.publishedAt ?? now).toISOString().slice(0, 10) })),
    ...projectRows.map((r): SitemapEntry => ({ type: "project", slug: r.slug })),
  ];
}

/**
 * The products of product file `file` (2 onwards), read SITEMAP_READ_BATCH at a time: the
 * first read skips to the file's start, the next ones continue after the last id seen.
 */
export async function* productEntries(db: Db, file: number, perFile: number): AsyncGenerator<SitemapEntry[]> {
  let remaining = perFile;
  let after: string | undefined;
  while (remaining > 0) {
    const batch = await db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.isActive, true), after === undefined ? undefined : gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(Math.min(SITEMAP_READ_BATCH, remaining))
      .offset(after === undefined ? (file - 2) * perFile : 0);
    if (batch.length === 0) return;
    yield batch.map((r): SitemapEntry => ({ type: "product", slug: r.slug }));
    remaining -= batch.length;
    after = batch[batch.length - 1].id;
  }
}
