/**
 * How the shop writes money, dates and long names (spec section 9). Shared by server and
 * client rendering, so both print the same characters.
 */

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
export function groupIndian(digits: string) {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * 'Rs 1,00,000' with Indian digit grouping; paise only when there are any ('Rs 1,249.90').
 * Written out rather than through Intl.NumberFormat: building one loads the locale's data,
 * which in the profile was half of the main thread's script start-up on a product page.
 */
export function formatPrice(amount: number) {
  const [whole, paise] = Math.abs(amount).toFixed(2).split(".");
  const sign = amount < 0 ? "-" : "";
  return `Rs ${sign}${groupIndian(whole)}${paise === "00" ? "" : `.${paise}`}`;
}

/** Cuts a name to `max` characters and marks the cut with '..', as the spec's lists do. */
export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}..` : text;
}

/** The spec's cut lengths. */
export const NAME_CUT = { cartPreview: 18, wishlist: 30, checkout: 35 } as const;

/** India keeps one offset all year (UTC+05:30, no daylight saving), so no time zone data is needed. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function parts(value: string | Date) {
  const instant = typeof value === "string" ? new Date(value) : value;
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  const monthLong = MONTHS[india.getUTCMonth()];
  return {
    day: String(india.getUTCDate()).padStart(2, "0"),
    monthShort: monthLong.slice(0, 3),
    monthLong,
    year: String(india.getUTCFullYear()),
  };
}

/**
 * Dates in India's time, whatever the server's zone: blog and home 'DD-MMM-YYYY'
 * (05-Nov-2026), reviews 'MMMM DD YYYY' (November 05 2026), invoices 'DD/MMM/YYYY'.
 */
export function formatDate(value: string | Date, style: "blog" | "review" | "invoice") {
  const { day, monthShort, monthLong, year } = parts(value);
  if (style === "review") return `${monthLong} ${day} ${year}`;
  if (style === "invoice") return `${day}/${monthShort}/${year}`;
  return `${day}-${monthShort}-${year}`;
}

/** An instant as a shopper reads it on an order's timeline, in India's time: '05-Mar-2026, 4:07 pm'. */
export function formatDateTime(value: string | Date) {
  const instant = typeof value === "string" ? new Date(value) : value;
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  return `${formatDate(instant, "blog")}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * The date `days` after today in India, as a delivery estimate says it: 'Tue, 1 Dec'. Counted in
 * India's calendar days, so a check at 11 pm and one at 1 am the next day differ by a day.
 */
export function formatDaysFromToday(now: Date, days: number) {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  india.setUTCDate(india.getUTCDate() + days);
  return `${WEEKDAYS[india.getUTCDay()]}, ${india.getUTCDate()} ${MONTHS[india.getUTCMonth()].slice(0, 3)}`;
}

/** The machine-readable form for <time dateTime>. */
export const isoDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value).toISOString();

const SIZE_UNITS = [
  { unit: "gigabyte", bytes: 1024 ** 3 },
  { unit: "megabyte", bytes: 1024 ** 2 },
  { unit: "kilobyte", bytes: 1024 },
] as const;

/** A file's size as people read it: '6.1 MB', '260 KB', '12 bytes' (binary units, as file managers count). */
export function formatFileSize(bytes: number) {
  const fit = SIZE_UNITS.find((u) => bytes >= u.bytes);
  if (!fit) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  return new Intl.NumberFormat("en-IN", { style: "unit", unit: fit.unit, maximumFractionDigits: 1 }).format(bytes / fit.bytes);
}
