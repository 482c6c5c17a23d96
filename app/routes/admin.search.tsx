import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SearchKind } from "@api/validation/admin-search";
import { ORDER_MATCH_LABELS } from "@api/validation/order-search-matches";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "@api/validation/order-states";
import { AdminField } from "~/components/admin/form-controls";
import { KIND_NAMES, searchClues } from "~/components/admin/search-clues";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { SEARCH_KIND_SCREENS, searchKindsFor } from "~/lib/admin/screens";
import { requireStaffSession } from "~/lib/admin/session.server";
import { formatPrice } from "~/lib/format";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import type { adminSearchSchema } from "@api/contract/schemas/admin-search";
import type { z } from "zod";

export const meta = () => adminMeta("Search");

type OrderMatchRow = NonNullable<SearchAnswer["orders"]>["matches"][number];
type ProductMatch = NonNullable<SearchAnswer["products"]>["matches"][number];
type CustomerMatch = NonNullable<SearchAnswer["customers"]>["matches"][number];
type Found<T> = { total: number; matches: T[] } | null;
type SearchAnswer = z.output<typeof adminSearchSchema>;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const kinds = searchKindsFor(auth.staff.role);
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!q) return adminPage({ q, kinds, error: null, found: null }, auth.session);
  const answer = await adminApi<SearchAnswer>({ request, ...auth }, `/search?${new URLSearchParams({ q })}`);
  if (answer.status !== 200)
    return adminPage({ q, kinds, error: answer.errors?.q ?? answer.message, found: null }, auth.session);
  // An order id or an AWB names one order: straight to it.
  if (answer.body.exact)
    throw await adminRedirect(`/admin/orders/${encodeURIComponent(answer.body.exact)}`, auth.session);
  return adminPage({ q, kinds, error: null, found: answer.body }, auth.session);
}

/** What the search found, by kind: one order opens at once, the rest are listed with counts, none is said. */
export default function AdminSearch() {
  const { q, kinds, error, found } = useLoaderData<typeof loader>();
  const clues = searchClues(kinds);
  return (
    <>
      <h1>Search</h1>
      <section className={css.section} aria-labelledby="search-heading">
        <h2 id="search-heading" className={css.sectionTitle}>
          {clues.button}
        </h2>
        <Form method="get" role="search" className={css.filters} aria-labelledby="search-heading">
          <AdminField
            label={clues.label}
            hint={[clues.hint, kinds.includes("orders") ? "An order id or AWB opens that order." : ""]
              .filter(Boolean)
              .join(" ")}
            errors={error ? [error] : undefined}
            inputProps={{ id: "search-q", name: "q", type: "search", defaultValue: q, maxLength: 100 }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Search
            </button>
          </div>
        </Form>
      </section>
      {found?.orders && kinds.includes("orders") ? <OrderMatches q={q} found={found.orders} /> : null}
      {found?.products && kinds.includes("products") ? <ProductMatches q={q} found={found.products} /> : null}
      {found?.customers && kinds.includes("customers") ? <CustomerMatches q={q} found={found.customers} /> : null}
    </>
  );
}

/** "1 order matches “q”", "3 products match “q”", "No customers match “q”". */
function countHeading(kind: SearchKind, total: number, q: string) {
  const { one, many } = KIND_NAMES[kind];
  if (total === 0) return `No ${many} match “${q}”`;
  return total === 1 ? `1 ${one} matches “${q}”` : `${total} ${many} match “${q}”`;
}

/** A kind's results: its count as the heading, then its list; the whole list's screen when more were found than shown. */
function KindMatches({
  kind,
  q,
  total,
  shown,
  none,
  children,
}: {
  kind: SearchKind;
  q: string;
  total: number;
  shown: number;
  none: string;
  children: ReactNode;
}) {
  const headingId = `${kind}-matches-heading`;
  return (
    <section aria-labelledby={headingId} className={css.section}>
      <h2 id={headingId} className={css.sectionTitle}>
        {countHeading(kind, total, q)}
      </h2>
      {total === 0 ? <p>{none}</p> : children}
      {total > shown ? (
        <p>
          The first {shown} are shown.{" "}
          <Link to={`${SEARCH_KIND_SCREENS[kind]}?${new URLSearchParams({ q })}`}>
            See all {total} {KIND_NAMES[kind].many} in their list
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function OrderMatches({ q, found }: { q: string; found: NonNullable<Found<OrderMatchRow>> }) {
  return (
    <KindMatches
      kind="orders"
      q={q}
      total={found.total}
      shown={found.matches.length}
      none="Check the order id, mobile, email or AWB and try again. The search needs the whole of it."
    >
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
          {found.matches.map((order) => (
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
    </KindMatches>
  );
}

function ProductMatches({ q, found }: { q: string; found: NonNullable<Found<ProductMatch>> }) {
  return (
    <KindMatches
      kind="products"
      q={q}
      total={found.total}
      shown={found.matches.length}
      none="Products are found by part of their name or SKU."
    >
      <ul>
        {found.matches.map((product) => (
          <li key={product._id} className={css.breakable}>
            <Link to={`/admin/products/${encodeURIComponent(product._id)}`}>{product.name}</Link>, SKU {product.sku}
            {product.isActive ? "" : " (hidden from the shop)"}
          </li>
        ))}
      </ul>
    </KindMatches>
  );
}

function CustomerMatches({ q, found }: { q: string; found: NonNullable<Found<CustomerMatch>> }) {
  return (
    <KindMatches
      kind="customers"
      q={q}
      total={found.total}
      shown={found.matches.length}
      none="Customers are found by part of their name, email or mobile, or by a whole mobile number."
    >
      <ul>
        {found.matches.map((customer) => (
          <li key={customer._id} className={css.breakable}>
            <Link to={`/admin/customers/${encodeURIComponent(customer._id)}`}>{customer.name ?? "No name given"}</Link>
            {[customer.mobile, customer.email].filter(Boolean).map((contact) => `, ${contact}`)}
          </li>
        ))}
      </ul>
    </KindMatches>
  );
}
