import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { orderItems, orders } from "../../db/schema";
import { toRupees } from "../../lib/money";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;
const CANCELLABLE_ANY_TIME = new Set<OrderRow["orderStatus"]>(["ORDERPLACED", "CONFIRMED"]);
const NEVER_CANCELLABLE = new Set<OrderRow["orderStatus"]>(["CANCELLED", "SHIPPED", "DELIVERED", "PAYMENT_FAILED"]);

/**
 * The one cancel rule (spec 4 and 9): an order placed or confirmed can be cancelled; any other
 * order only while it is less than 24 whole hours old, and never once it is cancelled,
 * shipped, delivered or its payment failed (nothing left to cancel).
 */
export function canCancel(order: Pick<OrderRow, "orderStatus" | "createdAt">, now: Date) {
  if (CANCELLABLE_ANY_TIME.has(order.orderStatus)) return true;
  if (NEVER_CANCELLABLE.has(order.orderStatus)) return false;
  return now.getTime() - order.createdAt.getTime() < CANCEL_WINDOW_MS;
}

/** An order as the shopper sees it: money in rupees, lines with their names and pictures. */
export function orderView(order: OrderRow, items: OrderItemRow[], now: Date) {
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
    cancelMessage: order.cancelMessage,
    cancelledAt: order.cancelledAt,
    paidAt: order.paidAt,
    couriertOrderId: order.couriertOrderId,
    couriertChannelOrderId: order.couriertChannelOrderId,
    couriertShipmentId: order.couriertShipmentId,
    canCancel: canCancel(order, now),
  };
}

export type OrderView = ReturnType<typeof orderView>;

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
