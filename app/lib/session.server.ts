import { type Session, createCookieSessionStorage } from "@remix-run/node";
import { env } from "./env.server";
import { type Toast, toastSchema } from "./toast";

export const SESSION_COOKIE_NAME = "__session";

/** The signed-in customer as the header and account pages show them. */
export type SessionCustomer = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
};

/**
 * A sign-in on its way: the code went to `destination`, the shopper is on the verify screen.
 * `redirectTo` is where they return afterwards (already checked to be a path on this site).
 */
export type PendingLogin = {
  channel: "mobile" | "email";
  destination: string;
  redirectTo: string;
  /** When the API allows the next resend (ISO time), so the page can say it without JavaScript. */
  resendAvailableAt: string;
  /** register: the new account's email code; login: a mobile code, or an email code after password sign-in. */
  flow: "login" | "register";
  remember: boolean;
};

/** A password reset on its way (/forgotAccount): the code went to `email`. */
export type PendingReset = {
  email: string;
  redirectTo: string;
  /** When the API allows the next code (ISO time). */
  resendAvailableAt: string;
};

/** What the outcome pages need of the order the shopper has just finished checking out. */
export type LastOrder = {
  _id: string;
  orderId: string;
  outcome: "placed" | "paid" | "failed";
  /** When it was recorded (ms): the outcome pages show only a just-finished checkout. */
  at: number;
};

type SessionData = {
  /** The API's bearer token: present means signed in (spec 4). */
  token: string;
  customer: SessionCustomer;
  /** Ticked 'Remember me': the sign-in outlives the browser. */
  remember: boolean;
  pendingLogin: PendingLogin;
  pendingReset: PendingReset;
  /** Spec 4: a customer without a first name holds the token here until /updateName saves one. */
  pendingToken: string;
  /** The last pincode that passed the delivery check (spec 7); its answer is asked again when shown. */
  pincode: { pincode: string };
  /** The cart as compact lines (app/lib/cart.ts encodes them); prices are read fresh from the API. */
  cart: string[];
  /** The applied coupon's code; the quote says what it is worth today. */
  coupon: string;
  /** The order just placed or just paid for, which /thank-you and /failed-payment show. */
  lastOrder: LastOrder;
  /** This browser has placed an order: the welcome popup is for newcomers (popup.server.ts). Kept after signing out. */
  ordered: true;
  /**
   * The product this shopper last reviewed, and when: for a few seconds its reviews are read past
   * the storefront's shared copy, so the new review shows at once (product-page.server.ts).
   */
  reviewed: { productId: string; at: number };
};
type SessionFlashData = { toast: Toast };
export type ShopSession = Session<SessionData, SessionFlashData>;

export function createShopSessionStorage(options: { secrets: string[]; secure: boolean }) {
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: SESSION_COOKIE_NAME,
      httpOnly: true,
      sameSite: "lax",
      secure: options.secure,
      path: "/",
      // Remix signs with the first secret and accepts any of them: the rotation list.
      secrets: options.secrets,
    },
  });
}

const storage = createShopSessionStorage({ secrets: env.SESSION_SECRETS, secure: env.SESSION_COOKIE_SECURE });

export function getSession(request: Request) {
  return storage.getSession(request.headers.get("Cookie"));
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * How long the cookie lives follows from what it holds: a guest's cart and a remembered
 * sign-in keep for 30 days; a sign-in without 'Remember me' ends with the browser (on a
 * shared computer the next person must not find the account open, nor the cart).
 */
function sessionMaxAge(session: ShopSession): number | undefined {
  return session.get("token") && !session.get("remember") ? undefined : SESSION_MAX_AGE_SECONDS;
}

export function commitSession(session: ShopSession) {
  return storage.commitSession(session, { maxAge: sessionMaxAge(session) });
}

/** Shown once, on the next page the shopper sees (the root loader reads it). */
export function setToast(session: ShopSession, toast: Toast) {
  session.flash("toast", toast);
}

/**
 * Reads the flashed toast, which removes it from the session: the caller must commit the
 * session for the removal to stick. A toast that no longer matches the schema (an older
 * deploy wrote it) is dropped rather than rendered.
 */
export function takeToast(session: ShopSession): Toast | null {
  if (!session.has("toast")) return null;
  const parsed = toastSchema.safeParse(session.get("toast"));
  return parsed.success ? parsed.data : null;
}
