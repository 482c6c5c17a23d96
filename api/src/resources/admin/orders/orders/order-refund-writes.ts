/**
 * Staff's refunds of an order: a partial refund or a failed one sent again, each recorded with its
 * audit row in one transaction (the order locked), then queued for the gateway once committed.
 */
import type { AppDeps } from "@api/context";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { toPaise, toRupees } from "@api/lib/money";
import type { OrderActor } from "@api/resources/order-lifecycle/order-events";
import { lockOrder } from "@api/resources/order-lifecycle/transition";
import { type RefundRow, requestRefund, retryRefund } from "@api/resources/refunds/refunds.service";
import { findOrderIdByNumber } from "./order-lookup";

type RefundDeps = Pick<AppDeps, "db" | "jobs">;

const auditView = (refund: RefundRow) => ({
  refundId: refund.id,
  amount: toRupees(refund.amountPaise),
  reason: refund.reason,
  kind: refund.kind,
  status: refund.status,
  attempt: refund.attempt,
});

/** A partial refund of `amount` rupees through the gateway; the refund made. */
export async function refundPartly(
  deps: RefundDeps,
  by: ChangeBy,
  actor: OrderActor,
  orderNumber: string,
  { amount, reason }: { amount: number; reason: string },
) {
  const id = await findOrderIdByNumber(deps.db, orderNumber);
  const refund = await deps.db.transaction(async (tx) => {
    const made = await requestRefund(tx, {
      orderId: id,
      amountPaise: toPaise(amount),
      reason,
      kind: "partial",
      actor,
      now: by.at,
    });
    const order = await lockOrder(tx, id);
    await recordAudit(tx, {
      actor: by.actor,
      action: "order.refund",
      entityType: "order",
      entityId: order.orderId,
      before: null,
      after: auditView(made),
      at: by.at,
    });
    return made;
  });
  await queueRefundsOf(deps, id);
  return refund;
}

/** A failed refund sent again; the refund as it is now. */
export async function retryFailedRefund(
  deps: RefundDeps,
  by: ChangeBy,
  actor: OrderActor,
  { orderId: orderNumber, refundId }: { orderId: string; refundId: string },
) {
  const id = await findOrderIdByNumber(deps.db, orderNumber);
  const retried = await deps.db.transaction(async (tx) => {
    const { before, after } = await retryRefund(tx, {
      orderId: id,
      refundId,
      actor,
      now: by.at,
    });
    const order = await lockOrder(tx, id);
    await recordAudit(tx, {
      actor: by.actor,
      action: "order.refund_retry",
      entityType: "order",
      entityId: order.orderId,
      before: auditView(before),
      after: auditView(after),
      at: by.at,
    });
    return after;
  });
  await queueRefundsOf(deps, id);
  return retried;
}
