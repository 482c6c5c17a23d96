import { and, eq, isNull, ne } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { authTokens, customers } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { hashToken, newToken } from "@api/lib/secrets";
import { COMPLETES_PASSWORD_HOLDER, type OtpPurpose } from "./otp.service";

export type CustomerRow = typeof customers.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

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
