import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { staff, staffRecoveryCodes, staffSessions } from "../../../db/schema";
import { ApiError, ok } from "../../../lib/envelope";
import { hashToken, newToken, openSecret, verifyPasswordOrDecoy } from "../../../lib/secrets";
import { totpStep } from "../../../lib/totp";
import type { ValidatedContext } from "../../../lib/validation";
import { ROLE_PERMISSIONS, TOTP_DIGITS } from "../../../validation/staff";
import type { staffLoginSchema, staffVerifySchema } from "./session.schemas";
import {
  CHALLENGE_TTL_MS,
  LOCKED_MESSAGE,
  findStaffByEmail,
  findStaffById,
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

/** Step one: the password. Answers a challenge that only a code can turn into a session. */
export async function signIn(c: ValidatedContext<{ json: typeof staffLoginSchema }>) {
  const { db, clock } = c.get("deps");
  const { email, password } = c.req.valid("json");
  const now = clock.now();
  const row = await findStaffByEmail(db, email);
  if (row && isLocked(row, now)) throw locked();
  // An account whose invitation is not finished has no way in yet, whatever is typed.
  const usable = row?.totpEnabledAt ? row.passwordHash : null;
  const matches = await verifyPasswordOrDecoy(password, usable);
  if (!row || !matches) {
    const refusal = new ApiError(401, BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
    throw row ? await refuseAttempt(db, row, now, refusal) : refusal;
  }
  if (row.disabledAt) throw new ApiError(403, DISABLED, { email: DISABLED });
  const challenge = await startStaffSession(db, row.id, now, false);
  return ok(c, { challenge, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString() }, "Enter the code from your authenticator app");
}

/** Marks one unused recovery code used; false when none matches. */
async function spendRecoveryCode(c: AppContext, staffId: string, code: string, now: Date) {
  const { db, env } = c.get("deps");
  const [spent] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(env.AUTH_SECRET, staffId, code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent !== undefined;
}

/** Step two: the app's code (each 30-second code once) or a recovery code (each once) completes the sign-in. */
export async function verify(c: ValidatedContext<{ json: typeof staffVerifySchema }>) {
  const { db, env, clock } = c.get("deps");
  const { challenge, code } = c.req.valid("json");
  const now = clock.now();
  const [pending] = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(challenge)),
        isNull(staffSessions.secondFactorAt),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.createdAt, new Date(now.getTime() - CHALLENGE_TTL_MS)),
      ),
    );
  if (!pending) throw new ApiError(401, CHALLENGE_EXPIRED);
  const row = await findStaffById(db, pending.staffId);
  if (!row || !row.totpSecret) throw new ApiError(401, CHALLENGE_EXPIRED);
  if (isLocked(row, now)) throw locked();
  if (row.disabledAt) throw new ApiError(403, DISABLED);

  let step: number | null = null;
  let usedRecoveryCode = false;
  if (code.length === TOTP_DIGITS) {
    step = await totpStep(openSecret(env.STAFF_TOTP_KEY, row.totpSecret), code);
    if (step !== null && row.totpLastStep !== null && step <= row.totpLastStep) {
      throw await refuseAttempt(db, row, now, new ApiError(401, CODE_USED, { code: CODE_USED }));
    }
  } else {
    usedRecoveryCode = await spendRecoveryCode(c, row.id, code, now);
  }
  if (step === null && !usedRecoveryCode) throw await refuseAttempt(db, row, now, new ApiError(401, BAD_CODE, { code: BAD_CODE }));

  // The challenge's token proved only the password: the session gets a token of its own.
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(staffSessions)
      .set({ tokenHash: hashToken(token), secondFactorAt: now, lastSeenAt: now })
      .where(eq(staffSessions.id, pending.id));
    await tx
      .update(staff)
      .set({ failedAttempts: 0, ...(step === null ? {} : { totpLastStep: step }) })
      .where(eq(staff.id, row.id));
  });
  const left = await recoveryCodesLeft(c, row.id);
  const message = usedRecoveryCode
    ? `Signed in with a recovery code. You have ${left} left: make new ones if you are running low.`
    : "Signed in";
  return ok(c, { token, staff: staffView(row), permissions: ROLE_PERMISSIONS[row.role], recoveryCodesLeft: left }, message);
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
  await db.update(staffSessions).set({ revokedAt: clock.now() }).where(eq(staffSessions.id, c.get("staff").sessionId));
  return ok(c, null, "Signed out");
}
