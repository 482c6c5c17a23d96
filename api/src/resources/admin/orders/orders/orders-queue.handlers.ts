import { count } from "drizzle-orm";
import { streamCsv } from "@api/lib/csv-file";
import { customers, orders } from "@api/db/schema";
import { okList } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { ORDER_PAGE_SIZE, type orderListQuerySchema } from "@api/validation/admin-orders";
import { ORDER_STATUSES, type OrderStatus } from "@api/validation/order-states";
import { ORDER_SORT_COLUMNS, customerJoin, filtersBesidesStatus, orderFilters } from "./order-filters";
import { ORDER_CSV_COLUMNS, orderCsvRows } from "./orders-csv";

type QueueContext = ValidatedContext<{ query: typeof orderListQuerySchema }>;

/** How many orders each status holds under the other filters, for the queue's status links. */
async function countsByStatus(c: QueueContext) {
  const { db } = c.get("deps");
  const rows = await db
    .select({ status: orders.orderStatus, n: count() })
    .from(orders)
    .innerJoin(customers, customerJoin)
    .where(filtersBesidesStatus(c.req.valid("query")))
    .groupBy(orders.orderStatus);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus | "all", number>;
  counts.all = 0;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

/**
 * GET /v1/admin/orders: the queue, 20 a page, with every filter, and `counts` per status for
 * the same filters without the status.
 */
export async function listOrders(c: QueueContext) {
  const { db } = c.get("deps");
  const query = c.req.valid("query");
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
    countsByStatus(c),
  ]);
  return okList(
    c,
    rows.map(({ order, customer }) => ({
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
    { page: query.page, limit: ORDER_PAGE_SIZE, totalRecords: total },
    { counts },
  );
}

/** GET /v1/admin/orders/export: the filtered queue as CSV, a row per order line, streamed as it is read. */
export async function exportOrders(c: QueueContext) {
  const { db, clock } = c.get("deps");
  const query = c.req.valid("query");
  const day = clock.now().toISOString().slice(0, 10);
  return streamCsv(
    c,
    `woodnest-orders-${day}.csv`,
    ORDER_CSV_COLUMNS,
    (async function* () {
      for await (const row of orderCsvRows(db, query)) yield [ORDER_CSV_COLUMNS.map((column) => row[column])];
    })(),
  );
}
