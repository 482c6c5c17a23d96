import { except } from "hono/combine";
import type { MiddlewareHandler } from "hono";

/**
 * A route declared once per name (one per page, one per home-page list, each with its own body)
 * still answers any other name as the one route with a path parameter did: `handlers` (the same
 * sign-in and body checks, then its 404) for `method`, and the API's own 404 for any other method.
 * Registered for every method after the declared routes, it is no operation of the document: it
 * never answers 2xx.
 */
export const undeclaredNames = (method: string, ...handlers: MiddlewareHandler[]) =>
  except((c) => c.req.method !== method, ...handlers);
