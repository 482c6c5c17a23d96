/**
 * Low-stock alerts. A sku is low when its stock is at or below its threshold (its own, or the
 * shop's default). The first stock change that leaves it low marks the sku and writes one
 * pending alert in the same transaction; the job queue emails every pending alert at once
 * (jobs/stock-jobs). The mark is cleared when the stock rises above the threshold again, so the
 * next fall alerts again, and a sku that stays low sends nothing more however often it sells.
 */
import type { DbOrTx } from "@api/db/client";
import { lowStockAlerts } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { readCatalogueSettings } from "./catalogue-settings";
import { type SkuRow, markLowStock } from "./skus";

export const isLow = (stock: number, threshold: number) => stock <= threshold;

/**
 * Brings the skus' marks in line with their stock now (rows the caller has locked); returns how
 * many new alerts were written. Switched-off products are not for sale and raise none.
 */
export async function settleLowStock(tx: DbOrTx, skus: SkuRow[], at: Date) {
  if (skus.length === 0) return 0;
  const { lowStockThreshold } = await readCatalogueSettings(tx);
  let raised = 0;
  for (const sku of skus) {
    const threshold = sku.threshold ?? lowStockThreshold;
    const low = isLow(sku.stock, threshold);
    if (low && !sku.alertedAt && sku.productActive) {
      await markLowStock(tx, sku, at);
      await tx.insert(lowStockAlerts).values({
        id: newId(),
        skuKind: sku.kind,
        rowId: sku.id,
        productId: sku.productId,
        sku: sku.sku,
        name: sku.name,
        stock: sku.stock,
        threshold,
        crossedAt: at,
      });
      raised += 1;
    } else if (!low && sku.alertedAt) {
      await markLowStock(tx, sku, null);
    }
  }
  return raised;
}
