import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NEWSLETTER_FILTERS, NEWSLETTER_STATUS_OPTIONS, type SubscriberRow } from "~/components/admin/enquiry-options";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

export const meta = () => adminMeta("Newsletter");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, NEWSLETTER_FILTERS);
  const answer = await adminApi<SubscriberRow[]>({ request, ...auth }, `/newsletter?${params}`);
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  return adminPage(
    {
      filters,
      search,
      exportSearch: exportParams.toString(),
      subscribers: answer.status === 200 ? answer.body : [],
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** The newsletter's subscribers, newest first, found by email. */
export default function AdminNewsletter() {
  const list = useLoaderData<typeof loader>();
  const { exportSearch, subscribers } = list;
  return (
    <>
      <h1>Newsletter</h1>
      <FilterPanel
        headingId="subscriber-filters-heading"
        heading="Find subscribers"
        submitLabel="Show subscribers"
        list={list}
      >
        <FilterField label="Email" name="q" type="search" />
        <FilterSelect label="Status" name="status" options={NEWSLETTER_STATUS_OPTIONS} fallback="subscribed" />
      </FilterPanel>

      <ListResults
        headingId="subscriber-list-heading"
        list={list}
        one="subscriber"
        many="subscribers"
        empty={subscribers.length === 0}
        lead={
          <p>
            <a href={`/admin/newsletter/export.csv${exportSearch ? `?${exportSearch}` : ""}`} download>
              Download these subscribers (CSV)
            </a>
          </p>
        }
      >
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Subscribed</th>
              <th scope="col">Unsubscribed</th>
            </tr>
          </thead>
          <tbody>
            {subscribers.map((subscriber) => (
              <tr key={subscriber._id}>
                <th scope="row" className={css.breakable}>
                  {subscriber.email}
                </th>
                <td data-label="Subscribed">{formatDateTime(subscriber.createdAt)}</td>
                <td data-label="Unsubscribed">
                  {subscriber.unsubscribedAt ? formatDateTime(subscriber.unsubscribedAt) : "No"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListResults>
    </>
  );
}
