/** The writes behind a shopper's attempt to pay an online order: its hold, its retry and its gateway order. */
import { and, eq, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { reserveOrderStockAgain } from "../customer-orders/stock";
import type { OrderRow } from "../customer-orders/order-view";
import { SHOPPER_ACTOR, recordStatusEvent } from "../order-lifecycle/order-events";

/** An attempt on an order still waiting starts a full hold, as a retry does: the sweep must not release it mid-payment. */
export async function renewHold(db: DbOrTx, orderId: string, now: Date) {
  await db
    .update(orders)
    .set({ stockReservedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, "PAYMENT_PENDING")));
}

/**
 * Brings a failed online order back to awaiting payment, taking its stock again first. Answers
 * null when the order awaits payment now, or the order as it stands when it cannot be paid.
 */
export async function reopenFailedOrder(db: Db, orderId: string, now: Date): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (locked.orderStatus === "PAYMENT_PENDING") return null;
    // The shopper was told an expired order was released and sent back to the cart: a second road to the same items would make two orders.
    if (locked.orderStatus !== "PAYMENT_FAILED" || locked.paidAt || locked.paymentExpiredAt) return locked;
    await reserveOrderStockAgain(tx, locked.id, now);
    await tx
      .update(orders)
      .set({ orderStatus: "PAYMENT_PENDING", paymentStatus: "PENDING" })
      .where(eq(orders.id, locked.id));
    await recordStatusEvent(tx, {
      orderId: locked.id,
      from: locked.orderStatus,
      to: "PAYMENT_PENDING",
      actor: SHOPPER_ACTOR,
      at: now,
    });
    return null;
  });
}

/** Keeps the first gateway order stored for an order: when a concurrent request stored its own first, that one is answered. */
export async function storeGatewayOrderId(db: DbOrTx, orderId: string, gatewayOrderId: string) {
  const [stored] = await db
    .update(orders)
    .set({ gatewayOrderId })
    .where(and(eq(orders.id, orderId), isNull(orders.gatewayOrderId)))
    .returning({ gatewayOrderId: orders.gatewayOrderId });
  if (stored?.gatewayOrderId) return stored.gatewayOrderId;
  const [current] = await db
    .select({ gatewayOrderId: orders.gatewayOrderId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return current.gatewayOrderId as string;
}
