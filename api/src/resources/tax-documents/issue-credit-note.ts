/**
 * A GST credit note for every refund of an invoiced order (cancellation, return, partial
 * refund), issued in the transaction that decides the refund (refunds.service.ts, and the paid
 * cash-on-delivery return in returns.service.ts). It names its invoice and splits its amount
 * with the invoice's tax: a return's over the returned lines, any other refund over all the
 * invoice's lines in proportion (lib/gst-tax.ts taxPartOf). A refund of an order not yet
 * invoiced needs none: the sale was never invoiced, so there is nothing to reduce.
 */
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { taxDocumentLines } from "@api/db/schema";
import { type TaxedLine, taxPartOf } from "@api/lib/gst-tax";
import type { DocumentLine } from "./invoice-lines";
import { invoiceOf } from "./issue-invoice";
import { currentSeller } from "./parties";
import { type TaxDocumentRow, storeTaxDocument } from "./store-document";

type InvoiceLine = typeof taxDocumentLines.$inferSelect;
export type ReturnedLine = { orderItemId: string; quantity: number };

export type CreditRequest = {
  orderId: string;
  /** The refund it documents; null for a cash-on-delivery return paid back by staff (no gateway refund). */
  refundId: string | null;
  amountPaise: number;
  /** The lines a return brought back; none for a cancellation or a partial refund. */
  returned?: ReturnedLine[];
  at: Date;
};

const asTaxed = (line: InvoiceLine, totalPaise = line.totalPaise): TaxedLine & { source: InvoiceLine } => ({
  key: line.id,
  gstRate: line.gstRate,
  totalPaise,
  discountPaise: 0,
  taxablePaise: line.taxablePaise,
  cgstPaise: line.cgstPaise,
  sgstPaise: line.sgstPaise,
  igstPaise: line.igstPaise,
  source: line,
});

/** The returned share of each invoice line (rounded up, never above the line); none when the amount is more than they are worth. */
function returnedShares(lines: InvoiceLine[], returned: ReturnedLine[], amountPaise: number) {
  const shares = returned.flatMap(({ orderItemId, quantity }) => {
    const line = lines.find((l) => l.orderItemId === orderItemId);
    if (!line || line.quantity === 0) return [];
    return [
      {
        taxed: asTaxed(line, Math.min(line.totalPaise, Math.ceil((line.totalPaise * quantity) / line.quantity))),
        quantity,
      },
    ];
  });
  const worth = shares.reduce((sum, s) => sum + s.taxed.totalPaise, 0);
  return worth >= amountPaise && worth > 0 ? shares : null;
}

export async function issueCreditNote(tx: DbOrTx, request: CreditRequest): Promise<TaxDocumentRow | null> {
  if (request.amountPaise <= 0) return null;
  const invoice = await invoiceOf(tx, request.orderId);
  if (!invoice) return null;
  const lines = await tx
    .select()
    .from(taxDocumentLines)
    .where(eq(taxDocumentLines.documentId, invoice.id))
    .orderBy(asc(taxDocumentLines.position));
  const shares = request.returned ? returnedShares(lines, request.returned, request.amountPaise) : null;
  // A return's money comes off the lines that came back (quantity as returned); anything else off every line, as a change of value.
  const base = shares ?? lines.map((line) => ({ taxed: asTaxed(line), quantity: 0 }));
  const parts = taxPartOf(
    base.map((b) => b.taxed),
    request.amountPaise,
    invoice.supplyType,
  );
  const credited: DocumentLine[] = parts.flatMap((part, index) => {
    if (part.totalPaise === 0) return [];
    const source = base[index].taxed.source;
    return [
      {
        ...part,
        orderItemId: source.orderItemId,
        description: source.description,
        sku: source.sku,
        hsnCode: source.hsnCode,
        quantity: base[index].quantity,
      },
    ];
  });
  const prefix = (await currentSeller(tx))?.invoicePrefix ?? invoice.number.split("/")[0];
  return storeTaxDocument(tx, {
    kind: "credit_note",
    prefix,
    orderId: request.orderId,
    refundId: request.refundId,
    invoiceId: invoice.id,
    seller: invoice.seller,
    buyer: invoice.buyer,
    supplyType: invoice.supplyType,
    lines: credited,
    at: request.at,
  });
}
