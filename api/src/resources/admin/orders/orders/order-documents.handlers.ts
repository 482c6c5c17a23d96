import type { ValidatedContext } from "@api/lib/validation";
import { ok } from "@api/lib/envelope";
import { pdfResponse } from "@api/resources/tax-documents/document-pdf";
import { taxDocumentOf, taxDocumentsOf } from "@api/resources/tax-documents/document-view";
import { orderByNumber } from "./order-lookup";
import type { orderDocumentParam, orderNumberParam } from "./orders.schemas";

/** GET /v1/admin/orders/:orderId/documents: the order's GST tax invoice and credit notes, as issued. */
export async function listOrderDocuments(c: ValidatedContext<{ param: typeof orderNumberParam }>) {
  const { db } = c.get("deps");
  const order = await orderByNumber(db, c.req.valid("param").orderId);
  return ok(c, await taxDocumentsOf(db, order));
}

/** GET /v1/admin/orders/:orderId/documents/:documentId/pdf: one of them as a PDF download. */
export async function orderDocumentPdf(c: ValidatedContext<{ param: typeof orderDocumentParam }>) {
  const { db } = c.get("deps");
  const { orderId, documentId } = c.req.valid("param");
  const order = await orderByNumber(db, orderId);
  return pdfResponse(await taxDocumentOf(db, order, documentId));
}
