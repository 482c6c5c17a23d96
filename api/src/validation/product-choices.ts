/**
 * The product forms' choices (issue 14): plain constants, so the back office's browser code shows
 * them without bringing zod along (the rules are in admin-products.ts).
 */
export const PRODUCT_TYPES = ["PRODUCT", "PRODUCT_WITH_COLOR", "PRODUCT_WITH_SIZE", "PRODUCT_WITH_COLOR_SIZE"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  PRODUCT: "Plain product",
  PRODUCT_WITH_COLOR: "With colours",
  PRODUCT_WITH_SIZE: "With sizes",
  PRODUCT_WITH_COLOR_SIZE: "With colours and sizes",
};

/** India's GST slabs since 22 September 2025 (GST 2.0): nil, 5 %, 18 % and 40 % (docs/decisions/tax-and-invoices.md, 1). */
export const GST_RATES = [0, 5, 18, 40] as const;

export const STOCK_STATES = ["in", "low", "out"] as const;
export const STOCK_STATE_LABELS: Record<(typeof STOCK_STATES)[number], string> = {
  in: "In stock",
  low: "Low stock",
  out: "Out of stock",
};
export const PRODUCT_SORTS = ["name", "price", "price-desc", "stock", "newest"] as const;
export const PRODUCT_SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  name: "Name",
  price: "Price, low to high",
  "price-desc": "Price, high to low",
  stock: "Stock, lowest first",
  newest: "Newest first",
};
export const ACTIVE_FILTERS = ["active", "inactive"] as const;
