/**
 * Refunds of prepaid orders (issue 15). A refund is first a row, written in the transaction that
 * decides it with the order locked, so the refunds of one order never add up to more than was
 * paid, however many requests race. The gateway is called afterwards, outside any transaction,
 * by a job (jobs/refund-jobs.ts) that sends the refund's idempotency key: a retried job gets the
 * gateway's first answer back instead of a second refund. Its outcome arrives by webhook
 * (settleRefund), which moves the order's payment status and writes its timeline.
 */
import { and, asc, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx, Tx } from "@api/db/client";
import { type RefundKind, type RefundRequester, orders, paymentLinks, refunds } from "@api/db/schema";
import { ApiError, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { rupeesLabel } from "@api/lib/money";
import { GatewayRefusal } from "@api/services/payments/gateway";
import type { PaymentStatus } from "@api/validation/order-states";
import type { OrderRow } from "../customer-orders/order-view";
import { GATEWAY_ACTOR, type OrderActor, recordRefundEvent } from "../order-lifecycle/order-events";
import { lockOrder } from "../order-lifecycle/lock-order";
import { queueRefundedMessage } from "../order-messages/queue-order-messages";
import { type ReturnedLine, issueCreditNote } from "../tax-documents/issue-credit-note";

export type RefundRow = typeof refunds.$inferSelect;

/** 'Rs 1,249' or 'Rs 1,249.90': paise, when there are any, as two digits, as the back office writes money. */
export const refundAmountLabel = (paise: number) => rupeesLabel(paise);

const NOTHING_TO_REFUND = "This order has no online payment to refund";
const overRefundMessage = (refundablePaise: number) =>
  refundablePaise === 0
    ? "Everything paid on this order has been refunded already"
    : `At most ${refundAmountLabel(refundablePaise)} can be refunded`;

/** Razorpay wants 10+ letters, digits, '-' or '_': one key per refund and attempt. */
const idempotencyKeyOf = (refundId: string, attempt: number) => `refund_${refundId}_${attempt}`;

function requester(actor: OrderActor): {
  requestedBy: RefundRequester;
  requestedByStaffId: string | null;
  requestedByName: string;
} {
  if (actor.type === "staff")
    return { requestedBy: "staff", requestedByStaffId: actor.id, requestedByName: actor.name };
  if (actor.type === "customer") return { requestedBy: "customer", requestedByStaffId: null, requestedByName: "" };
  return { requestedBy: "system", requestedByStaffId: null, requestedByName: actor.name };
}

/**
 * What has been paid online on the order; 0 for cash on delivery or an unpaid order. An edited
 * order keeps what was paid in paid_online_paise, since its total no longer says it (a balance
 * paid through a payment link adds to it: payment-links.service markLinkPaid).
 */
export const paidPaise = (order: OrderRow) =>
  order.paymentMethod === "Prepaid" && order.paidAt && order.gatewayPaymentId
    ? (order.paidOnlinePaise ?? order.totalPaise)
    : 0;

/** Money already given back or on its way (every refund but the failed ones). */
async function committedPaise(tx: DbOrTx, orderId: string, except?: string) {
  const [{ total }] = await tx
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(
      and(eq(refunds.orderId, orderId), ne(refunds.status, "failed"), except ? ne(refunds.id, except) : undefined),
    );
  return total;
}

/** How much of the order can still be refunded. */
export async function refundablePaise(tx: DbOrTx, order: OrderRow) {
  return Math.max(0, paidPaise(order) - (await committedPaise(tx, order.id)));
}

/**
 * The gateway payments a refund of this order can draw on, each with what is left of it: the
 * order's own payment first, then each balance paid through a payment link, oldest first.
 */
async function refundSources(tx: DbOrTx, order: OrderRow) {
  const balances = await tx
    .select({ id: paymentLinks.id, amountPaise: paymentLinks.amountPaise })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.orderId, order.id),
        eq(paymentLinks.purpose, "balance"),
        isNotNull(paymentLinks.paidAt),
        isNotNull(paymentLinks.gatewayPaymentId),
      ),
    )
    .orderBy(asc(paymentLinks.paidAt), asc(paymentLinks.id));
  const given = await tx
    .select({ paymentLinkId: refunds.paymentLinkId, total: sql<number>`sum(${refunds.amountPaise})`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, "failed")))
    .groupBy(refunds.paymentLinkId);
  const givenFrom = (linkId: string | null) => given.find((g) => g.paymentLinkId === linkId)?.total ?? 0;
  const ownPaise = paidPaise(order) - balances.reduce((sum, b) => sum + b.amountPaise, 0);
  return [
    { paymentLinkId: null, leftPaise: ownPaise - givenFrom(null) },
    ...balances.map((b) => ({ paymentLinkId: b.id, leftPaise: b.amountPaise - givenFrom(b.id) })),
  ].filter((source) => source.leftPaise > 0);
}

