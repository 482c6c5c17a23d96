/**
 * A shopper has at most one checkout order waiting for its online payment (paying-later.md 2).
 * Placing an order first looks for one: the same checkout again resumes it (its payment, not a
 * second order holding the same stock); a different one cancels it, giving its stock back,
 * in the transaction that places the new order, so a refused new order cancels nothing.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "@api/db/client";
import { customers, orderItems, orders, type ShippingAddress } from "@api/db/schema";
import { SHOPPER_ACTOR } from "../order-lifecycle/order-events";
import { moveOrder } from "../order-lifecycle/transition";
import type { OrderRow } from "./order-view";
import type { StockLine } from "./stock";

export const REPLACED_BY_NEW_CHECKOUT = "Replaced by a new checkout before it was paid";

/** What the shopper chose at checkout, as the order would record it. */
export type CheckoutChoice = {
  lines: StockLine[];
  shippingAddress: ShippingAddress;
  couponCode: string | null;
  totalPaise: number;
  whatsappOptIn: boolean;
  buyerGstin: string | null;
  buyerBusinessName: string | null;
};

/**
 * Takes this customer's checkout turn: a second Place order (another tab, a double submit with
 * a fresh page) waits here until the first commits, then finds its order. Row lock on the
 * customer, so the rule holds across API instances and on PGlite alike.
 */
export async function lockCheckoutOf(tx: Tx, customerId: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
}

const lineKey = (line: Pick<StockLine, "productId" | "productColorId" | "productSizeId" | "quantity">) =>
  [line.productId, line.productColorId ?? "", line.productSizeId ?? "", line.quantity].join("|");

const sameLines = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().every((key, i) => key === [...b].sort()[i]);

const ADDRESS_FIELDS: (keyof ShippingAddress)[] = [
  "name",
  "mobile",
  "email",
  "address",
  "landmark",
  "locality",
  "addressType",
  "country",
  "state",
  "city",
  "pincode",
];

function sameCheckout(order: OrderRow, orderLines: string[], choice: CheckoutChoice) {
  return (
    sameLines(orderLines, choice.lines.map(lineKey)) &&
    ADDRESS_FIELDS.every((field) => (order.shippingAddress[field] ?? "") === (choice.shippingAddress[field] ?? "")) &&
    order.couponCode === choice.couponCode &&
    order.totalPaise === choice.totalPaise &&
    order.whatsappOptIn === choice.whatsappOptIn &&
    (order.buyerGstin ?? null) === choice.buyerGstin &&
    (order.buyerBusinessName ?? null) === choice.buyerBusinessName
  );
}

/**
 * Call with the checkout's turn taken (lockCheckoutOf). `choice` is null for a cash-on-delivery
 * order, which never resumes an online one. Returns the order to resume, if the shopper's
 * waiting order is this same checkout; any other waiting order is cancelled.
 */
export async function settlePendingCheckout(tx: Tx, customerId: string, choice: CheckoutChoice | null, now: Date) {
  const waiting = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.orderStatus, "PAYMENT_PENDING"),
        eq(orders.paymentMethod, "Prepaid"),
        isNull(orders.paidAt),
        // An order staff took by phone waits for its payment link: the shopper's checkout leaves it be.
        isNull(orders.takenByStaffId),
      ),
    )
    .for("update");
  let resume: OrderRow | undefined;
  for (const order of waiting) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    if (!resume && choice && sameCheckout(order, items.map(lineKey), choice)) {
      resume = order;
      continue;
    }
    await moveOrder(tx, order, { to: "CANCELLED", note: REPLACED_BY_NEW_CHECKOUT, actor: SHOPPER_ACTOR, now });
  }
  if (!resume) return undefined;
  // Paying for it now starts a full hold again, as a retry does: the sweep must not release it mid-payment.
  const [resumed] = await tx.update(orders).set({ stockReservedAt: now }).where(eq(orders.id, resume.id)).returning();
  return resumed;
}
