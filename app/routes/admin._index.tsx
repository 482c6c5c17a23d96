import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ORDER_STATUS_LABELS } from "@api/validation/order-states";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, can } from "@api/validation/staff-roles";
import { adminLinks } from "~/lib/admin/navigation";
import {
  type DashboardBody,
  type DayEvents,
  type Takings,
  formatDay,
  ordersCount,
  ordersLink,
  revenueSummary,
} from "~/admin/reports/dashboard/dashboard-options";
import { AdminField } from "~/components/admin/form-controls";
import { NoRecoveryCodesWarning } from "~/components/admin/no-recovery-codes-warning";
import { RevenueChart } from "~/admin/reports/dashboard/revenue-chart";
import { RevenueTable } from "~/admin/reports/dashboard/revenue-table";
import { type StockSku, skuHistoryPath, stockStateLabel, variantLabel } from "~/components/admin/stock-options";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { formatPrice } from "~/lib/format";
import * as css from "@styles/admin/admin.css";
import * as dashboardCss from "@styles/admin/dashboard.css";
import type { staffSessionSchema } from "@api/contract/schemas/admin-staff";
import type { z } from "zod";
import type { lowStockSchema } from "@api/contract/schemas/admin-stock";

export const meta = () => adminMeta("Dashboard");

type Me = z.output<typeof staffSessionSchema>;
type LowStock = z.output<typeof lowStockSchema>;
type Auth = Awaited<ReturnType<typeof requireStaffSession>>;

/**
 * The dashboard for the chosen range. A refused range is shown next to its fields (with what was
 * typed) over the default range's figures, so the rest of the page is still there.
 */