export type RefundRequestInput = {
  orderId: string;
  amountPaise: number;
  reason: string;
  kind: RefundKind;
  actor: OrderActor;
  now: Date;
  /** A return's lines: its credit note credits them. */
  returned?: ReturnedLine[];
};

/**
 * Writes a pending refund and marks the order REFUND_PENDING, in the caller's transaction; the
 * gateway is asked by the job (queueRefunds after commit, or the minute sweep). 409 when the
 * order has no online payment or the amount is more than is left to refund.
 */
export async function requestRefund(tx: DbOrTx, input: RefundRequestInput): Promise<RefundRow> {
  // Locked, so two requests on one order are counted one after the other.
  const order = await lockOrder(tx, input.orderId);
  if (paidPaise(order) === 0) throw new ApiError(409, NOTHING_TO_REFUND);
  const refundable = await refundablePaise(tx, order);
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0 || input.amountPaise > refundable) {
    const message = overRefundMessage(refundable);
    throw new ApiError(409, message, { amount: message });
  }
  // One row per gateway payment it draws on; one decision, so one credit note (on the first row).
  const rows: RefundRow[] = [];
  let left = input.amountPaise;
  for (const source of await refundSources(tx, order)) {
    if (left === 0) break;
    const amountPaise = Math.min(left, source.leftPaise);
    const id = newId();
    const [row] = await tx
      .insert(refunds)
      .values({
        id,
        orderId: order.id,
        amountPaise,
        reason: input.reason,
        kind: input.kind,
        paymentLinkId: source.paymentLinkId,
        idempotencyKey: idempotencyKeyOf(id, 1),
        ...requester(input.actor),
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    rows.push(row);
    left -= amountPaise;
  }
  // Only if the payments' own records disagree with the order's (refundable above counts them all).
  if (left > 0) throw new ApiError(409, overRefundMessage(input.amountPaise - left));
  const [refund] = rows;
  await tx.update(orders).set({ paymentStatus: "REFUND_PENDING" }).where(eq(orders.id, order.id));
  // Decided here, the refund is documented here: a failed refund is retried as the same row, never dropped.
  await issueCreditNote(tx, {
    orderId: order.id,
    refundId: refund.id,
    amountPaise: input.amountPaise,
    returned: input.returned,
    at: input.now,
  });
  await recordRefundEvent(tx, {
    orderId: order.id,
    kind: "refund_requested",
    note: `Refund of ${refundAmountLabel(input.amountPaise)} requested: ${input.reason}`,
    actor: input.actor,
    at: input.now,
  });
  return refund;
}

/** The whole of what is left to refund, for a cancelled order or money that came too late. */
export async function requestFullRefund(tx: DbOrTx, input: Omit<RefundRequestInput, "amountPaise">) {
  const order = await lockOrder(tx, input.orderId);
  const refundable = await refundablePaise(tx, order);
  if (refundable === 0) return null;
  return requestRefund(tx, { ...input, amountPaise: refundable });
}

/** A failed refund sent again: a new attempt with a new key, if the money is still refundable. */
export async function retryRefund(tx: Tx, input: { orderId: string; refundId: string; actor: OrderActor; now: Date }) {
  const order = await lockOrder(tx, input.orderId);
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, input.refundId), eq(refunds.orderId, order.id)))
    .for("update");
  if (!refund) throw notFound("Refund");
  if (refund.status !== "failed") throw new ApiError(409, "Only a failed refund can be tried again");
  const refundable = paidPaise(order) - (await committedPaise(tx, order.id, refund.id));
  if (refund.amountPaise > refundable) throw new ApiError(409, overRefundMessage(Math.max(0, refundable)));
  const attempt = refund.attempt + 1;
  const [retried] = await tx
    .update(refunds)
    .set({
      status: "pending",
      attempt,
      idempotencyKey: idempotencyKeyOf(refund.id, attempt),
      gatewayRefundId: null,
      failureReason: null,
      submittedAt: null,
      settledAt: null,
      updatedAt: input.now,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  await tx.update(orders).set({ paymentStatus: "REFUND_PENDING" }).where(eq(orders.id, order.id));
  await recordRefundEvent(tx, {
    orderId: order.id,
    kind: "refund_retried",
    note: `Refund of ${refundAmountLabel(refund.amountPaise)} tried again`,
    actor: input.actor,
    at: input.now,
  });
  return { before: refund, after: retried };
}

/**
 * The order's payment status from its refunds: pending while any is on its way, REFUND_FAILED
 * while a failed one waits for staff, else REFUNDED when all that was paid is back.
 */
async function paymentStatusFromRefunds(tx: DbOrTx, order: OrderRow): Promise<PaymentStatus> {
  const rows = await tx
    .select({ status: refunds.status, amountPaise: refunds.amountPaise })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  if (rows.some((r) => r.status === "pending")) return "REFUND_PENDING";
  if (rows.some((r) => r.status === "failed")) return "REFUND_FAILED";
  const processed = rows.reduce((sum, r) => sum + r.amountPaise, 0);
  if (processed === 0) return order.paymentStatus;
  return processed >= paidPaise(order) ? "REFUNDED" : "PARTIALLY_REFUNDED";
}

export type SettleOutcome = "processed" | "failed" | "unchanged" | "unknown_refund";

/**
 * The gateway's word on a refund (its webhook, or its immediate answer). Only a pending refund
 * moves, so a replayed or late event, or one about an earlier attempt, changes nothing.
 */
export async function settleRefund(
  tx: Tx,
  input: {
    idempotencyKey?: string;
    gatewayRefundId?: string;
    outcome: "processed" | "failed";
    reason?: string;
    now: Date;
  },
): Promise<SettleOutcome> {
  const where = input.idempotencyKey
    ? eq(refunds.idempotencyKey, input.idempotencyKey)
    : input.gatewayRefundId
      ? eq(refunds.gatewayRefundId, input.gatewayRefundId)
      : undefined;
  if (!where) return "unknown_refund";
  const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(where);
  if (!found) return "unknown_refund";
  // The order first, as every other writer of refunds locks it first.
  const order = await lockOrder(tx, found.orderId);
  const [refund] = await tx.select().from(refunds).where(where).for("update");
  if (refund.status !== "pending") return "unchanged";
  await tx
    .update(refunds)
    .set({
      status: input.outcome,
      gatewayRefundId: refund.gatewayRefundId ?? input.gatewayRefundId ?? null,
      failureReason:
        input.outcome === "failed" ? (input.reason ?? "The payment gateway could not refund this payment") : null,
      settledAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(refunds.id, refund.id));
  const paymentStatus = await paymentStatusFromRefunds(tx, order);
  const [settled] = await tx.update(orders).set({ paymentStatus }).where(eq(orders.id, order.id)).returning();
  const amount = refundAmountLabel(refund.amountPaise);
  const note =
    input.outcome === "processed"
      ? `Refund of ${amount} processed by the gateway`
      : `Refund of ${amount} failed: ${input.reason ?? "the payment gateway could not refund this payment"}`;
  await recordRefundEvent(tx, {
    orderId: order.id,
    kind: input.outcome === "processed" ? "refund_made" : "refund_failed",
    note,
    actor: GATEWAY_ACTOR,
    at: input.now,
  });
  // Every refund the gateway processed passes here once (webhook or immediate answer).
  if (input.outcome === "processed")
    await queueRefundedMessage(tx, settled, { refundId: refund.id, amountPaise: refund.amountPaise, now: input.now });
  return input.outcome;
}

/**
 * The job's work: sends one pending refund to the gateway. A refund already sent (its gateway
 * id known) or settled is left alone; a gateway that cannot be reached throws, so the job is
 * retried with the same key; a gateway refusal fails the refund for staff to see.
 */
export async function submitRefund(deps: Pick<AppDeps, "db" | "clock" | "gateway">, refundId: string) {
  const [row] = await deps.db
    .select({
      refund: refunds,
      paymentId: sql<string | null>`coalesce(${paymentLinks.gatewayPaymentId}, ${orders.gatewayPaymentId})`,
      orderNumber: orders.orderId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, refunds.paymentLinkId))
    .where(eq(refunds.id, refundId));
  if (!row || row.refund.status !== "pending" || row.refund.gatewayRefundId) return "skipped" as const;
  const { refund } = row;
  let answer;
  try {
    answer = await deps.gateway.refund({
      paymentId: row.paymentId ?? "",
      amount: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { shop_refund_key: refund.idempotencyKey, order: row.orderNumber },
    });
  } catch (err) {
    if (!(err instanceof GatewayRefusal)) throw err;
    await deps.db.transaction((tx) =>
      settleRefund(tx, {
        idempotencyKey: refund.idempotencyKey,
        outcome: "failed",
        reason: err.message,
        now: deps.clock.now(),
      }),
    );
    return "failed" as const;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(refunds)
      .set({ gatewayRefundId: answer.id, submittedAt: now, updatedAt: now })
      .where(and(eq(refunds.idempotencyKey, refund.idempotencyKey), isNull(refunds.gatewayRefundId)));
    if (answer.status !== "pending") {
      await settleRefund(tx, {
        idempotencyKey: refund.idempotencyKey,
        gatewayRefundId: answer.id,
        outcome: answer.status,
        now,
      });
    }
  });
  return "submitted" as const;
}

/** Pending refunds not yet accepted by the gateway, oldest first: what the sweep sends again. */
export function unsubmittedRefunds(db: DbOrTx, olderThan: Date, limit = 100) {
  return db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, "pending"), isNull(refunds.submittedAt), lt(refunds.updatedAt, olderThan)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/** An order's refunds for staff, newest first. */
export function refundsOf(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(sql`${refunds.createdAt} desc`, sql`${refunds.id}`);
}
