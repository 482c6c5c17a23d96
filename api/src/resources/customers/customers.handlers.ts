import type { AppContext } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { hashPassword, verifyPassword, verifyPasswordOrDecoy } from "@api/lib/secrets";
import { LOGIN_REQUIRED } from "@api/middleware/auth";
import { hit } from "@api/middleware/rate-limit";
import { messages } from "@api/validation/fields";
import type {
  forgotPasswordSchema,
  loginSchema,
  passwordLoginSchema,
  profileUpdateSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  updateNameSchema,
  verifyAccountSchema,
} from "@api/validation/schemas";
import {
  type CustomerRow,
  addCustomerByMobile,
  everSignedIn,
  findCustomerBy,
  findCustomerById,
  issueToken,
  profileOf,
  recordProof,
  refuseEmailOfAnother,
  registerCustomer,
  revokeSessions,
  revokeToken,
  saveName,
  saveProfile,
  sendPasswordChanged,
  sessionBody,
  setResetPassword,
} from "./customers.service";
import {
  COMPLETES_PASSWORD_HOLDER,
  NO_OTP_MESSAGE,
  OTP_RULES,
  type OtpPurpose,
  type OtpTarget,
  otpTarget,
  pendingPurpose,
  sendOtp,
  verifyOtp,
} from "./otp.service";

const BAD_CREDENTIALS = "Invalid email or password";
const OLD_PASSWORD_WRONG = "Old password is incorrect";
const RESET_CODE_SENT = "If an account uses this email address, we have sent it a code.";
const PASSWORD_RESET = "Your password has been changed.";
export const ACCOUNT_DISABLED = "This account has been disabled. Please contact us.";

/** The back office disabled the account (issue 14): no code is sent to it and no session starts. */
function refuseDisabled(customer: CustomerRow | undefined) {
  if (customer?.disabledAt) throw new ApiError(403, ACCOUNT_DISABLED);
}

/** The codes that sign in; a reset code only sets a new password (resetPassword). */
const SIGN_IN_PURPOSES: readonly OtpPurpose[] = ["sign-in", ...COMPLETES_PASSWORD_HOLDER];

const noCode = () => new ApiError(400, NO_OTP_MESSAGE, { otp: NO_OTP_MESSAGE });

const sentMessage = (target: OtpTarget) =>
  target.channel === "mobile" ? "OTP sent to your mobile number" : "OTP sent to your email address";

/** The body after a code goes out by SMS: the number it went to and when the resend link may open. */
const smsSent = (mobile: string, resendAvailableAt: Date) => ({
  mobile,
  resendAvailableAt: resendAvailableAt.toISOString(),
});
/** The body after a code goes out by email. */
const emailSent = (email: string, resendAvailableAt: Date) => ({
  email,
  resendAvailableAt: resendAvailableAt.toISOString(),
});
const sentBody = (target: OtpTarget, resendAvailableAt: Date) =>
  target.channel === "mobile"
    ? smsSent(target.destination, resendAvailableAt)
    : emailSent(target.destination, resendAvailableAt);

export async function login(c: ValidatedContext<{ json: typeof loginSchema }>) {
  const deps = c.get("deps");
  const { mobile } = c.req.valid("json");
  // An unknown number becomes a customer without a name; verify then sends them to /updateName.
  await addCustomerByMobile(deps.db, mobile, deps.clock.now());
  refuseDisabled(await findCustomerBy(deps.db, "mobile", mobile));
  const target = otpTarget({ mobile });
  const { resendAvailableAt } = await sendOtp(deps, target, "sign-in");
  return ok(c, smsSent(mobile, resendAvailableAt), sentMessage(target));
}

export async function verifyAccount(c: ValidatedContext<{ json: typeof verifyAccountSchema }>) {
  const deps = c.get("deps");
  const input = c.req.valid("json");
  const target = otpTarget(input);
  const customer = await findCustomerBy(deps.db, target.field, target.destination);
  // Codes only ever go to customers, so an unknown destination has no code to check.
  if (!customer) throw noCode();
  refuseDisabled(customer);
  const purpose = await verifyOtp(deps, target, input.otp, SIGN_IN_PURPOSES);
  const verified = await recordProof(deps, customer.id, target.field, purpose);
  const session = await issueToken(deps, customer.id);
  return ok(c, sessionBody(verified, session), "OTP verified successfully");
}

export async function resendOtp(c: ValidatedContext<{ json: typeof resendOtpSchema }>) {
  const deps = c.get("deps");
  const input = c.req.valid("json");
  const target = otpTarget(input);
  const customer = await findCustomerBy(deps.db, target.field, target.destination);
  if (!customer) {
    const message =
      target.field === "mobile" ? "No account found for this mobile number" : "No account found for this email address";
    throw new ApiError(404, message, { [target.field]: message });
  }
  refuseDisabled(customer);
  // Only a proof still under way is continued; anything else gets a code that keeps no unproven password.
  const pending = input.purpose === "register" ? await pendingPurpose(deps, target.destination) : undefined;
  const purpose = pending && COMPLETES_PASSWORD_HOLDER.includes(pending) ? pending : "sign-in";
  const { resendAvailableAt } = await sendOtp(deps, target, purpose);
  return ok(c, sentBody(target, resendAvailableAt), sentMessage(target));
}

export async function register(c: ValidatedContext<{ json: typeof registerSchema }>) {
  const deps = c.get("deps");
  const input = c.req.valid("json");
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();

  const conflicts = await registerCustomer(deps.db, input, passwordHash, now);
  if (conflicts) throw new ApiError(409, Object.values(conflicts)[0], conflicts);

  const target = otpTarget({ email: input.email });
  const { resendAvailableAt } = await sendOtp(deps, target, "register");
  return ok(
    c,
    emailSent(target.destination, resendAvailableAt),
    "Registration successful. Please enter the OTP sent to your email address.",
  );
}

