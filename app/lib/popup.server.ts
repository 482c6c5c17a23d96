import { createCookie } from "@remix-run/node";
import { env } from "./env.server";

/**
 * "Shown once per browser session" (spec 2 and 4): a cookie without an expiry, which the
 * browser drops when it closes. The 30-day shop session would hide the popup for a month.
 */
const popupCookie = createCookie("popup", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.SESSION_COOKIE_SECURE,
  path: "/",
});

/** True once the shopper has closed the popup, or (with JavaScript) once it has appeared. */
export async function popupDone(request: Request): Promise<boolean> {
  return (await popupCookie.parse(request.headers.get("Cookie"))) === "done";
}

export function popupDoneCookie() {
  return popupCookie.serialize("done");
}

/**
 * Pages where the shopper is in the middle of something an offer must not interrupt (issue 30):
 * the cart, checkout and payment, the account, and signing in or up.
 */
const BUSY_PAGES =
  /^\/(cart|checkout|pay|payment|failed-payment|thank-you|confirm-order|my-account|wishlist|login|login-register|register|forgotAccount|verifyAccount|updateName)(\/|$)/;

/**
 * Whether this page offers the popup: not where the shopper is busy, not once it is done in this
 * browser session, and not to a shopper who has placed an order from this browser (a welcome
 * offer is for newcomers).
 */
export function offersPopup(pathname: string, { done, ordered }: { done: boolean; ordered: boolean }) {
  return !done && !ordered && !BUSY_PAGES.test(pathname);
}
