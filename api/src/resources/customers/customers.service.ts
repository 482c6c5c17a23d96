import type { z } from "zod";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { Db, DbOrTx } from "@api/db/client";
import { authTokens, customers } from "@api/db/schema";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { hashToken, newToken } from "@api/lib/secrets";
import type { registerSchema } from "@api/validation/schemas";
import { COMPLETES_PASSWORD_HOLDER, type OtpPurpose } from "./otp.service";

export type CustomerRow = typeof customers.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

const MOBILE_TAKEN = "This mobile number is already registered. Please login.";
const EMAIL_TAKEN = "This email address is already registered. Please login.";
const EMAIL_IN_USE = "This email address is already used by another account.";

export async function findCustomerBy(db: DbOrTx, field: "mobile" | "email", value: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(field === "mobile" ? customers.mobile : customers.email, value))
    .limit(1);
  return row;
}

export async function findCustomerById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** A new bearer token; only its hash is kept, so a database leak hands out no sessions. */
export async function issueToken(deps: AppDeps, customerId: string) {
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.env.TOKEN_TTL_DAYS * DAY_MS);
  await deps.db.insert(authTokens).values({
    id: newId(),
    customerId,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
  });
  return { token, expiresAt };
}

/** Signs the customer out everywhere, or everywhere but the session `exceptTokenId`. */
export async function revokeSessions(db: DbOrTx, customerId: string, now: Date, exceptTokenId?: string) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.customerId, customerId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}

/** Whether anyone has ever been signed in to the account. */
export async function everSignedIn(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.customerId, customerId))
    .limit(1);
  return row !== undefined;
}

/**
 * The customer proved `field` with a code sent for `purpose`. A password set on an address
 * nobody had proven yet belongs to whoever set it, not necessarily to the address's owner:
 * when the address is proven by a code anyone may ask for (sign-in, reset) rather than by the
 * password holder's own flow (register, email-change), that password is cleared and every
 * session of the account ends. This is what closes the pre-registration takeover.
 */
export async function recordProof(deps: AppDeps, customerId: string, field: "mobile" | "email", purpose: OtpPurpose) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
    if (field === "mobile") {
      const [row] = await tx
        .update(customers)
        .set({ mobileVerifiedAt: current.mobileVerifiedAt ?? now })
        .where(eq(customers.id, customerId))
        .returning();
      return row;
    }
    const unprovenPassword =
      current.passwordHash !== null && current.emailVerifiedAt === null && !COMPLETES_PASSWORD_HOLDER.includes(purpose);
    if (unprovenPassword) await revokeSessions(tx, customerId, now);
    const [row] = await tx
      .update(customers)
      .set({
        emailVerifiedAt: current.emailVerifiedAt ?? now,
        ...(unprovenPassword ? { passwordHash: null } : {}),
      })
      .where(eq(customers.id, customerId))
      .returning();
    return row;
  });
}

export const passwordChangedText =
  "The password of your Woodnest account has just been changed, and every device that was signed in has been signed out. If you did not do this, choose 'Lost access to your account?' on the login page to set a new password, and write to us.";

/** Tells the owner their password changed; the change stands even if the message cannot go. */
export async function sendPasswordChanged(deps: AppDeps, email: string) {
  try {
    await deps.messenger.send({
      channel: "email",
      to: email,
      subject: "Your Woodnest password was changed",
      body: passwordChangedText,
    });
  } catch (error) {
    deps.logger.error("customers.password_changed_notice_failed", {
      error: error instanceof Error ? error.message : "unknown",
    });
  }
}

/** What verify and password sign-in answer; firstName only when set, as the storefront branches on it. */
export function sessionBody(customer: CustomerRow, session: { token: string; expiresAt: Date }) {
  return {
    token: session.token,
    ...(customer.firstName ? { firstName: customer.firstName } : {}),
    email: customer.email,
    mobile: customer.mobile,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export const profileOf = (customer: CustomerRow) => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  mobile: customer.mobile,
  emailVerified: customer.emailVerifiedAt !== null,
  mobileVerified: customer.mobileVerifiedAt !== null,
  hasPassword: customer.passwordHash !== null,
});

