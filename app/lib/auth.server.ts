import { apiFetch } from "./api.server";
import { safeRedirect } from "./safe-redirect";
import { type SessionCustomer, type ShopSession, getSession, setToast } from "./session.server";
import { redirectWithSession, redirectWithToast } from "./responses.server";

export type SignedIn = { token: string; customer: SessionCustomer };

/** The signed-in customer, or null for a guest. */
export async function getSignedIn(request: Request): Promise<SignedIn | null> {
  const session = await getSession(request);
  return signedInFrom(session);
}

export function signedInFrom(session: ShopSession): SignedIn | null {
  const token = session.get("token");
  const customer = session.get("customer");
  return token && customer ? { token, customer } : null;
}

/** The path of this request, to come back to after signing in. */
function hereOf(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function loginUrl(redirectTo: string) {
  const back = safeRedirect(redirectTo);
  return back === "/" ? "/login" : `/login?${new URLSearchParams({ redirectTo: back })}`;
}

/**
 * For pages and actions only a customer may use: a guest goes to /login and comes back here
 * afterwards. A token the API no longer accepts is found out by the caller's API answer
 * (401): see `expiredSignIn`.
 */
export async function requireSignedIn(
  request: Request,
  message?: string,
): Promise<SignedIn & { session: ShopSession }> {
  const session = await getSession(request);
  const signedIn = signedInFrom(session);
  if (signedIn) return { ...signedIn, session };
  if (message) setToast(session, { type: "error", message });
  throw await redirectWithSession(loginUrl(hereOf(request)), session);
}

export function signIn(session: ShopSession, { token, customer, remember }: SignedIn & { remember: boolean }) {
  session.set("token", token);
  session.set("customer", customer);
  session.set("remember", remember);
  session.unset("pendingLogin");
  session.unset("pendingToken");
  session.unset("pendingReset");
}

/** Forgets the customer; the cart and the pincode stay, as they would in a shop. */
export function signOut(session: ShopSession) {
  session.unset("token");
  session.unset("customer");
  session.unset("remember");
  session.unset("pendingLogin");
  session.unset("pendingToken");
  session.unset("pendingReset");
}

/**
 * The API said 401 to a signed-in request: the token expired or was revoked elsewhere.
 * The shopper signs in again and comes back.
 */
export async function expiredSignIn(request: Request, session: ShopSession) {
  signOut(session);
  return redirectWithToast(loginUrl(hereOf(request)), session, {
    type: "info",
    message: "Your session has ended. Please login again.",
  });
}

/** Revokes the token at the API (best effort: the cookie is cleared whatever the API says). */
export async function revokeToken(request: Request, token: string) {
  try {
    await apiFetch("/customers/logout", { method: "POST", token, request });
  } catch {
    // An unreachable API must not keep a shopper signed in on this browser.
  }
}
