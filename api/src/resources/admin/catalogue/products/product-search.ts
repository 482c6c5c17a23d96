import { and, asc, count, eq, exists, ilike, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { productColors, productSizes, products } from "@api/db/schema";
import { likeText } from "@api/lib/like-text";

/** A product whose name, or its own or any colour's or size's SKU, contains the query. */
export function productMatches(db: DbOrTx, q: string) {
  const like = likeText(q);
  const variantSku = (table: typeof productColors | typeof productSizes) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.productId, products.id), ilike(table.sku, like))),
    );
  return or(ilike(products.name, like), ilike(products.sku, like), variantSku(productColors), variantSku(productSizes));
}

/** The first `limit` products the query finds, by name, and how many it finds in all. */
export async function findProductMatches(db: DbOrTx, q: string, limit: number) {
  const where = productMatches(db, q);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ _id: products.id, name: products.name, sku: products.sku, isActive: products.isActive })
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { total, matches: rows };
}
