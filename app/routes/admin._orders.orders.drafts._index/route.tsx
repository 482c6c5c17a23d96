import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DRAFT_STATUS_LABELS, DRAFT_STATUS_OPTIONS, type DraftListRow } from "~/admin/orders/drafts/draft-options";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

export const meta = () => adminMeta("Draft orders");

const FILTERS = ["status"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<DraftListRow[]>({ request, ...auth }, `/draft-orders?${params}`);
  return adminPage(
    { filters, search, drafts: answer.status === 200 ? answer.body : [], ...listPaging(answer) },
    auth.session,
  );
}

/** Orders taken by phone, on WhatsApp or in the showroom that are not yet ordinary orders (kept apart from the queues). */
export default function DraftOrders() {
  const list = useLoaderData<typeof loader>();
  const { drafts } = list;
  return (
    <>
      <p>
        <Link to="/admin/orders">Back to orders</Link>
      </p>
      <h1>Draft orders</h1>
      <p className={css.buttonRow}>
        <Link to="/admin/orders/new" className={css.secondaryButton}>
          Take an order
        </Link>
      </p>
      <FilterPanel headingId="draft-filters-heading" heading="Show" submitLabel="Show drafts" list={list}>
        <FilterSelect label="Status" name="status" options={DRAFT_STATUS_OPTIONS} fallback="open" />
      </FilterPanel>
      <ListResults
        headingId="draft-list-heading"
        list={list}
        one="draft order"
        many="draft orders"
        empty={drafts.length === 0}
        emptyText="No draft orders here."
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Mobile</th>
              <th scope="col">Items</th>
              <th scope="col">Status</th>
              <th scope="col">Taken by</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((draft) => (
              <tr key={draft.id}>
                <th scope="row">
                  <Link to={`/admin/orders/drafts/${draft.id}`}>
                    {draft.customerName || draft.customerMobile || "Customer"}
                  </Link>
                </th>
                <td data-label="Mobile">{draft.customerMobile ?? "None"}</td>
                <td data-label="Items">{draft.lines}</td>
                <td data-label="Status">{DRAFT_STATUS_LABELS[draft.status]}</td>
                <td data-label="Taken by">{draft.createdBy}</td>
                <td data-label="Last change">{formatDateTime(draft.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListResults>
    </>
  );
}
