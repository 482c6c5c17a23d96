/**
 * The back office's own session cookie (issue 14), apart from the shop's: HttpOnly, SameSite=Strict,
 * Secure in production, sent only to /admin, signed with the shop's rotatable secrets. It lives 8
 * hours, renewed as the admin pages are used (the API ends a session idle that long on its side too).
 */
import { type Session, createCookieSessionStorage, data, redirect } from "@remix-run/node";
import type { StaffRole } from "@api/validation/staff-roles";
import { env } from "../env.server";
import { PRIVATE_NO_STORE } from "../responses.server";
import { type Toast, toastSchema } from "../toast";
import { mayOpen } from "./screens";

export const STAFF_COOKIE_NAME = "__staff";
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;
export const ADMIN_LOGIN = "/admin/login";
const ADMIN_HOME = "/admin";

/** Who is signed in, as the back office's header shows them; what the role may use follows from ROLE_PERMISSIONS. */
export type SessionStaff = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
};

type StaffSessionData = {
  /** The API's staff token: present means signed in. */
  token: string;
  staff: SessionStaff;
  /** The password was right: the API's challenge waits for the code (5 minutes). */
  challenge: { token: string; email: string; redirectTo: string };
  /** When the cookie was last written (ms), so pages renew it now and then rather than on every view. */
  renewedAt: number;
};
type StaffFlash = { toast: Toast };
export type StaffSession = Session<StaffSessionData, StaffFlash>;

export function createStaffSessionStorage(options: { secrets: string[]; secure: boolean }) {
  return createCookieSessionStorage<StaffSessionData, StaffFlash>({
    cookie: {
      name: STAFF_COOKIE_NAME,
      httpOnly: true,
      sameSite: "strict",
      secure: options.secure,
      path: "/admin",
      maxAge: STAFF_IDLE_SECONDS,
      secrets: options.secrets,
    },
  });
}

const storage = createStaffSessionStorage({ secrets: env.SESSION_SECRETS, secure: env.SESSION_COOKIE_SECURE });

export const getStaffSession = (request: Request) => storage.getSession(request.headers.get("Cookie"));
export const commitStaffSession = (session: StaffSession) => storage.commitSession(session);

/** Reads the flashed toast (the caller commits the session so it goes). */
export function takeStaffToast(session: StaffSession): Toast | null {
  if (!session.has("toast")) return null;
  const parsed = toastSchema.safeParse(session.get("toast"));
  return parsed.success ? parsed.data : null;
}

export function signOutLocally(session: StaffSession) {
  session.unset("token");
  session.unset("staff");
  session.unset("challenge");
  session.unset("renewedAt");
}

/** Where the login page returns to: an admin page, never anywhere else. */
export function adminRedirectTarget(value: FormDataEntryValue | string | null | undefined) {
  return typeof value === "string" && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith("/admin/login")
    ? value
    : ADMIN_HOME;
}

const NOT_ALLOWED = "Your role does not allow this page.";

/**
 * The signed-in member of staff, or a redirect to the login page that comes back here afterwards.
 * A page the role may not use (app/lib/admin/screens.ts) is answered 403 before its loader or
 * action does anything, so it never shows an empty form the API would refuse.
 */
export async function requireStaffSession(request: Request) {
  const session = await getStaffSession(request);
  const token = session.get("token");
  const staff = session.get("staff");
  const url = new URL(request.url);
  if (!token || !staff)
    throw redirect(`${ADMIN_LOGIN}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  if (!mayOpen(staff.role, url.pathname))
    throw data({ message: NOT_ALLOWED }, { status: 403, headers: PRIVATE_NO_STORE });
  return { session, token, staff };
}
