import { eq } from "drizzle-orm";
import { orders } from "@api/db/schema";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { recordAudit } from "@api/lib/audit";
import { ok } from "@api/lib/envelope";
import { toPaise, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import type { partialRefundSchema } from "@api/validation/admin-refunds";
import { lockOrder } from "@api/resources/order-lifecycle/transition";
import {
  type RefundRow,
  paidPaise,
  refundAmountLabel,
  refundablePaise,
  refundsOf,
  requestRefund,
  retryRefund,
} from "@api/resources/refunds/refunds.service";
import { staffActor } from "./order-moves.handlers";
import { findOrderIdByNumber } from "./order-lookup";
import type { orderNumberParam, orderRefundParam } from "./orders.schemas";

type Param = { param: typeof orderNumberParam };

const refundView = (refund: RefundRow) => ({
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

const auditView = (refund: RefundRow) => ({
  refundId: refund.id,
  amount: toRupees(refund.amountPaise),
  reason: refund.reason,
  kind: refund.kind,
  status: refund.status,
  attempt: refund.attempt,
});

/** GET /v1/admin/orders/:orderId/refunds: the order's refunds, newest first, and what is left to refund. */
export async function listOrderRefunds(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const id = await findOrderIdByNumber(db, c.req.valid("param").orderId);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const [rows, refundable] = await Promise.all([refundsOf(db, id), refundablePaise(db, order)]);
  return ok(c, {
    orderId: order.orderId,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paid: toRupees(paidPaise(order)),
    refundable: toRupees(refundable),
    refunds: rows.map(refundView),
  });
}

/** POST /v1/admin/orders/:orderId/refunds {amount, reason}: a partial refund through the gateway. */
export async function createOrderRefund(c: ValidatedContext<Param & { json: typeof partialRefundSchema }>) {
  const deps = c.get("deps");
  const { amount, reason } = c.req.valid("json");
  const id = await findOrderIdByNumber(deps.db, c.req.valid("param").orderId);
  const actor = staffActor(c);
  const me = c.get("staff");
  const now = deps.clock.now();
  const refund = await deps.db.transaction(async (tx) => {
    const made = await requestRefund(tx, {
      orderId: id,
      amountPaise: toPaise(amount),
      reason,
      kind: "partial",
      actor,
      now,
    });
    const order = await lockOrder(tx, id);
    await recordAudit(tx, {
      actor: { id: me.id, email: me.email },
      action: "order.refund",
      entityType: "order",
      entityId: order.orderId,
      before: null,
      after: auditView(made),
      at: now,
    });
    return made;
  });
  await queueRefundsOf(deps, id);
  return ok(
    c,
    refundView(refund),
    `A refund of ${refundAmountLabel(refund.amountPaise)} has been sent to the payment gateway`,
  );
}

/** POST /v1/admin/orders/:orderId/refunds/:refundId/retry: a failed refund sent again. */
export async function retryOrderRefund(c: ValidatedContext<{ param: typeof orderRefundParam }>) {
  const deps = c.get("deps");
  const { orderId, refundId } = c.req.valid("param");
  const id = await findOrderIdByNumber(deps.db, orderId);
  const me = c.get("staff");
  const now = deps.clock.now();
  const retried = await deps.db.transaction(async (tx) => {
    const { before, after } = await retryRefund(tx, {
      orderId: id,
      refundId,
      actor: staffActor(c),
      now,
    });
    const order = await lockOrder(tx, id);
    await recordAudit(tx, {
      actor: { id: me.id, email: me.email },
      action: "order.refund_retry",
      entityType: "order",
      entityId: order.orderId,
      before: auditView(before),
      after: auditView(after),
      at: now,
    });
    return after;
  });
  await queueRefundsOf(deps, id);
  return ok(
    c,
    refundView(retried),
    `The refund of ${refundAmountLabel(retried.amountPaise)} has been sent to the payment gateway again`,
  );
}
