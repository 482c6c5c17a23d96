// @ts-check
// One storefront worker: loads the Remix build, serves it on PORT and closes gracefully
// (server/index.js starts one per core).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals } from "@remix-run/node";
import { answerApiOutages } from "./api-outage-pages.js";
import { createStorefrontApp, getLoadContext } from "./app.js";
import { parseTrustedProxies } from "../runtime/client-address.js";
import { apiReadyUrl } from "./health.js";
import { announceListening } from "./listening.js";
import { localAddresses } from "../runtime/local-addresses.js";
import { logger } from "./logger.js";
import { metricsPort, exposeMetrics } from "../runtime/metrics-server.js";
import { handledByRemix, remixRouteIds, requestMetrics, storefrontRegistry } from "./metrics.js";
import { installRouteMatchingMemo } from "./route-matching.js";
import { paymentGateway } from "./security-headers.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const mode = process.env.NODE_ENV ?? "production";
process.env.NODE_ENV = mode;

installRouteMatchingMemo();
/** @type {import("@remix-run/node").ServerBuild} */
const build = await import(pathToFileURL(path.join(root, "build/index.js")).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

/** TRUST_PROXY, checked at start: a typo stops the server instead of trusting the wrong sender. */
function trustedProxies() {
  try {
    return parseTrustedProxies(process.env.TRUST_PROXY);
  } catch (error) {
    console.error(`Invalid storefront environment:\n  TRUST_PROXY: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

/** @type {import("./health.js").Lifecycle} */
const lifecycle = { draining: false };

const local = localAddresses(process.env);
const apiUrl = process.env.API_URL || local.apiUrl;

const app = createStorefrontApp({
  handleRequest: handledByRemix(createRequestHandler({ build: answerApiOutages(build), mode, getLoadContext })),
  files: {
    publicPath: build.publicPath,
    assetsBuildDirectory: path.resolve(root, build.assetsBuildDirectory),
    publicDirectory: path.join(root, "public"),
  },
  production: mode === "production",
  trustedProxies: trustedProxies(),
  publicSiteUrl: process.env.PUBLIC_SITE_URL || undefined,
  gateway: paymentGateway(process.env),
  lifecycle,
  apiReadyUrl: apiReadyUrl(apiUrl),
  apiUrl,
  requestMetrics: requestMetrics(remixRouteIds(build.routes)),
});

const metrics = metricsPort(process.env.METRICS_PORT, "METRICS_PORT");
if (metrics)
  exposeMetrics({
    registry: storefrontRegistry,
    port: metrics,
    host: process.env.METRICS_HOST || undefined,
    service: "storefront",
    logger,
  });

const port = local.webPort;
/** Only this machine (nginx in front) unless HOST says otherwise. */
const host = process.env.HOST || "127.0.0.1";
const onListen = () => {
  announceListening(logger, { host, port });
  // `remix dev` restarts this server on every rebuild and waits for this word.
  if (mode === "development") void broadcastDevReady(build);
};
const server = app.listen(port, host, onListen);

/** How long the requests under way may take to finish once the process is told to stop. */
const DRAIN_TIMEOUT_MS = 10_000;

// Draining: /readyz fails from now on, no new connections are taken, idle kept-alive ones are
// closed, and the process ends once the requests under way are answered (or the time is up).
// Once only: Ctrl-C reaches a worker both from the terminal and from the primary.
let stopping = false;
const stop = (/** @type {NodeJS.Signals} */ signal) => {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  logger.info({ event: "storefront.stopping", signal });
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, DRAIN_TIMEOUT_MS).unref();
  server.close((error) => {
    if (error) logger.error({ event: "storefront.close_failed", error: String(error) });
    process.exit(0);
  });
  server.closeIdleConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
