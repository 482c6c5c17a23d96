import { type SQL, and, asc, count, desc, eq, exists, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { categories, colors, productCategories, products, sizes, subCategories } from "@api/db/schema";
import { productMatches } from "./product-search";
import { toRupees } from "@api/lib/money";
import type { productListQuerySchema } from "@api/validation/admin-products";
import { readCatalogueSettings } from "@api/resources/admin/catalogue/stock/catalogue-settings";
import { headroom, stockFilter, stockStateOf, totalStock } from "./product-stock-levels";

export const PAGE_SIZE = 20;

const SORTS: Record<string, SQL[]> = {
  name: [sql`lower(${products.name})`, asc(products.id)],
  price: [asc(products.sellingPricePaise), asc(products.id)],
  "price-desc": [desc(products.sellingPricePaise), asc(products.id)],
  stock: [asc(totalStock), asc(products.id)],
  newest: [desc(products.createdAt), asc(products.id)],
};

/** One page of the back office's product list: searched by name or any sku, filtered and sorted. */
export async function productListPage(db: DbOrTx, query: z.output<typeof productListQuerySchema>) {
  const { q, category, type, stock, active, sort, page } = query;
  const { lowStockThreshold } = await readCatalogueSettings(db);
  const where = and(
    q ? productMatches(db, q) : undefined,
    category
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, category))),
        )
      : undefined,
    type ? eq(products.productType, type) : undefined,
    stock ? stockFilter(stock, lowStockThreshold) : undefined,
    active ? eq(products.isActive, active === "active") : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        productType: products.productType,
        sellingPricePaise: products.sellingPricePaise,
        mrpPaise: products.mrpPaise,
        isActive: products.isActive,
        totalStock,
        headroom: headroom(lowStockThreshold),
        categories: sql<
          string | null
        >`(select string_agg(c.name, ', ' order by pc.position) from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = products.id)`,
      })
      .from(products)
      .where(where)
      .orderBy(...SORTS[sort ?? "newest"])
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      sku: r.sku,
      productType: r.productType,
      sellingPrice: toRupees(r.sellingPricePaise),
      mrp: toRupees(r.mrpPaise),
      isActive: r.isActive,
      stock: r.totalStock,
      stockState: stockStateOf(r.totalStock, r.headroom),
      categories: r.categories ?? "",
    })),
    total,
  };
}

/** What the product forms choose from: categories with their sub-categories, and the colour and size masters. */
export async function productFormOptions(db: DbOrTx) {
  const [cats, subs, colorRows, sizeRows] = await Promise.all([
    db
      .select({ _id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({ _id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
      .from(subCategories)
      .orderBy(asc(subCategories.position), asc(subCategories.name)),
    db.select({ _id: colors.id, name: colors.name, hex: colors.hex }).from(colors).orderBy(asc(colors.name)),
    db.select({ _id: sizes.id, name: sizes.name }).from(sizes).orderBy(asc(sizes.position), asc(sizes.name)),
  ]);
  return {
    categories: cats.map((cat) => ({
      ...cat,
      subCategories: subs.filter((s) => s.categoryId === cat._id).map(({ _id, name }) => ({ _id, name })),
    })),
    colors: colorRows,
    sizes: sizeRows,
  };
}
