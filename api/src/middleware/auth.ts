import { and, eq, gt, isNull } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../context";
import { authTokens, customers } from "../db/schema";
import { ApiError } from "../lib/envelope";
import { hashToken } from "../lib/secrets";

export const LOGIN_REQUIRED = "Please login to continue";

function bearerToken(c: AppContext) {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function findCustomer(c: AppContext, token: string) {
  const { db, clock } = c.get("deps");
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      mobile: customers.mobile,
      tokenId: authTokens.id,
    })
    .from(authTokens)
    .innerJoin(customers, eq(customers.id, authTokens.customerId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, clock.now()),
        // Disabling revokes the tokens; this also refuses one issued in the same instant.
        isNull(customers.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/** 401 unless a live bearer token names a customer. */
export const requireCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  const customer = token ? await findCustomer(c, token) : undefined;
  if (!customer) throw new ApiError(401, LOGIN_REQUIRED);
  c.set("customer", customer);
  await next();
};

/**
 * Sets the customer when a live bearer token names one, and lets the request through either way:
 * for forms anyone may send that a signed-in shopper's account also keeps (an enquiry). A stale
 * token is not refused: the form is still sent, as a signed-out shopper's.
 */
export const optionalCustomer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  const customer = token ? await findCustomer(c, token) : undefined;
  if (customer) c.set("customer", customer);
  await next();
};
