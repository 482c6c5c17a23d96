import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { etag } from "hono/etag";
import type { AppEnv } from "../context";

/** What a public answer says: used as it is for `maxAgeSeconds`, then while being asked for again. */
export const publicCacheControl = (maxAgeSeconds: number) =>
  `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;

const cacheControl =
  (maxAgeSeconds: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.req.method === "GET" && c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.header("Cache-Control", publicCacheControl(maxAgeSeconds));
    }
  };

/**
 * Lets browsers and the storefront keep a successful public read for a short while, and ask
 * again cheaply: the answer carries an ETag (a hash of its body), and a request whose
 * If-None-Match still matches gets a 304 without the body. Errors are never cached, so a fixed
 * page shows up at once.
 */
export const publicCache = (maxAgeSeconds: number): MiddlewareHandler<AppEnv> =>
  every(etag(), cacheControl(maxAgeSeconds));

/**
 * How long catalogue and content reads may be used as they are, and then used while being asked
 * for again: the storefront keeps them by these (app/lib/api-cache.server.ts), at most 2 s. With
 * the page cache in front (at most 3 s, app/lib/cache-control.server.ts), a change made in the
 * back office reaches every shopper, on every instance, within 5 seconds.
 */
export const CATALOG_MAX_AGE_SECONDS = 1;
const STALE_WHILE_REVALIDATE_SECONDS = 1;
