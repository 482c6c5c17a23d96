/**
 * Answers that save the session on the way out, after the Epic Stack's `redirectWithToast`:
 * here a toast is flashed in the one session cookie, so every helper commits that session.
 */
import { data, redirect } from "@remix-run/node";
import { type ShopSession, commitSession, setToast } from "./session.server";
import type { Toast } from "./toast";

/** For answers about one shopper: never stored by a shared cache, never replayed from one. */
export const PRIVATE_NO_STORE = { "Cache-Control": "private, no-store" } as const;

async function committing(session: ShopSession, init?: ResponseInit): Promise<ResponseInit> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await commitSession(session));
  return { ...init, headers };
}

/** Post/redirect/get with what the action changed in the session. */
export async function redirectWithSession(url: string, session: ShopSession, init?: ResponseInit) {
  return redirect(url, await committing(session, init));
}

/** Post/redirect/get with a toast for the next page (the root loader shows it). */
export async function redirectWithToast(url: string, session: ShopSession, toast: Toast, init?: ResponseInit) {
  setToast(session, toast);
  return redirectWithSession(url, session, init);
}

/** A page's data with what the loader or action changed in the session. */
export async function dataWithSession<T>(value: T, session: ShopSession, init?: ResponseInit) {
  return data(value, await committing(session, init));
}
