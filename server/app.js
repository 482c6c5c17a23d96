// @ts-check
import compression from "compression";
import express from "express";
import { limitRequestBodies } from "./body-limit.js";
import { proxyMatcher } from "../runtime/client-address.js";
import { forwardedFor } from "./forwarded-for.js";
import { healthRoutes } from "./health.js";
import { logger as storefrontLogger } from "./logger.js";
import { mediaProxy } from "./media-proxy.js";
import { publicFiles } from "./public-files.js";
import { requestLog } from "./request-log.js";
import { refuseCrossSitePosts } from "./same-origin-posts.js";
import { cspNonce, securityHeaders } from "./security-headers.js";

/**
 * @typedef {object} StorefrontServerOptions
 * @property {import("express").RequestHandler} handleRequest Remix's request handler.
 * @property {{ publicPath: string, assetsBuildDirectory: string, publicDirectory: string }} files
 *   Hashed build assets (served immutable for a year) and the other public files (an hour).
 * @property {boolean} production
 * @property {readonly string[]} trustedProxies Whose X-Forwarded-* headers are believed (TRUST_PROXY, client-address.js).
 * @property {string} [publicSiteUrl] The shop's public address, also accepted as a post's Origin.
 * @property {import("./security-headers.js").PaymentGateway} gateway
 * @property {import("pino").Logger} [logger] Where request lines go (tests capture them).
 * @property {import("./health.js").Lifecycle} lifecycle Set draining when the process is stopping.
 * @property {string} apiReadyUrl The API's /readyz, which this one's /readyz asks.
 * @property {string} apiUrl The API's base (API_URL): its stored images are served on /v1/media.
 * @property {import("express").RequestHandler} [requestMetrics] Times each request for Prometheus (server/metrics.js).
 */

/**
 * The storefront's HTTP server: security headers on every response, one check that refuses
 * cross-site posts for every action, then static files, the API's images and Remix.
 *
 * @param {StorefrontServerOptions} options
 */
export function createStorefrontApp({
  handleRequest,
  files,
  production,
  trustedProxies,
  publicSiteUrl,
  gateway,
  logger = storefrontLogger,
  lifecycle,
  apiReadyUrl,
  apiUrl,
  requestMetrics,
}) {
  const isTrustedProxy = proxyMatcher(trustedProxies);
  const app = express();
  app.disable("x-powered-by");
  // Express reads X-Forwarded-Proto and -Host (req.protocol, req.hostname) by the same rule.
  app.set("trust proxy", isTrustedProxy);
  app.use(forwardedFor(isTrustedProxy));
  // Before the request log: a balancer asks every few seconds, and those lines would bury the rest.
  app.use(healthRoutes({ lifecycle, apiReadyUrl }));
  app.use(requestLog(logger));
  if (requestMetrics) app.use(requestMetrics);
  app.use(compression());
  app.use(cspNonce);
  app.use(securityHeaders({ production, gateway }));
  app.use(files.publicPath, express.static(files.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  app.use(publicFiles(files.publicDirectory, { maxAge: "1h" }));
  app.use("/v1/media", mediaProxy(apiUrl));
  app.use(limitRequestBodies());
  app.use(refuseCrossSitePosts({ isTrustedProxy, publicSiteUrl }));
  app.all("*", handleRequest);
  return app;
}

/**
 * What every loader, action and entry.server receives: the nonce of this response's CSP.
 *
 * @type {import("@remix-run/express").GetLoadContextFunction}
 */
export const getLoadContext = (_req, res) => ({ cspNonce: String(res.locals.cspNonce) });
