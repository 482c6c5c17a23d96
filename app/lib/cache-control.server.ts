/**
 * Who may keep a page. A document is the same for every shopper without a session only on the
 * routes that say so (`handle.cache = "public"`: the catalogue, content and search); a shared
 * cache (nginx in front, a CDN) may then keep it 2 s and serve it stale for 1 s more while it
 * fetches a fresh one: with the API answers it was made from (at most 2 s old, api/src/middleware/
 * cache.ts), a change made in the back office is on every page within 5 s. Under a crowd nginx
 * still renders each page about once a second, whatever the number of shoppers. Anything else, and any answer for a shopper with a session or the popup's
 * cookie, or that sets a cookie, is `private, no-store`: a cached page can never carry one
 * shopper's cart, name or toast to another.
 */
import { PREVIEW_PASS_COOKIE_NAME } from "./admin/preview-pass.server";
import { SESSION_COOKIE_NAME } from "./session.server";

export type { CacheHandle } from "./cache-handle";

export const PUBLIC_PAGE = "public, max-age=0, s-maxage=2, stale-while-revalidate=1";
export const PRIVATE_PAGE = "private, no-store";

/** The cookies that make a page one visitor's own (the session; the popup's "closed"; staff's product preview pass). */
const PERSONAL_COOKIES = [SESSION_COOKIE_NAME, "popup", PREVIEW_PASS_COOKIE_NAME];

function carriesPersonalCookie(cookieHeader: string | null) {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => PERSONAL_COOKIES.includes(pair.split("=")[0].trim()));
}

export function documentCacheControl(options: {
  method: string;
  status: number;
  requestCookies: string | null;
  responseHeaders: Headers;
  publicRoute: boolean;
}) {
  const shared =
    options.publicRoute &&
    (options.method === "GET" || options.method === "HEAD") &&
    options.status === 200 &&
    !options.responseHeaders.has("Set-Cookie") &&
    !carriesPersonalCookie(options.requestCookies);
  return shared ? PUBLIC_PAGE : PRIVATE_PAGE;
}
