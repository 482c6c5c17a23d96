import { and, asc, gte, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { taxDocumentLines, taxDocuments } from "@api/db/schema";
import { csvAttachment, csvLines } from "@api/lib/csv-file";
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { gstReportQuerySchema, gstReportSheetParams } from "@api/validation/gst-report";
import { indiaInstant } from "@api/validation/india-time";
import { type ReportDocument, type ReportInvoice, b2clThresholdPaise, gstr1Sheets, rupeesText } from "./gstr1";

/** The first instant of a month in India and of the month after it. */
function indiaMonth(month: string) {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: indiaInstant(`${month}-01`), to: indiaInstant(`${next}-01`) };
}

/** The month's documents with their lines, and the invoices its credit notes reduce. */
async function loadMonth(db: DbOrTx, month: string) {
  const { from, to } = indiaMonth(month);
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial));
  const lines = rows.length
    ? await db
        .select()
        .from(taxDocumentLines)
        .where(
          inArray(
            taxDocumentLines.documentId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(taxDocumentLines.position))
    : [];
  const documents: ReportDocument[] = rows.map((row) => ({
    ...row,
    lines: lines.filter((line) => line.documentId === row.id),
  }));
  const invoiceIds = [...new Set(rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : [])))];
  const invoiceRows = invoiceIds.length
    ? await db.select().from(taxDocuments).where(inArray(taxDocuments.id, invoiceIds))
    : [];
  const invoices = new Map<string, ReportInvoice>(invoiceRows.map((row) => [row.id, row]));
  return { from, to, documents, invoices };
}

type ReportContext = ValidatedContext<{ query: typeof gstReportQuerySchema }>;

/** GET /v1/admin/reports/gst?month=YYYY-MM: every sheet of the month's GSTR-1, with its totals. */
export async function getGstReport(c: ReportContext) {
  const { month } = c.req.valid("query");
  const { from, to, documents, invoices } = await loadMonth(c.get("deps").db, month);
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
  const { documents, invoices } = await loadMonth(c.get("deps").db, month);
  const sheet = gstr1Sheets(documents, invoices).find((one) => one.key === key);
  if (!sheet) throw new Error(`no sheet ${key}`);
  csvAttachment(c, `gstr1-${month}-${key}.csv`);
  return c.body(csvLines([sheet.columns, ...sheet.rows]));
}
