import {
  GST_RATES,
  PRODUCT_SORTS,
  PRODUCT_SORT_LABELS,
  PRODUCT_TYPES,
  PRODUCT_TYPE_LABELS,
  STOCK_STATES,
  STOCK_STATE_LABELS,
  type ProductType,
} from "@api/validation/product-choices";
import type {
  adminProductRowSchema,
  adminProductSchema,
  productFormOptionsSchema,
} from "@api/contract/schemas/admin-products";
import type { z } from "zod";

export const productTypeOptions = PRODUCT_TYPES.map((type) => ({ value: type, label: PRODUCT_TYPE_LABELS[type] }));
export const stockOptions = STOCK_STATES.map((state) => ({ value: state, label: STOCK_STATE_LABELS[state] }));
export const sortOptions = PRODUCT_SORTS.map((sort) => ({ value: sort, label: PRODUCT_SORT_LABELS[sort] }));
export const gstOptions = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }));
export const activeOptions = [
  { value: "active", label: "Active (in the shop)" },
  { value: "inactive", label: "Inactive (hidden)" },
];

export const hasColours = (type: ProductType) => type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE";
export const hasSizes = (type: ProductType) => type === "PRODUCT_WITH_SIZE" || type === "PRODUCT_WITH_COLOR_SIZE";

/** A row of the product list, as the API sends it. */
export type ProductListRow = z.output<typeof adminProductRowSchema>;

/** What the forms choose from (GET /admin/products/options). */
export type ProductChoices = z.output<typeof productFormOptionsSchema>;

export type ProductVariant = ProductDetail["variants"][number];

/** One product as the edit screen receives it (GET /admin/products/:id). */
export type ProductDetail = z.output<typeof adminProductSchema>;

/** The details form's fields, in the order the API's errors are matched to them. */
export const PRODUCT_FIELDS = [
  "name",
  "slug",
  "sku",
  "productType",
  "categories",
  "subCategories",
  "mrp",
  "sellingPrice",
  "stock",
  "maximumOrderQuantity",
  "shortDescription",
  "tagLine",
  "description",
  "warrantyTerms",
  "seoTitle",
  "seoDescription",
  "hsnCode",
  "gstRate",
] as const;

/** A product's saved values as the details form's starting values. */
export const productDefaults = (p: ProductDetail): Record<string, string> => ({
  name: p.name,
  slug: p.slug,
  sku: p.sku,
  productType: p.productType,
  mrp: String(p.mrp),
  sellingPrice: String(p.sellingPrice),
  stock: String(p.stock),
  maximumOrderQuantity: String(p.maximumOrderQuantity),
  shortDescription: p.shortDescription,
  tagLine: p.tagLine,
  description: p.description,
  warrantyTerms: p.warrantyTerms,
  seoTitle: p.seoTitle,
  seoDescription: p.seoDescription,
  hsnCode: p.hsnCode,
  gstRate: p.gstRate === null ? "" : String(p.gstRate),
});
