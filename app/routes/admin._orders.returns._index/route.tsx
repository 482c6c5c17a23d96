import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { formatRupees } from "~/components/admin/customer-options";
import {
  RETURN_FILTER_OPTIONS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnListRow,
} from "~/admin/orders/returns/return-options";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

export const meta = () => adminMeta("Returns");

const FILTERS = ["status"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<ReturnListRow[]>({ request, ...auth }, `/returns?${params}`);
  return adminPage(
    { filters, search, returns: answer.status === 200 ? answer.body : [], ...listPaging(answer) },
    auth.session,
  );
}

/** Returns shoppers asked for: the open ones first, to decide or to receive. */
export default function AdminReturns() {
  const list = useLoaderData<typeof loader>();
  const { returns } = list;
  return (
    <>
      <h1>Returns</h1>
      <FilterPanel headingId="return-filters-heading" heading="Show returns" submitLabel="Show returns" list={list}>
        <FilterSelect label="Status" name="status" options={RETURN_FILTER_OPTIONS} fallback="open" />
      </FilterPanel>

      <ListResults
        headingId="return-list-heading"
        list={list}
        one="return"
        many="returns"
        empty={returns.length === 0}
        emptyText="No returns match."
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Reason</th>
              <th scope="col">Refund</th>
              <th scope="col">Asked</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {returns.map((ret) => (
              <tr key={ret._id}>
                <th scope="row">
                  <Link to={`/admin/returns/${ret._id}`}>Return of {ret.orderId}</Link>
                </th>
                <td data-label="Customer">{ret.customer ?? "Unnamed customer"}</td>
                <td data-label="Reason">{RETURN_REASON_LABELS[ret.reason]}</td>
                <td data-label="Refund">{formatRupees(ret.refundAmount)}</td>
                <td data-label="Asked">{formatDateTime(ret.requestedAt)}</td>
                <td data-label="Status">{RETURN_STATUS_LABELS[ret.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListResults>
    </>
  );
}
