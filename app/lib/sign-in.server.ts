import { redirect } from "@remix-run/node";
import type { Profile, ShopperSession } from "@api/contract/schemas/customers";
import { apiFetch } from "./api.server";
import { signIn, signedInFrom } from "./auth.server";
import { safeRedirect } from "./safe-redirect";
import { type PendingLogin, type SessionCustomer, type ShopSession, setToast } from "./session.server";
import { redirectWithSession, redirectWithToast } from "./responses.server";
import type { Toast } from "./toast";
import { formatTime } from "./format-date";

/** Where a sign-in ends when the shopper did not come from a page worth returning to. */
export const ACCOUNT_HOME = "/my-account/dashboard";

/** Spec 9: the wait between two codes. The API enforces it; the page only needs it when the API did not say. */
export const RESEND_WAIT_SECONDS = 30;

/** What POST /customers/verifyAccount, /loginWithPassword and /resetPassword answer. */
export type SignInBody = ShopperSession;

/** What a sign-in answer itself says about the customer (no last name). */
export const customerIn = (body: SignInBody): SessionCustomer => ({
  firstName: body.firstName ?? null,
  lastName: null,
  email: body.email,
  mobile: body.mobile,
});

/**
 * The customer as the session keeps them, read from the profile with the new token. If
 * that read fails the sign-in still goes ahead with what the caller already knows.
 */
async function customerAfterSignIn(request: Request, token: string, known: SessionCustomer): Promise<SessionCustomer> {
  const profile = await apiFetch<Profile>("/customers/profile", { token, request });
  if (profile.status !== 200) return known;
  const { firstName, lastName, email, mobile } = profile.body;
  return { firstName, lastName, email, mobile };
}

/** Signs the shopper in and sends them on (PRG), with an optional toast on the next page. */
export async function completeSignIn(
  request: Request,
  session: ShopSession,
  options: { token: string; known: SessionCustomer; remember: boolean; to: string; toast?: Toast },
) {
  const customer = await customerAfterSignIn(request, options.token, options.known);
  signIn(session, { token: options.token, customer, remember: options.remember });
  if (options.toast) setToast(session, options.toast);
  return redirectWithSession(safeRedirect(options.to, ACCOUNT_HOME), session);
}

/** A code went out: remember where and why, and show the verify screen (PRG). */
export async function continueToVerify(session: ShopSession, pending: PendingLogin, toast: Toast) {
  session.unset("pendingToken");
  session.set("pendingLogin", pending);
  return redirectWithToast("/verifyAccount", session, toast);
}

/** The resend time the API gave, or the spec's wait from now when it gave none. */
export function resendTimeFrom(body: { resendAvailableAt?: string } | null | undefined, now = Date.now()): string {
  const given = body?.resendAvailableAt ? Date.parse(body.resendAvailableAt) : Number.NaN;
  return new Date(Number.isNaN(given) ? now + RESEND_WAIT_SECONDS * 1000 : given).toISOString();
}

/** What a code screen's resend control needs: the seconds left, and the time in India for the page without JavaScript. */
export function resendState(resendAvailableAt: string, now = Date.now()) {
  const resendAt = Date.parse(resendAvailableAt);
  return {
    resendAvailableAt,
    secondsLeft: Math.max(0, Math.ceil((resendAt - now) / 1000)),
    resendAtText: `${formatTime(resendAt, { seconds: true })} IST`,
  };
}

/** A signed-in shopper has nothing to do on the sign-in screens: on to where they were going. */
export function leaveIfSignedIn(session: ShopSession, redirectTo: string | null) {
  if (signedInFrom(session)) throw redirect(safeRedirect(redirectTo, ACCOUNT_HOME));
}

/** The ?redirectTo= of a sign-in screen, checked; what a form carries on as a hidden field. */
export function redirectToOf(request: Request, fallback = ACCOUNT_HOME) {
  return safeRedirect(new URL(request.url).searchParams.get("redirectTo"), fallback);
}
