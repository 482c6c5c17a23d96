import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { customers } from "./customers";
import { type ShippingAddress, orders } from "./orders";
import { staff } from "./staff";

/** A line of a draft order as staff picked it: priced from the shop's rows whenever it is shown or placed. */
export type DraftOrderLine = { product: string; productColor?: string; productSize?: string; quantity: number };

export type DraftOrderStatus = "open" | "awaiting_payment" | "placed";

/**
 * An order staff are taking by phone, on WhatsApp or in the showroom (issue 17). Kept apart from
 * `orders` so queues, dashboards and reports never count it, and it holds no stock: its lines are
 * checked against stock when saved and taken when it is placed (cash on delivery) or sent as a
 * payment link (the link's order holds the stock until paid or expired).
 */
export const draftOrders = pgTable(
  "draft_orders",
  {
    id: id(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customers.id),
    lines: jsonb("lines").$type<DraftOrderLine[]>().notNull().default([]),
    /** The delivery address as chosen (a saved one copied) or typed; null until given. */
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    couponCode: text("coupon_code"),
    /** A discount staff allowed by hand (only a role with orders.discount), with their reason. */
    manualDiscountPaise: integer("manual_discount_paise").notNull().default(0),
    manualDiscountReason: text("manual_discount_reason"),
    status: text("status").$type<DraftOrderStatus>().notNull().default("open"),
    /** The order it became: placed as cash on delivery, or awaiting payment through a link. */
    orderId: text("order_id").references(() => orders.id),
    createdByStaffId: text("created_by_staff_id")
      .notNull()
      .references(() => staff.id),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.updatedAt)],
);
