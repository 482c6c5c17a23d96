import { z } from "@hono/zod-openapi";
import { GSTR1_SHEETS } from "@api/validation/gst-report";

/** A total shown under a sheet, worked out from one of its columns as a spreadsheet would. */
const sheetTotalSchema = z.object({
  label: z.string(),
  column: z.string(),
  rule: z.enum(["sum", "add", "count", "sumOnce"]),
  by: z.string().optional().describe("sumOnce: the column naming the document whose value repeats"),
  value: z.union([z.string(), z.number()]).describe("Rupees as text with 2 decimals for sums, else a count"),
});

/** One sheet of GSTR-1, as the GST offline tool's CSV template lays it out. */
const reportSheetSchema = z.object({
  key: z.enum(GSTR1_SHEETS),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
  totals: z.array(sheetTotalSchema),
});

/** A month's GSTR-1: every sheet with its totals, from the tax documents issued in it. */
export const gstReportSchema = z
  .object({
    month: z.string().describe("YYYY-MM"),
    from: z.string().datetime().describe("The month's first instant in India"),
    to: z.string().datetime().describe("The next month's first instant in India"),
    b2clThreshold: z.string().describe("Rupees: an unregistered buyer's inter-state invoice above this is B2CL"),
    documents: z.number().int().describe("Tax documents issued in the month"),
    sheets: z.array(reportSheetSchema),
  })
  .openapi("GstReport");
