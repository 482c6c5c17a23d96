import { sql } from "drizzle-orm";
import { products } from "@api/db/schema";

/**
 * A product's stock as the product list counts and filters it, in SQL over the products row.
 * The subqueries name the outer row as products.id: an interpolated column renders unqualified there.
 */

/**
 * A product's units on hand, counted where the shop counts them: the product row for a plain
 * product, its colours for a colour product, its sizes otherwise.
 */
export const totalStock = sql<number>`(case ${products.productType}
  when 'PRODUCT' then ${products.stock}
  when 'PRODUCT_WITH_COLOR' then coalesce((select sum(pc.stock) from product_colors pc where pc.product_id = products.id), 0)
  else coalesce((select sum(ps.stock) from product_sizes ps where ps.product_id = products.id), 0) end)::int`;

/**
 * How far the emptiest sku is above its low-stock threshold (its own, or the shop's default from
 * the stock screen's settings): at or below 0, the product counts as low on stock, as the stock
 * screen and its alerts count it.
 */
export const headroom = (defaultThreshold: number) => sql<number>`(case ${products.productType}
  when 'PRODUCT' then ${products.stock} - coalesce(${products.lowStockThreshold}, ${defaultThreshold})
  when 'PRODUCT_WITH_COLOR' then coalesce((select min(pc.stock - coalesce(pc.low_stock_threshold, ${defaultThreshold})) from product_colors pc where pc.product_id = products.id), 0)
  else coalesce((select min(ps.stock - coalesce(ps.low_stock_threshold, ${defaultThreshold})) from product_sizes ps where ps.product_id = products.id), 0) end)::int`;

/** The products in one stock state: out (none left), low (at or below a threshold) or in. */
export const stockFilter = (state: string, defaultThreshold: number) =>
  state === "out"
    ? sql`${totalStock} = 0`
    : state === "low"
      ? sql`${totalStock} > 0 and ${headroom(defaultThreshold)} <= 0`
      : sql`${headroom(defaultThreshold)} > 0`;

export const stockStateOf = (total: number, headroomLeft: number): "out" | "low" | "in" =>
  total === 0 ? "out" : headroomLeft <= 0 ? "low" : "in";
