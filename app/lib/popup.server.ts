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
