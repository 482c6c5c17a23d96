import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { authTokens, customers } from "../../db/schema";
import { newId } from "../../lib/ids";
import { hashToken, newToken } from "../../lib/secrets";

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
