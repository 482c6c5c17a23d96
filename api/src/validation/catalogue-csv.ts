/**
 * The catalogue as a spreadsheet (issue 14): one row per sku — a plain product's own, or each
 * variant's — with the columns below, exported and imported alike. An import updates the prices,
 * stock, order limit and status of skus the shop has, and adds plain products it has not.
 */
import { z } from "zod";
import { GST_RATES } from "./product-choices";
import { MAX_ORDER_QUANTITY, MAX_STOCK, rupees, skuField } from "./admin-products";

export const CSV_COLUMNS = [
  "sku",
  "product_sku",
  "name",
  "product_type",
  "colour",
  "size",
  "categories",
  "sub_categories",
  "mrp",
  "selling_price",
  "stock",
  "maximum_order_quantity",
  "hsn_code",
  "gst_rate",
  "active",
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Several categories in one cell: their slugs joined by a bar, "living-room|bedroom". */
export const LIST_SEPARATOR = "|";

export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_MB = 5;

export const IMPORT_FILE_REQUIRED = "Choose a CSV file to import.";
export const IMPORT_NOT_CSV = "This file could not be read as CSV: save the sheet as 'CSV UTF-8' and choose it again.";
export const IMPORT_EMPTY = "The file has a header row but no products.";
export const IMPORT_TOO_MANY = `A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows: split it and import each part.`;
export const IMPORT_TOO_LARGE = `The file is larger than ${MAX_IMPORT_MB} MB: split it and import each part.`;
export const missingColumns = (columns: string[]) =>
  `The header row lacks ${columns.join(", ")}: export the catalogue to see the columns.`;

const blank = (value: unknown) => value === undefined || (typeof value === "string" && value.trim() === "");
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());

const count = (label: string, min: number, max: number) =>
  z.coerce
    .number({ invalid_type_error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ["yes", "no", "true", "false", "1", "0"].includes(v), "Active must be yes or no")
  .transform((v) => ["yes", "true", "1"].includes(v));

/** What any row may change: a blank cell leaves the value as it is. */
export const csvChangeSchema = z
  .object({
    sku: skuField(),
    mrp: optional(rupees("MRP")),
    selling_price: optional(rupees("Selling price")),
    stock: optional(count("Stock", 0, MAX_STOCK)),
    maximum_order_quantity: optional(count("Maximum order quantity", 1, MAX_ORDER_QUANTITY)),
    active: optional(yesNo),
  })
  .passthrough();

/** What a row that adds a plain product must also give. */
export const csvNewProductSchema = z.object({
  name: z
    .string({ required_error: "Name is needed to add a product" })
    .trim()
    .min(1, "Name is needed to add a product")
    .max(150, "Name must be at most 150 characters"),
  categories: z
    .string({ required_error: "Give at least one category's slug" })
    .trim()
    .min(1, "Give at least one category's slug"),
  mrp: rupees("MRP"),
  selling_price: rupees("Selling price"),
  hsn_code: z
    .string({ required_error: "HSN code is needed to add a product" })
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})$/, "HSN code must be 4, 6 or 8 digits"),
  gst_rate: z.coerce
    .number({ invalid_type_error: "GST rate is not one of the allowed values" })
    .refine(
      (v) => (GST_RATES as readonly number[]).includes(v),
      `GST rate must be one of ${GST_RATES.map((r) => `${r}%`).join(", ")}`,
    ),
});
