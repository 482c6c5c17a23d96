import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import {
  COUPON_STATE_LABELS,
  type CouponListRow,
  formatDiscount,
  formatUses,
  stateOptions,
} from "~/admin/marketing/coupons/coupon-options";
import { formatRupees } from "~/components/admin/customer-options";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { Pager } from "~/components/admin/pager";
import { adminApi } from "~/lib/admin/api.server";
import { listPaging, readListQuery } from "~/lib/admin/list-query.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";

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
  const { filters, search, coupons, filterErrors, page, totalPages, totalRecords } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Coupons</h1>
      <p>
        <Link to="/admin/coupons/new" className={css.secondaryButton}>
          New coupon
        </Link>
      </p>
      <section className={css.section} aria-labelledby="coupon-filters-heading">
        <h2 id="coupon-filters-heading" className={css.sectionTitle}>
          Find coupons
        </h2>
        <Form method="get" className={css.filters} aria-labelledby="coupon-filters-heading">
          <AdminField
            label="Code"
            errors={filterErrors.q ? [filterErrors.q] : undefined}
            inputProps={{ id: "filter-q", name: "q", type: "search", defaultValue: filters.q }}
          />
          <AdminSelect
            label="Status"
            errors={filterErrors.status ? [filterErrors.status] : undefined}
            options={[{ value: "", label: "Any status" }, ...stateOptions]}
            selectProps={{ id: "filter-status", name: "status", defaultValue: filters.status }}
          />
          <div className={css.buttonRow}>
            <button type="submit" className={css.secondaryButton}>
              Show coupons
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="coupon-list-heading">
        <h2 id="coupon-list-heading" className={css.sectionTitle}>
          {totalRecords === 1 ? "1 coupon" : `${totalRecords} coupons`}
        </h2>
        {coupons.length === 0 ? (
          <p>No coupons match these filters.</p>
        ) : (
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
        )}
        <Pager search={search} page={page} totalPages={totalPages} label="Pages of coupons" />
      </section>
    </>
  );
}
