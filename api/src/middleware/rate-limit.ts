import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "../context";
import { rateLimitHits } from "../db/schema";
import { ApiError } from "../lib/envelope";

/**
 * The caller's address. Behind the storefront (or any proxy) every request comes from the
 * proxy, so with API_TRUST_PROXY the last X-Forwarded-For entry, the one our own proxy wrote,
 * is used instead; earlier entries are whatever the client claimed and are never trusted.
 */
export function clientIp(c: AppContext) {
  if (c.get("deps").env.API_TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

/**
 * Counts one hit against `key` in a fixed window shared by every API instance (the
 * counter lives in PostgreSQL) and throws 429 past `max`.
 */
export async function hit(c: AppContext, key: string, max: number, windowSeconds: number, message?: string) {
  const { db, clock, env } = c.get("deps");
  const now = clock.now();
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
  const allowed = Math.max(1, Math.floor(max * env.RATE_LIMIT_MULTIPLIER));
  if (row.count > allowed) {
    const retryAfter = Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));
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
