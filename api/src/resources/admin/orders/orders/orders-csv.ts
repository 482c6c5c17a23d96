/**
 * The queue's CSV: one row per order line, the order's own columns repeated on each, so a
 * spreadsheet can sum by order or by sku. Money in rupees, dates in India's time.
 */
import type { DbOrTx } from "@api/db/client";
import { customers, orders } from "@api/db/schema";
import { inBatches } from "@api/lib/export-batches";
import { toRupees } from "@api/lib/money";
import type { OrderListQuery, OrderSort } from "@api/validation/admin-orders";
import { indiaParts } from "@api/validation/india-time";
import { itemsOfOrders } from "@api/resources/customer-orders/order-view";
import { ORDER_SORT_COLUMNS, customerJoin, orderFilters } from "./order-filters";

export const ORDER_CSV_COLUMNS = [
  "order_id",
  "placed_at",
  "status",
  "payment_method",
  "payment_status",
  "subtotal",
  "delivery",
  "discount",
  "total",
  "coupon",
  "customer_name",
  "customer_mobile",
  "customer_email",
  "city",
  "state",
  "pincode",
  "awb",
  "sku",
  "name",
  "colour",
  "size",
  "quantity",
  "unit_price",
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];

/** Orders are read this many at a time with their lines, so a long export never holds them all. */
const EXPORT_BATCH = 200;

export async function* orderCsvRows(
  db: DbOrTx,
  query: OrderListQuery,
): AsyncGenerator<Record<OrderCsvColumn, string | number>> {
  const where = orderFilters(query);
  const batches = inBatches(EXPORT_BATCH, (limit, offset) =>
    db
      .select({ order: orders, customer: { mobile: customers.mobile, email: customers.email } })
      .from(orders)
      .innerJoin(customers, customerJoin)
      .where(where)
      .orderBy(...ORDER_SORT_COLUMNS[query.sort as OrderSort])
      .limit(limit)
      .offset(offset),
  );
  for await (const batch of batches) {
    const lines = await itemsOfOrders(
      db,
      batch.map((row) => row.order.id),
    );
    for (const { order, customer } of batch) {
      const placed = indiaParts(order.createdAt);
      const address = order.shippingAddress;
      const columns = {
        order_id: order.orderId,
        placed_at: `${placed.date} ${placed.time}`,
        status: order.orderStatus,
        payment_method: order.paymentMethod,
        payment_status: order.paymentStatus,
        subtotal: toRupees(order.subtotalPaise),
        delivery: toRupees(order.deliveryPaise),
        discount: toRupees(order.discountPaise),
        total: toRupees(order.totalPaise),
        coupon: order.couponCode ?? "",
        customer_name: address.name,
        customer_mobile: address.mobile || customer.mobile || "",
        customer_email: address.email || customer.email || "",
        city: address.city,
        state: address.state,
        pincode: address.pincode,
        awb: order.awb ?? "",
      };
      for (const item of lines.filter((line) => line.orderId === order.id)) {
        yield {
          ...columns,
          sku: item.sku,
          name: item.name,
          colour: item.colorName ?? "",
          size: item.sizeName ?? "",
          quantity: item.quantity,
          unit_price: toRupees(item.sellingPricePaise),
        };
      }
    }
    if (batch.length < EXPORT_BATCH) return;
  }
}
