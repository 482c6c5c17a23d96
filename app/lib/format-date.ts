/**
 * The one place the shop writes dates and times, on the storefront and in the back office alike
 * (issue 30; docs/decisions/reviews-and-dates.md). One format, '28-Nov-2026' and '28-Nov-2026,
 * 3:20 am', the spec's own for blog and home; only where spec 9 fixes another does a screen
 * differ: reviews 'November 28 2026', invoices '28/Nov/2026'. Always India's time, whatever the
 * server's zone. Shared by server and client rendering, so both print the same characters.
 */

/** India keeps one offset all year (UTC+05:30, no daylight saving), so no time zone data is needed. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The screens spec 9 fixes a format for; every other screen uses the shop's. */
export type DateStyle = "shop" | "review" | "invoice";

const instantOf = (value: string | Date | number) => (value instanceof Date ? value : new Date(value));

/** The instant moved to India's wall clock, read with the UTC getters. */
const inIndia = (value: string | Date | number) => new Date(instantOf(value).getTime() + INDIA_OFFSET_MS);

/** '05-Mar-2026' (the shop's), 'March 05 2026' (reviews), '05/Mar/2026' (invoices), in India's date. */
export function formatDate(value: string | Date, style: DateStyle = "shop") {
  const india = inIndia(value);
  const day = String(india.getUTCDate()).padStart(2, "0");
  const month = MONTHS[india.getUTCMonth()];
  const year = india.getUTCFullYear();
  if (style === "review") return `${month} ${day} ${year}`;
  if (style === "invoice") return `${day}/${month.slice(0, 3)}/${year}`;
  return `${day}-${month.slice(0, 3)}-${year}`;
}

/** India's clock time: '4:07 pm', or '4:07:09 pm' where seconds matter (a code's resend time). */
export function formatTime(value: string | Date | number, { seconds = false } = {}) {
  const india = inIndia(value);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  const secs = seconds ? `:${String(india.getUTCSeconds()).padStart(2, "0")}` : "";
  return `${hours % 12 || 12}:${minutes}${secs} ${hours < 12 ? "am" : "pm"}`;
}

/** An instant, date and time in India: '05-Mar-2026, 4:07 pm'. */
export function formatDateTime(value: string | Date) {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/**
 * The date `days` after today in India, as a delivery estimate says it: 'Tue, 01-Dec-2026'. Counted
 * in India's calendar days, so a check at 11 pm and one at 1 am the next day differ by a day.
 */
export function formatDaysFromToday(now: Date, days: number) {
  const india = inIndia(now);
  india.setUTCDate(india.getUTCDate() + days);
  const day = new Date(india.getTime() - INDIA_OFFSET_MS);
  return `${WEEKDAYS[india.getUTCDay()]}, ${formatDate(day)}`;
}

/** The machine-readable form for <time dateTime>. */
export const isoDate = (value: string | Date) => instantOf(value).toISOString();
