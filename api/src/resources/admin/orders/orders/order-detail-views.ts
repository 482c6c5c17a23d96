/** An order as staff read it on its page. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers, orders, staff } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { personName } from "@api/lib/person-name";
import { staffMovesFrom } from "@api/validation/order-states";
import { isEditable } from "@api/validation/order-edit";
import { itemsOfOrders } from "@api/resources/customer-orders/order-view";
import { type OrderEventRow, staffTimeline } from "@api/resources/order-lifecycle/order-events";
import { returnsOfOrder } from "@api/resources/returns/returns.service";
import { findOrderIdByNumber } from "./order-lookup";

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A timeline entry as staff read it: a status change or a note, who made it and when. */
const timelineEntry = (event: OrderEventRow) => ({
  kind: event.kind,
  from: event.fromStatus,
  to: event.toStatus,
  note: event.note,
  actor: { type: event.actorType, name: event.actorName, staffId: event.staffId },
  at: event.at.toISOString(),
});

/**
 * All staff need to handle an order: its lines and money, the shopper and where it goes, the
 * payment and courier's references, the whole timeline with notes, and the status moves a
 * button may make now.
 */
export async function orderDetail(db: DbOrTx, orderNumber: string) {
  const id = await findOrderIdByNumber(db, orderNumber);
  const [row] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id));
  if (!row) throw notFound("Order");
  const { order, customer } = row;
  const [items, timeline, returns, [takenBy]] = await Promise.all([
    itemsOfOrders(db, [id]),
    staffTimeline(db, id),
    returnsOfOrder(db, id),
    order.takenByStaffId ? db.select({ name: staff.name }).from(staff).where(eq(staff.id, order.takenByStaffId)) : [],
  ]);
  return {
    orderId: order.orderId,
    // An order staff took by phone, on WhatsApp or in the showroom (a placed draft): who took it.
    takenBy: takenBy?.name ?? null,
    createdAt: order.createdAt.toISOString(),
    orderStatus: order.orderStatus,
    lines: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      slug: item.slug,
      colour: item.colorName,
      size: item.sizeName,
      image: item.defaultImage,
      quantity: item.quantity,
      unitPrice: toRupees(item.sellingPricePaise),
      mrp: toRupees(item.mrpPaise),
      lineTotal: toRupees(item.sellingPricePaise * item.quantity),
    })),
    subtotal: toRupees(order.subtotalPaise),
    delivery: toRupees(order.deliveryPaise),
    discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    couponCode: order.couponCode,
    // What an edit left to pay (packing waits for it), and whether the order can still be edited.
    balanceDue: toRupees(order.balanceDuePaise),
    editable: isEditable(order.orderStatus),
    shippingAddress: order.shippingAddress,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    customer: {
      _id: customer.id,
      name: personName(customer.firstName, customer.lastName) || null,
      mobile: customer.mobile,
      email: customer.email,
    },
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      gatewayOrderId: order.gatewayOrderId,
      gatewayPaymentId: order.gatewayPaymentId,
      paidAt: iso(order.paidAt),
      // When the shopper confirmed a COD order from the link in its message: no call needed.
      codConfirmedAt: iso(order.codConfirmedAt),
    },
    courier: {
      awb: order.awb,
      courierName: order.courierName,
      trackingUrl: order.trackingUrl,
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
      couriertOrderId: order.couriertOrderId,
      couriertChannelOrderId: order.couriertChannelOrderId,
      couriertShipmentId: order.couriertShipmentId,
    },
    cancelMessage: order.cancelMessage,
    cancelledAt: iso(order.cancelledAt),
    staffTimeline: timeline.map(timelineEntry),
    moves: staffMovesFrom(order.orderStatus),
    returns: returns.map((ret) => ({ _id: ret.id, status: ret.status, requestedAt: ret.requestedAt.toISOString() })),
  };
}
