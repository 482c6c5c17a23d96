import { formatPrice } from "~/lib/format";
import * as css from "../../../styles/admin/admin.css";
import * as dashboardCss from "../../../styles/admin/dashboard.css";
import { type DailyTakings, type Takings, formatDay } from "./dashboard-options";

function Amounts({ row }: { row: Takings }) {
  return (
    <>
      <td data-label="Paid online, orders" className={dashboardCss.amount}>
        {row.paidOrders}
      </td>
      <td data-label="Paid online, revenue" className={dashboardCss.amount}>
        {formatPrice(row.paidRevenue)}
      </td>
      <td data-label="Cash on delivery, orders" className={dashboardCss.amount}>
        {row.codOrders}
      </td>
      <td data-label="Cash on delivery, revenue" className={dashboardCss.amount}>
        {formatPrice(row.codRevenue)}
      </td>
      <td data-label="All orders" className={dashboardCss.amount}>
        {row.orders}
      </td>
      <td data-label="Revenue" className={dashboardCss.amount}>
        {formatPrice(row.revenue)}
      </td>
    </>
  );
}

/** Every day of the range with its orders and revenue, and their total: the chart's figures, always there. */
export function RevenueTable({ days, total, from, to }: { days: DailyTakings[]; total: Takings; from: string; to: string }) {
  return (
    <div className={dashboardCss.tableBox} role="region" aria-labelledby="daily-revenue-caption" tabIndex={0}>
      <table className={css.table}>
        <caption id="daily-revenue-caption">
          Daily revenue, {formatDay(from)} to {formatDay(to)} (India time)
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Paid online, orders</th>
            <th scope="col">Paid online, revenue</th>
            <th scope="col">Cash on delivery, orders</th>
            <th scope="col">Cash on delivery, revenue</th>
            <th scope="col">All orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{formatDay(day.date)}</time>
              </th>
              <Amounts row={day} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <Amounts row={total} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
