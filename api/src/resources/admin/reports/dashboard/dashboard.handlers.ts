import { type ValidatedContext, invalidRequest } from "@api/lib/validation";
import {
  type dashboardQuerySchema,
  addDays,
  daysInRange,
  resolveDashboardRange,
} from "@api/validation/admin-dashboard";
import { indiaInstant, indiaParts } from "@api/validation/india-time";
import { ok } from "@api/lib/envelope";
import { readLowStock } from "@api/resources/admin/catalogue/stock/stock-views";
import { readContentQueue, readDailyTakings, readDayEvents, readTodayAndMonth, readWaiting } from "./dashboard-figures";
import type { DashboardBody, Takings } from "@api/contract/schemas/admin-dashboard";

const sumTakings = (rows: Takings[]): Takings => {
  const total = {
    paidOrders: 0,
    paidRevenue: 0,
    codOrders: 0,
    codRevenue: 0,
    orders: 0,
    revenue: 0,
  };
  for (const row of rows) for (const key of Object.keys(total) as (keyof Takings)[]) total[key] += row[key];
  // Rupees with paise: added as paise so the total has no floating-point crumbs.
  for (const key of ["paidRevenue", "codRevenue", "revenue"] as const) total[key] = Math.round(total[key] * 100) / 100;
  return total;
};

/** The owner's dashboard: today's takings and events, this month, the queue, low stock and the range's daily revenue. */
export async function getDashboard(c: ValidatedContext<{ query: typeof dashboardQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const today = indiaParts(clock.now()).date;
  const resolved = resolveDashboardRange(c.req.valid("query"), today);
  if (!resolved.success) throw invalidRequest(resolved.error);
  const range = resolved.data;
  const [takings, todayEvents, daily, waiting, lowStock, contentQueue] = await Promise.all([
    readTodayAndMonth(db, {
      monthStart: indiaInstant(`${today.slice(0, 8)}01`),
      todayStart: indiaInstant(today),
      tomorrowStart: indiaInstant(addDays(today, 1)),
    }),
    readDayEvents(db, { start: indiaInstant(today), end: indiaInstant(addDays(today, 1)) }),
    readDailyTakings(db, {
      from: range.from,
      days: daysInRange(range.from, range.to),
      start: indiaInstant(range.from),
      end: indiaInstant(addDays(range.to, 1)),
    }),
    readWaiting(db),
    readLowStock(db),
    readContentQueue(db),
  ]);
  const body: DashboardBody = {
    today: { date: today, ...takings.today },
    todayEvents,
    month: { from: `${today.slice(0, 8)}01`, to: today, ...takings.month },
    waiting,
    lowStock,
    range,
    daily,
    total: sumTakings(daily),
    ...contentQueue,
  };
  return ok(c, body);
}
