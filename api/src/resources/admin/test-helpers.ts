import { generateTOTP } from "@epic-web/totp";
import { staff, staffSessions } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { hashPassword, hashToken, newToken, sealSecret } from "@api/lib/secrets";
import type { TestApi } from "@api/test/harness";
import { runImport } from "./catalogue/imports/run-import";
import type { StaffRole } from "@api/validation/staff";

export const STAFF_PASSWORD = "sheesham-and-teak-42";
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

let counter = 0;
export const uniqueStaffEmail = (name = "staff") => `${name}.${process.pid}.${++counter}@woodnest.example`;

/** The app's code now, as an authenticator shows it. */
export const totpNow = async (secret = TOTP_SECRET) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

/** A code of the right shape that is certainly not the current one (nor its neighbours, almost surely). */
export const wrongTotp = async (secret = TOTP_SECRET) =>
  String((Number(await totpNow(secret)) + 500_000) % 1_000_000).padStart(6, "0");

/** An active account made straight in the database, with the test password and secret. */
export async function createStaffMember(
  api: TestApi,
  role: StaffRole,
  overrides: Partial<typeof staff.$inferInsert> = {},
) {
  const now = api.clock.now();
  const [row] = await api.db
    .insert(staff)
    .values({
      id: newId(),
      email: uniqueStaffEmail(role),
      name: `Test ${role}`,
      role,
      passwordHash: await hashPassword(STAFF_PASSWORD),
      totpSecret: sealSecret(api.deps.env.STAFF_TOTP_KEY, TOTP_SECRET),
      totpEnabledAt: now,
      createdAt: now,
      ...overrides,
    })
    .returning();
  return row;
}

/** A signed-in session for `staffId`, made in the database: for tests about what a session may do. */
export async function staffToken(api: TestApi, staffId: string) {
  const token = newToken();
  const now = api.clock.now();
  await api.db.insert(staffSessions).values({
    id: newId(),
    staffId,
    tokenHash: hashToken(token),
    secondFactorAt: now,
    lastSeenAt: now,
    createdAt: now,
  });
  return token;
}

/** A new account of `role` and a session for it. */
export async function signedInStaff(api: TestApi, role: StaffRole) {
  const member = await createStaffMember(api, role);
  return { member, token: await staffToken(api, member.id) };
}

/** Both sign-in steps through the API, as the back office's login page takes them. */
export async function signInWithCode(api: TestApi, email: string, code: string, password = STAFF_PASSWORD) {
  const first = await api.post("/admin/session", { email, password });
  if (first.status !== 200) return first;
  return api.post("/admin/session/verify", { challenge: first.json.body.challenge, code });
}

export const patch = (api: TestApi, path: string, body: unknown, token?: string) =>
  api.request("PATCH", path, { body, token });

/** Runs a stored import to its end, as its jobs would, and answers it as its screen reads it. */
export async function finishImport(api: TestApi, token: string, importId: string) {
  while (await runImport(api.deps, importId));
  const res = await api.get(`/admin/imports/${importId}`, token);
  if (res.status !== 200) throw new Error(`GET /admin/imports/${importId} answered ${res.status}`);
  return res.json.body;
}
