/** The owner's dashboard's plain helpers (issue 16): how its dates and links are written. */
import { formatDate } from "~/lib/format-date";

export type { DailyTakings, DashboardBody, Takings } from "@api/resources/admin/dashboard/dashboard.schemas";

/** A YYYY-MM-DD India day as the back office writes dates: 05-Nov-2026. */
export const formatDay = (date: string) => formatDate(`${date}T00:00:00+05:30`);

/** The order queue filtered to orders placed from `from` to `to` (India days), and anything else given. */
export function ordersLink(filters: Record<string, string>) {
  return `/admin/orders?${new URLSearchParams(filters)}`;
}

/** "1 order", "3 orders". */
export const ordersCount = (count: number) => (count === 1 ? "1 order" : `${count} orders`);
