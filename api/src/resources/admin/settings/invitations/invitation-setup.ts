/**
 * An invitee setting up their account: the invitation behind a link while it can still be used,
 * their password (with the authenticator's secret), and the first code that makes the account active.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { staff, staffInvitations } from "@api/db/schema";
import type { ApiEnv } from "@api/env";
import { recordAudit } from "@api/lib/audit";
import { hashPassword, hashToken, openSecret, sealSecret } from "@api/lib/secrets";
import { newTotpSecret, totpUri } from "@api/lib/totp";
import {
  type StaffRow,
  auditedStaff,
  issueRecoveryCodes,
  startStaffSession,
} from "@api/resources/admin/staff-accounts";

/** The invitation behind a link, with its account, while it can still be used; undefined when it cannot. */
export async function liveInvitation(db: Db, token: string, now: Date) {
  const [found] = await db
    .select({ invitation: staffInvitations, member: staff })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
        isNull(staff.disabledAt),
        isNull(staff.totpEnabledAt),
      ),
    );
  return found;
}

/** What the set-up page shows: the password step, or the authenticator step with its secret. */
export function setupState(totpKey: string, member: StaffRow) {
  const base = { email: member.email, name: member.name, role: member.role };
  if (!member.passwordHash || !member.totpSecret) return { ...base, step: "password" as const };
  const secret = openSecret(totpKey, member.totpSecret);
  return { ...base, step: "authenticator" as const, secret, otpauthUri: totpUri(secret, member.email) };
}

/** Saves the invitee's password and makes their authenticator's secret. The account as saved. */
export async function saveInviteePassword(db: Db, totpKey: string, member: StaffRow, password: string) {
  const [updated] = await db
    .update(staff)
    .set({
      passwordHash: await hashPassword(password),
      // A second visit keeps the secret an app may already hold.
      totpSecret: member.totpSecret ?? sealSecret(totpKey, await newTotpSecret()),
    })
    .where(eq(staff.id, member.id))
    .returning();
  return updated;
}

/**
 * Spends the invitation, activates the account at the authenticator's step, makes its recovery
 * codes and signs the invitee in, audited. Null when another submit spent the invitation first.
 */
export async function activateInvitee(
  db: Db,
  env: ApiEnv,
  invitationId: string,
  member: StaffRow,
  step: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    // Spent first and conditionally: of two submits racing with the same link, one wins.
    const [spent] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.usedAt)))
      .returning({ id: staffInvitations.id });
    if (!spent) return null;
    const [activated] = await tx
      .update(staff)
      .set({ totpEnabledAt: now, totpLastStep: step, failedAttempts: 0, lockedUntil: null })
      .where(eq(staff.id, member.id))
      .returning();
    const codes = await issueRecoveryCodes(tx, env.AUTH_SECRET, member.id, now);
    const actor = { id: member.id, email: member.email };
    await recordAudit(tx, {
      actor,
      action: "staff.setup",
      entityType: "staff",
      entityId: member.id,
      before: auditedStaff(member),
      after: auditedStaff(activated),
      at: now,
    });
    return { row: activated, recoveryCodes: codes, token: await startStaffSession(tx, member.id, now, true) };
  });
}
