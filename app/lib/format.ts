/**
 * How the shop writes money, dates and long names (spec section 9). Shared by server and
 * client rendering, so both print the same characters.
 */

const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** 'Rs 1,00,000' with Indian digit grouping; paise only when there are any ('Rs 1,249.90'). */
export function formatPrice(amount: number) {
  const whole = Number.isInteger(amount);
  const text = whole
    ? rupees.format(amount)
    : new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `Rs ${text}`;
}

/** The discount badge of spec 9: round(100 - sellingPrice / mrp * 100); 0 without a real mrp. */
export function discountPercent(sellingPrice: number, mrp: number) {
  if (!(mrp > 0) || sellingPrice >= mrp) return 0;
  return Math.round(100 - (sellingPrice / mrp) * 100);
}

/** Cuts a name to `max` characters and marks the cut with '..', as the spec's lists do. */
export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}..` : text;
}

/** The spec's cut lengths. */
export const NAME_CUT = { cartPreview: 18, wishlist: 30, checkout: 35 } as const;

const SHOP_TIME_ZONE = "Asia/Kolkata";

function parts(value: string | Date) {
  const date = typeof value === "string" ? new Date(value) : value;
  const get = (options: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(
      new Intl.DateTimeFormat("en-GB", { timeZone: SHOP_TIME_ZONE, ...options })
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    );
  const short = get({ day: "2-digit", month: "short", year: "numeric" });
  const long = get({ month: "long" });
  return { day: short.day, monthShort: short.month.slice(0, 3), monthLong: long.month, year: short.year };
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

/** The machine-readable form for <time dateTime>. */
export const isoDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value).toISOString();
