import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { etag } from "hono/etag";
import type { AppEnv } from "../context";

const cacheControl =
  (maxAgeSeconds: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.req.method === "GET" && c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.header("Cache-Control", `public, max-age=${maxAgeSeconds}`);
    }
  };

/**
 * Lets browsers and the storefront keep a successful public read for a short while, and ask
 * again cheaply: the answer carries an ETag (a hash of its body), and a request whose
 * If-None-Match still matches gets a 304 without the body. Errors are never cached, so a fixed
 * page shows up at once.
 */
export const publicCache = (maxAgeSeconds: number): MiddlewareHandler<AppEnv> => every(etag(), cacheControl(maxAgeSeconds));

/** How long catalogue and content reads may be reused. */
export const CATALOG_MAX_AGE_SECONDS = 60;
