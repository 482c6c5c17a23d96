/**
 * An order's timeline: every status change with who made it and why, each step of a refund, and
 * the staff's internal notes. Written by the transaction that makes the change, so the record and the change are
 * kept or lost together. What a shopper, the gateway, the courier or the shop's jobs did is written
 * to the audit log here too; staff's own moves are audited by the screens that make them.
 */
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type OrderActorType, type OrderEventKind, customers, orderEvents, orders } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { personName } from "@api/lib/person-name";
import { newId } from "@api/lib/ids";
import type { OrderStatus } from "@api/validation/order-states";

/** Who acted: a member of staff by name, the shopper, or the shop's own machinery. */
export type OrderActor =
  | { type: "staff"; id: string; email: string; name: string }
  | { type: "customer" }
  | { type: Exclude<OrderActorType, "staff" | "customer">; name: string };

export const SHOPPER_ACTOR: OrderActor = { type: "customer" };
export const GATEWAY_ACTOR: OrderActor = { type: "gateway", name: "Payment gateway" };

const actorColumns = (actor: OrderActor) => ({
  actorType: actor.type,
  staffId: actor.type === "staff" ? actor.id : null,
  actorName: actor.type === "customer" ? "" : actor.name,
});

/** The audit log's word for a move nobody on the staff made: "order.paid" rather than a status pair. */
function statusAction(from: OrderStatus | null, to: OrderStatus, actor: OrderActor) {
  if (from === null) return "order.placed";
  if (actor.type === "gateway" && to === "ORDERPLACED") return "order.paid";
  const named: Partial<Record<OrderStatus, string>> = {
    PAYMENT_FAILED: "order.payment_failed",
    CONFIRMED: "order.confirmed",
    SHIPPED: "order.shipped",
    OUT_FOR_DELIVERY: "order.out_for_delivery",
    DELIVERED: "order.delivered",
    CANCELLED: "order.cancelled",
    RETURN_REQUESTED: "order.return_requested",
  };
  return named[to] ?? "order.status";
}

const REFUND_ACTIONS: Record<RefundEventKind, string> = {
  refund_requested: "order.refund_requested",
  refund_made: "order.refunded",
  refund_failed: "order.refund_failed",
  refund_retried: "order.refund_retried",
};

/** An order event made by anyone but staff, in the audit log: the shopper by name, the gateway, the courier. */
async function auditOrderEvent(
  tx: DbOrTx,
  entry: {
    orderId: string;
    action: string;
    actor: Exclude<OrderActor, { type: "staff" }>;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
    at: Date;
  },
) {
  const [order] = await tx
    .select({
      number: orders.orderId,
      address: orders.shippingAddress,
      first: customers.firstName,
      last: customers.lastName,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, entry.orderId));
  const shopper = personName(order.first, order.last) || order.address.name;
  const actor =
    entry.actor.type === "customer"
      ? { kind: "shopper" as const, name: `Shopper ${shopper}` }
      : {
          kind:
            entry.actor.type === "gateway" || entry.actor.type === "courier" ? entry.actor.type : ("system" as const),
          name: entry.actor.name,
        };
  await recordAudit(tx, {
    actor,
    action: entry.action,
    entityType: "order",
    entityId: order.number,
    label: `${order.number} · ${shopper}`,
    before: entry.before,
    after: entry.after,
    at: entry.at,
  });
}

export async function recordStatusEvent(
  tx: DbOrTx,
  entry: { orderId: string; from: OrderStatus | null; to: OrderStatus; note?: string; actor: OrderActor; at: Date },
) {
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId: entry.orderId,
    kind: "status",
    fromStatus: entry.from,
    toStatus: entry.to,
    note: entry.note ?? "",
    ...actorColumns(entry.actor),
    at: entry.at,
  });
  if (entry.actor.type === "staff") return;
  await auditOrderEvent(tx, {
    orderId: entry.orderId,
    action: statusAction(entry.from, entry.to, entry.actor),
    actor: entry.actor,
    before: entry.from ? { orderStatus: entry.from } : null,
    after: { orderStatus: entry.to, ...(entry.note ? { note: entry.note } : {}) },
    at: entry.at,
  });
}

export async function recordOrderNote(
  tx: DbOrTx,
  entry: { orderId: string; note: string; actor: OrderActor; at: Date },
) {
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId: entry.orderId,
    kind: "note",
    note: entry.note,
    ...actorColumns(entry.actor),
    at: entry.at,
  });
}

export type RefundEventKind = Extract<OrderEventKind, `refund_${string}`>;

/** A refund asked for, made, failed or sent again: an entry of its own kind, so it never reads as a member of staff's note. */
export async function recordRefundEvent(
  tx: DbOrTx,
  entry: { orderId: string; kind: RefundEventKind; note: string; actor: OrderActor; at: Date },
) {
  await tx.insert(orderEvents).values({
    id: newId(),
    orderId: entry.orderId,
    kind: entry.kind,
    note: entry.note,
    ...actorColumns(entry.actor),
    at: entry.at,
  });
  if (entry.actor.type === "staff") return;
  await auditOrderEvent(tx, {
    orderId: entry.orderId,
    action: REFUND_ACTIONS[entry.kind],
    actor: entry.actor,
    before: null,
    after: { note: entry.note },
    at: entry.at,
  });
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The whole timeline for staff, oldest first. */
export function staffTimeline(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.seq));
}

/**
 * What the shopper sees: each status the order reached and when. Staff's notes and names stay
 * in the back office.
 */
export async function shopperTimeline(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ status: orderEvents.toStatus, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "status")))
    .orderBy(asc(orderEvents.at), asc(orderEvents.seq));
  return rows.filter((row): row is { status: OrderStatus; at: Date } => row.status !== null);
}
