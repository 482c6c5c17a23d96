import { z } from "@hono/zod-openapi";
import { imageSchema } from "./image";
import { orderMatchSchema } from "./admin-search";
import { shippingAddressSchema } from "./customer-orders";
import { ORDER_STATUSES, type OrderStatus, PAYMENT_METHODS, PAYMENT_STATUSES } from "@api/validation/order-states";
import { RETURN_STATUSES } from "@api/validation/return-choices";

const instant = z.string().datetime();
const rupees = z.number().describe("Rupees");
const orderStatus = z.enum(ORDER_STATUSES);
const paymentMethod = z.enum(PAYMENT_METHODS);
const paymentStatus = z.enum(PAYMENT_STATUSES);

/** One row of the order queue. */
export const adminOrderRowSchema = z
  .object({
    orderId: z.string(),
    createdAt: instant,
    orderStatus,
    paymentMethod,
    paymentStatus,
    total: rupees,
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    awb: z.string().nullable(),
    codConfirmedAt: instant.nullable().describe("When the shopper confirmed a cash-on-delivery order from its link"),
  })
  .openapi("AdminOrderRow");

const count = z.number().int().min(0);

/** How many orders each status holds under the queue's other filters (and `all`). */
export const orderCountsSchema = z.object({
  all: count,
  ...(Object.fromEntries(ORDER_STATUSES.map((status) => [status, count])) as Record<OrderStatus, typeof count>),
});

const timelineEntrySchema = z.object({
  kind: z.enum(["status", "note", "refund_requested", "refund_made", "refund_failed", "refund_retried"]),
  from: orderStatus.nullable(),
  to: orderStatus.nullable(),
  note: z.string(),
  actor: z.object({
    type: z.enum(["staff", "customer", "system", "courier", "gateway"]),
    name: z.string().describe("As shown on the timeline when they acted; empty for the shop's own steps"),
    staffId: z.string().nullable(),
  }),
  at: instant,
});

/** Everything staff need to handle one order. */
export const adminOrderSchema = z
  .object({
    orderId: z.string(),
    takenBy: z.string().nullable().describe("The member of staff who took the order (a placed draft)"),
    createdAt: instant,
    orderStatus,
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        slug: z.string(),
        colour: z.string().nullable(),
        size: z.string().nullable(),
        image: imageSchema,
        quantity: z.number().int(),
        unitPrice: rupees,
        mrp: rupees,
        lineTotal: rupees,
      }),
    ),
    subtotal: rupees,
    delivery: rupees,
    discount: rupees,
    total: rupees,
    couponCode: z.string().nullable(),
    balanceDue: rupees.describe("Rupees an edit left to pay: packing waits for it"),
    editable: z.boolean(),
    shippingAddress: shippingAddressSchema,
    buyerGstin: z.string().nullable(),
    buyerBusinessName: z.string().nullable(),
    customer: z.object({
      _id: z.string(),
      name: z.string().nullable(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
    }),
    payment: z.object({
      method: paymentMethod,
      status: paymentStatus,
      gatewayOrderId: z.string().nullable(),
      gatewayPaymentId: z.string().nullable(),
      paidAt: instant.nullable(),
      codConfirmedAt: instant.nullable(),
    }),
    courier: z.object({
      awb: z.string().nullable(),
      courierName: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      shippedAt: instant.nullable(),
      deliveredAt: instant.nullable(),
      couriertOrderId: z.string().nullable(),
      couriertChannelOrderId: z.string().nullable(),
      couriertShipmentId: z.string().nullable(),
    }),
    cancelMessage: z.string().nullable(),
    cancelledAt: instant.nullable(),
    staffTimeline: z.array(timelineEntrySchema),
    moves: z.array(orderStatus).describe("The statuses a button may move the order to now"),
    returns: z.array(z.object({ _id: z.string(), status: z.enum(RETURN_STATUSES), requestedAt: instant })),
  })
  .openapi("AdminOrder");

export const orderNoteSchema = z.object({ orderId: z.string(), note: z.string(), at: instant });

export const orderMovedSchema = z.object({ orderId: z.string(), orderStatus });

export const bulkMoveSchema = z.object({
  moved: z.array(z.string()).describe("The orders moved"),
  refused: z.array(z.object({ orderId: z.string(), message: z.string() })).describe("Each order not moved, and why"),
});

