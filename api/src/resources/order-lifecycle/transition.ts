/**
 * Moving an order along its life (validation/order-states.ts). The order row is locked first
 * (SELECT ... FOR UPDATE) and its state re-read, so of two moves racing on one order the second
 * sees the first's result and is refused if it is no longer legal: one wins.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError } from "@api/lib/envelope";
import { type OrderStatus, illegalMoveMessage, isLegalMove } from "@api/validation/order-states";
import { balanceDueBlocksPacking } from "@api/validation/order-edit";
import { releaseOrderStockOnce } from "../customer-orders/stock";
import { paidPaise, requestFullRefund } from "../refunds/refunds.service";
import type { OrderRow } from "../customer-orders/order-view";
import { queueStatusMessages } from "../order-messages/queue-order-messages";
import { issueInvoiceOnce } from "../tax-documents/issue-invoice";
import { paymentOnDelivery } from "./delivery-payment";
import { type OrderActor, recordStatusEvent } from "./order-events";

export type MoveRequest = { to: OrderStatus; note?: string; actor: OrderActor; now: Date };

export { lockOrder } from "./lock-order";

/** The columns a move sets besides the status itself. */
function sideColumns(order: OrderRow, { to, note, now }: MoveRequest): Partial<OrderRow> {
  if (to === "CANCELLED") {
    return {
      cancelMessage: note ?? "",
      cancelledAt: now,
      // Money already taken goes back to the shopper (refunds follow the order's cancellation).
      paymentStatus: order.paymentStatus === "PAID" && order.totalPaise > 0 ? "REFUND_PENDING" : order.paymentStatus,
    };
  }
  if (to === "DELIVERED") {
    return { deliveredAt: now, ...paymentOnDelivery(order, now) };
  }
  return {};
}

/**
 * A cancelled order that was paid online gets all its money back: the refund's row is written
 * here, in the cancelling transaction; the gateway is asked by the refund job (queueRefundsOf
 * after commit).
 */
async function refundCancelledOrder(tx: DbOrTx, order: OrderRow, { note, actor, now }: MoveRequest) {
  await requestFullRefund(tx, {
    orderId: order.id,
    reason: note || "Order cancelled",
    kind: "cancellation",
    actor,
    now,
  });
}

/**
 * Moves a locked order (lockOrder, same transaction) to `to`: 409 with the reason when the move
 * is not legal from where the order stands. Writes the timeline, the audit log when staff
 * made the move, and the shopper's message (the notifications' outbox). A cancelled order gives
 * its stock back exactly once; a shipped one gets its tax invoice.
 */
export async function moveOrder(tx: DbOrTx, order: OrderRow, request: MoveRequest): Promise<OrderRow> {
  const from = order.orderStatus;
  if (!isLegalMove(from, request.to)) throw new ApiError(409, illegalMoveMessage(from, request.to));
  // An edit left the order costing more than was paid: it is not packed or shipped until that is paid.
  if ((request.to === "PACKED" || request.to === "SHIPPED") && order.balanceDuePaise > 0) {
    throw new ApiError(409, balanceDueBlocksPacking(order.orderId, order.balanceDuePaise));
  }
  const [moved] = await tx
    .update(orders)
    .set({ orderStatus: request.to, ...sideColumns(order, request) })
    .where(eq(orders.id, order.id))
    .returning();
  if (request.to === "CANCELLED") await releaseOrderStockOnce(tx, order.id, request.now);
  // Whatever is left of an online payment goes back, also after a partial refund (an edit's surplus, a goodwill refund).
  if (request.to === "CANCELLED" && paidPaise(order) > 0) await refundCancelledOrder(tx, moved, request);
  // The GST tax invoice is issued when the goods leave, whichever road (staff, courier, bulk) moved the order.
  if (request.to === "SHIPPED") await issueInvoiceOnce(tx, moved, request.now);
  await recordStatusEvent(tx, {
    orderId: order.id,
    from,
    to: request.to,
    note: request.note,
    actor: request.actor,
    at: request.now,
  });
  await queueStatusMessages(tx, moved, request.now);
  if (request.actor.type === "staff") {
    await recordAudit(tx, {
      actor: { id: request.actor.id, email: request.actor.email },
      action: "order.status",
      entityType: "order",
      entityId: order.orderId,
      before: { orderStatus: from, paymentStatus: order.paymentStatus },
      after: { orderStatus: moved.orderStatus, paymentStatus: moved.paymentStatus, note: request.note ?? "" },
      at: request.now,
    });
  }
  return { ...moved, stockReleasedAt: moved.stockReleasedAt ?? (request.to === "CANCELLED" ? request.now : null) };
}
