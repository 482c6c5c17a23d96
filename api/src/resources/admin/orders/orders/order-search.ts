/**
 * GET /v1/admin/orders/search?q=: the back office header's search. An order id or an AWB finds
 * that one order; a mobile or email finds the orders it was placed with, on the account or on
 * the shipping address. Exact matches only: the queue's filters do the partial searching.
 */
import { createRoute } from "@hono/zod-openapi";
import { type SQL, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { customers, orders } from "@api/db/schema";
import { ok } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { envelopeOf, jsonContent, refusals } from "@api/contract/envelope.schemas";
import { SECURITY } from "@api/contract/openapi-document";
import { createRouter } from "@api/contract/router";
import { orderSearchSchema } from "@api/contract/schemas/admin-orders";
import { requireStaff } from "@api/middleware/staff-auth";
import { ORDER_SEARCH_LIMIT, orderSearchQuerySchema } from "@api/validation/admin-order-search";
import type { OrderMatch } from "@api/validation/order-search-matches";
import { normaliseContact } from "@api/validation/order-tracking";

const shippingMobile = sql<string>`${orders.shippingAddress}->>'mobile'`;
const shippingEmail = sql<string>`lower(${orders.shippingAddress}->>'email')`;

/** The conditions the query could meet: its own words as an order id and an AWB, and as a contact when it reads as one. */
function searchConditions(q: string) {
  const upper = q.toUpperCase();
  const contact = normaliseContact(q);
  const conditions: SQL[] = [eq(orders.orderId, upper), inArray(orders.awb, [...new Set([q, upper])])];
  if (contact?.kind === "mobile")
    conditions.push(eq(customers.mobile, contact.value), eq(shippingMobile, contact.value));
  if (contact?.kind === "email")
    conditions.push(eq(sql`lower(${customers.email})`, contact.value), eq(shippingEmail, contact.value));
  return { upper, contact, where: or(...conditions) };
}

/** The orders a query names, newest first, each with what it matched; `exact` when it names one order. */
export async function findOrderMatches(db: Db, q: string) {
  const { upper, contact, where } = searchConditions(q);
  const rows = await db
    .select({
      orderId: orders.orderId,
      createdAt: orders.createdAt,
      orderStatus: orders.orderStatus,
      paymentMethod: orders.paymentMethod,
      totalPaise: orders.totalPaise,
      awb: orders.awb,
      shipping: orders.shippingAddress,
      customerMobile: customers.mobile,
      customerEmail: customers.email,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(ORDER_SEARCH_LIMIT);

  const matchOf = (row: (typeof rows)[number]): OrderMatch => {
    if (row.orderId === upper) return "orderId";
    if (row.awb !== null && row.awb.toUpperCase() === upper) return "awb";
    return contact?.kind ?? "orderId";
  };
  const matches = rows.map((row) => ({
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.orderStatus,
    paymentMethod: row.paymentMethod,
    total: toRupees(row.totalPaise),
    name: row.shipping.name,
    mobile: row.shipping.mobile,
    email: row.shipping.email || row.customerEmail,
    awb: row.awb,
    matchedBy: matchOf(row),
  }));
  // An order id or an AWB names one order: the screen opens it instead of listing it.
  const exact =
    matches.length === 1 && (matches[0].matchedBy === "orderId" || matches[0].matchedBy === "awb")
      ? matches[0].orderId
      : null;
  return { exact, matches };
}

async function searchOrders(c: ValidatedContext<{ query: typeof orderSearchQuerySchema }>) {
  const { q } = c.req.valid("query");
  const { exact, matches } = await findOrderMatches(c.get("deps").db, q);
  return ok(c, { q, exact, matches }, matches.length === 0 ? `No order matches ${q}` : "Success");
}

const searchRoute = createRoute({
  tags: ["Back office: Orders"],
  security: [{ [SECURITY.staff]: [] }],
  method: "get",
  path: "/",
  summary: "Orders by their id or AWB (exact), or by the mobile or email they were placed with",
  middleware: requireStaff("orders.manage"),
  request: { query: orderSearchQuerySchema },
  responses: {
    200: jsonContent(envelopeOf(orderSearchSchema), "The orders found, newest first, at most 20"),
    ...refusals(400, 401, 403),
  },
});

const orderSearch = createRouter();
orderSearch.openapi(searchRoute, searchOrders);

export default orderSearch;
