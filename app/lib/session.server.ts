import { randomUUID } from "node:crypto";
import { type Session, createCookieSessionStorage } from "@remix-run/node";
import type { StoredImage } from "./api-types";
import { env } from "./env.server";
import { type Toast, toastSchema } from "./toast";

export const SESSION_COOKIE_NAME = "__session";

/** One cart line as spec 3 stores it; the header's count and preview read these. */
export type SessionCartLine = {
  product: string;
  slug: string;
  name: string;
  defaultImage: StoredImage;
  quantity: number;
  sellingPrice: number;
};

type SessionData = {
  visitorId: string;
  /** The signed-in customer's API token; present means signed in (spec 4). */
  token: string;
  customer: { firstName: string };
  cart: SessionCartLine[];
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
      // Outlives the browser window: a shopper who comes back next week keeps the same session.
      maxAge: 60 * 60 * 24 * 30,
      // Remix signs with the first secret and accepts any of them: the rotation list.
      secrets: options.secrets,
    },
  });
}

const storage = createShopSessionStorage({ secrets: env.SESSION_SECRETS, secure: env.SESSION_COOKIE_SECURE });

export function getSession(request: Request) {
  return storage.getSession(request.headers.get("Cookie"));
}

export function commitSession(session: ShopSession) {
  return storage.commitSession(session);
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

/**
 * Gives a first-time visitor an id so the very first response sets the session cookie.
 * Returns true when the session changed and must be committed.
 */
export function ensureVisitor(session: ShopSession): boolean {
  if (session.get("visitorId")) return false;
  session.set("visitorId", randomUUID());
  return true;
}
