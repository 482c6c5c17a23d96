/**
 * The owner's dashboard's date range (issue 16): India's days, typed in a GET form. Shared by the
 * API and the dashboard screen; no server-only code. The range's defaults depend on today, so the
 * query is read in two steps: its dates' shape (dashboardQuerySchema), then the whole range once
 * the blanks are filled (dashboardRangeSchema, through resolveDashboardRange).
 */
import { z } from "zod";
import { isCalendarDate } from "./india-time";

/** The chart and table show the last 30 days unless a range is chosen. */
const DASHBOARD_DEFAULT_DAYS = 30;
/** A year and a leap day: a range longer than that is refused, so a day-by-day table stays readable. */
export const DASHBOARD_MAX_DAYS = 366;

export const RANGE_ORDER_MESSAGE = "To must be on or after From";
export const RANGE_LENGTH_MESSAGE = `Choose at most ${DASHBOARD_MAX_DAYS} days`;

const DAY_MS = 86_400_000;
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const indiaDate = (label: string) =>
  z.preprocess(blank, z.string().trim().refine(isCalendarDate, `${label} must be a date like 2026-12-31`).optional());

export const dashboardQuerySchema = z.object({
  from: indiaDate("From"),
  to: indiaDate("To"),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** Days from `from` to `to`, both counted ("2026-11-01" to "2026-11-30" is 30). */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The calendar date `days` after (or before) `date`, both YYYY-MM-DD. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

const dashboardRangeSchema = z.object({ from: z.string(), to: z.string() }).superRefine((range, ctx) => {
  if (range.to < range.from)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: RANGE_ORDER_MESSAGE,
    });
  else if (daysInRange(range.from, range.to) > DASHBOARD_MAX_DAYS)
    ctx.addIssue({
      code: "custom",
      path: ["from"],
      message: RANGE_LENGTH_MESSAGE,
    });
});

/**
 * The range a query asks for, with its blanks filled: "to" is today, "from" 29 days before "to".
 * A "from" alone runs to today, and is refused like any other range if that is too long.
 */
export function resolveDashboardRange(query: DashboardQuery, today: string) {
  const to = query.to ?? today;
  return dashboardRangeSchema.safeParse({
    from: query.from ?? addDays(to, 1 - DASHBOARD_DEFAULT_DAYS),
    to,
  });
}