async function readDashboard(request: Request, auth: Auth, range: { from: string; to: string }) {
  const params = new URLSearchParams(Object.entries(range).filter(([, value]) => value !== ""));
  const answer = await adminApi<DashboardBody>({ request, ...auth }, `/dashboard?${params}`);
  if (answer.status === 200) return { dashboard: answer.body, rangeErrors: {} };
  const fallback = answer.status === 400 ? await adminApi<DashboardBody>({ request, ...auth }, "/dashboard") : null;
  return {
    dashboard: fallback?.status === 200 ? fallback.body : null,
    rangeErrors: (answer.errors ?? {}) as Record<string, string>,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const url = new URL(request.url);
  const range = {
    from: url.searchParams.get("from") ?? "",
    to: url.searchParams.get("to") ?? "",
  };
  // The takings are for those who run the orders; others get their welcome and their links.
  const showsTakings = can(auth.staff.role, "orders.manage");
  const [me, takings, lowStock] = await Promise.all([
    adminApi<Me>({ request, ...auth }, "/me"),
    showsTakings ? readDashboard(request, auth, range) : null,
    // The catalogue role's own list of low skus (the dashboard's answer has it for the others).
    !showsTakings && can(auth.staff.role, "catalogue.manage")
      ? adminApi<LowStock>({ request, ...auth }, "/stock/low")
      : null,
  ]);
  return adminPage(
    {
      me: me.body,
      range,
      showsTakings,
      dashboard: takings?.dashboard ?? null,
      rangeErrors: takings?.rangeErrors ?? {},
      lowStock: takings?.dashboard?.lowStock ?? (lowStock?.status === 200 ? lowStock.body : null),
    },
    auth.session,
  );
}

/** The owner's (and operations') figures, then who is signed in and what the role may open. */
export default function AdminDashboard() {
  const { me, range, showsTakings, dashboard, rangeErrors, lowStock } = useLoaderData<typeof loader>();
  const { staff } = me;
  return (
    <>
      <h1>Welcome, {staff.name}</h1>
      {me.recoveryCodesLeft === 0 ? <NoRecoveryCodesWarning /> : null}
      {showsTakings && !dashboard ? (
        <p role="alert">The shop&rsquo;s figures could not be loaded. Reload the page to try again.</p>
      ) : null}
      {dashboard ? (
        <>
          <section className={css.section} aria-labelledby="takings-heading">
            <h2 id="takings-heading" className={css.sectionTitle}>
              Orders and revenue
            </h2>
            <ul className={dashboardCss.wideTiles}>
              <TakingsTile
                title={`Today, ${formatDay(dashboard.today.date)}`}
                takings={dashboard.today}
                from={dashboard.today.date}
                to={dashboard.today.date}
              />
              <TakingsTile
                title="This month"
                takings={dashboard.month}
                from={dashboard.month.from}
                to={dashboard.month.to}
              />
            </ul>
          </section>
          <TodayEventsSection
            events={dashboard.todayEvents}
            date={dashboard.today.date}
            canOpenContent={can(staff.role, "content.manage")}
          />
          <section className={css.section} aria-labelledby="waiting-heading">
            <h2 id="waiting-heading" className={css.sectionTitle}>
              Waiting
            </h2>
            <ul className={dashboardCss.tiles}>
              {dashboard.waiting.map(({ status, count }) => (
                <CountTile
                  key={status}
                  title={ORDER_STATUS_LABELS[status]}
                  count={ordersCount(count)}
                  to={ordersLink({ status })}
                  link={`List the orders: ${ORDER_STATUS_LABELS[status].toLowerCase()}`}
                />
              ))}
              <CountTile
                title="Reviews to approve"
                count={String(dashboard.pendingReviews)}
                to={can(staff.role, "content.manage") ? "/admin/reviews?status=PENDING" : undefined}
                link="List the reviews to approve"
              />
              <CountTile
                title="New enquiries"
                count={String(dashboard.newEnquiries)}
                to={can(staff.role, "content.manage") ? "/admin/enquiries?status=NEW" : undefined}
                link="List the new enquiries"
              />
            </ul>
          </section>
        </>
      ) : null}
      {lowStock ? <LowStockSection lowStock={lowStock} canOpen={can(staff.role, "catalogue.manage")} /> : null}
      {dashboard ? (
        <section className={css.section} aria-labelledby="revenue-heading">
          <h2 id="revenue-heading" className={css.sectionTitle}>
            Daily revenue
          </h2>
          {/* A whole document: /admin's data address lies outside the staff cookie's path. */}
          <Form method="get" reloadDocument className={css.filters} aria-labelledby="revenue-heading">
            <AdminField
              label="From"
              hint="India's days. Blank: 30 days to To."
              errors={rangeErrors.from ? [rangeErrors.from] : undefined}
              inputProps={{
                id: "range-from",
                name: "from",
                type: "date",
                defaultValue: range.from || (rangeErrors.from || rangeErrors.to ? "" : dashboard.range.from),
              }}
            />
            <AdminField
              label="To"
              hint="Blank: today. At most 366 days."
              errors={rangeErrors.to ? [rangeErrors.to] : undefined}
              inputProps={{
                id: "range-to",
                name: "to",
                type: "date",
                defaultValue: range.to || (rangeErrors.from || rangeErrors.to ? "" : dashboard.range.to),
              }}
            />
            <div className={css.buttonRow}>
              <button type="submit" className={css.secondaryButton}>
                Show revenue
              </button>
            </div>
          </Form>
          <div className={dashboardCss.revenueLayout}>
            <RevenueChart days={dashboard.daily} summary={revenueSummary(dashboard.daily, dashboard.total)} />
            <RevenueTable
              days={dashboard.daily}
              total={dashboard.total}
              from={dashboard.range.from}
              to={dashboard.range.to}
            />
          </div>
        </section>
      ) : null}
      <section className={css.section} aria-labelledby="you-heading">
        <h2 id="you-heading" className={css.sectionTitle}>
          Your account
        </h2>
        <dl className={css.details}>
          <dt>Email</dt>
          <dd>{staff.email}</dd>
          <dt>Role</dt>
          <dd>
            {ROLE_LABELS[staff.role]}: {ROLE_DESCRIPTIONS[staff.role]}
          </dd>
          <dt>Recovery codes left</dt>
          <dd>{me.recoveryCodesLeft}</dd>
        </dl>
      </section>
      <section className={css.section} aria-labelledby="open-heading">
        <h2 id="open-heading" className={css.sectionTitle}>
          What you can open
        </h2>
        <ul>
          {adminLinks(staff).map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** A period's orders and revenue, split by payment, with a link to its orders in the queue. */
function TakingsTile({ title, takings, from, to }: { title: string; takings: Takings; from: string; to: string }) {
  return (
    <li className={dashboardCss.tile}>
      <h3 className={dashboardCss.tileTitle}>{title}</h3>
      <p className={dashboardCss.figure}>
        {ordersCount(takings.orders)}, {formatPrice(takings.revenue)}
      </p>
      <p className={dashboardCss.split}>
        Paid online: {ordersCount(takings.paidOrders)}, {formatPrice(takings.paidRevenue)}
        <br />
        Cash on delivery: {ordersCount(takings.codOrders)}, {formatPrice(takings.codRevenue)}
      </p>
      <Link to={ordersLink({ from, to })}>{title}: all orders placed</Link>
    </li>
  );
}

/**
 * What happened today besides the orders placed, each linking to its list where the back office
 * has one (the lists filter by status, not by today: see docs/decisions/owners-dashboard.md).
 */
function TodayEventsSection({
  events,
  date,
  canOpenContent,
}: {
  events: DayEvents;
  date: string;
  canOpenContent: boolean;
}) {
  return (
    <section className={css.section} aria-labelledby="today-events-heading">
      <h2 id="today-events-heading" className={css.sectionTitle}>
        Also today, {formatDay(date)}
      </h2>
      <ul className={dashboardCss.tiles}>
        <CountTile
          title="Refunds"
          count={`${events.refunds === 1 ? "1 refund" : `${events.refunds} refunds`}, ${formatPrice(events.refunded)}`}
        />
        <CountTile
          title="Cancellations"
          count={ordersCount(events.cancellations)}
          to={ordersLink({ status: "CANCELLED" })}
          link="List the cancelled orders"
        />
        <CountTile
          title="Unpaid orders expired"
          count={ordersCount(events.expiredUnpaid)}
          to={ordersLink({ status: "PAYMENT_FAILED" })}
          link="List the orders whose payment failed"
        />
        <CountTile
          title="Reviews approved"
          count={String(events.reviewsApproved)}
          to={canOpenContent ? "/admin/reviews?status=APPROVED" : undefined}
          link="List the approved reviews"
        />
        <CountTile
          title="Enquiries answered"
          count={String(events.enquiriesAnswered)}
          to={canOpenContent ? "/admin/enquiries?status=IN_PROGRESS" : undefined}
          link="List the enquiries in progress"
        />
      </ul>
    </section>
  );
}

const skuName = (sku: StockSku) => `${sku.name}${variantLabel(sku) ? `, ${variantLabel(sku)}` : ""}`;

/** A count, and a link to the list it counts for those whose role opens it. */
function CountTile({ title, count, to, link }: { title: string; count: string; to?: string; link?: string }) {
  return (
    <li className={dashboardCss.tile}>
      <h3 className={dashboardCss.tileTitle}>{title}</h3>
      <p className={dashboardCss.figure}>{count}</p>
      {to && link ? <Link to={to}>{link}</Link> : null}
    </li>
  );
}

/**
 * Active skus at or below their threshold, the emptiest first, and the stock screen's filter.
 * Operations see the list too, without the links to screens their role does not open.
 */
function LowStockSection({ lowStock, canOpen }: { lowStock: LowStock; canOpen: boolean }) {
  return (
    <section className={css.section} aria-labelledby="low-stock-heading">
      <h2 id="low-stock-heading" className={css.sectionTitle}>
        Low stock ({lowStock.total})
      </h2>
      {lowStock.skus.length === 0 ? (
        <p>Every sku is above its low-stock threshold.</p>
      ) : (
        <>
          <ul>
            {lowStock.skus.map((sku) => (
              <li key={`${sku.kind}:${sku.id}`}>
                {canOpen ? <Link to={skuHistoryPath(sku)}>{skuName(sku)}</Link> : skuName(sku)} ({sku.sku}):{" "}
                {sku.outOfStock ? stockStateLabel(sku).toLowerCase() : `${sku.stock} left`}, threshold{" "}
                {sku.effectiveThreshold}
              </li>
            ))}
          </ul>
          {canOpen ? (
            <p>
              <Link to="/admin/stock?state=low">All low-stock skus on the stock screen</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
