/**
 * What a sku is: the row that holds a product's stock, as orders decide it
 * (customer-orders/stock.ts): a plain product's own row, each colour of a colour product, each
 * size of a size or colour+size product. The colour row of a colour+size product (the total of
 * its sizes) and the product row of a variant product (a copy of its default variant) are not
 * skus: they follow the skus' changes.
 *
 * A variant made before variants had skus of their own reads as the product's with the colour and
 * size names ("WN-SOFA-3 / Walnut / Queen"); migration 0013 gave every existing one a sku, so that
 * is only a fallback.
 */
import { type SQL, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { colors, productColors, productSizes, products, sizes, type SkuKind } from "@api/db/schema";
import type { SkuTarget } from "@api/validation/admin-stock";

type ProductType = (typeof products.$inferSelect)["productType"];

/** The product types whose stock lives in each kind of row. */
const SKU_PRODUCT_TYPES: Record<SkuKind, ProductType[]> = {
  product: ["PRODUCT"],
  color: ["PRODUCT_WITH_COLOR"],
  size: ["PRODUCT_WITH_SIZE", "PRODUCT_WITH_COLOR_SIZE"],
};

export type SkuRow = {
  kind: SkuKind;
  id: string;
  productId: string;
  productType: ProductType;
  productActive: boolean;
  name: string;
  slug: string;
  sku: string;
  colorName: string | null;
  sizeName: string | null;
  /** The colour row of a colour+size product's size: it holds the total of its sizes. */
  parentColorId: string | null;
  stock: number;
  threshold: number | null;
  alertedAt: Date | null;
};

export const skuKey = (target: SkuTarget) => `${target.kind}:${target.id}`;
export const isSku = (row: Pick<SkuRow, "kind" | "productType">) =>
  SKU_PRODUCT_TYPES[row.kind].includes(row.productType);

const productFields = {
  productId: products.id,
  productType: products.productType,
  productActive: products.isActive,
  name: products.name,
  slug: products.slug,
};

/** The sku rows of these targets as they are now (locked or not, as the caller has them). */
export async function readSkus(tx: DbOrTx, targets: SkuTarget[]): Promise<Map<string, SkuRow>> {
  const ids = (kind: SkuKind) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))];
  const found: SkuRow[] = [];
  const productIds = ids("product");
  if (productIds.length) {
    const rows = await tx
      .select({
        ...productFields,
        sku: products.sku,
        stock: products.stock,
        threshold: products.lowStockThreshold,
        alertedAt: products.lowStockAlertedAt,
      })
      .from(products)
      .where(inArray(products.id, productIds));
    found.push(
      ...rows.map((r) => ({
        ...r,
        kind: "product" as const,
        id: r.productId,
        colorName: null,
        sizeName: null,
        parentColorId: null,
      })),
    );
  }
  const colorIds = ids("color");
  if (colorIds.length) {
    const rows = await tx
      .select({
        ...productFields,
        id: productColors.id,
        sku: sql<string>`coalesce(${productColors.sku}, concat_ws(' / ', ${products.sku}, ${colors.name}))`,
        colorName: colors.name,
        stock: productColors.stock,
        threshold: productColors.lowStockThreshold,
        alertedAt: productColors.lowStockAlertedAt,
      })
      .from(productColors)
      .innerJoin(products, eq(products.id, productColors.productId))
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(inArray(productColors.id, colorIds));
    found.push(...rows.map((r) => ({ ...r, kind: "color" as const, sizeName: null, parentColorId: null })));
  }
  const sizeIds = ids("size");
  if (sizeIds.length) {
    const rows = await tx
      .select({
        ...productFields,
        id: productSizes.id,
        sku: sql<string>`coalesce(${productSizes.sku}, concat_ws(' / ', ${products.sku}, ${colors.name}, ${sizes.name}))`,
        colorName: colors.name,
        sizeName: sizes.name,
        parentColorId: productSizes.productColorId,
        stock: productSizes.stock,
        threshold: productSizes.lowStockThreshold,
        alertedAt: productSizes.lowStockAlertedAt,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .leftJoin(productColors, eq(productColors.id, productSizes.productColorId))
      .leftJoin(colors, eq(colors.id, productColors.colorId))
      .where(inArray(productSizes.id, sizeIds));
    found.push(...rows.map((r) => ({ ...r, kind: "size" as const })));
  }
  return new Map(found.map((row) => [skuKey(row), row]));
}

/**
 * Every sku of the catalogue as one relation (kind, row_id, product_id, name, slug, sku,
 * color_name, size_name, stock, threshold, active and the variant's place), for the stock list.
 */
export const allSkus: SQL = sql`(
  select 'product' as kind, p.id as row_id, p.id as product_id, p.name, p.slug, p.sku, null::text as color_name,
    null::text as size_name, p.stock, p.low_stock_threshold as threshold, p.is_active as active, 0 as color_position, 0 as size_position
  from ${products} p where p.product_type = 'PRODUCT'
  union all
  select 'color', pc.id, p.id, p.name, p.slug, coalesce(pc.sku, concat_ws(' / ', p.sku, c.name)), c.name, null, pc.stock, pc.low_stock_threshold,
    p.is_active, pc.position, 0
  from ${productColors} pc join ${products} p on p.id = pc.product_id join ${colors} c on c.id = pc.color_id
  where p.product_type = 'PRODUCT_WITH_COLOR'
  union all
  select 'size', ps.id, p.id, p.name, p.slug, coalesce(ps.sku, concat_ws(' / ', p.sku, c.name, s.name)), c.name, s.name, ps.stock, ps.low_stock_threshold,
    p.is_active, coalesce(pc.position, 0), ps.position
  from ${productSizes} ps join ${products} p on p.id = ps.product_id join ${sizes} s on s.id = ps.size_id
    left join ${productColors} pc on pc.id = ps.product_color_id left join ${colors} c on c.id = pc.color_id
  where p.product_type in ('PRODUCT_WITH_SIZE', 'PRODUCT_WITH_COLOR_SIZE')
)`;

/** The variant a variant product's own row repeats: the first by position (then id). */
export async function defaultVariantId(tx: DbOrTx, productId: string, level: "size" | "color") {
  if (level === "color") {
    const [row] = await tx
      .select({ id: productColors.id })
      .from(productColors)
      .where(eq(productColors.productId, productId))
      .orderBy(asc(productColors.position), asc(productColors.id))
      .limit(1);
    return row?.id;
  }
  const [row] = await tx
    .select({ id: productSizes.id })
    .from(productSizes)
    .leftJoin(productColors, eq(productColors.id, productSizes.productColorId))
    .where(eq(productSizes.productId, productId))
    .orderBy(
      sql`${productColors.position} asc nulls first`,
      sql`${productColors.id} asc nulls first`,
      asc(productSizes.position),
      asc(productSizes.id),
    )
    .limit(1);
  return row?.id;
}

/** Sets a sku row's low-stock mark (when it fell to its threshold; null: armed again). */
export async function markLowStock(tx: DbOrTx, target: SkuTarget, alertedAt: Date | null) {
  if (target.kind === "product")
    await tx.update(products).set({ lowStockAlertedAt: alertedAt }).where(eq(products.id, target.id));
  else if (target.kind === "color")
    await tx.update(productColors).set({ lowStockAlertedAt: alertedAt }).where(eq(productColors.id, target.id));
  else await tx.update(productSizes).set({ lowStockAlertedAt: alertedAt }).where(eq(productSizes.id, target.id));
}
