import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { type StoredImage, createdAt, id } from "./columns";
import { customers } from "./customers";
import { orderItems, orders } from "./orders";
import { type ReturnReason, type ReturnStatus } from "@api/validation/return-choices";

/**
 * A shopper's return of some or all of a delivered order's lines (returns/returns.service.ts):
 * asked for, approved (a reverse pickup booked) or refused, then received and refunded.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<ReturnStatus>().notNull().default("requested"),
    reason: text("reason").$type<ReturnReason>().notNull(),
    details: text("details").notNull().default(""),
    /** A cash-on-delivery order's refund goes to this UPI id or bank account, paid by staff. */
    refundTo: text("refund_to"),
    /** What the lines are worth back, their share of any coupon taken off (returns/return-value.ts). */
    refundPaise: integer("refund_paise").notNull(),
    staffNote: text("staff_note").notNull().default(""),
    /** A cash-on-delivery return's refund, paid by staff to `refundTo`: when, and their reference (UTR, UPI ref). */
    refundPaidAt: timestamp("refund_paid_at", { withTimezone: true }),
    refundReference: text("refund_reference"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    /** The reverse pickup booked with the courier on approval: its courier order, shipment, AWB and tracking page. */
    pickupCourierOrderId: text("pickup_courier_order_id"),
    pickupShipmentId: text("pickup_shipment_id"),
    pickupAwb: text("pickup_awb").unique(),
    pickupCourierName: text("pickup_courier_name"),
    pickupTrackingUrl: text("pickup_tracking_url"),
    /** The shopper's photos of what is wrong, attached to the request (return_photo_uploads). */
    photos: jsonb("photos").$type<StoredImage[]>().notNull().default([]),
  },
  (t) => [index().on(t.orderId), index().on(t.status, t.requestedAt)],
);

/**
 * Photos a shopper uploaded for a return request, by their key: a request may name only its own
 * shopper's uploads. Uploaded before the request is sent, so a refused form keeps them.
 */
export const returnPhotoUploads = pgTable(
  "return_photo_uploads",
  {
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    image: jsonb("image").$type<StoredImage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
);

export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: text("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderItemId: text("order_item_id")
      .notNull()
      .references(() => orderItems.id),
    quantity: integer("quantity").notNull(),
    /** Set when the goods arrive: whether they go back on sale. */
    resaleable: boolean("resaleable"),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
