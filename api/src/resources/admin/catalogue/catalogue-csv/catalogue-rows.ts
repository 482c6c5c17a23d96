import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import {
  categories,
  colors,
  productCategories,
  productColors,
  productSizes,
  productSubCategories,
  products,
  sizes,
  subCategories,
} from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import type { CsvColumn } from "@api/validation/catalogue-csv";
import { LIST_SEPARATOR } from "@api/validation/catalogue-csv";

/** Where a sku's prices, stock and limit live: a plain product's row, a colour's, or a size's. */
type SkuTarget = { table: "products" | "product_colors" | "product_sizes"; id: string };

/** A sku as the shop holds it now, for the export and for an import's comparison. */
export type SkuRecord = {
  target: SkuTarget;
  sku: string;
  productId: string;
  productSku: string;
  name: string;
  productType: (typeof products.$inferSelect)["productType"];
  colour: string | null;
  size: string | null;
  mrpPaise: number;
  sellingPricePaise: number;
  stock: number;
  maximumOrderQuantity: number;
  isActive: boolean;
  hsnCode: string | null;
  gstRate: number | null;
};

const productFields = {
  productId: products.id,
  productSku: products.sku,
  name: products.name,
  productType: products.productType,
  isActive: products.isActive,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
};

/**
 * The skus, optionally only those named (matched case-insensitively, as people type them): a plain
 * product's own, a colour product's colours, a size product's sizes, and a colour+size product's
 * sizes of each colour (its colour rows only add up their sizes).
 */
export async function skuRecords(tx: DbOrTx, only?: string[]): Promise<SkuRecord[]> {
  const upper = only?.map((sku) => sku.toUpperCase());
  const named = (column: typeof products.sku | typeof productColors.sku | typeof productSizes.sku) =>
    upper ? sql`upper(${column}) = ANY(${sql.param(upper)}::text[])` : undefined;
  const [plain, coloured, sized] = await Promise.all([
    tx
      .select({
        ...productFields,
        id: products.id,
        sku: products.sku,
        mrpPaise: products.mrpPaise,
        sellingPricePaise: products.sellingPricePaise,
        stock: products.stock,
        maximumOrderQuantity: products.maximumOrderQuantity,
      })
      .from(products)
      .where(sql`${products.productType} = 'PRODUCT' ${upper ? sql`AND ${named(products.sku)}` : sql``}`)
      .orderBy(asc(products.name), asc(products.id)),
    tx
      .select({
        ...productFields,
        id: productColors.id,
        sku: productColors.sku,
        colour: colors.name,
        mrpPaise: productColors.mrpPaise,
        sellingPricePaise: productColors.sellingPricePaise,
        stock: productColors.stock,
        maximumOrderQuantity: productColors.maximumOrderQuantity,
      })
      .from(productColors)
      .innerJoin(products, eq(products.id, productColors.productId))
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(
        sql`${products.productType} = 'PRODUCT_WITH_COLOR' ${upper ? sql`AND ${named(productColors.sku)}` : sql``}`,
      )
      .orderBy(asc(products.name), asc(productColors.position), asc(productColors.id)),
    tx
      .select({
        ...productFields,
        id: productSizes.id,
        sku: productSizes.sku,
        colour: colors.name,
        size: sizes.name,
        mrpPaise: productSizes.mrpPaise,
        sellingPricePaise: productSizes.sellingPricePaise,
        stock: productSizes.stock,
        maximumOrderQuantity: productSizes.maximumOrderQuantity,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .leftJoin(productColors, eq(productColors.id, productSizes.productColorId))
      .leftJoin(colors, eq(colors.id, productColors.colorId))
      .where(upper ? named(productSizes.sku) : undefined)
      .orderBy(asc(products.name), asc(productColors.position), asc(productSizes.position), asc(productSizes.id)),
  ]);
  const record =
    (table: SkuTarget["table"]) =>
    (row: (typeof sized)[number] | (typeof coloured)[number] | (typeof plain)[number]): SkuRecord => ({
      target: { table, id: row.id },
      sku: row.sku ?? "",
      productId: row.productId,
      productSku: row.productSku,
      name: row.name,
      productType: row.productType,
      colour: "colour" in row ? (row.colour ?? null) : null,
      size: "size" in row ? row.size : null,
      mrpPaise: row.mrpPaise,
      sellingPricePaise: row.sellingPricePaise,
      stock: row.stock,
      maximumOrderQuantity: row.maximumOrderQuantity,
      isActive: row.isActive,
      hsnCode: row.hsnCode,
      gstRate: row.gstRate,
    });
  const all = [
    ...plain.map(record("products")),
    ...coloured.map(record("product_colors")),
    ...sized.map(record("product_sizes")),
  ];
  return all.sort((a, b) => a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId));
}

/** Each product's category and sub-category slugs, for the export's two list columns. */
async function productSlugLists(tx: DbOrTx, productIds: string[]) {
  const lists = new Map<string, { categories: string[]; subCategories: string[] }>();
  for (const id of productIds) lists.set(id, { categories: [], subCategories: [] });
  if (productIds.length === 0) return lists;
  const [cats, subs] = await Promise.all([
    tx
      .select({ productId: productCategories.productId, slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, productIds))
      .orderBy(asc(productCategories.position)),
    tx
      .select({ productId: productSubCategories.productId, slug: subCategories.slug })
      .from(productSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, productSubCategories.subCategoryId))
      .where(inArray(productSubCategories.productId, productIds)),
  ]);
  for (const row of cats) lists.get(row.productId)?.categories.push(row.slug);
  for (const row of subs) lists.get(row.productId)?.subCategories.push(row.slug);
  return lists;
}

const EXPORT_BATCH = 2_000;

/** The catalogue's rows for the CSV, a batch of skus at a time so a big catalogue streams. */
export async function* exportRows(tx: DbOrTx): AsyncGenerator<Record<CsvColumn, string | number>> {
  const records = await skuRecords(tx);
  for (let start = 0; start < records.length; start += EXPORT_BATCH) {
    const batch = records.slice(start, start + EXPORT_BATCH);
    const lists = await productSlugLists(tx, [...new Set(batch.map((r) => r.productId))]);
    for (const r of batch) {
      const list = lists.get(r.productId) ?? { categories: [], subCategories: [] };
      yield {
        sku: r.sku,
        product_sku: r.productSku,
        name: r.name,
        product_type: r.productType,
        colour: r.colour ?? "",
        size: r.size ?? "",
        categories: list.categories.join(LIST_SEPARATOR),
        sub_categories: list.subCategories.join(LIST_SEPARATOR),
        mrp: toRupees(r.mrpPaise),
        selling_price: toRupees(r.sellingPricePaise),
        stock: r.stock,
        maximum_order_quantity: r.maximumOrderQuantity,
        hsn_code: r.hsnCode ?? "",
        gst_rate: r.gstRate ?? "",
        active: r.isActive ? "yes" : "no",
      };
    }
  }
}
