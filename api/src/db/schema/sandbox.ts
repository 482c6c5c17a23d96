import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { type ShippingAddress } from "./orders";

export const sandboxGatewayOrders = pgTable("sandbox_gateway_orders", {
  id: id(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  receipt: text("receipt").notNull(),
  status: text("status").$type<"created" | "attempted" | "paid">().notNull().default("created"),
  createdAt: createdAt(),
});

export const sandboxGatewayPayments = pgTable("sandbox_gateway_payments", {
  id: id(),
  gatewayOrderId: text("gateway_order_id")
    .notNull()
    .references(() => sandboxGatewayOrders.id),
  status: text("status").$type<"captured" | "failed">().notNull(),
  createdAt: createdAt(),
});

export type SandboxShipmentDetails = {
  paymentMethod: "COD" | "Prepaid";
  /** Rupees, as the courier was told them. */
  subTotal: number;
  lines: { name: string; sku: string; units: number; sellingPrice: number; hsn: string }[];
  from: ShippingAddress | null;
  to: ShippingAddress;
  parcel: { length: number; breadth: number; height: number; weight: number };
};

/** The sandbox courier's bookings (services/courier/sandbox.ts): one row per courier order and its shipment. */
export const sandboxCourierShipments = pgTable(
  "sandbox_courier_shipments",
  {
    /** Shiprocket-like numeric ids, kept as text. */
    shipmentId: text("shipment_id").primaryKey(),
    courierOrderId: text("courier_order_id").notNull().unique(),
    /** The shop's reference: its order number, or a return's. */
    channelOrderId: text("channel_order_id").notNull(),
    kind: text("kind").$type<"forward" | "return">().notNull(),
    awb: text("awb").unique(),
    /** Shiprocket's shipment status label and id (services/courier/courier.ts SHIPMENT_STATUS). */
    status: text("status").notNull(),
    statusId: integer("status_id").notNull(),
    details: jsonb("details").$type<SandboxShipmentDetails>().notNull(),
    pickupScheduledAt: timestamp("pickup_scheduled_at", { withTimezone: true }),
    /** Every status the shipment went through, newest last: the webhook's scans. */
    scans: jsonb("scans").$type<{ date: string; status: string; statusId: number }[]>().notNull().default([]),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.statusId, t.movedAt)],
);

/** The sandbox's refunds, in Razorpay's shapes; one per idempotency key. */
export const sandboxGatewayRefunds = pgTable("sandbox_gateway_refunds", {
  id: id(),
  paymentId: text("payment_id")
    .notNull()
    .references(() => sandboxGatewayPayments.id),
  amount: integer("amount").notNull(),
  status: text("status").$type<"pending" | "processed" | "failed">().notNull().default("pending"),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  notes: jsonb("notes").$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** The sandbox's switches, set on its refunds page: how many of the next refunds fail. */
export const sandboxGatewayControls = pgTable("sandbox_gateway_controls", {
  name: text("name").primaryKey(),
  value: integer("value").notNull(),
});
