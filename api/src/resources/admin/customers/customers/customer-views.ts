/** Customers as staff see them: a page of the list with their order counts, and one with their orders, addresses and wishlist. */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@api/db/client";
import { addresses, customers, orders, wishlists } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { personName } from "@api/lib/person-name";
import type { customerListQuerySchema } from "@api/validation/admin-customers";
import type { CustomerRow } from "@api/resources/customers/customers.service";
import { customerMatches } from "./customer-search";

export const PAGE_SIZE = 20;
/** The detail page shows this many of a customer's orders, the newest. */
export const ORDERS_SHOWN = 50;

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  active: isNull(customers.disabledAt),
  disabled: isNotNull(customers.disabledAt),
  all: undefined,
};

export const nameOf = (row: Pick<CustomerRow, "firstName" | "lastName">) =>
  personName(row.firstName, row.lastName) || null;

export const customerView = (row: CustomerRow) => ({
  _id: row.id,
  name: nameOf(row),
  email: row.email,
  mobile: row.mobile,
  createdAt: row.createdAt.toISOString(),
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  disabledReason: row.disabledReason,
});

/** A page of the customers the query finds, newest first, each with how many orders they placed; and how many it finds in all. */
export async function customerPage(db: Db, { q, status, page }: z.output<typeof customerListQuerySchema>) {
  const where = and(q ? customerMatches(q) : undefined, STATUS_FILTERS[status]);
  const orderCount = db
    .select({ customerId: orders.customerId, n: count().as("n") })
    .from(orders)
    .groupBy(orders.customerId)
    .as("order_count");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ customer: customers, orders: sql<number>`coalesce(${orderCount.n}, 0)`.mapWith(Number) })
      .from(customers)
      .leftJoin(orderCount, eq(orderCount.customerId, customers.id))
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { customers: rows.map((row) => ({ ...customerView(row.customer), orders: row.orders })), total };
}

/** One customer with their newest orders, how many they placed, their saved addresses and wishlist size. */
export async function customerDetail(db: Db, id: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!row) throw notFound("Customer");
  const [latestOrders, [{ orderTotal }], saved, [{ wishlistCount }]] = await Promise.all([
    db
      .select({
        orderId: orders.orderId,
        createdAt: orders.createdAt,
        orderStatus: orders.orderStatus,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        totalPaise: orders.totalPaise,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(ORDERS_SHOWN),
    db.select({ orderTotal: count() }).from(orders).where(eq(orders.customerId, id)),
    db.select().from(addresses).where(eq(addresses.customerId, id)).orderBy(desc(addresses.createdAt)),
    db.select({ wishlistCount: count() }).from(wishlists).where(eq(wishlists.customerId, id)),
  ]);
  return {
    ...customerView(row),
    orderCount: orderTotal,
    orders: latestOrders.map((order) => ({
      orderId: order.orderId,
      createdAt: order.createdAt.toISOString(),
      orderStatus: order.orderStatus,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      total: order.totalPaise / 100,
    })),
    addresses: saved.map((a) => ({
      _id: a.id,
      name: a.name,
      mobile: a.mobile,
      address: a.address,
      landmark: a.landmark,
      locality: a.locality,
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      addressType: a.addressType,
    })),
    wishlistCount,
  };
}
