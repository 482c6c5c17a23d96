/**
 * How far an order has come, as a shopper may see it: each status it reached and when, and the
 * courier's details once it has left. Shared by the public tracking page and My Account's order
 * details, so both tell the same story.
 */
import { and, eq, isNotNull, max } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orderReturns, type orders, refunds } from "@api/db/schema";
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  REFUND_ENDINGS,
  type RefundEnding,
} from "@api/validation/order-states";
import { shopperTimeline } from "../order-lifecycle/order-events";

const isRefundEnding = (status: PaymentStatus): status is RefundEnding =>
  (REFUND_ENDINGS as readonly PaymentStatus[]).includes(status);

/** When the last refund was made: processed by the gateway, or a return's refund paid by staff. */
async function lastRefundAt(db: DbOrTx, orderId: string) {
  const [[gateway], [paidByStaff]] = await Promise.all([
    db
      .select({ at: max(refunds.settledAt) })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "processed"))),
    db
      .select({ at: max(orderReturns.refundPaidAt) })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, orderId), isNotNull(orderReturns.refundPaidAt))),
  ]);
  const instants = [gateway?.at, paidByStaff?.at].filter((at): at is Date => at instanceof Date);
  return instants.length ? new Date(Math.max(...instants.map((at) => at.getTime()))) : null;
}

/**
 * The timeline, oldest first: the status, its words and the instant it was reached. An order whose
 * money has come back ends at 'Refunded' (or 'Partly refunded'), when the last refund was made.
 */
export async function timelineView(db: DbOrTx, order: Pick<typeof orders.$inferSelect, "id" | "paymentStatus">) {
  const steps: { status: OrderStatus | RefundEnding; label: string; at: string }[] = (
    await shopperTimeline(db, order.id)
  ).map((step) => ({
    status: step.status,
    label: ORDER_STATUS_LABELS[step.status],
    at: step.at.toISOString(),
  }));
  if (!isRefundEnding(order.paymentStatus)) return steps;
  const refundedAt = await lastRefundAt(db, order.id);
  return refundedAt
    ? [
        ...steps,
        {
          status: order.paymentStatus,
          label: PAYMENT_STATUS_LABELS[order.paymentStatus],
          at: refundedAt.toISOString(),
        },
      ]
    : steps;
}

type CourierColumns = Pick<typeof orders.$inferSelect, "awb" | "courierName" | "trackingUrl">;

/** The courier's name, the AWB and the courier's tracking page; null until the order has an AWB. */
export const shipmentView = (order: CourierColumns) =>
  order.awb ? { courierName: order.courierName, awb: order.awb, trackingUrl: order.trackingUrl } : null;
