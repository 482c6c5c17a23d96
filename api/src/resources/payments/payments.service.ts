/**
 * Order state changes driven by the payment gateway. Every change locks the order row
 * (SELECT ... FOR UPDATE) and re-reads its state first, so the browser callback, the
 * webhook, the failure callback and the sweeper may race on several API instances and the
 * order still moves once, and its stock is held or released exactly once.
 */
import { and, asc, eq, lt } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx, Tx } from "@api/db/client";
import { draftOrders, orders } from "@api/db/schema";
import { ApiError, notFound } from "@api/lib/envelope";
import { releaseOrderStockOnce, reserveOrderStockAgain } from "../customer-orders/stock";
import type { OrderRow } from "../customer-orders/order-view";
import { GATEWAY_ACTOR, recordStatusEvent } from "../order-lifecycle/order-events";
import { queueOrderMessages, queueStatusMessages } from "../order-messages/queue-order-messages";
import { requestFullRefund } from "../refunds/refunds.service";
import { paymentsFailed } from "@api/metrics/shop-metrics";

/** paid: the order is paid and placed; refund: money arrived for an order that cannot be fulfilled. */
export type PaidOutcome = "paid" | "refund";

async function lockOrder(tx: DbOrTx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw notFound("Order");
  return order;
}

export async function findByGatewayOrderId(db: DbOrTx, gatewayOrderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return order;
}

/**
 * Records a captured payment. Idempotent: the second report of the same payment changes
 * nothing. A payment that arrives after the hold was released (failed, swept) takes the stock
 * again if it is still there; otherwise, as for a cancelled order, the money is marked for
 * refund and the order is not placed.
 */
export async function markOrderPaid(tx: Tx, orderId: string, paymentId: string | null, now: Date) {
  const order = await lockOrder(tx, orderId);
  const payment = { gatewayPaymentId: order.gatewayPaymentId ?? paymentId, paidAt: order.paidAt ?? now };
  const settle = async (set: Partial<OrderRow>, outcome: PaidOutcome) => {
    const [updated] = await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning();
    if (updated.paymentStatus === "PAID") {
      // A draft taken by phone and sent as a payment link is a placed order now, whichever report came first.
      await tx
        .update(draftOrders)
        .set({ status: "placed", updatedAt: now })
        .where(and(eq(draftOrders.orderId, order.id), eq(draftOrders.status, "awaiting_payment")));
    }
    if (updated.orderStatus !== order.orderStatus) {
      await recordStatusEvent(tx, {
        orderId: order.id,
        from: order.orderStatus,
        to: updated.orderStatus,
        actor: GATEWAY_ACTOR,
        at: now,
      });
      await queueStatusMessages(tx, updated, now);
    }
    // Money for an order that cannot be fulfilled goes back whole, once: only on its first report.
    if (outcome === "refund" && !order.paidAt) {
      const reason = "Paid after the order could no longer be placed";
      await requestFullRefund(tx, { orderId: order.id, reason, kind: "cancellation", actor: GATEWAY_ACTOR, now });
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      return { order: current, outcome };
    }
    return { order: updated, outcome };
  };

  if (order.paidAt) {
    return settle(payment, order.paymentStatus === "PAID" ? "paid" : "refund");
  }
  if (order.orderStatus === "PAYMENT_PENDING") {
    return settle({ ...payment, paymentStatus: "PAID", orderStatus: "ORDERPLACED" }, "paid");
  }
  if (order.orderStatus === "PAYMENT_FAILED") {
    try {
      // A savepoint: a shortage on the third line must not keep the first two taken.
      await tx.transaction((sp) => reserveOrderStockAgain(sp, order.id, now));
      return settle({ ...payment, paymentStatus: "PAID", orderStatus: "ORDERPLACED" }, "paid");
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return settle({ ...payment, paymentStatus: "REFUND_PENDING" }, "refund");
    }
  }
  return settle({ ...payment, paymentStatus: "REFUND_PENDING" }, "refund");
}

/** The timeline's note when an unpaid order's hold ran out (the order's payment_expired_at says it to the code). */
export const PAYMENT_EXPIRED_NOTE = "Not paid in time: the stock went back on sale";

/** A failed or abandoned payment: the order gives its stock back, unless it has been paid. */
export async function markOrderFailed(tx: Tx, orderId: string, now: Date, staleBefore?: Date) {
  const order = await lockOrder(tx, orderId);
  const stillWaiting =
    order.orderStatus === "PAYMENT_PENDING" &&
    !order.paidAt &&
    (staleBefore === undefined || order.stockReservedAt.getTime() < staleBefore.getTime());
  if (!stillWaiting) return { order, changed: false };
  // Only the sweepers pass staleBefore: the hold ran out; without it the gateway said no.
  const expired = staleBefore !== undefined;
  const [updated] = await tx
    .update(orders)
    .set({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED", ...(expired ? { paymentExpiredAt: now } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  await releaseOrderStockOnce(tx, order.id, now);
  await recordStatusEvent(tx, {
    orderId: order.id,
    from: order.orderStatus,
    to: "PAYMENT_FAILED",
    note: expired ? PAYMENT_EXPIRED_NOTE : undefined,
    actor: GATEWAY_ACTOR,
    at: now,
  });
  // Nobody is on a page to see it: the shopper is told, with the way back to their cart.
  if (expired && !order.takenByStaffId) await queueOrderMessages(tx, updated, "payment_expired", { now });
  paymentsFailed.inc({ reason: expired ? "abandoned" : "declined" });
  return { order: { ...updated, stockReleasedAt: updated.stockReleasedAt ?? now }, changed: true };
}

/**
 * The sweeper: online orders still unpaid PENDING_PAYMENT_TTL_MINUTES after their stock
 * was reserved are marked failed and give the stock back. The gateway is asked first, so
 * a payment whose callback never arrived is recorded as paid instead. Returns how many
 * orders changed. Safe to run on several instances at once (row locks, re-checked state).
 */
export async function releasePendingPayments(deps: Pick<AppDeps, "db" | "clock" | "env" | "gateway" | "logger">) {
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - deps.env.PENDING_PAYMENT_TTL_MINUTES * 60_000);
  const stale = await deps.db
    .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId })
    .from(orders)
    .where(and(eq(orders.orderStatus, "PAYMENT_PENDING"), lt(orders.stockReservedAt, staleBefore)))
    .orderBy(asc(orders.stockReservedAt))
    .limit(100);
  let changed = 0;
  for (const candidate of stale) {
    let paid = false;
    if (candidate.gatewayOrderId) {
      try {
        paid = await deps.gateway.isOrderPaid(candidate.gatewayOrderId);
      } catch (err) {
        // Try again on the next sweep rather than fail an order that may have been paid.
        deps.logger.error("payments.sweep_gateway_unreachable", { orderId: candidate.id, error: String(err) });
        continue;
      }
    }
    const result = await deps.db.transaction(async (tx) => {
      if (paid) {
        const { order } = await markOrderPaid(tx, candidate.id, null, now);
        return order.orderStatus !== "PAYMENT_PENDING";
      }
      return (await markOrderFailed(tx, candidate.id, now, staleBefore)).changed;
    });
    if (result) changed += 1;
  }
  return changed;
}
