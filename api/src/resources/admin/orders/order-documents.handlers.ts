import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { orders } from "../../../db/schema";
import { ok } from "../../../lib/envelope";
import { taxDocumentsOf } from "../../tax-documents/document-view";
import { findOrderIdByNumber } from "./order-lookup";

/** GET /v1/admin/orders/:orderId/documents: the order's GST tax invoice and credit notes, as issued. */
export async function listOrderDocuments(c: AppContext) {
  const { db } = c.get("deps");
  const id = await findOrderIdByNumber(db, c.req.param("orderId") ?? "");
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return ok(c, await taxDocumentsOf(db, order));
}
