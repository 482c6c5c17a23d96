import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CUSTOMER_STATUS_OPTIONS, type CustomerListRow, customerName } from "~/components/admin/customer-options";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

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
  const list = useLoaderData<typeof loader>();
  const { customers } = list;
  return (
    <>
      <h1>Customers</h1>
      <FilterPanel
        headingId="customer-filters-heading"
        heading="Find customers"
        submitLabel="Show customers"
        list={list}
      >
        <FilterField
          label="Mobile, email or name"
          hint="A whole 10-digit mobile number finds that number only."
          name="q"
          type="search"
        />
        <FilterSelect label="Status" name="status" options={CUSTOMER_STATUS_OPTIONS} fallback="all" />
      </FilterPanel>

      <ListResults
        headingId="customer-list-heading"
        list={list}
        one="customer"
        many="customers"
        empty={customers.length === 0}
      >
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
      </ListResults>
    </>
  );
}
