/**
 * What the back office's resources share about staff accounts: their public view, sessions,
 * invitations, recovery codes and the lockout. The staff:create script and the dev seed use it too.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { staff, staffInvitations, staffRecoveryCodes, staffSessions } from "@api/db/schema";
import type { ApiEnv } from "@api/env";
import { type AuditActor, recordAudit } from "@api/lib/audit";
import { ApiError } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { hashOtp, hashToken, newRecoveryCode, newToken } from "@api/lib/secrets";
import { RECOVERY_CODE_COUNT, type StaffRole, type StaffStatus } from "@api/validation/staff";

export type StaffRow = typeof staff.$inferSelect;

const INVITATION_TTL_MS = 72 * 60 * 60_000;
/** The password step of a sign-in holds for 5 minutes while the code is looked up. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_FAILED_ATTEMPTS = 5;
const LOCK_MS = 15 * 60_000;

export const LOCKED_MESSAGE = "This account is locked for 15 minutes after 5 wrong codes. Please try again later.";
export const EMAIL_TAKEN = "A staff account already uses this email address.";

export const statusOf = (row: Pick<StaffRow, "disabledAt" | "totpEnabledAt">): StaffStatus =>
  row.disabledAt ? "disabled" : row.totpEnabledAt ? "active" : "invited";

/** An account as the back office shows it: never a hash or a secret. */
export const staffView = (row: StaffRow) => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: statusOf(row),
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** The values an audit row keeps of an account. */
export const auditedStaff = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  status: statusOf(row),
});

export async function findStaffById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export async function findStaffByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row;
}

const invitationUrl = (env: ApiEnv, token: string) => `${env.STOREFRONT_URL}/admin/invitation/${token}`;

/** A new invitation link for the account; any earlier one stops working. */
export async function createInvitation(tx: DbOrTx, env: ApiEnv, staffId: string, invitedBy: string | null, now: Date) {
  await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      and(eq(staffInvitations.staffId, staffId), isNull(staffInvitations.usedAt), isNull(staffInvitations.revokedAt)),
    );
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await tx
    .insert(staffInvitations)
    .values({ id: newId(), staffId, tokenHash: hashToken(token), invitedBy, expiresAt, createdAt: now });
  return { url: invitationUrl(env, token), expiresAt };
}

/** Emails the link; the owner also sees it to copy, so a message that cannot go is logged, not fatal. */
export async function sendInvitation(
  deps: AppDeps,
  to: { email: string; name: string },
  invitation: { url: string; expiresAt: Date },
) {
  try {
    await deps.messenger.send({
      channel: "email",
      to: to.email,
      subject: "Your Woodnest back-office invitation",
      body: `Hello ${to.name}, you have been invited to the Woodnest back office. Set your password and authenticator app here: ${invitation.url} (the link works once, until ${invitation.expiresAt.toISOString()}).`,
    });
  } catch (error) {
    deps.logger.error("staff.invitation_not_sent", { error: error instanceof Error ? error.message : "unknown" });
  }
}

/** Creates an invited account with its link, audited in the same transaction; the email follows. */
export async function inviteStaff(
  deps: AppDeps,
  actor: AuditActor,
  input: { email: string; name: string; role: StaffRole },
) {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, input.email)) throw new ApiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const [row] = await tx
      .insert(staff)
      .values({ id: newId(), email: input.email, name: input.name, role: input.role, createdAt: now })
      .returning();
    const invitation = await createInvitation(tx, deps.env, row.id, actor?.id ?? null, now);
    await recordAudit(tx, {
      actor,
      action: "staff.invite",
      entityType: "staff",
      entityId: row.id,
      before: null,
      after: auditedStaff(row),
      at: now,
    });
    return { row, invitation };
  });
  await sendInvitation(deps, result.row, result.invitation);
  return result;
}

export const hashRecoveryCode = (pepper: string, staffId: string, code: string) =>
  hashOtp(pepper, `staff-recovery:${staffId}`, code);

/** Ten new recovery codes, shown once; the account's older ones stop working. */
export async function issueRecoveryCodes(tx: DbOrTx, pepper: string, staffId: string, now: Date) {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.insert(staffRecoveryCodes).values(
    codes.map((code) => ({
      id: newId(),
      staffId,
      codeHash: hashRecoveryCode(pepper, staffId, code),
      createdAt: now,
    })),
  );
  return codes;
}

/** A new session token; `signedIn` false makes the password step's challenge instead. */
export async function startStaffSession(tx: DbOrTx, staffId: string, now: Date, signedIn: boolean) {
  const token = newToken();
  await tx.insert(staffSessions).values({
    id: newId(),
    staffId,
    tokenHash: hashToken(token),
    secondFactorAt: signedIn ? now : null,
    lastSeenAt: now,
    createdAt: now,
  });
  return token;
}

export async function revokeStaffSessions(tx: DbOrTx, staffId: string, now: Date) {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export const isLocked = (row: StaffRow, now: Date) => row.lockedUntil !== null && row.lockedUntil > now;

/**
 * Counts a wrong code. The fifth in a row locks the account for 15 minutes, from everywhere (only
 * someone who knew the password got this far), and ends its sign-ins under way; the count starts
 * again after the lock. The caller holds the account's row locked (FOR UPDATE), so codes checked at
 * the same moment are counted one after another. Answers the refusal to throw.
 */
export async function refuseAttempt(tx: DbOrTx, row: StaffRow, now: Date, refusal: ApiError) {
  const [counted] = await tx
    .update(staff)
    .set({ failedAttempts: sql`${staff.failedAttempts} + 1` })
    .where(eq(staff.id, row.id))
    .returning({ failedAttempts: staff.failedAttempts });
  if (counted.failedAttempts < MAX_FAILED_ATTEMPTS) return refusal;
  await tx
    .update(staff)
    .set({ failedAttempts: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
    .where(eq(staff.id, row.id));
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt), isNull(staffSessions.secondFactorAt)),
    );
  return new ApiError(423, LOCKED_MESSAGE);
}
