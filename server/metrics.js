// @ts-check
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { Histogram, collectDefaultMetrics, register } from "prom-client";

/**
 * The storefront's numbers live in prom-client's global registry: the Remix build's own modules
 * (app/lib/api-metrics.server.ts, the storefront's calls to the API) add theirs to the same one,
 * since both load the one prom-client from node_modules.
 */
export const storefrontRegistry = register;

// The Node process: CPU, memory, heap, event loop lag, handles, garbage collection. Once per process.
if (!register.getSingleMetric("process_cpu_seconds_total")) collectDefaultMetrics({ register });

const REQUEST_DURATION = "woodnest_storefront_http_request_duration_seconds";

/** @type {Histogram<"route" | "kind" | "method" | "status_class">} */
const requestDuration =
  /** @type {any} */ (register.getSingleMetric(REQUEST_DURATION)) ??
  new Histogram({
    name: REQUEST_DURATION,
    help: "Storefront requests by Remix route id (page or its data), method and status class, and how long they took",
    labelNames: ["route", "kind", "method", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });

/** The label of what the Express server answers itself: build assets, public files, images, refusals. */
const SERVER_ROUTE = "(server)";

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, caseSensitive?: boolean }} BuildRoute
 * @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, children?: RouteNode[] }} RouteNode
 * @typedef {(pathname: string) => { route: string, kind: string }} RouteOf
 */

/**
 * The Remix build's flat route table as the nested one React Router matches on.
 *
 * @param {Record<string, BuildRoute | undefined>} routes
 * @param {string} [parentId]
 * @returns {RouteNode[]}
 */
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, index, caseSensitive } = /** @type {BuildRoute} */ (route);
      const children = index ? [] : routeTree(routes, id);
      return { id, path, index, caseSensitive, ...(children.length ? { children } : {}) };
    });
}

/**
 * Which route of the build answers a pathname, and whether as a page or its data (single
 * fetch asks `/products/sofa.data`, and `/_root.data` for `/`). Matched with React Router's own
 * matchRoutes, which server/route-matching.js remembers per pathname.
 *
 * @param {Record<string, BuildRoute | undefined>} routes The build's `routes`.
 * @returns {RouteOf}
 */
export function remixRouteIds(routes) {
  const tree = routeTree(routes);
  const router = createRequire(import.meta.url)("@remix-run/router");
  return (pathname) => {
    if (pathname === "/__manifest") return { route: "(manifest)", kind: "manifest" };
    const data = pathname.endsWith(".data");
    const page = data ? (pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length)) : pathname;
    /** @type {{ route: { id: string } }[] | null} */
    const matches = router.matchRoutes(tree, page);
    return { route: matches?.at(-1)?.route.id ?? "(no route)", kind: data ? "data" : "page" };
  };
}

/**
 * Marks the requests Remix answers, so requestMetrics names their route.
 *
 * @param {import("express").RequestHandler} handleRequest
 * @returns {import("express").RequestHandler}
 */
export function handledByRemix(handleRequest) {
  return (req, res, next) => {
    res.locals.remix = true;
    return handleRequest(req, res, next);
  };
}

/**
 * Times every request from here to its last byte (or to the shopper going: status class
 * `aborted`). The route is worked out once the response is done, off the request's path.
 *
 * @param {RouteOf} routeOf
 * @returns {import("express").RequestHandler}
 */
export function requestMetrics(routeOf) {
  return (req, res, next) => {
    const started = performance.now();
    res.once("close", () => {
      const { route, kind } = res.locals.remix
        ? routeOf(req.originalUrl.split("?")[0])
        : { route: SERVER_ROUTE, kind: "server" };
      requestDuration.observe(
        {
          route,
          kind,
          method: req.method,
          status_class: res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : "aborted",
        },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
