/**
 * A member of staff for the benchmarks: the demo owner (api/src/db/seed/staff.ts) signed in
 * through the API with password and authenticator code, and the cookie the back office writes
 * on sign-in, signed with the bench server's secret, so Lighthouse can measure its screens.
 */
import { generateTOTP } from "@epic-web/totp";
import { DEV_STAFF, DEV_STAFF_PASSWORD, DEV_STAFF_TOTP_SECRET } from "../api/src/db/seed/staff";
import { createStaffSessionStorage } from "../app/lib/admin/session.server";

type Envelope<T> = { status: number; message: string; body: T };

async function post<T>(apiUrl: string, path: string, body: unknown) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
  return envelope.body;
}

/** The Cookie header's name and value of the demo owner's back-office session. */
export async function ownerCookie({ apiUrl, secret }: { apiUrl: string; secret: string }) {
  const owner = DEV_STAFF.find((member) => member.role === "owner");
  if (!owner) throw new Error("the demo shop has no owner");
  const { challenge } = await post<{ challenge: string }>(apiUrl, "/admin/session", {
    email: owner.email,
    password: DEV_STAFF_PASSWORD,
  });
  const { otp } = await generateTOTP({ secret: DEV_STAFF_TOTP_SECRET, period: 30, digits: 6, algorithm: "SHA-1" });
  const { token } = await post<{ token: string }>(apiUrl, "/admin/session/verify", { challenge, code: otp });
  const storage = createStaffSessionStorage({ secrets: [secret], secure: true });
  const session = await storage.getSession();
  session.set("token", token);
  session.set("staff", { id: owner.id, name: owner.name, email: owner.email, role: owner.role });
  const [pair] = (await storage.commitSession(session)).split(";");
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}
