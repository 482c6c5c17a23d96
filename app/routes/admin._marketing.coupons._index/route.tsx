import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import {
  COUPON_STATE_LABELS,
  type CouponListRow,
  formatDiscount,
  formatUses,
  stateOptions,
} from "~/admin/marketing/coupons/coupon-options";
import { formatRupees } from "~/components/admin/customer-options";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import { FilterField, FilterPanel, FilterSelect, ListResults } from "~/components/admin/list-screen";

export const meta = () => adminMeta("Coupons");

const FILTERS = ["q", "status"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const { params, search, filters } = readListQuery(request, FILTERS);
  const answer = await adminApi<CouponListRow[]>({ request, ...auth }, `/coupons?${params}`);
  return adminPage(
    {
      filters,
      search,
      coupons: answer.status === 200 ? answer.body : [],
      ...listPaging(answer),
    },
    auth.session,
  );
}

/** The shop's coupons, found by code and state, each with how often it was used. */
export default function AdminCoupons() {
  const list = useLoaderData<typeof loader>();
  const { coupons } = list;
  return (
    <>
      <h1>Coupons</h1>
      <p>
        <Link to="/admin/coupons/new" className={css.secondaryButton}>
          New coupon
        </Link>
      </p>
      <FilterPanel headingId="coupon-filters-heading" heading="Find coupons" submitLabel="Show coupons" list={list}>
        <FilterField label="Code" name="q" type="search" />
        <FilterSelect label="Status" name="status" options={[{ value: "", label: "Any status" }, ...stateOptions]} />
      </FilterPanel>

      <ListResults headingId="coupon-list-heading" list={list} one="coupon" many="coupons" empty={coupons.length === 0}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Minimum order</th>
              <th scope="col">Starts</th>
              <th scope="col">Ends</th>
              <th scope="col">Uses</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.code}>
                <th scope="row">
                  <Link to={`/admin/coupons/${encodeURIComponent(coupon.code)}`}>{coupon.code}</Link>
                </th>
                <td data-label="Discount">{formatDiscount(coupon)}</td>
                <td data-label="Minimum order">
                  {coupon.minimumOrder > 0 ? formatRupees(coupon.minimumOrder) : "None"}
                </td>
                <td data-label="Starts">{formatDateTime(coupon.validFrom)}</td>
                <td data-label="Ends">{coupon.validUntil ? formatDateTime(coupon.validUntil) : "No end"}</td>
                <td data-label="Uses">{formatUses(coupon.uses, coupon.usageLimit)}</td>
                <td data-label="Status">{COUPON_STATE_LABELS[coupon.state]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListResults>
    </>
  );
}
