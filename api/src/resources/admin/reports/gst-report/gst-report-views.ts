/** The documents a month's GSTR-1 is made of, read for the report and its CSV sheets alike. */
import { and, asc, gte, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { taxDocumentLines, taxDocuments } from "@api/db/schema";
import { indiaInstant } from "@api/validation/india-time";
import type { ReportDocument, ReportInvoice } from "./gstr1";

/** The first instant of a month in India and of the month after it. */
function indiaMonth(month: string) {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { from: indiaInstant(`${month}-01`), to: indiaInstant(`${next}-01`) };
}

/** The month's documents with their lines, and the invoices its credit notes reduce. */
export async function monthDocuments(db: DbOrTx, month: string) {
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
