import type { catalogueImportReportSchema } from "@api/contract/schemas/admin-imports";
import type { z } from "zod";
import { formatPrice } from "~/lib/format";

/** What a dry run of POST /v1/admin/catalogue/import answers (api/src/resources/admin/catalogue/catalogue-csv/catalogue-import.ts), as the screen reads it. */
export type ImportChange = {
  field: "mrp" | "sellingPrice" | "stock" | "maximumOrderQuantity" | "isActive";
  before: number | boolean;
  after: number | boolean;
};

export type ImportRow =
  | { row: number; sku: string; action: "update"; changes: ImportChange[] }
  | { row: number; sku: string; action: "unchanged" }
  | { row: number; sku: string; action: "create"; product: { name: string } }
  | { row: number; sku: string; action: "refused"; errors: Record<string, string> };

export type CatalogueImportReport = z.output<typeof catalogueImportReportSchema>;

/** At most this many rows of each kind are listed; the counts say how many there are. */
export const LISTED_ROWS = 200;

const FIELD_LABELS: Record<ImportChange["field"], string> = {
  mrp: "MRP",
  sellingPrice: "selling price",
  stock: "stock",
  maximumOrderQuantity: "maximum order quantity",
  isActive: "status",
};

const shown = (field: ImportChange["field"], value: number | boolean) =>
  typeof value === "boolean"
    ? value
      ? "active"
      : "inactive"
    : field === "mrp" || field === "sellingPrice"
      ? formatPrice(value / 100)
      : String(value);

/** "stock 4 → 7; selling price Rs 1,999 → Rs 1,799" */
export const describeChanges = (changes: ImportChange[]) =>
  changes.map((c) => `${FIELD_LABELS[c.field]} ${shown(c.field, c.before)} → ${shown(c.field, c.after)}`).join("; ");
