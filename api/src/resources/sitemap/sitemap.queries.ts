import { type AnyColumn, type SQL, and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { SitemapEntry } from "@api/contract/schemas/sitemap";
import type { Db } from "@api/db/client";
import { shownToShoppers } from "../blog-posts/blog-posts.visibility";
import {
  auditLog,
  blogPosts,
  categories,
  productCategories,
  productSubCategories,
  products,
  projectCategories,
  subCategories,
} from "@api/db/schema";

/** When staff last changed one thing: audit_log's (entity_type, entity_id, at) index answers it. */
const lastAudited = (entityType: string, id: AnyColumn) =>
  sql`(select max(${auditLog.at}) from ${auditLog} where ${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${id})`;

/** The newest active product of a listing: a shelf's page changes when a product joins it. */
const newestProductIn = (link: typeof productCategories | typeof productSubCategories, listing: SQL) =>
  sql`(select max(${products.createdAt}) from ${link} join ${products} on ${products.id} = ${link.productId} where ${listing} and ${products.isActive})`;

/** The latest of some times (nulls skipped) as a W3C date in UTC, or null when none is known. */
const w3cDate = (...times: SQL[]) =>
  sql<string | null>`to_char(greatest(${sql.join(times, sql`, `)}) at time zone 'UTC', 'YYYY-MM-DD')`;

const withLastmod = <T extends SitemapEntry>(entry: T, lastmod: string | null): T =>
  lastmod ? { ...entry, lastmod } : entry;

/** Products read per query while a file streams: one round trip per this many lines. */
const SITEMAP_READ_BATCH = 5_000;

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
    db
      .select({
        slug: categories.slug,
        lastmod: w3cDate(
          lastAudited("category", categories.id),
          newestProductIn(productCategories, sql`${productCategories.categoryId} = ${categories.id}`),
        ),
      })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.slug)),
    db
      .select({
        categorySlug: categories.slug,
        slug: subCategories.slug,
        lastmod: w3cDate(
          lastAudited("subCategory", subCategories.id),
          newestProductIn(productSubCategories, sql`${productSubCategories.subCategoryId} = ${subCategories.id}`),
        ),
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .orderBy(asc(categories.position), asc(subCategories.position), asc(subCategories.slug)),
    db
      .select({
        slug: blogPosts.slug,
        edited: w3cDate(lastAudited("blogPost", blogPosts.id), sql`${blogPosts.publishedAt}`),
      })
      .from(blogPosts)
      .where(shownToShoppers(now))
      .orderBy(asc(blogPosts.slug)),
    db.select({ slug: projectCategories.slug }).from(projectCategories).orderBy(asc(projectCategories.position)),
  ]);
  return [
    ...categoryRows.map((r) => withLastmod<SitemapEntry>({ type: "category", slug: r.slug }, r.lastmod)),
    ...subRows.map((r) =>
      withLastmod<SitemapEntry>({ type: "subCategory", categorySlug: r.categorySlug, slug: r.slug }, r.lastmod),
    ),
    // A post shown without a publishing time (published as it was written) was last changed no later than now.
    ...postRows.map((r): SitemapEntry => ({
      type: "post",
      slug: r.slug,
      lastmod: r.edited ?? now.toISOString().slice(0, 10),
    })),
    // Project pages gather pictures staff edit under several screens, none of which records a time for the page.
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
      .select({
        id: products.id,
        slug: products.slug,
        lastmod: w3cDate(sql`${products.createdAt}`, lastAudited("product", products.id)),
      })
      .from(products)
      .where(and(eq(products.isActive, true), after === undefined ? undefined : gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(Math.min(SITEMAP_READ_BATCH, remaining))
      .offset(after === undefined ? (file - 2) * perFile : 0);
    if (batch.length === 0) return;
    yield batch.map((r) => withLastmod<SitemapEntry>({ type: "product", slug: r.slug }, r.lastmod));
    remaining -= batch.length;
    after = batch[batch.length - 1].id;
  }
}
