import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/** What a caller's request id may look like: the storefront's UUIDs, or a proxy's hex or word ids. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * One structured line per request. The storefront sends the id it logs its own request under
 * (X-Request-Id), so one id finds both lines; an id of any other shape is replaced, so a caller
 * cannot write into the log. The query string is left out on purpose: a pincode or a search is
 * harmless, but a token or a code must never reach a log.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header("x-request-id");
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
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
