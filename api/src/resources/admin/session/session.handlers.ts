import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext, AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { staff, staffRecoveryCodes, staffSessions } from "@api/db/schema";
import { ApiError, ok } from "@api/lib/envelope";
import { hashToken, newToken, openSecret, verifyPasswordOrDecoy } from "@api/lib/secrets";
import { totpStep } from "@api/lib/totp";
import type { ValidatedContext } from "@api/lib/validation";
import { clientIp } from "@api/middleware/rate-limit";
import { ROLE_PERMISSIONS, TOTP_DIGITS } from "@api/validation/staff";
import type { staffLoginSchema, staffVerifySchema } from "./session.schemas";
import { admitPasswordTry, forgetPasswordTries, noteSignInFailure } from "./sign-in-failures";
import {
  CHALLENGE_TTL_MS,
  LOCKED_MESSAGE,
  type StaffRow,
  findStaffByEmail,
  hashRecoveryCode,
  isLocked,
  refuseAttempt,
  staffView,
  startStaffSession,
} from "../staff-accounts";

export const BAD_CREDENTIALS = "Invalid email or password";
export const DISABLED = "This account has been disabled. Please ask the shop's owner.";
export const BAD_CODE = "That code is not right. Enter the newest code from your app, or a recovery code.";
export const CODE_USED = "That code has already been used. Please wait for the next one in your app.";
export const CHALLENGE_EXPIRED = "Your sign-in took too long. Please enter your email and password again.";

const locked = () => new ApiError(423, LOCKED_MESSAGE);

/**
 * Step one: the password. Answers a challenge that only a code can turn into a session. Wrong
 * passwords slow down only this address at this account (sign-in-failures.ts); the code step's
 * lock is checked once the password is known to be right, so it tells a guesser nothing.
 */
export async function signIn(c: ValidatedContext<{ json: typeof staffLoginSchema }>) {
  const deps = c.get("deps");
  const { db, clock } = deps;
  const { email, password } = c.req.valid("json");
  const address = clientIp(c);
  await admitPasswordTry(c, email, address);
  const now = clock.now();
  const row = await findStaffByEmail(db, email);
  // An account whose invitation is not finished has no way in yet, whatever is typed.
  const usable = row?.totpEnabledAt ? row.passwordHash : null;
  const matches = await verifyPasswordOrDecoy(password, usable);
  if (!row || !matches) {
    if (row) await noteSignInFailure(deps, row, address, "password");
    throw new ApiError(401, BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  }
  await forgetPasswordTries(c, email, address);
  if (isLocked(row, now)) throw locked();
  if (row.disabledAt) throw new ApiError(403, DISABLED, { email: DISABLED });
  const challenge = await startStaffSession(db, row.id, now, false);
  return ok(
    c,
    { challenge, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString() },
    "Enter the code from your authenticator app",
  );
}

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

type CodeCheck =
  | { kind: "refused"; refusal: ApiError; counted: StaffRow | null }
  | { kind: "signed-in"; row: StaffRow; token: string; usedRecoveryCode: boolean };

/**
 * Checks one code against a challenge with the account's row locked: the lock, the challenge and
 * the code are read and the outcome written in one turn, so codes sent at the same moment are
 * checked one after another and none is checked once the fifth wrong one has locked the account.
 */
async function checkCode(deps: AppDeps, challenge: string, code: string, now: Date): Promise<CodeCheck> {
  const { db, env } = deps;
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const expired = { kind: "refused", refusal: new ApiError(401, CHALLENGE_EXPIRED), counted: null } as const;
    const tokenHash = hashToken(challenge);
    const [found] = await tx
      .select({ staffId: staffSessions.staffId })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenHash));
    if (!found) return expired;
    const [row] = await tx.select().from(staff).where(eq(staff.id, found.staffId)).for("update");
    if (!row || !row.totpSecret) return expired;
    if (isLocked(row, now)) return { kind: "refused", refusal: locked(), counted: null };
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
    if (row.disabledAt) return { kind: "refused", refusal: new ApiError(403, DISABLED), counted: null };

    let step: number | null = null;
    let usedRecoveryCode = false;
    if (code.length === TOTP_DIGITS) {
      step = await totpStep(openSecret(env.STAFF_TOTP_KEY, row.totpSecret), code);
      if (step !== null && row.totpLastStep !== null && step <= row.totpLastStep) {
        return {
          kind: "refused",
          refusal: await refuseAttempt(tx, row, now, new ApiError(401, CODE_USED, { code: CODE_USED })),
          counted: row,
        };
      }
    } else {
      usedRecoveryCode = await spendRecoveryCode(tx, env.AUTH_SECRET, row.id, code, now);
    }
    if (step === null && !usedRecoveryCode) {
      return {
        kind: "refused",
        refusal: await refuseAttempt(tx, row, now, new ApiError(401, BAD_CODE, { code: BAD_CODE })),
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

/** Step two: the app's code (each 30-second code once) or a recovery code (each once) completes the sign-in. */
export async function verify(c: ValidatedContext<{ json: typeof staffVerifySchema }>) {
  const deps = c.get("deps");
  const { challenge, code } = c.req.valid("json");
  const outcome = await checkCode(deps, challenge, code, deps.clock.now());
  if (outcome.kind === "refused") {
    if (outcome.counted) await noteSignInFailure(deps, outcome.counted, clientIp(c), "code");
    throw outcome.refusal;
  }
  const { row, token, usedRecoveryCode } = outcome;
  const left = await recoveryCodesLeft(c, row.id);
  const message = usedRecoveryCode
    ? `Signed in with a recovery code. You have ${left} left: make new ones if you are running low.`
    : "Signed in";
  return ok(
    c,
    { token, staff: staffView(row), permissions: ROLE_PERMISSIONS[row.role], recoveryCodesLeft: left },
    message,
  );
}

export async function recoveryCodesLeft(c: AppContext, staffId: string) {
  const rows = await c
    .get("deps")
    .db.select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

export async function signOut(c: AppContext) {
  const { db, clock } = c.get("deps");
  await db
    .update(staffSessions)
    .set({ revokedAt: clock.now() })
    .where(eq(staffSessions.id, c.get("staff").sessionId));
  return ok(c, null, "Signed out");
}
