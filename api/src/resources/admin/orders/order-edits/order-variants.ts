/**
 * The variants (skus) of products as the order edit screen offers them: every colour and size a
 * line could become, with its price and stock, keyed like the stock screen (`size:<id>`).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { colors, productColors, productSizes, products, sizes } from "@api/db/schema";
import type { OrderItemRow } from "@api/resources/customer-orders/order-view";

export type VariantOption = {
  key: string;
  productId: string;
  productActive: boolean;
  sku: string;
  colorName: string | null;
  sizeName: string | null;
  pricePaise: number;
  stock: number;
};

/** The sku key of the row an order line's stock lives in. */
export const variantKeyOf = (item: Pick<OrderItemRow, "productId" | "productColorId" | "productSizeId">) =>
  item.productSizeId
    ? `size:${item.productSizeId}`
    : item.productColorId
      ? `color:${item.productColorId}`
      : `product:${item.productId}`;

/** Each product's skus (and the one whose sku is `sku`, any case), in the catalogue's order. */
export async function variantOptions(
  db: DbOrTx,
  where: { productIds?: string[]; sku?: string },
): Promise<VariantOption[]> {
  const ids = where.productIds ?? [];
  const filter =
    where.sku !== undefined
      ? sql`lower(v.sku) = lower(${where.sku})`
      : ids.length
        ? sql`v.product_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
  type Row = {
    key: string;
    product_id: string;
    active: boolean;
    sku: string;
    color_name: string | null;
    size_name: string | null;
    price_paise: number;
    stock: number;
  };
  const result = await db.execute(sql`
    select * from (
      select 'product:' || p.id as key, p.id as product_id, p.is_active as active, p.sku, null::text as color_name, null::text as size_name,
        p.selling_price_paise as price_paise, p.stock, 0 as color_position, 0 as size_position
      from ${products} p where p.product_type = 'PRODUCT'
      union all
      select 'color:' || pc.id, p.id, p.is_active, coalesce(pc.sku, concat_ws(' / ', p.sku, c.name)), c.name, null,
        pc.selling_price_paise, pc.stock, pc.position, 0
      from ${productColors} pc join ${products} p on p.id = pc.product_id join ${colors} c on c.id = pc.color_id
      where p.product_type = 'PRODUCT_WITH_COLOR'
      union all
      select 'size:' || ps.id, p.id, p.is_active, coalesce(ps.sku, concat_ws(' / ', p.sku, c.name, s.name)), c.name, s.name,
        ps.selling_price_paise, ps.stock, coalesce(pc.position, 0), ps.position
      from ${productSizes} ps join ${products} p on p.id = ps.product_id join ${sizes} s on s.id = ps.size_id
        left join ${productColors} pc on pc.id = ps.product_color_id left join ${colors} c on c.id = pc.color_id
      where p.product_type in ('PRODUCT_WITH_SIZE', 'PRODUCT_WITH_COLOR_SIZE')
    ) v
    where ${filter}
    order by v.product_id, v.color_position, v.size_position, v.key`);
  // PGlite answers { rows }, node-postgres an array.
  const list: Row[] = Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows;
  return list.map((r) => ({
    key: r.key,
    productId: r.product_id,
    productActive: r.active,
    sku: r.sku,
    colorName: r.color_name,
    sizeName: r.size_name,
    pricePaise: Number(r.price_paise),
    stock: Number(r.stock),
  }));
}
