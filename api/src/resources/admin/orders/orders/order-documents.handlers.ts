import { eq } from "drizzle-orm";
import type { ValidatedContext } from "@api/lib/validation";
import { orders } from "@api/db/schema";
import { ok } from "@api/lib/envelope";
import { pdfResponse } from "@api/resources/tax-documents/document-pdf";
import { taxDocumentOf, taxDocumentsOf } from "@api/resources/tax-documents/document-view";
import { findOrderIdByNumber } from "./order-lookup";
import type { orderDocumentParam, orderNumberParam } from "./orders.schemas";

/** GET /v1/admin/orders/:orderId/documents: the order's GST tax invoice and credit notes, as issued. */
export async function listOrderDocuments(c: ValidatedContext<{ param: typeof orderNumberParam }>) {
  const { db } = c.get("deps");
  const id = await findOrderIdByNumber(db, c.req.valid("param").orderId);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return ok(c, await taxDocumentsOf(db, order));
}

/** GET /v1/admin/orders/:orderId/documents/:documentId/pdf: one of them as a PDF download. */
export async function orderDocumentPdf(c: ValidatedContext<{ param: typeof orderDocumentParam }>) {
  const { db } = c.get("deps");
  const { orderId, documentId } = c.req.valid("param");
  const id = await findOrderIdByNumber(db, orderId);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return pdfResponse(await taxDocumentOf(db, order, documentId));
}
