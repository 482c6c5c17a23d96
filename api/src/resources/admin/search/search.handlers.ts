/**
 * GET /v1/admin/search?q=: the back office's one search box (issue 27). The query goes through
 * each kind's own search (the header's order search, the product list's and the customer list's
 * filters), for the kinds the member's role may open.
 */
import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { ORDER_SEARCH_LIMIT, type orderSearchQuerySchema } from "@api/validation/admin-order-search";
import { SEARCH_KIND_PERMISSIONS, type SearchKind } from "@api/validation/admin-search";
import { can } from "@api/validation/staff-roles";
import { findCustomerMatches } from "@api/resources/admin/customers/customers/customer-search";
import { findOrderMatches } from "@api/resources/admin/orders/orders/order-search";
import { findProductMatches } from "@api/resources/admin/catalogue/products/product-search";

export async function searchEverything(c: ValidatedContext<{ query: typeof orderSearchQuerySchema }>) {
  const { db } = c.get("deps");
  const { q } = c.req.valid("query");
  const role = c.get("staff").role;
  const may = (kind: SearchKind) => can(role, SEARCH_KIND_PERMISSIONS[kind]);
  const [orders, products, customers] = await Promise.all([
    may("orders") ? findOrderMatches(db, q) : null,
    may("products") ? findProductMatches(db, q, ORDER_SEARCH_LIMIT) : null,
    may("customers") ? findCustomerMatches(db, q, ORDER_SEARCH_LIMIT) : null,
  ]);
  const body = {
    q,
    exact: orders?.exact ?? null,
    orders: orders ? { total: orders.matches.length, matches: orders.matches } : null,
    products,
    customers,
  };
  const none = [orders?.matches, products?.matches, customers?.matches].every((found) => !found?.length);
  return ok(c, body, none ? `Nothing matches ${q}` : "Success");
}
