/** Writes a numbered tax document and its lines, in the issuing transaction (numbering.ts). */
import type { DbOrTx } from "@api/db/client";
import { type TaxDocumentKind, type TaxDocumentParty, taxDocumentLines, taxDocuments } from "@api/db/schema";
import { type SupplyType, sumTaxedLines } from "@api/lib/gst-tax";
import { newId } from "@api/lib/ids";
import type { DocumentLine } from "./invoice-lines";
import { documentNumber, takeSerial } from "./numbering";

export type NewTaxDocument = {
  kind: TaxDocumentKind;
  prefix: string;
  orderId: string;
  refundId?: string | null;
  invoiceId?: string | null;
  seller: TaxDocumentParty;
  buyer: TaxDocumentParty;
  supplyType: SupplyType;
  lines: DocumentLine[];
  at: Date;
};

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

export async function storeTaxDocument(tx: DbOrTx, doc: NewTaxDocument): Promise<TaxDocumentRow> {
  const serial = await takeSerial(tx, doc.kind, doc.at);
  const totals = sumTaxedLines(doc.lines);
  const id = newId();
  const [stored] = await tx
    .insert(taxDocuments)
    .values({
      id,
      kind: doc.kind,
      number: documentNumber(doc.kind, doc.prefix, serial),
      financialYear: serial.financialYear,
      serial: serial.serial,
      orderId: doc.orderId,
      refundId: doc.refundId ?? null,
      invoiceId: doc.invoiceId ?? null,
      issuedAt: doc.at,
      seller: doc.seller,
      buyer: doc.buyer,
      placeOfSupply: doc.buyer.stateCode,
      supplyType: doc.supplyType,
      ...totals,
    })
    .returning();
  await tx.insert(taxDocumentLines).values(documentLineRows(id, doc.lines));
  return stored;
}

/** A document's lines as table rows, in their order (also for the demo seed and test fixtures that write documents directly). */
export function documentLineRows(documentId: string, lines: DocumentLine[]): (typeof taxDocumentLines.$inferInsert)[] {
  return lines.map((line, position) => ({
    id: newId(),
    documentId,
    position,
    orderItemId: line.orderItemId,
    description: line.description,
    sku: line.sku,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    gstRate: line.gstRate,
    discountPaise: line.discountPaise,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    totalPaise: line.totalPaise,
  }));
}
