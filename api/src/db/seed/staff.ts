/**
 * The development back office: an owner and one member of staff per other role, all with the
 * password and authenticator secret the README gives, so the back office can be tried (and the
 * e2e suite can sign in) straight after the first start. Never in production: there the first
 * owner comes from `npm run staff:create`.
 */
import type { ApiEnv } from "@api/env";
import { hashPassword, sealSecret } from "@api/lib/secrets";
import type { StaffRole } from "@api/validation/staff";
import type { Db } from "../client";
import { staff } from "../schema";

export const DEV_STAFF_PASSWORD = "Woodnest-back-office-2026";
/** Base32, as an authenticator app takes it; type it into the app by hand ("enter a setup key"). */
export const DEV_STAFF_TOTP_SECRET = "WOODNESTBACKOFFICEDEMOSECRET2345";

export const DEV_STAFF: readonly { id: string; email: string; name: string; role: StaffRole }[] = [
  { id: "5aff00000000000000000001", email: "owner@woodnest.example", name: "Anita Owner", role: "owner" },
  { id: "5aff00000000000000000002", email: "catalogue@woodnest.example", name: "Kabir Catalogue", role: "catalogue" },
  { id: "5aff00000000000000000003", email: "operations@woodnest.example", name: "Omar Operations", role: "operations" },
  { id: "5aff00000000000000000004", email: "content@woodnest.example", name: "Chitra Content", role: "content" },
];

export async function seedDevStaff(db: Db, env: Pick<ApiEnv, "NODE_ENV" | "STAFF_TOTP_KEY">) {
  if (env.NODE_ENV === "production") {
    throw new Error("The development staff accounts are never seeded in production: use npm run staff:create");
  }
  const passwordHash = await hashPassword(DEV_STAFF_PASSWORD);
  const enabledAt = new Date("2026-01-01T00:00:00Z");
  await db.insert(staff).values(
    DEV_STAFF.map((member) => ({
      ...member,
      passwordHash,
      totpSecret: sealSecret(env.STAFF_TOTP_KEY, DEV_STAFF_TOTP_SECRET),
      totpEnabledAt: enabledAt,
      createdAt: enabledAt,
    })),
  );
}