export async function loginWithPassword(c: ValidatedContext<{ json: typeof passwordLoginSchema }>) {
  const deps = c.get("deps");
  const { email, password } = c.req.valid("json");
  // Per account as well as per address, so guessing one shopper's password from many machines stays slow.
  await hit(c, `password-login:${email}`, 10, 15 * 60);
  const customer = await findCustomerBy(deps.db, "email", email);
  const matches = await verifyPasswordOrDecoy(password, customer?.passwordHash);
  if (!customer || !matches) throw new ApiError(401, BAD_CREDENTIALS, { password: BAD_CREDENTIALS });
  // Only after the password: whoever does not know it learns nothing about the account.
  refuseDisabled(customer);

  if (!customer.emailVerifiedAt) {
    let message = "Please verify your email address. We have sent an OTP to your email.";
    // Only the password holder gets here: an account never signed in to is an unfinished registration.
    const purpose = (await everSignedIn(deps.db, customer.id)) ? "email-change" : "register";
    try {
      await sendOtp(deps, otpTarget({ email }), purpose);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429)) throw error;
      message = "Please verify your email address with the OTP we sent to your email.";
    }
    throw new ApiError(403, message, { email: message });
  }

  const session = await issueToken(deps, customer.id);
  return ok(c, sessionBody(customer, session), "Login successful");
}

export async function forgotPassword(c: ValidatedContext<{ json: typeof forgotPasswordSchema }>) {
  const deps = c.get("deps");
  const { email } = c.req.valid("json");
  const target = otpTarget({ email });
  const customer = await findCustomerBy(deps.db, "email", email);
  // The same answer for an address no account uses, so the form tells nobody who shops here.
  // A disabled account gets no code either (resetPassword would refuse it), but the same answer.
  const { resendAvailableAt } =
    customer && !customer.disabledAt
      ? await sendOtp(deps, target, "reset")
      : { resendAvailableAt: new Date(deps.clock.now().getTime() + OTP_RULES.resendWaitMs) };
  return ok(c, emailSent(email, resendAvailableAt), RESET_CODE_SENT);
}

/**
 * A reset code proves the address: the new password is set, the address counts as verified,
 * every session of the account ends (whoever else was in, is out), the owner hears of it by
 * email, and this request gets the one new session.
 */
export async function resetPassword(c: ValidatedContext<{ json: typeof resetPasswordSchema }>) {
  const deps = c.get("deps");
  const input = c.req.valid("json");
  const target = otpTarget({ email: input.email });
  const customer = await findCustomerBy(deps.db, "email", input.email);
  if (!customer) throw noCode();
  refuseDisabled(customer);
  await verifyOtp(deps, target, input.otp, ["reset"]);

  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const updated = await setResetPassword(deps.db, customer, passwordHash, now);
  await sendPasswordChanged(deps, target.destination);
  const session = await issueToken(deps, customer.id);
  return ok(c, sessionBody(updated, session), PASSWORD_RESET);
}

export async function updateName(c: ValidatedContext<{ json: typeof updateNameSchema }>) {
  const { db } = c.get("deps");
  const { firstName, lastName } = c.req.valid("json");
  await saveName(db, c.get("customer").id, { firstName, lastName: lastName ?? null });
  return ok(c, { firstName, lastName: lastName ?? null }, "Name updated successfully");
}

export async function logout(c: AppContext) {
  const { db, clock } = c.get("deps");
  await revokeToken(db, c.get("customer").tokenId, clock.now());
  return ok(c, null, "Account Logout Successfully");
}

async function currentCustomer(c: AppContext) {
  const customer = await findCustomerById(c.get("deps").db, c.get("customer").id);
  if (!customer) throw new ApiError(401, LOGIN_REQUIRED);
  return customer;
}

export async function getProfile(c: AppContext) {
  return ok(c, profileOf(await currentCustomer(c)));
}

export async function updateProfile(c: ValidatedContext<{ json: typeof profileUpdateSchema }>) {
  const deps = c.get("deps");
  const input = c.req.valid("json");
  const current = await currentCustomer(c);

  if (input.password !== undefined && current.passwordHash) {
    // A stolen session should not be enough to find out the password by trying.
    await hit(c, `old-password:${current.id}`, 10, 15 * 60);
    if (input.oldPassword === undefined) {
      const message = messages.required("Old password");
      throw new ApiError(400, message, { oldPassword: message });
    }
    if (!(await verifyPassword(input.oldPassword, current.passwordHash))) {
      throw new ApiError(400, OLD_PASSWORD_WRONG, { oldPassword: OLD_PASSWORD_WRONG });
    }
  }

  await refuseEmailOfAnother(deps.db, input.email, current.id);

  const emailChanged = input.email !== current.email;
  const passwordHash = input.password === undefined ? current.passwordHash : await hashPassword(input.password);
  const updated = await saveProfile(deps.db, current.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    // A new address has to be proven again before it can be used to sign in.
    emailVerifiedAt: emailChanged ? null : current.emailVerifiedAt,
    passwordHash,
  });

  if (input.password !== undefined) {
    // A changed password signs out every other device; this one stays signed in.
    await revokeSessions(deps.db, current.id, deps.clock.now(), c.get("customer").tokenId);
  }
  return ok(c, profileOf(updated), "Profile updated successfully");
}
