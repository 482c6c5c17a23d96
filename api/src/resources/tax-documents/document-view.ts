/**
 * An order's tax documents as the shopper and staff read them (GET
 * /v1/customerOrders/:id/documents, GET /v1/admin/orders/:orderId/documents): the invoice first,
 * then its credit notes by number; money in rupees, as everywhere at the API's boundary.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { taxDocumentLines, taxDocuments } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { rupeesInWords } from "@api/lib/amount-in-words";
import { toRupees } from "@api/lib/money";
import { GST_STATE_CODES } from "@api/validation/gstin";
import type { OrderRow } from "../customer-orders/order-view";
import type { TaxDocumentRow } from "./store-document";

type LineRow = typeof taxDocumentLines.$inferSelect;

const money = (row: Pick<LineRow, "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise">) => ({
  taxableValue: toRupees(row.taxablePaise),
  cgst: toRupees(row.cgstPaise),
  sgst: toRupees(row.sgstPaise),
  igst: toRupees(row.igstPaise),
  total: toRupees(row.totalPaise),
});

function documentView(doc: TaxDocumentRow, lines: LineRow[], numbers: Map<string, string>) {
  return {
    _id: doc.id,
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    invoiceNumber: doc.invoiceId ? (numbers.get(doc.invoiceId) ?? null) : null,
    refundId: doc.refundId,
    seller: doc.seller,
    buyer: doc.buyer,
    placeOfSupply: { code: doc.placeOfSupply, state: GST_STATE_CODES[doc.placeOfSupply] ?? "" },
    supplyType: doc.supplyType,
    ...money(doc),
    // Rule 46 asks for the total in words: written once here, for the page and the PDF alike.
    totalInWords: rupeesInWords(toRupees(doc.totalPaise)),
    lines: lines
      .filter((line) => line.documentId === doc.id)
      .map((line) => ({
        description: line.description,
        sku: line.sku,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        gstRate: line.gstRate,
        discount: toRupees(line.discountPaise),
        ...money(line),
      })),
  };
}

export type TaxDocumentView = ReturnType<typeof documentView>;

export async function taxDocumentsOf(db: DbOrTx, order: Pick<OrderRow, "id" | "orderId" | "orderStatus">) {
  const docs = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, order.id))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.issuedAt), asc(taxDocuments.serial));
  const lines = docs.length
    ? await db
        .select()
        .from(taxDocumentLines)
        .where(
          inArray(
            taxDocumentLines.documentId,
            docs.map((d) => d.id),
          ),
        )
        .orderBy(asc(taxDocumentLines.position))
    : [];
  const numbers = new Map(docs.map((d) => [d.id, d.number]));
  const views = docs.map((doc) => documentView(doc, lines, numbers));
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    invoice: views.find((v) => v.kind === "invoice") ?? null,
    creditNotes: views.filter((v) => v.kind === "credit_note"),
  };
}

/** One of the order's documents by its id; 404 when the order has no such document. */
export async function taxDocumentOf(
  db: DbOrTx,
  order: Pick<OrderRow, "id" | "orderId" | "orderStatus">,
  documentId: string,
) {
  const { invoice, creditNotes } = await taxDocumentsOf(db, order);
  const found = [invoice, ...creditNotes].find((doc) => doc?._id === documentId);
  if (!found) throw notFound("Document");
  return found;
}
