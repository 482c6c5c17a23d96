import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminSubmit } from "~/components/admin/form-controls";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";
import {
  CONFIRMED_BY_SHOPPER,
  type CodCalls,
  ORDER_FILTERS,
  ORDER_STATUS_LABELS,
  type OrderCounts,
  type OrderListRow,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUS_OPTIONS,
  SORT_OPTIONS,
  STATE_OPTIONS,
  STATUS_LINKS,
  STATUS_OPTIONS,
  statusLinkLabel,
  waitingFor,
} from "~/admin/orders/orders/order-options";
import { formatRupees } from "~/components/admin/customer-options";
import { adminApi } from "~/lib/admin/api.server";
import { bulkOrderMoveSchema } from "~/lib/admin/forms.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as orderCss from "@styles/admin/orders.css";
import { readForm } from "~/lib/form-body.server";
import { formatDateTime } from "~/lib/format-date";
import type { bulkMoveSchema } from "@api/contract/schemas/admin-orders";
import type { z } from "zod";

export const meta = () => adminMeta("Orders");

type BulkAnswer = z.output<typeof bulkMoveSchema>;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, ORDER_FILTERS);
  const [answer, calls] = await Promise.all([
    adminApi<OrderListRow[]>({ request, ...auth }, `/orders?${params}`),
    adminApi<CodCalls>({ request, ...auth }, "/orders/cod-calls"),
  ]);
  // The export and the status links keep every filter but the page (and, for the links, the status).
  const filtered = new URLSearchParams(params);
  filtered.delete("page");
  return adminPage(
    {
      filters,
      search,
      exportSearch: filtered.toString(),
      orders: answer.status === 200 ? answer.body : [],
      counts: (answer.status === 200 ? (answer as { counts?: OrderCounts }).counts : null) ?? null,
      codCalls: calls.status === 200 ? calls.body : null,
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** "FS100001 (why); FS100002 (why)": each refused order with the API's reason. */
const refusedText = (refused: BulkAnswer["refused"]) =>
  refused.map((order) => `${order.orderId} (${order.message})`).join("; ");

/**
 * The bulk moves: the ticked orders (checkboxes tied to this form by its id, so it works without
 * JavaScript) are confirmed or marked packed; the toast names each order moved and each refused
 * with its reason.
 */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const formData = await readForm(request);
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const back = `${url.pathname}${url.search}`;
  const parsed = bulkOrderMoveSchema.safeParse({
    orderIds: formData.getAll("orderIds").map(String),
    to: formData.get("to"),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Choose the orders and what to do with them.";
    return adminRedirect(back, auth.session, { type: "error", message: `${message}.` });
  }
  const answer = await adminApi<BulkAnswer>({ request, ...auth }, "/orders/status", {
    method: "POST",
    body: parsed.data,
  });
  if (answer.status !== 200) return adminRedirect(back, auth.session, { type: "error", message: answer.message });
  const { moved, refused } = answer.body;
  const parts = [answer.message];
  if (moved.length) parts.push(`Moved: ${moved.join(", ")}`);
  if (refused.length) parts.push(`Not moved: ${refusedText(refused)}`);
  return adminRedirect(back, auth.session, {
    type: refused.length ? "error" : "success",
    message: `${parts.join(". ")}.`,
  });
}

/**
 * Cash-on-delivery orders still unconfirmed past the owner's hours, oldest first: someone phones
 * the shopper before the order is packed (a tap on the mobile dials it from a phone).
 */
function CallTheShopper({ calls }: { calls: CodCalls }) {
  return (
    <section className={css.section} aria-labelledby="cod-calls-heading">
      <h2 id="cod-calls-heading" className={css.sectionTitle}>
        Call the shopper
      </h2>
      <p className={css.lead}>
        Cash-on-delivery orders the shopper has not confirmed from the link in their message,{" "}
        {waitingFor(calls.callAfterHours)} or more after placing them.
      </p>
      <table className={css.table} aria-labelledby="cod-calls-heading">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Shopper</th>
            <th scope="col">Mobile</th>
            <th scope="col">Placed</th>
            <th scope="col">Unconfirmed for</th>
          </tr>
        </thead>
        <tbody>
          {calls.orders.map((call) => (
            <tr key={call.orderId}>
              <th scope="row">
                <Link to={`/admin/orders/${call.orderId}`}>{call.orderId}</Link>
              </th>
              <td data-label="Shopper" className={css.breakable}>
                {call.name}
              </td>
              <td data-label="Mobile">
                <a href={`tel:+91${call.mobile}`}>{call.mobile}</a>
              </td>
              <td data-label="Placed">{formatDateTime(call.placedAt)}</td>
              <td data-label="Unconfirmed for">{waitingFor(call.hoursWaiting)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The order queue: filters in the address (a view a colleague can open), counts per status, bulk confirm and pack. */
export default function AdminOrders() {
  const list = useLoaderData<typeof loader>();
  const { filters, exportSearch, orders, counts, codCalls } = list;
  const navigation = useNavigation();
  const busy = (to: string) => navigation.state === "submitting" && navigation.formData?.get("to") === to;
  const current = filters.status || "all";
  const statusHref = (status: string) => {
    const params = new URLSearchParams(exportSearch);
    if (status === "all") params.delete("status");
    else params.set("status", status);
    const query = params.toString();
    return query ? `?${query}` : ".";
  };

  return (
    <>
      <h1>Orders</h1>
      <p className={css.buttonRow}>
        <Link to="/admin/orders/new" className={css.secondaryButton}>
          Take an order
        </Link>
        <Link to="/admin/orders/drafts" className={css.secondaryButton}>
          Draft orders
        </Link>
      </p>
      {codCalls?.orders.length ? <CallTheShopper calls={codCalls} /> : null}
      {counts ? (
        <nav aria-label="Orders by status">
          <ul className={orderCss.statusLinks}>
            {STATUS_LINKS.map((status) => (
              <li key={status}>
                <Link
                  to={statusHref(status)}
                  className={orderCss.statusLink}
                  aria-current={status === current ? "page" : undefined}
                >
                  {statusLinkLabel(status)} <span className={orderCss.count}>({counts[status]})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <FilterPanel
        headingId="order-filters-heading"
        heading="Find orders"
        submitLabel="Show orders"
        list={list}
        actions={<Link to="/admin/orders">Clear filters</Link>}
      >
        <FilterField
          label="Order id, mobile, email or AWB"
          hint="A whole 10-digit mobile number finds that number only."
          name="q"
          type="search"
        />
        <FilterSelect label="Status" name="status" options={STATUS_OPTIONS} fallback="all" />
        <FilterSelect label="Payment method" name="paymentMethod" options={PAYMENT_METHOD_OPTIONS} />
        <FilterSelect label="Payment status" name="paymentStatus" options={PAYMENT_STATUS_OPTIONS} />
        <FilterField label="Placed from" name="from" type="date" />
        <FilterField label="Placed to" name="to" type="date" />
        <FilterField label="Pincode" name="pincode" inputMode="numeric" maxLength={6} autoComplete="off" />
        <FilterSelect label="State" name="state" options={STATE_OPTIONS} />
        <FilterSelect label="Sort" name="sort" options={SORT_OPTIONS} fallback="newest" />
      </FilterPanel>

      <ListResults
        headingId="order-list-heading"
        list={list}
        one="order"
        many="orders"
        empty={orders.length === 0}
        lead={
          <p>
            {/* A whole document: a download, not a page of the app. */}
            <a href={`/admin/orders/export.csv${exportSearch ? `?${exportSearch}` : ""}`} download>
              Download CSV
            </a>{" "}
            of these orders, a row per line.
          </p>
        }
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Select</th>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col">Total</th>
              <th scope="col">Shopper</th>
              <th scope="col">Delivers to</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderId}>
                <td data-label="Select">
                  <input
                    type="checkbox"
                    name="orderIds"
                    value={order.orderId}
                    form="bulk-orders"
                    className={orderCss.checkbox}
                    aria-label={`Select order ${order.orderId}`}
                  />
                </td>
                <th scope="row">
                  <Link to={`/admin/orders/${order.orderId}`}>{order.orderId}</Link>
                </th>
                <td data-label="Placed">{formatDateTime(order.createdAt)}</td>
                <td data-label="Status">
                  {ORDER_STATUS_LABELS[order.orderStatus]}
                  {order.codConfirmedAt ? (
                    <span className={orderCss.shopperConfirmed}>{CONFIRMED_BY_SHOPPER}</span>
                  ) : null}
                </td>
                <td data-label="Payment">
                  {PAYMENT_METHOD_LABELS[order.paymentMethod]},{" "}
                  {PAYMENT_STATUS_LABELS[order.paymentStatus].toLowerCase()}
                </td>
                <td data-label="Total">{formatRupees(order.total)}</td>
                <td data-label="Shopper" className={css.breakable}>
                  {order.name}
                  {order.mobile ? `, ${order.mobile}` : ""}
                </td>
                <td data-label="Delivers to">
                  {order.city}, {order.state} {order.pincode}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Form method="post" id="bulk-orders" className={css.buttonRow} aria-label="The selected orders">
          <AdminSubmit name="to" value="CONFIRMED" pending={busy("CONFIRMED")} className={css.secondaryButton}>
            Confirm selected
          </AdminSubmit>
          <AdminSubmit name="to" value="PACKED" pending={busy("PACKED")} className={css.secondaryButton}>
            Mark selected packed
          </AdminSubmit>
        </Form>
      </ListResults>
    </>
  );
}