/** PostgreSQL's unique_violation, wrapped by drizzle in `cause`; `constraint` narrows it to one index. */
export function isUniqueViolation(error: unknown, constraint?: string) {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((e) => {
    const pgError = e as { code?: string; constraint?: string } | null;
    return pgError?.code === "23505" && (constraint === undefined || pgError.constraint === constraint);
  });
}

/** An unknown mobile becomes a customer without a name; a known one is left as it is. */
export async function addCustomerByMobile(db: DbOrTx, mobile: string, now: Date) {
  await db
    .insert(customers)
    .values({ id: newId(), mobile, createdAt: now })
    .onConflictDoNothing({ target: customers.mobile });
}

/** A mobile someone typed at login but never proved, named or protected: registration may take it over. */
const isUnclaimed = (customer: CustomerRow) =>
  !customer.firstName &&
  !customer.passwordHash &&
  !customer.mobileVerifiedAt &&
  !customer.email &&
  !customer.disabledAt;

/**
 * The registration written, on the unclaimed customer its mobile already names or a new one; the
 * fields another account holds instead (nothing written), or null.
 */
export async function registerCustomer(
  db: Db,
  input: z.output<typeof registerSchema>,
  passwordHash: string,
  now: Date,
) {
  return db
    .transaction(async (tx): Promise<FieldErrors | null> => {
      const byMobile = await findCustomerBy(tx, "mobile", input.mobile);
      const byEmail = await findCustomerBy(tx, "email", input.email);
      const errors: FieldErrors = {};
      if (byMobile && !isUnclaimed(byMobile)) errors.mobile = MOBILE_TAKEN;
      if (byEmail && (byEmail.id !== byMobile?.id || errors.mobile)) errors.email = EMAIL_TAKEN;
      if (Object.keys(errors).length > 0) return errors;

      const values = {
        firstName: input.firstName,
        lastName: input.lastName ?? null,
        email: input.email,
        passwordHash,
        emailVerifiedAt: null,
      };
      if (byMobile) await tx.update(customers).set(values).where(eq(customers.id, byMobile.id));
      else await tx.insert(customers).values({ id: newId(), mobile: input.mobile, createdAt: now, ...values });
      return null;
    })
    .catch((error: unknown): FieldErrors => {
      // Two registrations racing for the same number or address: the loser hears why.
      if (isUniqueViolation(error, "customers_mobile_unique")) return { mobile: MOBILE_TAKEN };
      if (isUniqueViolation(error, "customers_email_unique")) return { email: EMAIL_TAKEN };
      throw error;
    });
}

/** The reset's new password set, the address counted as verified, and every session ended, together; the customer now. */
export async function setResetPassword(db: Db, customer: CustomerRow, passwordHash: string, now: Date) {
  return db.transaction(async (tx) => {
    await revokeSessions(tx, customer.id, now);
    const [row] = await tx
      .update(customers)
      .set({ passwordHash, emailVerifiedAt: customer.emailVerifiedAt ?? now })
      .where(eq(customers.id, customer.id))
      .returning();
    return row;
  });
}

export async function saveName(db: DbOrTx, customerId: string, name: { firstName: string; lastName: string | null }) {
  await db.update(customers).set(name).where(eq(customers.id, customerId));
}

/** Ends one session (signing out on this device). */
export async function revokeToken(db: DbOrTx, tokenId: string, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

const emailInUse = () => new ApiError(409, EMAIL_IN_USE, { email: EMAIL_IN_USE });

/** 409 when another account uses the address. */
export async function refuseEmailOfAnother(db: DbOrTx, email: string, customerId: string) {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.id, customerId)))
    .limit(1);
  if (taken) throw emailInUse();
}

/** The profile's fields saved; 409 when another account took the address meanwhile. The customer now. */
export async function saveProfile(
  db: DbOrTx,
  customerId: string,
  profile: Pick<CustomerRow, "firstName" | "lastName" | "email" | "emailVerifiedAt" | "passwordHash">,
) {
  const [updated] = await db
    .update(customers)
    .set(profile)
    .where(eq(customers.id, customerId))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error, "customers_email_unique")) {
        throw emailInUse();
      }
      throw error;
    });
  return updated;
}
