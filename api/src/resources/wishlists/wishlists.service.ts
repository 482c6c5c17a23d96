import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { productColors, productSizes, products, wishlists } from "@api/db/schema";
import type { Page } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { toRupees } from "@api/lib/money";
import { offsetOf } from "@api/lib/query";

/**
 * Units a shopper could still buy: a variant product's stock lives on its colour or size
 * rows, so "in stock" means any variant has some.
 */
const availableStock = sql<number>`(CASE ${products.productType}
  WHEN 'PRODUCT' THEN ${products.stock}
  WHEN 'PRODUCT_WITH_COLOR' THEN (SELECT COALESCE(SUM(pc.stock), 0) FROM ${productColors} pc WHERE pc.product_id = ${products.id})
  ELSE (SELECT COALESCE(SUM(ps.stock), 0) FROM ${productSizes} ps WHERE ps.product_id = ${products.id})
END)::int`;

const entryColumns = {
  id: wishlists.id,
  productId: products.id,
  name: products.name,
  slug: products.slug,
  sellingPricePaise: products.sellingPricePaise,
  mrpPaise: products.mrpPaise,
  defaultImage: products.defaultImage,
  productType: products.productType,
  stock: availableStock,
};

/** A customer's entries for products still on sale, newest first. */
export async function listWishlist(db: Db, customerId: string, filter: { product?: string }, page: Page) {
  const where = and(
    eq(wishlists.customerId, customerId),
    eq(products.isActive, true),
    filter.product === undefined ? undefined : eq(wishlists.productId, filter.product),
  );
  const query = db
    .select(entryColumns)
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(where)
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id))
    .$dynamic();
  const rows = page.limit === 0 ? await query : await query.limit(page.limit).offset(offsetOf(page));
  const [{ total }] = await db
    .select({ total: count() })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(where);
  const entries = rows.map((row) => ({
    _id: row.id,
    product: {
      _id: row.productId,
      name: row.name,
      slug: row.slug,
      sellingPrice: toRupees(row.sellingPricePaise),
      mrp: toRupees(row.mrpPaise),
      defaultImage: row.defaultImage,
      stock: row.stock,
      productType: row.productType,
    },
  }));
  return { entries, totalRecords: total };
}

/** Whether the product is one a shopper can still wish for: it exists and is on sale. */
export async function productOnSale(db: Db, productId: string) {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return found !== undefined;
}

/** Adds the product to the customer's wishlist unless it is already there. Whether it was added. */
export async function addWishlistEntry(db: Db, customerId: string, productId: string, at: Date) {
  const inserted = await db
    .insert(wishlists)
    .values({ id: newId(), customerId, productId, createdAt: at })
    .onConflictDoNothing({ target: [wishlists.customerId, wishlists.productId] })
    .returning({ id: wishlists.id });
  return inserted.length > 0;
}

/** Removes the customer's own entry; another shopper's is left alone. The removed entry's id, if any. */
export async function removeWishlistEntry(db: Db, customerId: string, id: string) {
  const [row] = await db
    .delete(wishlists)
    .where(and(eq(wishlists.id, id), eq(wishlists.customerId, customerId)))
    .returning({ id: wishlists.id });
  return row?.id;
}
