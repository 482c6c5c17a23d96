import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { AppDeps, AppEnv } from "../context";
import { ApiError } from "../lib/envelope";
import { allowedHits, clientIp } from "./rate-limit";

/** Addresses remembered per limited route; the least recently seen are forgotten first. */
const MAX_ADDRESSES = 50_000;

type Window = { count: number; resetsAt: number };

/**
 * Per-address limit for an expensive public read (search, sitemap): at most `max` requests
 * per `windowSeconds` from one address, counted in this process's memory. Unlike `rateLimit`
 * (rate-limit.ts, shared through PostgreSQL for sign-in and forms) it costs no database write,
 * so the limit protects the database instead of adding to its load; with several API
 * instances an address gets `max` from each. RATE_LIMIT_MULTIPLIER scales it as it does the rest.
 */
export function addressRateLimit(name: string, max: number, windowSeconds: number): MiddlewareHandler<AppEnv> {
  // Routers are modules shared by every app in a process (tests make many): counts belong to one app.
  const windowsOf = new WeakMap<AppDeps, LRUCache<string, Window>>();
  return async (c, next) => {
    const deps = c.get("deps");
    const { clock, env } = deps;
    let windows = windowsOf.get(deps);
    if (!windows) {
      windows = new LRUCache<string, Window>({ max: MAX_ADDRESSES });
      windowsOf.set(deps, windows);
    }
    const now = clock.now().getTime();
    const address = clientIp(c);
    let window = windows.get(`${name}:${address}`);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      windows.set(`${name}:${address}`, window);
    }
    window.count += 1;
    const allowed = allowedHits(max, env);
    if (window.count > allowed) {
      const retryAfter = Math.max(1, Math.ceil((window.resetsAt - now) / 1000));
      throw new ApiError(
        429,
        `Too many requests. Please try again in ${retryAfter} seconds.`,
        {},
        { "Retry-After": String(retryAfter) },
      );
    }
    await next();
  };
}

export const SITEMAP_RATE_LIMIT = { name: "sitemap", max: 60, windowSeconds: 60 } as const;
