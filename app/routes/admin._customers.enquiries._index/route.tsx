import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  ENQUIRY_FILTERS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUS_OPTIONS,
  ENQUIRY_TYPE_LABELS,
  ENQUIRY_TYPE_OPTIONS,
  type EnquiryRow,
  type EnquiryStatus,
} from "~/components/admin/enquiry-options";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import * as orderCss from "@styles/admin/orders.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

export const meta = () => adminMeta("Enquiries");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, ENQUIRY_FILTERS);
  const answer = await adminApi<EnquiryRow[]>({ request, ...auth }, `/enquiries?${params}`);
  const counts = (answer.status === 200
    ? (answer as unknown as { counts: Record<EnquiryStatus, number> }).counts
    : null) ?? { NEW: 0, IN_PROGRESS: 0, CLOSED: 0 };
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  return adminPage(
    {
      filters,
      search,
      exportSearch: exportParams.toString(),
      counts,
      enquiries: answer.status === 200 ? answer.body : [],
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** Every enquiry from the shop's contact, dealer and project forms in one inbox, newest first. */
export default function AdminEnquiries() {
  const list = useLoaderData<typeof loader>();
  const { filters, search, exportSearch, counts, enquiries } = list;
  // Each count links to the same filters with that status.
  const withStatus = (status: EnquiryStatus) => {
    const params = new URLSearchParams(search);
    params.set("status", status);
    params.delete("page");
    return `?${params}`;
  };
  return (
    <>
      <h1>Enquiries</h1>
      <nav aria-label="Enquiries by status">
        <ul className={orderCss.statusLinks}>
          {ENQUIRY_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={withStatus(status)}
                className={orderCss.statusLink}
                aria-current={filters.status === status ? "page" : undefined}
              >
                {ENQUIRY_STATUS_LABELS[status]} <span className={orderCss.count}>({counts[status]})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FilterPanel
        headingId="enquiry-filters-heading"
        heading="Find enquiries"
        submitLabel="Show enquiries"
        list={list}
      >
        <FilterField label="Name, email or mobile" name="q" type="search" />
        <FilterSelect label="Type" name="type" options={ENQUIRY_TYPE_OPTIONS} />
        <FilterSelect
          label="Status"
          name="status"
          options={[{ value: "", label: "Every status" }, ...ENQUIRY_STATUS_OPTIONS]}
        />
        <FilterField label="From" hint="India's date." name="from" type="date" />
        <FilterField label="To" hint="India's date, the whole day." name="to" type="date" />
      </FilterPanel>

      <ListResults
        headingId="enquiry-list-heading"
        list={list}
        one="enquiry"
        many="enquiries"
        empty={enquiries.length === 0}
        lead={
          <p>
            <a href={`/admin/enquiries/export.csv${exportSearch ? `?${exportSearch}` : ""}`} download>
              Download these enquiries (CSV)
            </a>
          </p>
        }
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Email</th>
              <th scope="col">Mobile</th>
              <th scope="col">Received</th>
              <th scope="col">Assigned to</th>
            </tr>
          </thead>
          <tbody>
            {enquiries.map((enquiry) => (
              <tr key={enquiry._id}>
                <th scope="row">
                  <Link to={`/admin/enquiries/${enquiry._id}`}>{enquiry.name}</Link>
                </th>
                <td data-label="Type">{ENQUIRY_TYPE_LABELS[enquiry.type]}</td>
                <td data-label="Status">{ENQUIRY_STATUS_LABELS[enquiry.status]}</td>
                <td data-label="Email" className={css.breakable}>
                  {enquiry.email}
                </td>
                <td data-label="Mobile">{enquiry.mobile}</td>
                <td data-label="Received">{formatDateTime(enquiry.createdAt)}</td>
                <td data-label="Assigned to">{enquiry.assignee?.name ?? "Nobody"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListResults>
    </>
  );
}
