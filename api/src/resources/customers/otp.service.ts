import { and, count, desc, eq, gt, isNull, max, min, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { Tx } from "@api/db/client";
import { otpCodes, otpFailures, type otpPurpose } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { hashOtp, newOtp, safeEqual } from "@api/lib/secrets";
import { OTP_LENGTH } from "@api/validation/fields";

/**
 * The numbers behind the OTP rules (also in docs/decisions/accounts-and-sessions.md, 3). With
 * 10,000 possible codes and at most 5 wrong guesses per destination in any 24 hours, a guesser's
 * chance of getting into one account is at most 5 / 10,000 = 0.05% per day.
 */
export const OTP_RULES = {
  ttlMs: 10 * 60_000,
  resendWaitMs: 30_000,
  maxSendsPerHour: 5,
  maxFailuresPerWindow: 5,
  failureWindowMs: 24 * 60 * 60_000,
} as const;

const HOUR_MS = 60 * 60_000;

/**
 * What a code was sent for. register and email-change codes go out only to someone who has
 * just given the account's password (registration, password sign-in on an unproven address),
 * so proving one keeps that password; sign-in and reset codes anyone may ask for.
 */
export type OtpPurpose = (typeof otpPurpose.enumValues)[number];

/** Whose proof keeps a password set before the address was proven: the password holder's own flow. */
export const COMPLETES_PASSWORD_HOLDER: readonly OtpPurpose[] = ["register", "email-change"];

/** Where a code goes: the 10-digit mobile or the lower-cased email, and the form field it came from. */
export type OtpTarget =
  | { channel: "mobile"; destination: string; field: "mobile" }
  | { channel: "email"; destination: string; field: "email" };

export const otpTarget = (input: { mobile?: string; email?: string }): OtpTarget =>
  input.mobile !== undefined
    ? { channel: "mobile", destination: input.mobile, field: "mobile" }
    : { channel: "email", destination: input.email ?? "", field: "email" };

const otpMessageText = (code: string) =>
  `${code} is your Woodnest verification code. It expires in ${OTP_RULES.ttlMs / 60_000} minutes. Do not share it with anyone.`;

/** "45 seconds", "9 minutes", "23 hours 59 minutes": how long a shopper must wait. */
export function waitText(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} hour${hours === 1 ? "" : "s"}`;
  return rest === 0 ? hourText : `${hourText} ${rest} minute${rest === 1 ? "" : "s"}`;
}

function tooMany(field: string, message: string, waitMs: number) {
  return new ApiError(
    429,
    message,
    { [field]: message },
    { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * Sends and verifications for one destination take turns, so two requests racing each
 * other cannot both slip under a limit.
 */
async function lockDestination(tx: Tx, destination: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${destination}`}, 0))`);
}

async function assertMaySend(tx: Tx, target: OtpTarget, now: Date) {
  const [recent] = await tx
    .select({ sent: count(), first: min(otpCodes.createdAt), last: max(otpCodes.createdAt) })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.destination, target.destination), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
    );
  if (!recent?.last || !recent.first) return;
  const sinceLast = now.getTime() - recent.last.getTime();
  if (sinceLast < OTP_RULES.resendWaitMs) {
    const wait = OTP_RULES.resendWaitMs - sinceLast;
    throw tooMany(target.field, `Please wait ${waitText(wait)} before requesting a new OTP.`, wait);
  }
  if (recent.sent >= OTP_RULES.maxSendsPerHour) {
    const wait = recent.first.getTime() + HOUR_MS - now.getTime();
    throw tooMany(target.field, `Too many OTP requests. Please try again in ${waitText(wait)}.`, wait);
  }
}

/** The purpose of the destination's newest code while it is still waiting to be used. */
export async function pendingPurpose(deps: AppDeps, destination: string): Promise<OtpPurpose | undefined> {
  const [latest] = await deps.db
    .select({ purpose: otpCodes.purpose, usedAt: otpCodes.usedAt })
    .from(otpCodes)
    .where(eq(otpCodes.destination, destination))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return latest && !latest.usedAt ? latest.purpose : undefined;
}

/**
 * Makes a fresh code for the destination and sends it. Earlier unused codes stop working;
 * the failure count is left alone, so asking for a new code never buys more guesses.
 */
export async function sendOtp(deps: AppDeps, target: OtpTarget, purpose: OtpPurpose) {
  const now = deps.clock.now();
  const code = newOtp(OTP_LENGTH);
  await deps.db.transaction(async (tx) => {
    await lockDestination(tx, target.destination);
    await assertMaySend(tx, target, now);
    await tx
      .update(otpCodes)
      .set({ supersededAt: now })
      .where(and(eq(otpCodes.destination, target.destination), isNull(otpCodes.usedAt), isNull(otpCodes.supersededAt)));
    await tx.insert(otpCodes).values({
      id: newId(),
      channel: target.channel,
      purpose,
      destination: target.destination,
      codeHash: hashOtp(deps.env.AUTH_SECRET, target.destination, code),
      expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
      createdAt: now,
    });
  });
  try {
    await deps.messenger.send({
      channel: target.channel === "mobile" ? "sms" : "email",
      to: target.destination,
      subject: "Your Woodnest verification code",
      body: otpMessageText(code),
    });
  } catch (error) {
    // A transport may echo what it was given; the code is masked before anything is logged.
    const reason = (error instanceof Error ? error.message : "unknown").replaceAll(code, "****");
    deps.logger.error("otp.send_failed", { channel: target.channel, error: reason });
    const message = "We could not send the OTP right now. Please try again shortly.";
    throw new ApiError(502, message, { [target.field]: message });
  }
  return { resendAvailableAt: new Date(now.getTime() + OTP_RULES.resendWaitMs) };
}

type Outcome =
  | { kind: "ok"; purpose: OtpPurpose }
  | { kind: "locked"; waitMs: number }
  | { kind: "none" | "used" | "expired" | "wrong" | "otherPurpose" };

export const NO_OTP_MESSAGE = "No OTP has been sent here yet. Please request a new one.";
const INVALID_OTP_MESSAGE = "Invalid OTP. Please check the code and try again.";
const EXPIRED_OTP_MESSAGE = "This OTP has expired. Please request a new one.";
const USED_OTP_MESSAGE = "This OTP has already been used. Please request a new one.";
const OTHER_PURPOSE_OTP_MESSAGE = "This OTP was sent for something else. Please request a new one.";

const otpError = (message: string) => new ApiError(400, message, { otp: message });

/**
 * Accepts the destination's latest code once. Wrong guesses are recorded (after the
 * transaction commits, so the record survives the error answer) and, past the limit,
 * even the right code is refused until the oldest failure leaves the 24-hour window. Only a
 * code sent for one of `purposes` counts (a sign-in code completes no reset); the answer
 * says which purpose the accepted code had.
 */
export async function verifyOtp(
  deps: AppDeps,
  target: OtpTarget,
  code: string,
  purposes: readonly OtpPurpose[],
): Promise<OtpPurpose> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockDestination(tx, target.destination);
    const [failures] = await tx
      .select({ failed: count(), first: min(otpFailures.createdAt) })
      .from(otpFailures)
      .where(
        and(
          eq(otpFailures.destination, target.destination),
          gt(otpFailures.createdAt, new Date(now.getTime() - OTP_RULES.failureWindowMs)),
        ),
      );
    if (failures && failures.first && failures.failed >= OTP_RULES.maxFailuresPerWindow) {
      return { kind: "locked", waitMs: failures.first.getTime() + OTP_RULES.failureWindowMs - now.getTime() };
    }

    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, target.destination))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (!latest) return { kind: "none" };
    if (latest.usedAt) return { kind: "used" };
    if (latest.supersededAt || latest.expiresAt.getTime() <= now.getTime()) return { kind: "expired" };
    // Refused before the code is compared: the answer says nothing about whether it was right.
    if (!purposes.includes(latest.purpose)) return { kind: "otherPurpose" };

    if (!safeEqual(latest.codeHash, hashOtp(deps.env.AUTH_SECRET, target.destination, code))) {
      await tx.insert(otpFailures).values({ id: newId(), destination: target.destination, createdAt: now });
      return { kind: "wrong" };
    }
    await tx.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, latest.id));
    return { kind: "ok", purpose: latest.purpose };
  });

  switch (outcome.kind) {
    case "ok":
      return outcome.purpose;
    case "locked": {
      const message = `Too many incorrect attempts. You can try again in ${waitText(outcome.waitMs)}.`;
      throw new ApiError(429, message, { otp: message }, { "Retry-After": String(Math.ceil(outcome.waitMs / 1000)) });
    }
    case "none":
      throw otpError(NO_OTP_MESSAGE);
    case "used":
      throw otpError(USED_OTP_MESSAGE);
    case "expired":
      throw otpError(EXPIRED_OTP_MESSAGE);
    case "wrong":
      throw otpError(INVALID_OTP_MESSAGE);
    case "otherPurpose":
      throw otpError(OTHER_PURPOSE_OTP_MESSAGE);
  }
}
