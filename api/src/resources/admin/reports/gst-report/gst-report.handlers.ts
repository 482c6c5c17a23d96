import { csvAttachment, csvLines } from "@api/lib/csv-file";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { gstReportQuerySchema, gstReportSheetParams } from "@api/validation/gst-report";
import { monthDocuments } from "./gst-report-views";
import { b2clThresholdPaise, gstr1Sheets, rupeesText } from "./gstr1";

type ReportContext = ValidatedContext<{ query: typeof gstReportQuerySchema }>;

/** GET /v1/admin/reports/gst?month=YYYY-MM: every sheet of the month's GSTR-1, with its totals. */
export async function getGstReport(c: ReportContext) {
  const { month } = c.req.valid("query");
  const { from, to, documents, invoices } = await monthDocuments(c.get("deps").db, month);
  return ok(c, {
    month,
    from: from.toISOString(),
    to: to.toISOString(),
    b2clThreshold: rupeesText(b2clThresholdPaise(from)),
    documents: documents.length,
    sheets: gstr1Sheets(documents, invoices),
  });
}

type SheetContext = ValidatedContext<{ query: typeof gstReportQuerySchema; param: typeof gstReportSheetParams }>;

/** GET /v1/admin/reports/gst/:sheet?month=YYYY-MM: one sheet as the offline tool's CSV (a header row, then the rows). */
export async function getGstReportCsv(c: SheetContext) {
  const { month } = c.req.valid("query");
  const { sheet: key } = c.req.valid("param");
  const { documents, invoices } = await monthDocuments(c.get("deps").db, month);
  const sheet = gstr1Sheets(documents, invoices).find((one) => one.key === key);
  if (!sheet) throw new Error(`no sheet ${key}`);
  csvAttachment(c, `gstr1-${month}-${key}.csv`);
  return c.body(csvLines([sheet.columns, ...sheet.rows]));
}
