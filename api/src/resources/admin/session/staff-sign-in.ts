/**
 * The code step of a staff sign-in: a code checked against its challenge under the account's lock,
 * recovery codes spent and counted, and a session ended.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { staff, staffRecoveryCodes, staffSessions } from "@api/db/schema";
import type { ApiEnv } from "@api/env";
import type { ApiError } from "@api/lib/envelope";
import { hashToken, newToken, openSecret } from "@api/lib/secrets";
import { totpStep } from "@api/lib/totp";
import { TOTP_DIGITS } from "@api/validation/staff";
import { CHALLENGE_TTL_MS, type StaffRow, hashRecoveryCode, isLocked, refuseAttempt } from "../staff-accounts";

/** Marks one unused recovery code used; false when none matches. */
async function spendRecoveryCode(tx: DbOrTx, pepper: string, staffId: string, code: string, now: Date) {
  const [spent] = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(pepper, staffId, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent !== undefined;
}

/** The refusals the code step can answer, worded by the handler. */
export type CodeRefusals = Record<"expired" | "locked" | "disabled" | "codeUsed" | "badCode", () => ApiError>;

type CodeCheck =
  | { kind: "refused"; refusal: ApiError; counted: StaffRow | null }
  | { kind: "signed-in"; row: StaffRow; token: string; usedRecoveryCode: boolean };

/**
 * Checks one code against a challenge with the account's row locked: the lock, the challenge and
 * the code are read and the outcome written in one turn, so codes sent at the same moment are
 * checked one after another and none is checked once the fifth wrong one has locked the account.
 */
export async function checkCode(
  db: Db,
  env: ApiEnv,
  challenge: string,
  code: string,
  now: Date,
  refusals: CodeRefusals,
): Promise<CodeCheck> {
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const expired = { kind: "refused", refusal: refusals.expired(), counted: null } as const;
    const tokenHash = hashToken(challenge);
    const [found] = await tx
      .select({ staffId: staffSessions.staffId })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenHash));
    if (!found) return expired;
    const [row] = await tx.select().from(staff).where(eq(staff.id, found.staffId)).for("update");
    if (!row || !row.totpSecret) return expired;
    if (isLocked(row, now)) return { kind: "refused", refusal: refusals.locked(), counted: null };
    // Read again now that this turn is ours: an earlier one may have used or ended the challenge.
    const [pending] = await tx
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          isNull(staffSessions.secondFactorAt),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.createdAt, new Date(now.getTime() - CHALLENGE_TTL_MS)),
        ),
      );
    if (!pending) return expired;
    if (row.disabledAt) return { kind: "refused", refusal: refusals.disabled(), counted: null };

    let step: number | null = null;
    let usedRecoveryCode = false;
    if (code.length === TOTP_DIGITS) {
      step = await totpStep(openSecret(env.STAFF_TOTP_KEY, row.totpSecret), code);
      if (step !== null && row.totpLastStep !== null && step <= row.totpLastStep) {
        return {
          kind: "refused",
          refusal: await refuseAttempt(tx, row, now, refusals.codeUsed()),
          counted: row,
        };
      }
    } else {
      usedRecoveryCode = await spendRecoveryCode(tx, env.AUTH_SECRET, row.id, code, now);
    }
    if (step === null && !usedRecoveryCode) {
      return {
        kind: "refused",
        refusal: await refuseAttempt(tx, row, now, refusals.badCode()),
        counted: row,
      };
    }

    // The challenge's token proved only the password: the session gets a token of its own.
    const token = newToken();
    await tx
      .update(staffSessions)
      .set({ tokenHash: hashToken(token), secondFactorAt: now, lastSeenAt: now })
      .where(eq(staffSessions.id, pending.id));
    await tx
      .update(staff)
      .set({ failedAttempts: 0, ...(step === null ? {} : { totpLastStep: step }) })
      .where(eq(staff.id, row.id));
    return { kind: "signed-in", row, token, usedRecoveryCode };
  });
}

/** How many of the account's recovery codes are still unused. */
export async function unusedRecoveryCodeCount(db: Db, staffId: string) {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

export async function endStaffSession(db: Db, sessionId: string, now: Date) {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, sessionId));
}
