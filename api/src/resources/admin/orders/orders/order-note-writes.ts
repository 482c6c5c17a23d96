/** An internal note on an order's timeline, with its audit row, in one transaction. */
import { eq } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { orders } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { type OrderActor, recordOrderNote } from "@api/resources/order-lifecycle/order-events";
import { findOrderIdByNumber } from "./order-lookup";

/** The note joins the timeline as `actor` and is audited; the order's number. */
export async function addOrderNote(db: Db, by: ChangeBy, actor: OrderActor, orderNumber: string, note: string) {
  return db.transaction(async (tx) => {
    const id = await findOrderIdByNumber(tx, orderNumber);
    const [order] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.id, id));
    await recordOrderNote(tx, { orderId: id, note, actor, at: by.at });
    await recordAudit(tx, {
      actor: by.actor,
      action: "order.note",
      entityType: "order",
      entityId: order.orderId,
      after: { note },
      at: by.at,
    });
    return order.orderId;
  });
}
