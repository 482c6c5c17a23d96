/**
 * An order's timeline: every status change with who made it and why, each step of a refund, and
 * the staff's internal notes. Written by the transaction that makes the change, so the record and the change are
 * kept or lost together.
 */
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { type OrderActorType, type OrderEventKind, orderEvents } from "../../db/schema";
import { newId } from "../../lib/ids";
import type { OrderStatus } from "../../validation/order-states";

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
}

export async function recordOrderNote(tx: DbOrTx, entry: { orderId: string; note: string; actor: OrderActor; at: Date }) {
  await tx.insert(orderEvents).values({ id: newId(), orderId: entry.orderId, kind: "note", note: entry.note, ...actorColumns(entry.actor), at: entry.at });
}

export type RefundEventKind = Extract<OrderEventKind, `refund_${string}`>;

/** A refund asked for, made, failed or sent again: an entry of its own kind, so it never reads as a member of staff's note. */
export async function recordRefundEvent(tx: DbOrTx, entry: { orderId: string; kind: RefundEventKind; note: string; actor: OrderActor; at: Date }) {
  await tx.insert(orderEvents).values({ id: newId(), orderId: entry.orderId, kind: entry.kind, note: entry.note, ...actorColumns(entry.actor), at: entry.at });
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The whole timeline for staff, oldest first. */
export function staffTimeline(db: DbOrTx, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.seq));
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
