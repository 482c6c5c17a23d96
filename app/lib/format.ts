/**
 * How the shop writes money, long names and file sizes (spec section 9); dates are in
 * format-date.ts. Shared by server and client rendering, so both print the same characters.
 */

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
export function groupIndian(digits: string) {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * 'Rs 1,00,000' with Indian digit grouping; paise only when there are any ('Rs 1,249.90'), or
 * always with `alwaysPaise` (tax documents write 'Rs 1,00,000.00').
 * Written out rather than through Intl.NumberFormat: building one loads the locale's data,
 * which in the profile was half of the main thread's script start-up on a product page.
 */
export function formatPrice(amount: number, { alwaysPaise = false } = {}) {
  const [whole, paise] = Math.abs(amount).toFixed(2).split(".");
  const sign = amount < 0 ? "-" : "";
  return `Rs ${sign}${groupIndian(whole)}${paise === "00" && !alwaysPaise ? "" : `.${paise}`}`;
}

/** Cuts a name to `max` characters and marks the cut with '..', as the spec's lists do. */
export function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}..` : text;
}

/** The spec's cut lengths. */
export const NAME_CUT = { cartPreview: 18, wishlist: 30, checkout: 35 } as const;

const SIZE_UNITS = [
  { unit: "gigabyte", bytes: 1024 ** 3 },
  { unit: "megabyte", bytes: 1024 ** 2 },
  { unit: "kilobyte", bytes: 1024 },
] as const;

/** A file's size as people read it: '6.1 MB', '260 KB', '12 bytes' (binary units, as file managers count). */
export function formatFileSize(bytes: number) {
  const fit = SIZE_UNITS.find((u) => bytes >= u.bytes);
  if (!fit) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  return new Intl.NumberFormat("en-IN", { style: "unit", unit: fit.unit, maximumFractionDigits: 1 }).format(
    bytes / fit.bytes,
  );
}
