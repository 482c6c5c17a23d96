import { STOCK_REASONS, STOCK_STATES, STOCK_STATE_LABELS } from "@api/validation/stock-options";
import type { stockSkuSchema } from "@api/contract/schemas/admin-stock";
import type { z } from "zod";

export { STOCK_REASONS };

export const stockStateOptions = STOCK_STATES.map((state) => ({ value: state, label: STOCK_STATE_LABELS[state] }));

/** A sku as the stock screens receive it from the API. */
export type StockSku = z.output<typeof stockSkuSchema>;

export const skuKeyOf = (sku: Pick<StockSku, "kind" | "id">) => `${sku.kind}:${sku.id}`;

/** "Walnut / Queen", or nothing for a plain product. */
export const variantLabel = (sku: Pick<StockSku, "colorName" | "sizeName">) =>
  [sku.colorName, sku.sizeName].filter(Boolean).join(" / ");

export const stockStateLabel = (sku: Pick<StockSku, "outOfStock" | "low">) =>
  sku.outOfStock ? "Out of stock" : sku.low ? "Low" : "In stock";

export const skuHistoryPath = (sku: Pick<StockSku, "kind" | "id">) =>
  `/admin/stock/${sku.kind}/${encodeURIComponent(sku.id)}`;

export const STOCK_SOURCE_LABELS: Record<string, string> = {
  "back-office": "Back office",
  order: "Order",
  cancellation: "Order cancelled or unpaid",
  return: "Returned by a shopper",
  import: "Import",
  edit: "Order edited by staff",
};
