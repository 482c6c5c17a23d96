import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { productColors, productSizes, products } from "./catalogue";
import { type StoredImage, createdAt, id, version } from "./columns";
import { customers } from "./customers";
import { staff } from "./staff";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@api/validation/order-states";

export const paymentMethod = pgEnum("payment_method", ["COD", "Prepaid"]);

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);

export const orderNumber = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** The number a shopper reads and quotes to support, e.g. FS100001. */
    orderId: text("order_id").notNull().unique(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text("idempotency_key"),
    orderStatus: orderStatus("order_status").notNull(),
    paymentMethod: paymentMethod("payment_method").notNull(),
    paymentStatus: paymentStatus("payment_status").notNull().default("PENDING"),
    subtotalPaise: integer("subtotal_paise").notNull(),
    deliveryPaise: integer("delivery_paise").notNull().default(0),
    discountPaise: integer("discount_paise").notNull().default(0),
    totalPaise: integer("total_paise").notNull(),
    couponCode: text("coupon_code"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    cancelMessage: text("cancel_message"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set while the order holds no stock (cancelled, or an unpaid prepaid order released). */
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** When the current stock hold began: creation, or a payment retry that re-reserved it. */
    stockReservedAt: timestamp("stock_reserved_at", { withTimezone: true }).notNull().defaultNow(),
    gatewayOrderId: text("gateway_order_id").unique(),
    gatewayPaymentId: text("gateway_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the unpaid-order sweep released it: the hold ran out, the shopper was told, and it is not paid for again. */
    paymentExpiredAt: timestamp("payment_expired_at", { withTimezone: true }),
    couriertOrderId: text("courier_order_id"),
    couriertChannelOrderId: text("courier_channel_order_id"),
    couriertShipmentId: text("courier_shipment_id"),
    /** The courier's air waybill number, its name and the shopper's tracking page (set on shipping). */
    awb: text("awb"),
    courierName: text("courier_name"),
    trackingUrl: text("tracking_url"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** When the courier delivered it: the return window counts from here. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The shopper ticked 'Send me order updates on WhatsApp' at checkout. */
    whatsappOptIn: boolean("whatsapp_opt_in").notNull().default(false),
    /** When the shopper confirmed this cash-on-delivery order from the link in its placed message. */
    codConfirmedAt: timestamp("cod_confirmed_at", { withTimezone: true }),
    /** A business buyer's GSTIN and name, given at checkout: the invoice is then a B2B one. */
    buyerGstin: text("buyer_gstin"),
    buyerBusinessName: text("buyer_business_name"),
    /** Bumped by each staff edit of the order (admin/order-edits): a form opened before another edit is refused. */
    version: version(),
    /** What an edit made the order cost beyond what was paid online: packing waits until it is paid. */
    balanceDuePaise: integer("balance_due_paise").notNull().default(0),
    /**
     * What the shopper paid online through the order's own payment, fixed at the first edit that
     * changes the total (null: the total is what was paid). Refunds count against it.
     */
    paidOnlinePaise: integer("paid_online_paise"),
    /** The member of staff who took the order by phone, on WhatsApp or in the showroom (a placed draft); null for the shop's own checkout. */
    takenByStaffId: text("taken_by_staff_id").references((): AnyPgColumn => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.customerId, t.idempotencyKey),
    index().on(t.customerId, t.createdAt),
    index().on(t.orderStatus, t.stockReservedAt),
    // The owner's dashboard adds up a range of days' orders (and the queue sorts by date).
    index().on(t.createdAt),
    // Staff find an order by the AWB a courier or shopper quotes (the back office's search).
    uniqueIndex("orders_awb_unique")
      .on(t.awb)
      .where(sql`${t.awb} is not null`),
    // A coupon's uses are counted at every order that applies it (coupons.service).
    index()
      .on(t.couponCode)
      .where(sql`${t.couponCode} is not null`),
    check("orders_total_non_negative", sql`${t.totalPaise} >= 0`),
  ],
);

/**
 * The transactional outbox of shopper notifications: a row is written in the transaction that
 * changes the order (order-messages/queue-order-messages.ts) and delivered by a job afterwards
 * (order-messages/deliver-order-messages.ts). One row per order, event and channel, so a
 * replayed move never queues a second message.
 */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    event: text("event")
      .$type<
        | "awaiting_payment"
        | "payment_expired"
        | "placed"
        | "confirmed"
        | "shipped"
        | "delivered"
        | "cancelled"
        | "refunded"
        | "return_requested"
        | "return_approved"
        | "return_rejected"
        | "returned"
        | "updated"
      >()
      .notNull(),
    channel: text("channel").$type<"email" | "sms" | "whatsapp">().notNull(),
    recipient: text("recipient").notNull(),
    /** Tells apart repeatable events of one order (a refund's id); empty for the others. */
    ref: text("ref").notNull().default(""),
    /** Facts of the event the order row does not hold (a refund's amount). */
    details: jsonb("details").$type<{ amountPaise?: number; summary?: string }>().notNull().default({}),
    /** The text as sent: written when the message is delivered, from the order as it then stands. */
    body: text("body").notNull().default(""),
    status: text("status").$type<"pending" | "sending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not tried again before this (the backoff after a failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a delivering process claimed it; a claim older than the send timeout is taken over. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.orderId, t.event, t.channel, t.ref), index().on(t.status, t.nextAttemptAt)],
);

export type ShippingAddress = {
  name: string;
  mobile: string;
  email: string;
  address: string;
  landmark: string;
  locality: string;
  addressType: "HOME" | "OFFICE";
  country: string;
  state: string;
  city: string;
  pincode: string;
};

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    productColorId: text("product_color_id").references(() => productColors.id),
    productSizeId: text("product_size_id").references(() => productSizes.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    sku: text("sku").notNull(),
    colorName: text("color_name"),
    sizeName: text("size_name"),
    defaultImage: jsonb("default_image").$type<StoredImage>().notNull(),
    quantity: integer("quantity").notNull(),
    sellingPricePaise: integer("selling_price_paise").notNull(),
    mrpPaise: integer("mrp_paise").notNull(),
    /** The product's HSN code and GST rate when it was ordered: the invoice taxes the sale as it was made. */
    hsnCode: text("hsn_code"),
    gstRate: integer("gst_rate"),
  },
  (t) => [index().on(t.orderId)],
);

/** Who moved an order or wrote on it: the timeline names them. */
export type OrderActorType = "staff" | "customer" | "system" | "courier" | "gateway";

/** A status change, a member of staff's note, or a step of a refund (asked for, made, failed, sent again). */
export type OrderEventKind =
  "status" | "note" | "refund_requested" | "refund_made" | "refund_failed" | "refund_retried";

/**
 * An order's timeline (order-lifecycle/order-events.ts): every status change, with who and why,
 * and the staff's internal notes. Only status changes are shown to the shopper.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: id(),
    /** Insertion order: events of one instant (placed and paid at once) keep the order they happened in. */
    seq: serial("seq").notNull(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OrderEventKind>().notNull(),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status"),
    note: text("note").notNull().default(""),
    actorType: text("actor_type").$type<OrderActorType>().notNull(),
    staffId: text("staff_id").references(() => staff.id),
    /** The actor as shown on the timeline, kept as it was when they acted. */
    actorName: text("actor_name").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.orderId, t.at)],
);
