/**
 * The GST tax invoice of an order, issued once, in the transaction that moves the order to
 * SHIPPED (order-lifecycle/transition.ts: every road to SHIPPED passes there). The order row is
 * locked by then, and the table allows one invoice per order, so a replayed move issues none.
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { taxDocuments } from "@api/db/schema";
import { sumTaxedLines, supplyTypeOf } from "@api/lib/gst-tax";
import { type OrderRow, itemsOfOrders } from "../customer-orders/order-view";
import { invoiceLinesOf } from "./invoice-lines";
import { buyerOf, currentSeller } from "./parties";
import { type TaxDocumentRow, storeTaxDocument } from "./store-document";

export async function invoiceOf(tx: DbOrTx, orderId: string): Promise<TaxDocumentRow | null> {
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
  return invoice ?? null;
}

/**
 * Issues the order's invoice unless it has one. None is issued while the owner has not saved the
 * shop's GST settings (no GSTIN to issue under): shipping is not held up by paperwork.
 */
export async function issueInvoiceOnce(tx: DbOrTx, order: OrderRow, at: Date): Promise<TaxDocumentRow | null> {
  const existing = await invoiceOf(tx, order.id);
  if (existing) return existing;
  const seller = await currentSeller(tx);
  if (!seller) return null;
  const buyer = buyerOf(order);
  const supplyType = supplyTypeOf(seller.party.stateCode, buyer.stateCode);
  const lines = await invoiceLinesOf(tx, order, await itemsOfOrders(tx, [order.id]), supplyType);
  const { totalPaise } = sumTaxedLines(lines);
  // The arithmetic guarantees it; a mismatch would be a bug, and a wrong invoice must not be filed.
  if (totalPaise !== order.totalPaise)
    throw new Error(
      `Invoice lines of order ${order.orderId} add up to ${totalPaise} paise, not the ${order.totalPaise} paid`,
    );
  return storeTaxDocument(tx, {
    kind: "invoice",
    prefix: seller.invoicePrefix,
    orderId: order.id,
    seller: seller.party,
    buyer,
    supplyType,
    lines,
    at,
  });
}
