import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
import { CUSTOMER_STATUS_OPTIONS, type CustomerListRow, customerName } from "~/components/admin/customer-options";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";

export const meta = () => adminMeta("Customers");

const FILTERS = ["q", "status"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<CustomerListRow[]>({ request, ...auth }, `/customers?${params}`);
  return adminPage(
    {
      filters,
      search,
      customers: answer.status === 200 ? answer.body : [],
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** The customers the owner and operations look after: found by mobile, email or name, newest first. */
export default function AdminCustomers() {
  const { filters, search, customers, filterErrors, page, totalPages, totalRecords } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Customers</h1>
      <section className={css.section} aria-labelledby="customer-filters-heading">
        <h2 id="customer-filters-heading" className={css.sectionTitle}>
          Find customers
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="customer-filters-heading">
          <AdminField
            label="Mobile, email or name"
            hint="A whole 10-digit mobile number finds that number only."
            errors={filterErrors.q ? [filterErrors.q] : undefined}
            inputProps={{ id: "filter-q", name: "q", type: "search", defaultValue: filters.q }}
          />
          <AdminSelect
            label="Status"
            errors={filterErrors.status ? [filterErrors.status] : undefined}
            options={CUSTOMER_STATUS_OPTIONS}
            selectProps={{ id: "filter-status", name: "status", defaultValue: filters.status || "all" }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show customers
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="customer-list-heading">
        <h2 id="customer-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 customer" : `${totalRecords} customers`}
        </h2>
        {customers.length === 0 ? (
          <p>No customers match these filters.</p>
        ) : (
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Mobile</th>
                <th scope="col">Email</th>
                <th scope="col">Orders</th>
                <th scope="col">Joined</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer._id}>
                  <th scope="row">
                    <Link to={`/admin/customers/${customer._id}`}>{customerName(customer)}</Link>
                  </th>
                  <td data-label="Mobile">{customer.mobile ?? "None"}</td>
                  <td data-label="Email" className={css.breakable}>
                    {customer.email ?? "None"}
                  </td>
                  <td data-label="Orders">{customer.orders}</td>
                  <td data-label="Joined">{formatDateTime(customer.createdAt)}</td>
                  <td data-label="Status">{customer.disabled ? "Disabled" : "Active"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of customers" />
      </section>
    </>
  );
}
