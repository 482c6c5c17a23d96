/** What the courier's tracking updates read and change: the order or return an AWB names, the order's move, the arrival note. */
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { orderEvents, orderReturns, orders } from "@api/db/schema";
import { isLegalMove, type OrderStatus } from "@api/validation/order-states";
import { type OrderActor, recordOrderNote } from "../order-lifecycle/order-events";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";

type TrackingDeps = Pick<AppDeps, "db" | "clock">;

/** The id of the order shipped under this AWB, if any. */
export async function orderIdByAwb(db: DbOrTx, awb: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.awb, awb));
  return order?.id;
}

/** The order moved to `to` under its lock; undefined when the move is not legal from where it is now. */
export async function moveTrackedOrder(
  { db, clock }: TrackingDeps,
  orderId: string,
  move: { to: OrderStatus; actor: OrderActor; note: string | undefined },
) {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    // A repeat (already there) or a late one (delivered before out-for-delivery arrived) is not legal from here: nothing to do.
    if (!isLegalMove(locked.orderStatus, move.to)) return undefined;
    return moveOrder(tx, locked, { to: move.to, actor: move.actor, note: move.note, now: clock.now() });
  });
}

/** The id of the order whose return's reverse pickup has this AWB, if any. */
export async function returnOrderIdByAwb(db: DbOrTx, awb: string) {
  const [ret] = await db
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.pickupAwb, awb));
  return ret?.orderId;
}

/** The note on the order's timeline, once: false when it is there already. */
export async function noteOnce({ db, clock }: TrackingDeps, orderId: string, note: string, actor: OrderActor) {
  return db.transaction(async (tx) => {
    // The order's lock makes a repeated delivery wait and then find the note already there.
    await lockOrder(tx, orderId);
    const [already] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "note"), eq(orderEvents.note, note)));
    if (already) return false;
    await recordOrderNote(tx, { orderId, note, actor, at: clock.now() });
    return true;
  });
}
