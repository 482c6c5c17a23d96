import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { orders } from "./orders";
import { staff } from "./staff";

/** Webhook deliveries already handled, so a replay changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RefundKind = "cancellation" | "return" | "partial" | "edit";

export type RefundStatus = "pending" | "processed" | "failed";

export type RefundRequester = "staff" | "customer" | "system";

/**
 * Money given back on an order through the payment gateway (resources/refunds/). Written with
 * the order locked, so the refunds of one order never add up to more than was paid; the gateway
 * is called afterwards by a job (jobs/refund-jobs.ts) with `idempotencyKey`, so a retried job
 * never refunds twice. A failed refund retried by staff gets a new key (a new gateway attempt).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    reason: text("reason").notNull(),
    kind: text("kind").$type<RefundKind>().notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** How many times it has been sent to the gateway afresh (staff retries of a failed one). */
    attempt: integer("attempt").notNull().default(1),
    failureReason: text("failure_reason"),
    /**
     * The payment it gives back: null for the order's own, else a balance paid through a payment
     * link (a gateway refunds a payment, never more than that payment was).
     */
    paymentLinkId: text("payment_link_id").references((): AnyPgColumn => paymentLinks.id),
    requestedBy: text("requested_by").$type<RefundRequester>().notNull(),
    requestedByStaffId: text("requested_by_staff_id").references(() => staff.id),
    /** The requester as shown to staff, kept as it was. */
    requestedByName: text("requested_by_name").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the gateway accepted it (its refund id is known from then). */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index().on(t.orderId, t.createdAt),
    index().on(t.status, t.submittedAt),
    check("refunds_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

export type PaymentLinkPurpose = "draft" | "balance";

/**
 * A link that asks a customer to pay an amount on an order through the gateway's hosted page
 * (payment-links/). One gateway order per link; the link's token is signed, not stored.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    purpose: text("purpose").$type<PaymentLinkPurpose>().notNull(),
    amountPaise: integer("amount_paise").notNull(),
    channel: text("channel").$type<"sms" | "whatsapp" | "email">().notNull(),
    recipient: text("recipient").notNull(),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdByStaffId: text("created_by_staff_id").references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId), check("payment_links_amount_positive", sql`${t.amountPaise} > 0`)],
);
