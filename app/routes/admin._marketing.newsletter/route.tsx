import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { NEWSLETTER_FILTERS, NEWSLETTER_STATUS_OPTIONS, type SubscriberRow } from "~/components/admin/enquiry-options";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";

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
  const { filters, search, exportSearch, subscribers, filterErrors, page, totalPages, totalRecords } =
    useLoaderData<typeof loader>();
  return (
    <>
      <h1>Newsletter</h1>
      <section className={css.section} aria-labelledby="subscriber-filters-heading">
        <h2 id="subscriber-filters-heading" className={css.sectionTitle}>
          Find subscribers
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="subscriber-filters-heading">
          <AdminField
            label="Email"
            errors={filterErrors.q ? [filterErrors.q] : undefined}
            inputProps={{ id: "filter-q", name: "q", type: "search", defaultValue: filters.q }}
          />
          <AdminSelect
            label="Status"
            errors={filterErrors.status ? [filterErrors.status] : undefined}
            options={NEWSLETTER_STATUS_OPTIONS}
            selectProps={{ id: "filter-status", name: "status", defaultValue: filters.status || "subscribed" }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show subscribers
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="subscriber-list-heading">
        <h2 id="subscriber-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 subscriber" : `${totalRecords} subscribers`}
        </h2>
        <p>
          <a href={`/admin/newsletter/export.csv${exportSearch ? `?${exportSearch}` : ""}`} download>
            Download these subscribers (CSV)
          </a>
        </p>
        {subscribers.length === 0 ? (
          <p>No subscribers match these filters.</p>
        ) : (
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
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of subscribers" />
      </section>
    </>
  );
}
