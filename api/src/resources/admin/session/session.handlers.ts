import type { AppContext } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import { verifyPasswordOrDecoy } from "@api/lib/secrets";
import type { ValidatedContext } from "@api/lib/validation";
import { clientIp } from "@api/middleware/rate-limit";
import { ROLE_PERMISSIONS } from "@api/validation/staff";
import type { staffLoginSchema, staffVerifySchema } from "./session.schemas";
import { admitPasswordTry, forgetPasswordTries, noteSignInFailure } from "./sign-in-failures";
import { type CodeRefusals, checkCode, endStaffSession, unusedRecoveryCodeCount } from "./staff-sign-in";
import {
  CHALLENGE_TTL_MS,
  LOCKED_MESSAGE,
  findStaffByEmail,
  isLocked,
  staffView,
  startStaffSession,
} from "../staff-accounts";

export const BAD_CREDENTIALS = "Invalid email or password";
export const DISABLED = "This account has been disabled. Please ask the shop's owner.";
export const BAD_CODE = "That code is not right. Enter the newest code from your app, or a recovery code.";
export const CODE_USED = "That code has already been used. Please wait for the next one in your app.";
export const CHALLENGE_EXPIRED = "Your sign-in took too long. Please enter your email and password again.";

const locked = () => new ApiError(423, LOCKED_MESSAGE);

const codeRefusals: CodeRefusals = {
  expired: () => new ApiError(401, CHALLENGE_EXPIRED),
  locked,
  disabled: () => new ApiError(403, DISABLED),
  codeUsed: () => new ApiError(401, CODE_USED, { code: CODE_USED }),
  badCode: () => new ApiError(401, BAD_CODE, { code: BAD_CODE }),
};

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

/** Step two: the app's code (each 30-second code once) or a recovery code (each once) completes the sign-in. */
export async function verify(c: ValidatedContext<{ json: typeof staffVerifySchema }>) {
  const deps = c.get("deps");
  const { challenge, code } = c.req.valid("json");
  const outcome = await checkCode(deps.db, deps.env, challenge, code, deps.clock.now(), codeRefusals);
  if (outcome.kind === "refused") {
    if (outcome.counted) await noteSignInFailure(deps, outcome.counted, clientIp(c), "code");
    throw outcome.refusal;
  }
  const { row, token, usedRecoveryCode } = outcome;
  const left = await unusedRecoveryCodeCount(deps.db, row.id);
  const message = usedRecoveryCode
    ? `Signed in with a recovery code. You have ${left} left: make new ones if you are running low.`
    : "Signed in";
  return ok(
    c,
    { token, staff: staffView(row), permissions: ROLE_PERMISSIONS[row.role], recoveryCodesLeft: left },
    message,
  );
}

export async function signOut(c: AppContext) {
  const { db, clock } = c.get("deps");
  await endStaffSession(db, c.get("staff").sessionId, clock.now());
  return ok(c, null, "Signed out");
}
