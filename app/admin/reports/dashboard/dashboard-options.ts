/** The owner's dashboard's plain helpers (issue 16): how its dates and links are written. */
import type { DailyTakings, Takings } from "@api/contract/schemas/admin-dashboard";
import { formatPrice } from "~/lib/format";
import { formatDate } from "~/lib/format-date";

export type { DailyTakings, DashboardBody, DayEvents, Takings } from "@api/contract/schemas/admin-dashboard";

/** A YYYY-MM-DD India day as the back office writes dates: 05-Nov-2026. */
export const formatDay = (date: string) => formatDate(`${date}T00:00:00+05:30`);

/** The order queue filtered to orders placed from `from` to `to` (India days), and anything else given. */
export function ordersLink(filters: Record<string, string>) {
  return `/admin/orders?${new URLSearchParams(filters)}`;
}

/** "1 order", "3 orders". */
export const ordersCount = (count: number) => (count === 1 ? "1 order" : `${count} orders`);

/** The days of a range that had orders: the compact table beside the chart leaves out the empty ones. */
export const daysWithOrders = <T extends { orders: number }>(days: T[]) => days.filter((day) => day.orders > 0);

/**
 * The chart's text alternative: the range's total, how it was paid, how many days had orders and
 * the best day, so a screen reader hears what the bars show without reading every row.
 */
export function revenueSummary(days: DailyTakings[], total: Takings) {
  const from = days[0]?.date;
  const to = days.at(-1)?.date;
  if (!from || !to) return "No days in the range.";
  const span = `Revenue by day, ${formatDay(from)} to ${formatDay(to)}`;
  const busy = daysWithOrders(days);
  if (busy.length === 0) return `${span}: no orders.`;
  const best = busy.reduce((high, day) => (day.revenue > high.revenue ? day : high));
  return (
    `${span}: ${formatPrice(total.revenue)} from ${ordersCount(total.orders)} on ${busy.length} of ${days.length} days ` +
    `(paid online ${formatPrice(total.paidRevenue)}, cash on delivery ${formatPrice(total.codRevenue)}). ` +
    `Highest day ${formatDay(best.date)}, ${formatPrice(best.revenue)}.`
  );
}
