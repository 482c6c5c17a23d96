import { eq } from "drizzle-orm";
import type { AppContext } from "@api/context";
import { orders } from "@api/db/schema";
import { ok } from "@api/lib/envelope";
import { pdfResponse } from "@api/resources/tax-documents/document-pdf";
import { taxDocumentOf, taxDocumentsOf } from "@api/resources/tax-documents/document-view";
import { findOrderIdByNumber } from "./order-lookup";

/** GET /v1/admin/orders/:orderId/documents: the order's GST tax invoice and credit notes, as issued. */
export async function listOrderDocuments(c: AppContext) {
  const { db } = c.get("deps");
  const id = await findOrderIdByNumber(db, c.req.param("orderId") ?? "");
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return ok(c, await taxDocumentsOf(db, order));
}

/** GET /v1/admin/orders/:orderId/documents/:documentId/pdf: one of them as a PDF download. */
export async function orderDocumentPdf(c: AppContext) {
  const { db } = c.get("deps");
  const id = await findOrderIdByNumber(db, c.req.param("orderId") ?? "");
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return pdfResponse(await taxDocumentOf(db, order, c.req.param("documentId") ?? ""));
}
