/**
 * An edit that made a prepaid order cost more leaves a balance due (orders.balance_due_paise),
 * and the order is not packed or shipped until it is paid (order-lifecycle/transition.ts). The
 * shopper pays it through a payment link (resources/payment-links, purpose "balance"), whose paid
 * handler calls settleBalanceDue in the transaction that records the payment.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { rupeesLabel } from "@api/lib/money";
import type { OrderRow } from "@api/resources/customer-orders/order-view";
import { GATEWAY_ACTOR, recordOrderNote } from "@api/resources/order-lifecycle/order-events";
import { lockOrder } from "@api/resources/order-lifecycle/transition";

/**
 * Takes `paidPaise` off the order's balance due and writes the timeline. A payment reported twice
 * or after the balance was cleared changes nothing (the order is returned as it stands); a
 * payment larger than what is due clears it, and the note says how much more came in.
 */
export async function settleBalanceDue(tx: DbOrTx, orderId: string, paidPaise: number, at: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (order.balanceDuePaise === 0 || paidPaise <= 0) return order;
  const left = Math.max(order.balanceDuePaise - paidPaise, 0);
  const [settled] = await tx.update(orders).set({ balanceDuePaise: left }).where(eq(orders.id, order.id)).returning();
  const over = paidPaise - order.balanceDuePaise;
  const note =
    left > 0
      ? `${rupeesLabel(paidPaise)} of the balance paid: ${rupeesLabel(left)} is still due`
      : `Balance of ${rupeesLabel(order.balanceDuePaise)} paid: the order can be packed${over > 0 ? ` (${rupeesLabel(over)} more than was due came in)` : ""}`;
  await recordOrderNote(tx, { orderId: order.id, note, actor: GATEWAY_ACTOR, at });
  return settled;
}
