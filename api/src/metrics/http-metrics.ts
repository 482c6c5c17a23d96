import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Histogram } from "prom-client";
import { apiRegistry } from "./registry";

/**
 * Every request's time, by the route pattern that answered it (`/v1/products/:slug`, never the
 * address asked for, so a crawler cannot make a series per product), method and status class.
 * Its `_count` is the request count: no separate counter to keep on the hot path.
 */
const httpRequestDuration = new Histogram({
  name: "woodnest_api_http_request_duration_seconds",
  help: "API requests by route pattern, method and status class (or aborted: the caller left), and how long they took",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [apiRegistry],
});

/** The label of a request no route answered (Hono's notFound): one series for every such path. */
const UNMATCHED_ROUTE = "(unmatched)";

/**
 * Mounted first: times everything after it. The answering route is the one Hono reached last
 * (a middleware that refused the request, such as sign-in, names its own pattern); a request
 * only the app-wide middlewares saw, ending in notFound, is unmatched. A request its caller
 * abandoned (a closed tab: the API answers 503 to nobody) is `aborted`, not a server error.
 */
export const httpMetrics: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    const route = routePath(c);
    httpRequestDuration.observe(
      {
        route: route === "/*" || route === "*" || route === "" ? UNMATCHED_ROUTE : route,
        method: c.req.method,
        status_class: c.req.raw.signal.aborted ? "aborted" : `${Math.floor(c.res.status / 100)}xx`,
      },
      (performance.now() - started) / 1000,
    );
  }
};
