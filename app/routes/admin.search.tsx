import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ORDER_MATCH_LABELS, type OrderMatch } from "@api/validation/order-search-matches";
import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
  type PaymentMethod,
} from "@api/validation/order-states";
import { AdminField } from "~/components/admin/form-controls";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { formatPrice } from "~/lib/format";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Order search");

type OrderMatchRow = {
  orderId: string;
  createdAt: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  total: number;
  name: string;
  mobile: string;
  email: string | null;
  awb: string | null;
  matchedBy: OrderMatch;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!q) return adminPage({ q, error: null, matches: null }, auth.session);
  const answer = await adminApi<{ exact: string | null; matches: OrderMatchRow[] }>(
    { request, ...auth },
    `/orders/search?${new URLSearchParams({ q })}`,
  );
  if (answer.status !== 200)
    return adminPage({ q, error: answer.errors?.q ?? answer.message, matches: null }, auth.session);
  // An order id or an AWB names one order: straight to it.
  if (answer.body.exact)
    throw await adminRedirect(`/admin/orders/${encodeURIComponent(answer.body.exact)}`, auth.session);
  return adminPage({ q, error: null, matches: answer.body.matches }, auth.session);
}

/** What the header's search found: one order opens at once, several are listed, none is said. */
export default function AdminOrderSearch() {
  const { q, error, matches } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Order search</h1>
      <section className={css.section} aria-labelledby="order-search-heading">
        <h2 id="order-search-heading" className={css.sectionTitle}>
          Find an order
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="order-search-heading">
          <AdminField
            label="Order id, mobile, email or AWB"
            hint="An order id or AWB opens that order; a mobile or email lists the shopper's orders."
            errors={error ? [error] : undefined}
            inputProps={{ id: "order-search-q", name: "q", type: "search", defaultValue: q, maxLength: 100 }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Search
            </button>
          </div>
        </Form>
      </section>
      {matches ? <Matches q={q} matches={matches} /> : null}
    </>
  );
}

function Matches({ q, matches }: { q: string; matches: OrderMatchRow[] }) {
  return (
    <section aria-labelledby="order-matches-heading">
      <h2 id="order-matches-heading" className={css.sectionTitle}>
        {matches.length === 0
          ? `No orders match “${q}”`
          : matches.length === 1
            ? `1 order matches “${q}”`
            : `${matches.length} orders match “${q}”`}
      </h2>
      {matches.length === 0 ? (
        <p>Check the order id, mobile, email or AWB and try again. The search needs the whole of it.</p>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col">Shopper</th>
              <th scope="col">Payment</th>
              <th scope="col">Total</th>
              <th scope="col">Matched</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((order) => (
              <tr key={order.orderId}>
                <th scope="row">
                  <Link to={`/admin/orders/${encodeURIComponent(order.orderId)}`}>{order.orderId}</Link>
                </th>
                <td data-label="Placed">{formatDateTime(order.createdAt)}</td>
                <td data-label="Status">{ORDER_STATUS_LABELS[order.orderStatus]}</td>
                <td data-label="Shopper" className={css.breakable}>
                  {order.name}, {order.mobile}
                  {order.email ? `, ${order.email}` : ""}
                </td>
                <td data-label="Payment">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</td>
                <td data-label="Total">{formatPrice(order.total)}</td>
                <td data-label="Matched">{ORDER_MATCH_LABELS[order.matchedBy]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
