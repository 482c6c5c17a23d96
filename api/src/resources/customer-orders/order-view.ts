import { and, asc, count, desc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orderItems, orders } from "@api/db/schema";
import type { Clock } from "@api/lib/clock";
import { toRupees } from "@api/lib/money";
import { offsetOf } from "@api/lib/query";
import { shopperCanCancel, shopperCanPay } from "@api/validation/order-states";
import { timelineView } from "../order-tracking/shopper-progress";
import { shopperRefunds } from "../refunds/shopper-refunds";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order as the shopper sees it: money in rupees, lines with their names and pictures. */
function orderView(order: OrderRow, items: OrderItemRow[], now: Date) {
  return {
    _id: order.id,
    orderId: order.orderId,
    createdAt: order.createdAt,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: toRupees(order.totalPaise),
    subtotalAmount: toRupees(order.subtotalPaise),
    deliveryAmount: toRupees(order.deliveryPaise),
    discountWithCoupon: toRupees(order.discountPaise),
    couponCode: order.couponCode,
    products: items.map((item) => ({
      _id: item.id,
      product: item.productId,
      productColor: item.productColorId,
      productSize: item.productSizeId,
      name: item.name,
      slug: item.slug,
      sku: item.sku,
      defaultImage: item.defaultImage,
      colorName: item.colorName,
      sizeName: item.sizeName,
      quantity: item.quantity,
      sellingPrice: toRupees(item.sellingPricePaise),
      mrp: toRupees(item.mrpPaise),
    })),
    shippingAddress: order.shippingAddress,
    buyerGstin: order.buyerGstin,
    buyerBusinessName: order.buyerBusinessName,
    cancelMessage: order.cancelMessage,
    cancelledAt: order.cancelledAt,
    paidAt: order.paidAt,
    couriertOrderId: order.couriertOrderId,
    couriertChannelOrderId: order.couriertChannelOrderId,
    couriertShipmentId: order.couriertShipmentId,
    courierName: order.courierName,
    awb: order.awb,
    trackingUrl: order.trackingUrl,
    canCancel: shopperCanCancel(order, now),
    canPay: shopperCanPay(order),
  };
}

/** Lines in a stable order (order_items has no position column): by name, then id. */
export function itemsOfOrders(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}

/** The caller's order by its _id or its human number (FS100001, any case). */
export function ownOrderWhere(customerId: string, ref: string) {
  return and(eq(orders.customerId, customerId), or(eq(orders.id, ref), eq(orders.orderId, ref.trim().toUpperCase())));
}

export async function loadOrderView(db: DbOrTx, order: OrderRow, now: Date) {
  return orderView(order, await itemsOfOrders(db, [order.id]), now);
}

/** One order as its details page shows it: the view, the timeline of the statuses it reached and its refunds. */
export async function loadOrderDetails(db: DbOrTx, order: OrderRow, now: Date) {
  const [view, timeline, refunds] = await Promise.all([
    loadOrderView(db, order, now),
    timelineView(db, order),
    shopperRefunds(db, order.id),
  ]);
  return { ...view, timeline, refunds };
}

/** A page of the shopper's orders, newest first (every one when `limit` is 0), as they read them, and how many they have. */
export async function ownOrdersPage(
  db: DbOrTx,
  customerId: string,
  { page, limit }: { page: number; limit: number },
  clock: Clock,
) {
  const mine = eq(orders.customerId, customerId);
  const [{ total }] = await db.select({ total: count() }).from(orders).where(mine);
  const base = db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.orderId));
  const rows = limit === 0 ? await base : await base.limit(limit).offset(offsetOf({ page, limit }));
  const items = await itemsOfOrders(
    db,
    rows.map((o) => o.id),
  );
  const now = clock.now();
  const views = rows.map((order) =>
    orderView(
      order,
      items.filter((item) => item.orderId === order.id),
      now,
    ),
  );
  return { views, total };
}
