/**
 * The writing half of the shopper notifications' transactional outbox: the messages an order's
 * event owes the shopper are written as order_messages rows in the SAME transaction as the change
 * itself, so a change that commits always has its messages and a rolled-back one never does.
 * deliver-order-messages.ts sends them afterwards.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers, orderMessages } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import type { OrderStatus } from "@api/validation/order-states";
import type { OrderRow } from "../customer-orders/order-view";

export type OrderMessageEvent = (typeof orderMessages.$inferSelect)["event"];
type OrderMessageChannel = (typeof orderMessages.$inferSelect)["channel"];

/** The statuses a shopper hears about, and the message each sends. */
const EVENT_OF_STATUS: Partial<Record<OrderStatus, OrderMessageEvent>> = {
  ORDERPLACED: "placed",
  CONFIRMED: "confirmed",
  SHIPPED: "shipped",
  DELIVERED: "delivered",
  CANCELLED: "cancelled",
  RETURN_REQUESTED: "return_requested",
  RETURN_APPROVED: "return_approved",
  RETURN_REJECTED: "return_rejected",
  RETURNED: "returned",
};

/** A WhatsApp number for an Indian mobile: country code 91 and the ten digits. */
function whatsAppNumber(mobile: string) {
  const digits = mobile.replace(/\D/g, "");
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * Where an event's message goes: email when the order or the customer has an address, SMS
 * otherwise; a cash-on-delivery order's placed message (its confirmation link) also by SMS, since
 * the phone is what the courier will call; and WhatsApp too when the shopper opted in at checkout.
 */
export function recipientsOf(order: OrderRow, event: OrderMessageEvent, customerEmail: string | null) {
  const mobile = order.shippingAddress.mobile;
  const email = order.shippingAddress.email || customerEmail;
  const recipients: { channel: OrderMessageChannel; recipient: string }[] = [];
  if (email) recipients.push({ channel: "email", recipient: email });
  if (mobile && (!email || (event === "placed" && order.paymentMethod === "COD"))) {
    recipients.push({ channel: "sms", recipient: mobile });
  }
  if (order.whatsappOptIn && mobile) recipients.push({ channel: "whatsapp", recipient: whatsAppNumber(mobile) });
  return recipients;
}

type QueueOptions = { now: Date; ref?: string; details?: { amountPaise?: number; summary?: string } };

/**
 * Writes the messages `event` owes the shopper of `order` (call inside the transaction that made
 * the change). A replayed event queues nothing: each (order, event, channel, ref) is one row.
 */
export async function queueOrderMessages(tx: DbOrTx, order: OrderRow, event: OrderMessageEvent, options: QueueOptions) {
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  const rows = recipientsOf(order, event, customer?.email ?? null).map((to) => ({
    id: newId(),
    orderId: order.id,
    event,
    ...to,
    ref: options.ref ?? "",
    details: options.details ?? {},
    nextAttemptAt: options.now,
    createdAt: options.now,
  }));
  if (rows.length === 0) return;
  await tx.insert(orderMessages).values(rows).onConflictDoNothing();
}

/** moveOrder's hook: the message of the status the order has just reached, if the shopper hears of it. */
export async function queueStatusMessages(tx: DbOrTx, order: OrderRow, now: Date) {
  const event = EVENT_OF_STATUS[order.orderStatus];
  if (event) await queueOrderMessages(tx, order, event, { now });
}

/**
 * For the refunds code: call in the transaction that records a refund as processed. `refundId`
 * tells two partial refunds of one order apart; a repeated report of one refund queues nothing.
 */
export async function queueRefundedMessage(
  tx: DbOrTx,
  order: OrderRow,
  refund: { refundId: string; amountPaise: number; now: Date },
) {
  await queueOrderMessages(tx, order, "refunded", {
    now: refund.now,
    ref: refund.refundId,
    details: { amountPaise: refund.amountPaise },
  });
}
