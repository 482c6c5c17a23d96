import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { productColors, productSizes, products } from "@api/db/schema";
import type { AuditActor } from "@api/lib/audit";
import { changeStock } from "@api/resources/admin/catalogue/stock/stock-writes";

/**
 * Where a count lives: a plain product's row, a colour's or a size's. The caller has locked the
 * rows (`lockProductRows`, in the orders' global order), so a save never races an order's UPDATE.
 */
export type StockTarget = { table: "products" | "product_colors" | "product_sizes"; id: string };

const KINDS = { products: "product", product_colors: "color", product_sizes: "size" } as const;

/** The stock screen's name for the same row. */
export const skuTargetOf = (target: StockTarget) => ({ kind: KINDS[target.table], id: target.id });

/** The stock log's reason for a count typed on a product's page. */
export const PRODUCT_FORM_REASON = "Set on the product's page";

/** Who set a count by hand, for the stock log. */
export type StockEntry = { actor: AuditActor; at: Date; reason: string };

/** A sku's count set on the product screens: through the stock log, with its low-stock alert. */
export async function setSkuStock(tx: DbOrTx, target: StockTarget, stock: number, entry: StockEntry) {
  await changeStock(tx, {
    changes: [{ target: skuTargetOf(target), stock, errorKey: "stock" }],
    reason: entry.reason,
    source: "back-office",
    actor: entry.actor,
    at: entry.at,
  });
}

/**
 * A row that follows its skus (a colour+size product's colour total, a variant product's copy of
 * its first variant): written as it is, not logged, since its skus' changes are.
 */
export async function writeFollowerStock(tx: DbOrTx, target: StockTarget, stock: number) {
  if (target.table === "products") await tx.update(products).set({ stock }).where(eq(products.id, target.id));
  else if (target.table === "product_colors")
    await tx.update(productColors).set({ stock }).where(eq(productColors.id, target.id));
  else await tx.update(productSizes).set({ stock }).where(eq(productSizes.id, target.id));
}
