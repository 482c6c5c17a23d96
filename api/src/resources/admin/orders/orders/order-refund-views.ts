/** An order's refunds as staff read them, and what is left to refund. */
import type { DbOrTx } from "@api/db/client";
import { toRupees } from "@api/lib/money";
import { type RefundRow, paidPaise, refundablePaise, refundsOf } from "@api/resources/refunds/refunds.service";
import { orderByNumber } from "./order-lookup";

export const refundView = (refund: RefundRow) => ({
  _id: refund.id,
  amount: toRupees(refund.amountPaise),
  reason: refund.reason,
  kind: refund.kind,
  status: refund.status,
  gatewayRefundId: refund.gatewayRefundId,
  failureReason: refund.failureReason,
  attempt: refund.attempt,
  requestedBy: refund.requestedBy,
  requestedByName: refund.requestedByName,
  createdAt: refund.createdAt.toISOString(),
  settledAt: refund.settledAt?.toISOString() ?? null,
});

/** The order's refunds, newest first, with what it paid and what is left to refund. */
export async function orderRefunds(db: DbOrTx, orderNumber: string) {
  const order = await orderByNumber(db, orderNumber);
  const [rows, refundable] = await Promise.all([refundsOf(db, order.id), refundablePaise(db, order)]);
  return {
    orderId: order.orderId,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paid: toRupees(paidPaise(order)),
    refundable: toRupees(refundable),
    refunds: rows.map(refundView),
  };
}
