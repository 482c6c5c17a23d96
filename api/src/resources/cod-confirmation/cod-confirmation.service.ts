/**
 * The shopper confirms a cash-on-delivery order from the link in its placed message: no sign-in,
 * the signed token (cod-link.ts) is the proof. Reading the link changes nothing (link previews
 * fetch it); only the POST confirms.
 */
import { eq, and } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { OrderRow } from "../customer-orders/order-view";
import { SHOPPER_ACTOR } from "../order-lifecycle/order-events";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";
import { readCodConfirmationToken } from "./cod-link";

export const CONFIRMED_BY_SHOPPER_NOTE = "Confirmed by the shopper from the link";
export const LINK_NOT_FOUND = "This confirmation link is not valid";
export const ALREADY_CONFIRMED = "This order is already confirmed";
export const LINK_EXPIRED = "This confirmation link has expired";
export const ORDER_CANCELLED = "This order has been cancelled";

/** awaiting: the button may be pressed; the others say why it may not. */
export type CodConfirmationState = "awaiting" | "confirmed" | "expired" | "cancelled";

export type CodConfirmationView = { orderId: string; totalAmount: number; state: CodConfirmationState };

function stateOf(order: OrderRow, expired: boolean): CodConfirmationState {
  if (order.codConfirmedAt || !["ORDERPLACED", "CANCELLED"].includes(order.orderStatus)) return "confirmed";
  if (order.orderStatus === "CANCELLED") return "cancelled";
  return expired ? "expired" : "awaiting";
}

/** The COD order a token names, or a 404 for a forged or foreign token (nothing says whether the order exists). */
async function orderOfToken(db: DbOrTx, secret: string, token: string, now: Date, lock: boolean) {
  const read = readCodConfirmationToken(secret, token, now);
  if (!read) throw new ApiError(404, LINK_NOT_FOUND);
  const where = and(eq(orders.orderId, read.orderNumber), eq(orders.paymentMethod, "COD"));
  const query = db.select().from(orders).where(where);
  const [order] = lock ? await query.for("update") : await query;
  if (!order) throw new ApiError(404, LINK_NOT_FOUND);
  return { order, expired: read.expired };
}

const view = (order: OrderRow, state: CodConfirmationState): CodConfirmationView => ({
  orderId: order.orderId,
  totalAmount: toRupees(order.totalPaise),
  state,
});

export async function readCodConfirmation(deps: Pick<AppDeps, "db" | "env" | "clock">, token: string) {
  const { order, expired } = await orderOfToken(deps.db, deps.env.ORDER_LINK_SECRET, token, deps.clock.now(), false);
  return view(order, stateOf(order, expired));
}

/**
 * Moves the order ORDERPLACED -> CONFIRMED as the shopper, once: a second press finds it confirmed
 * (409), an expired link is 410, a cancelled order 409, each with a message the page shows.
 */
export function confirmCodOrder(deps: Pick<AppDeps, "db" | "env" | "clock">, token: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { order: found, expired } = await orderOfToken(tx, deps.env.ORDER_LINK_SECRET, token, now, false);
    const order = await lockOrder(tx, found.id);
    const state = stateOf(order, expired);
    if (state === "confirmed") throw new ApiError(409, ALREADY_CONFIRMED);
    if (state === "cancelled") throw new ApiError(409, ORDER_CANCELLED);
    if (state === "expired") throw new ApiError(410, LINK_EXPIRED);
    const moved = await moveOrder(tx, order, {
      to: "CONFIRMED",
      note: CONFIRMED_BY_SHOPPER_NOTE,
      actor: SHOPPER_ACTOR,
      now,
    });
    const [marked] = await tx.update(orders).set({ codConfirmedAt: now }).where(eq(orders.id, moved.id)).returning();
    return view(marked, "confirmed");
  });
}