/** A refund as staff read it. */
export const adminRefundSchema = z
  .object({
    _id: z.string(),
    amount: rupees,
    reason: z.string(),
    kind: z.enum(["cancellation", "return", "partial", "edit"]),
    status: z.enum(["pending", "processed", "failed"]),
    gatewayRefundId: z.string().nullable(),
    failureReason: z.string().nullable(),
    attempt: z.number().int(),
    requestedBy: z.enum(["staff", "customer", "system"]),
    requestedByName: z.string(),
    createdAt: instant,
    settledAt: instant.nullable(),
  })
  .openapi("AdminRefund");

export const orderRefundsSchema = z.object({
  orderId: z.string(),
  paymentMethod,
  paymentStatus,
  paid: rupees,
  refundable: rupees.describe("Rupees still to refund of what was paid"),
  refunds: z.array(adminRefundSchema),
});

export const codCallsSchema = z.object({
  callAfterHours: z.number(),
  orders: z.array(
    z.object({
      orderId: z.string(),
      placedAt: instant,
      hoursWaiting: z.number().int(),
      totalAmount: rupees,
      name: z.string(),
      mobile: z.string(),
    }),
  ),
});

export const orderSearchSchema = z.object({
  q: z.string(),
  exact: z.string().nullable().describe("The order an order id or AWB names, which the screen opens at once"),
  matches: z.array(orderMatchSchema),
});

/** An order's shipment: what goes in the parcel, and the booked shipment once there is one. */
export const shipmentSchema = z
  .object({
    orderId: z.string(),
    orderStatus,
    paymentMethod,
    totalAmount: rupees,
    deliverTo: z.object({ name: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
    lines: z.array(
      z.object({
        name: z.string(),
        sku: z.string(),
        quantity: z.number().int(),
        colorName: z.string().nullable(),
        sizeName: z.string().nullable(),
      }),
    ),
    courier: z.enum(["shiprocket", "sandbox"]).describe("The courier in use"),
    shipment: z
      .object({
        awb: z.string(),
        courierName: z.string().nullable(),
        trackingUrl: z.string().nullable(),
        shippedAt: instant.nullable(),
        courierOrderId: z.string().nullable(),
        courierShipmentId: z.string().nullable(),
        controlUrl: z.string().nullable().describe("The sandbox courier's page where staff play the courier"),
        labelUrl: z.string().nullable(),
      })
      .nullable(),
  })
  .openapi("Shipment");

/** The edit screen: each line with the variants it may become, the money and the version to send back. */
export const orderEditViewSchema = z
  .object({
    orderId: z.string(),
    orderStatus,
    editable: z.boolean(),
    notEditableReason: z.string().nullable(),
    version: z.number().int().describe("Send it back with the edit: an older version is refused (409)"),
    paymentMethod,
    paymentStatus,
    shippingAddress: shippingAddressSchema,
    lines: z.array(
      z.object({
        line: z.string(),
        name: z.string(),
        sku: z.string(),
        colour: z.string().nullable(),
        size: z.string().nullable(),
        variant: z.string(),
        quantity: z.number().int(),
        unitPrice: rupees,
        lineTotal: rupees,
        options: z.array(
          z.object({
            variant: z.string(),
            sku: z.string(),
            colour: z.string().nullable(),
            size: z.string().nullable(),
            price: rupees,
            stock: z.number().int(),
          }),
        ),
      }),
    ),
    subtotal: rupees,
    discount: rupees,
    total: rupees,
    couponCode: z.string().nullable(),
    paid: rupees,
    balanceDue: rupees,
  })
  .openapi("OrderEdit");

export const orderEditedSchema = orderEditViewSchema.extend({
  changes: z.array(z.string()).describe("What the edit changed, in words, for the timeline"),
});

export const balanceLinkSentSchema = z.object({
  link: z.object({ url: z.string(), expiresAt: instant }),
  sent: z.boolean().describe("False when the message could not be sent: staff pass the link on"),
});

export type AdminOrderRow = z.output<typeof adminOrderRowSchema>;
export type AdminOrder = z.output<typeof adminOrderSchema>;
export type OrderCounts = z.output<typeof orderCountsSchema>;
export type CodCalls = z.output<typeof codCallsSchema>;
export type AdminRefund = z.output<typeof adminRefundSchema>;
export type OrderRefunds = z.output<typeof orderRefundsSchema>;
export type Shipment = z.output<typeof shipmentSchema>;
export type OrderEditView = z.output<typeof orderEditViewSchema>;
