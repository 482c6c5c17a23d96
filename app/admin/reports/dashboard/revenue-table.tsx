import { formatPrice } from "~/lib/format";
import * as css from "@styles/admin/admin.css";
import * as dashboardCss from "@styles/admin/dashboard.css";
import { type DailyTakings, type Takings, daysWithOrders, formatDay } from "./dashboard-options";

/**
 * The range's days that had orders, with their orders and revenue, and the range's total: compact
 * enough to sit beside the chart. The days without orders are left out and counted in a note.
 */
export function RevenueTable({
  days,
  total,
  from,
  to,
}: {
  days: DailyTakings[];
  total: Takings;
  from: string;
  to: string;
}) {
  const busy = daysWithOrders(days);
  const quiet = days.length - busy.length;
  return (
    <div className={dashboardCss.tableBox} role="region" aria-labelledby="daily-revenue-caption" tabIndex={0}>
      <table className={css.table}>
        <caption id="daily-revenue-caption">
          Daily revenue, {formatDay(from)} to {formatDay(to)} (India time): days with orders
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col" className={dashboardCss.amount}>
              Orders
            </th>
            <th scope="col" className={dashboardCss.amount}>
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {busy.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={dashboardCss.day}>
                <time dateTime={day.date}>{formatDay(day.date)}</time>
              </th>
              <td data-label="Orders" className={dashboardCss.amount}>
                {day.orders}
              </td>
              <td data-label="Revenue" className={dashboardCss.amount}>
                {formatPrice(day.revenue)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-label="Orders" className={dashboardCss.amount}>
              {total.orders}
            </td>
            <td data-label="Revenue" className={dashboardCss.amount}>
              {formatPrice(total.revenue)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className={dashboardCss.tableNote}>
        {busy.length === 0
          ? `No orders on any of the ${days.length} days.`
          : quiet > 0
            ? `${quiet} ${quiet === 1 ? "day" : "days"} without orders not listed.`
            : "Orders on every day."}
      </p>
    </div>
  );
}
