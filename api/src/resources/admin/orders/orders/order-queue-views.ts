/** The queue as staff read it: a page of orders under the filters, their total, and the counts per status. */
import { count } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { customers, orders } from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import { ORDER_PAGE_SIZE, type OrderListQuery } from "@api/validation/admin-orders";
import { ORDER_STATUSES, type OrderStatus } from "@api/validation/order-states";
import { ORDER_SORT_COLUMNS, customerJoin, filtersBesidesStatus, orderFilters } from "./order-filters";

/** How many orders each status holds under the other filters, for the queue's status links. */
async function countsByStatus(db: DbOrTx, query: OrderListQuery) {
  const rows = await db
    .select({ status: orders.orderStatus, n: count() })
    .from(orders)
    .innerJoin(customers, customerJoin)
    .where(filtersBesidesStatus(query))
    .groupBy(orders.orderStatus);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus | "all", number>;
  counts.all = 0;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/** One page of the queue (20 orders), the filtered total, and `counts` per status for the same filters without the status. */
export async function orderQueuePage(db: DbOrTx, query: OrderListQuery) {
  const where = orderFilters(query);
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select({ order: orders, customer: { id: customers.id, mobile: customers.mobile, email: customers.email } })
      .from(orders)
      .innerJoin(customers, customerJoin)
      .where(where)
      .orderBy(...ORDER_SORT_COLUMNS[query.sort as keyof typeof ORDER_SORT_COLUMNS])
      .limit(ORDER_PAGE_SIZE)
      .offset((query.page - 1) * ORDER_PAGE_SIZE),
    db.select({ total: count() }).from(orders).innerJoin(customers, customerJoin).where(where),
    countsByStatus(db, query),
  ]);
  return {
    orders: rows.map(({ order, customer }) => ({
      orderId: order.orderId,
      createdAt: order.createdAt.toISOString(),
      orderStatus: order.orderStatus,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      total: toRupees(order.totalPaise),
      name: order.shippingAddress.name,
      mobile: order.shippingAddress.mobile || customer.mobile,
      email: order.shippingAddress.email || customer.email,
      city: order.shippingAddress.city,
      state: order.shippingAddress.state,
      pincode: order.shippingAddress.pincode,
      awb: order.awb,
      codConfirmedAt: order.codConfirmedAt?.toISOString() ?? null,
    })),
    total,
    counts,
  };
}
