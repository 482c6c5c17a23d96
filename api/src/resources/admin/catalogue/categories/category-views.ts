/** Categories as staff see them: each with its sub-categories and how many products they hold. */
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { categories, productCategories, productSubCategories, subCategories } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";

export type CategoryRow = typeof categories.$inferSelect;
export type SubCategoryRow = typeof subCategories.$inferSelect;
type Counts = { total: number; active: number };

export const activeCount = (flag: typeof productCategories.productActive | typeof productSubCategories.productActive) =>
  sql<number>`count(*) filter (where ${flag})`.mapWith(Number);

/** Products linked to each category, all and active, by category id. */
async function categoryCounts(db: DbOrTx, ids?: string[]) {
  const rows = await db
    .select({ id: productCategories.categoryId, total: count(), active: activeCount(productCategories.productActive) })
    .from(productCategories)
    .where(ids ? inArray(productCategories.categoryId, ids) : undefined)
    .groupBy(productCategories.categoryId);
  return new Map(rows.map((row) => [row.id, row]));
}

async function subCategoryCounts(db: DbOrTx, subIds: string[]) {
  if (subIds.length === 0) return new Map<string, Counts>();
  const rows = await db
    .select({
      id: productSubCategories.subCategoryId,
      total: count(),
      active: activeCount(productSubCategories.productActive),
    })
    .from(productSubCategories)
    .where(inArray(productSubCategories.subCategoryId, subIds))
    .groupBy(productSubCategories.subCategoryId);
  return new Map(rows.map((row) => [row.id, row]));
}

export const subCategoryView = (row: SubCategoryRow, counts?: Counts) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  position: row.position,
  productCount: counts?.total ?? 0,
  activeProductCount: counts?.active ?? 0,
});

const categoryView = (row: CategoryRow, counts: Counts | undefined, subs: ReturnType<typeof subCategoryView>[]) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  image: row.image,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  position: row.position,
  version: row.version,
  productCount: counts?.total ?? 0,
  activeProductCount: counts?.active ?? 0,
  subCategories: subs,
});

export const subCategoryOrder = [asc(subCategories.position), asc(subCategories.name), asc(subCategories.id)];
export const categoryOrder = [asc(categories.position), asc(categories.name), asc(categories.id)];

/** Categories with their sub-categories and product counts, in the shop's menu order. */
export async function categoriesWithDetail(db: DbOrTx, id?: string) {
  const rows = await db
    .select()
    .from(categories)
    .where(id ? eq(categories.id, id) : undefined)
    .orderBy(...categoryOrder);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [subs, counts] = await Promise.all([
    db
      .select()
      .from(subCategories)
      .where(inArray(subCategories.categoryId, ids))
      .orderBy(...subCategoryOrder),
    categoryCounts(db, id ? ids : undefined),
  ]);
  const subCounts = await subCategoryCounts(
    db,
    subs.map((sub) => sub.id),
  );
  return rows.map((row) =>
    categoryView(
      row,
      counts.get(row.id),
      subs.filter((sub) => sub.categoryId === row.id).map((sub) => subCategoryView(sub, subCounts.get(sub.id))),
    ),
  );
}

export async function categoryOr404(db: DbOrTx, id: string) {
  const [row] = await categoriesWithDetail(db, id);
  if (!row) throw notFound("Category");
  return row;
}
