import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { formatRupees } from "~/components/admin/customer-options";
import { AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
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
  const { filters, search, returns, filterErrors, page, totalPages, totalRecords } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Returns</h1>
      <section className={css.section} aria-labelledby="return-filters-heading">
        <h2 id="return-filters-heading" className={css.sectionTitle}>
          Show returns
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="return-filters-heading">
          <AdminSelect
            label="Status"
            errors={filterErrors.status ? [filterErrors.status] : undefined}
            options={RETURN_FILTER_OPTIONS}
            selectProps={{ id: "filter-status", name: "status", defaultValue: filters.status || "open" }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show returns
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="return-list-heading">
        <h2 id="return-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 return" : `${totalRecords} returns`}
        </h2>
        {returns.length === 0 ? (
          <p>No returns match.</p>
        ) : (
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
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of returns" />
      </section>
    </>
  );
}
