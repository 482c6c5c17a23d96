/**
 * Where to send a shopper back to after sign-in or a form: only a path on this site.
 * Anything a browser could read as another origin (https://x, //x, /\x, \\x, or a path
 * with control characters that browsers strip) falls back to `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || to === "") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines inside URLs, turning "/\t/evil.example" into "//evil.example".
  if ([...to].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  try {
    const base = "http://shop.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
