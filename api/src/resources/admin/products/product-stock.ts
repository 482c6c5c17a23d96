import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { productColors, productSizes, products } from "../../../db/schema";

/**
 * Every stock count the product screens set, in one place: the caller has locked the rows
 * (`lockProductRows`, in the orders' global order), so a save never races an order's UPDATE. The
 * stock log (issue 14) routes these writes through itself at merge.
 */
export type StockTarget = { table: "products" | "product_colors" | "product_sizes"; id: string };

export async function writeProductStock(tx: DbOrTx, target: StockTarget, stock: number) {
  if (target.table === "products") await tx.update(products).set({ stock }).where(eq(products.id, target.id));
  else if (target.table === "product_colors") await tx.update(productColors).set({ stock }).where(eq(productColors.id, target.id));
  else await tx.update(productSizes).set({ stock }).where(eq(productSizes.id, target.id));
}
