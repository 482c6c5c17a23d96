import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * One structured line per request. The query string is left out on purpose: a pincode
 * or a search is harmless, but a token or a code must never reach a log.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = c.req.header("x-request-id") ?? randomUUID();
  c.set("requestId", requestId);
  c.header("x-request-id", requestId);
  const started = performance.now();
  await next();
  c.get("deps").logger.info("request", {
    requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round(performance.now() - started),
  });
};
