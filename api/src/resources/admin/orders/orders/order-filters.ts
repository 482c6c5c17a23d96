/**
 * The queue's filters as SQL, shared by the list, its counts per status and the CSV export, so
 * the three always agree on which orders a filtered view holds.
 */
import { type SQL, and, asc, desc, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import { customers, orders } from "@api/db/schema";
import { MOBILE_DIGITS } from "@api/validation/fields";
import type { OrderListQuery, OrderSort } from "@api/validation/admin-orders";
import { indiaEndOfDay, indiaInstant } from "@api/validation/india-time";
import type { OrderStatus } from "@api/validation/order-states";
import { likeText } from "@api/lib/like-text";

const shipping = (field: "mobile" | "email" | "pincode" | "state") => sql<string>`${orders.shippingAddress}->>${field}`;

/**
 * A whole mobile number (typed with spaces, dashes or +91) is matched exactly against the
 * account's and the shipping address's; anything else is an order number or an AWB (whole, any
 * case) or part of either email.
 */
function searchCondition(q: string): SQL | undefined {
  const digits = q.replace(/[\s-]/g, "").replace(/^\+?91(?=\d{10}$)/, "");
  if (new RegExp(`^\\d{${MOBILE_DIGITS}}$`).test(digits))
    return or(eq(customers.mobile, digits), eq(shipping("mobile"), digits));
  const upper = q.toUpperCase();
  const like = likeText(q);
  return or(
    eq(orders.orderId, upper),
    sql`upper(${orders.awb}) = ${upper}`,
    ilike(customers.email, like),
    ilike(shipping("email"), like),
  );
}

/** Every filter but the status: the counts per status are taken under these. */
export function filtersBesidesStatus(query: OrderListQuery): SQL | undefined {
  return and(
    query.q ? searchCondition(query.q) : undefined,
    query.paymentMethod
      ? eq(orders.paymentMethod, query.paymentMethod as (typeof orders.$inferSelect)["paymentMethod"])
      : undefined,
    query.paymentStatus
      ? eq(orders.paymentStatus, query.paymentStatus as (typeof orders.$inferSelect)["paymentStatus"])
      : undefined,
    query.from ? gte(orders.createdAt, indiaInstant(query.from)) : undefined,
    query.to ? lte(orders.createdAt, indiaEndOfDay(query.to)) : undefined,
    query.pincode ? eq(shipping("pincode"), query.pincode) : undefined,
    query.state ? sql`lower(${shipping("state")}) = lower(${query.state})` : undefined,
  );
}

const statusFilter = (status: string) => (status === "all" ? undefined : eq(orders.orderStatus, status as OrderStatus));

export const orderFilters = (query: OrderListQuery) => and(filtersBesidesStatus(query), statusFilter(query.status));

/** Each sort ends in the order number, so a page never shows an order twice or skips one. */
export const ORDER_SORT_COLUMNS: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.orderId)],
  oldest: [asc(orders.createdAt), asc(orders.orderId)],
  "total-high": [desc(orders.totalPaise), desc(orders.createdAt), desc(orders.orderId)],
  "total-low": [asc(orders.totalPaise), desc(orders.createdAt), desc(orders.orderId)],
};

/** The queue reads orders with their customer's account, which the search also looks in. */
export const customerJoin = eq(customers.id, orders.customerId);
