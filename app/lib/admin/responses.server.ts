/**
 * Answers of the admin routes and how they write the staff cookie. Actions always write it. A
 * page's loader writes it only when it must: to take the flashed toast, or to renew a signed-in
 * cookie's 8 hours once RENEW_AFTER_MS has passed since it was last written. Without JavaScript a
 * form that is answered without a redirect runs the page's loaders in the same request, with the
 * cookie the browser sent, and Remix sends the loader's Set-Cookie after the action's: a loader that
 * always wrote would undo what the action had just written (a sign-in, a cleared challenge). The
 * admin layout never writes it.
 */
import { data, redirect, redirectDocument } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "../responses.server";
import type { Toast } from "../toast";
import { type StaffSession, commitStaffSession, takeStaffToast } from "./session.server";

/** How often browsing renews the cookie's 8 hours; the API counts the idle time exactly. */
export const RENEW_AFTER_MS = 5 * 60_000;

async function withCookie(session: StaffSession, init?: ResponseInit, write = true): Promise<ResponseInit> {
  const headers = new Headers(init?.headers);
  headers.set("Cache-Control", PRIVATE_NO_STORE["Cache-Control"]);
  if (write) {
    if (session.get("token")) session.set("renewedAt", Date.now());
    headers.append("Set-Cookie", await commitStaffSession(session));
  }
  return { ...init, headers };
}

/** A page's data with its flashed toast; the cookie is written only to take the toast or to renew it. */
export async function adminPage<T extends object>(value: T, session: StaffSession, init?: ResponseInit) {
  const toast = takeStaffToast(session);
  const renew = Boolean(session.get("token")) && Date.now() - (session.get("renewedAt") ?? 0) > RENEW_AFTER_MS;
  return data({ ...value, toasts: toast ? [toast] : [] }, await withCookie(session, init, toast !== null || renew));
}

/** An action's answer without a redirect (a refusal, codes shown once), with what it changed in the session. */
export async function adminData<T>(value: T, session: StaffSession, init?: ResponseInit) {
  return data(value, await withCookie(session, init));
}

/**
 * Post/redirect/get with a toast. The dashboard (/admin) is loaded as a whole document: its data
 * address (/admin.data) lies outside the cookie's /admin path, so a client-side load would arrive
 * without the session.
 */
export async function adminRedirect(url: string, session: StaffSession, toast?: Toast) {
  if (toast) session.flash("toast", toast);
  const init = await withCookie(session);
  return url === "/admin" || url.startsWith("/admin?") ? redirectDocument(url, init) : redirect(url, init);
}

/** What every admin action answers to a form intent it does not know. */
export const UNKNOWN_INTENT = "That action is not known.";

/** An action's answer to an intent it does not know: back to `url` with UNKNOWN_INTENT as an error toast. */
export async function unknownIntent(url: string, session: StaffSession) {
  return adminRedirect(url, session, { type: "error", message: UNKNOWN_INTENT });
}
