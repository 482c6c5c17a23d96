import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * Lets browsers and the storefront keep a successful public read for a short while;
 * errors are never cached, so a fixed page shows up at once.
 */
export const publicCache =
  (maxAgeSeconds: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.req.method === "GET" && c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
      c.header("Cache-Control", `public, max-age=${maxAgeSeconds}`);
    }
  };

/** How long catalogue and content reads may be reused. */
export const CATALOG_MAX_AGE_SECONDS = 60;
