import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { categories, productCategories, productSlugs, products } from "@api/db/schema";

/**
 * The product a shop address names: by its slug, or by one it had before (the back office keeps
 * them, so old links keep working). Inactive products are found too, with their first category,
 * so the page can say the product is gone and where to look instead.
 */
export async function findProductSlug(db: DbOrTx, slug: string) {
  const columns = {
    id: products.id,
    slug: products.slug,
    name: products.name,
    sku: products.sku,
    isActive: products.isActive,
  };
  let [row] = await db.select(columns).from(products).where(eq(products.slug, slug));
  if (!row) {
    [row] = await db
      .select(columns)
      .from(productSlugs)
      .innerJoin(products, eq(products.id, productSlugs.productId))
      .where(eq(productSlugs.slug, slug));
  }
  if (!row) return null;
  const [category] = row.isActive
    ? [null]
    : await db
        .select({ name: categories.name, slug: categories.slug })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(productCategories.productId, row.id))
        .orderBy(asc(productCategories.position))
        .limit(1);
  return { ...row, category: category ?? null };
}
