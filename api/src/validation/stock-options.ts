/**
 * The stock screen's choices (issue 14): plain constants, so the admin screens' browser code can
 * name them without bringing zod along (the rules are in admin-stock.ts).
 */
export const SKU_KINDS = ["product", "color", "size"] as const;
export const STOCK_STATES = ["all", "low", "out"] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  all: "All stock",
  low: "Low stock",
  out: "Out of stock",
};

/** Reasons the stock screen offers; any other text may be typed. */
export const STOCK_REASONS = ["Restock", "Count correction", "Damaged", "Returned to stock"] as const;
