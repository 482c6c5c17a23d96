import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import type { ErrorCode } from "../contract/error-codes";
import type { AppEnv } from "../context";
import { errorEnvelope } from "../lib/envelope";

/** The most any request body may weigh, unless its route takes a file and says otherwise. */
export const MAX_BODY_BYTES = 1024 * 1024;
export const PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE" satisfies ErrorCode;
export const BODY_TOO_LARGE = "This request is too large: send at most 1 MB.";

/** The routes' own limits, each larger than the API's and set where the route is (an image upload, a CSV import). */
const ownLimits = new WeakSet<MiddlewareHandler>();

/** Marks a route's own body limit, so the API-wide one leaves that route's requests to it. */
export function ownBodyLimit<Handler extends MiddlewareHandler<AppEnv>>(limit: Handler): Handler {
  ownLimits.add(limit);
  return limit;
}

const apiLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json(errorEnvelope(413, BODY_TOO_LARGE, {}, PAYLOAD_TOO_LARGE), 413),
});

/**
 * Every request body is bounded before anything reads it: a declared length over the limit is
 * refused unread, and a body sent without one is counted as it comes and refused once past it.
 * A route with its own limit (ownBodyLimit) is left to that.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  matchedRoutes(c).some((route) => ownLimits.has(route.handler)) ? next() : apiLimit(c, next);
