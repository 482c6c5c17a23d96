import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../context";
import { clientAddress, proxyMatcher } from "@runtime/client-address.js";
import type { DbOrTx } from "../db/client";
import { rateLimitHits } from "../db/schema";
import type { ApiEnv } from "../env";
import { ApiError } from "../lib/envelope";

/** The proxies' matcher, made once per parsed list (an app's env never changes). */
const matchers = new WeakMap<readonly string[], (address: string) => boolean>();

function trustedProxy(proxies: readonly string[]) {
  let matcher = matchers.get(proxies);
  if (!matcher) {
    matcher = proxyMatcher(proxies);
    matchers.set(proxies, matcher);
  }
  return matcher;
}

/**
 * The caller's address. X-Forwarded-For is read only when the connection comes from a proxy
 * API_TRUST_PROXY names (nginx, the storefront), and then its right-most entry that is not one
 * of them (runtime/client-address.js): a header sent straight to the API changes nothing.
 */
export function clientIp(c: AppContext) {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  return (
    clientAddress(peer, c.req.header("x-forwarded-for"), trustedProxy(c.get("deps").env.API_TRUST_PROXY)) ?? "unknown"
  );
}

/** How many requests a limit of `max` lets through: RATE_LIMIT_MULTIPLIER scales every limit (the e2e suite raises them). */
export const allowedHits = (max: number, env: Pick<ApiEnv, "RATE_LIMIT_MULTIPLIER">) =>
  Math.max(1, Math.floor(max * env.RATE_LIMIT_MULTIPLIER));

/** Seconds until a window ends, at least 1: what Retry-After says. */
export const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Counts one hit against `key` in a fixed window shared by every API instance (the counter lives
 * in PostgreSQL, one atomic upsert, so hits at the same moment are each counted) and answers the
 * count so far and when the window ends.
 */
export async function countHit(db: DbOrTx, key: string, now: Date, windowSeconds: number) {
  const expiresAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`CASE WHEN ${rateLimitHits.expiresAt} <= ${now} THEN 1 ELSE ${rateLimitHits.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${rateLimitHits.expiresAt} <= ${now} THEN ${expiresAt} ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({ count: rateLimitHits.count, expiresAt: rateLimitHits.expiresAt });
  return row;
}

/** Counts one hit against `key` (countHit) and throws 429 past `max`. */
export async function hit(c: AppContext, key: string, max: number, windowSeconds: number, message?: string) {
  const { db, clock, env } = c.get("deps");
  const now = clock.now();
  const row = await countHit(db, key, now, windowSeconds);
  if (row.count > allowedHits(max, env)) {
    const retryAfter = secondsUntil(row.expiresAt, now);
    throw new ApiError(
      429,
      message ?? `Too many requests. Please try again in ${retryAfter} seconds.`,
      {},
      { "Retry-After": String(retryAfter) },
    );
  }
}

/** Per-address limit for a whole route: `max` requests per `windowSeconds`. */
export const rateLimit =
  (name: string, max: number, windowSeconds: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await hit(c, `${name}:ip:${clientIp(c)}`, max, windowSeconds);
    await next();
  };
