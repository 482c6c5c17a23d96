import type { RequestHandler } from "express";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import { createStorefrontApp } from "./app.js";
import type { Lifecycle } from "./health.js";
import type { PaymentGateway } from "./security-headers.js";

/**
 * The storefront server around a document handler of its own, on a free port: what the server
 * adds (headers, refusals, static files) is tested without a Remix build. The handler answers
 * with a page whose inline script carries the nonce, as entry.server.tsx writes them.
 */
export async function startTestServer(
  options: {
    production?: boolean;
    publicSiteUrl?: string;
    gateway?: PaymentGateway;
    logger?: Logger;
    lifecycle?: Lifecycle;
    apiReadyUrl?: string;
    apiUrl?: string;
    trustedProxies?: readonly string[];
    /** The production server's request metrics, for what must hold with every middleware in place. */
    requestMetrics?: RequestHandler;
  } = {},
) {
  const handled: string[] = [];
  /** The X-Request-Id each request reached the page handler with. */
  const requestIds: (string | undefined)[] = [];
  /** The X-Forwarded-For each request reached the page handler with: what Remix would forward to the API. */
  const forwardedFor: (string | undefined)[] = [];
  const publicDirectory = mkdtempSync(path.join(tmpdir(), "storefront-public-"));
  writeFileSync(path.join(publicDirectory, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const app = createStorefrontApp({
    handleRequest: (req, res) => {
      handled.push(`${req.method} ${req.path}`);
      requestIds.push(req.get("x-request-id"));
      forwardedFor.push(req.get("x-forwarded-for"));
      res.type("html").send(`<!doctype html><title>Page</title><script nonce="${res.locals.cspNonce}">1</script>`);
    },
    files: { publicPath: "/build/", assetsBuildDirectory: publicDirectory, publicDirectory },
    production: options.production ?? false,
    trustedProxies: options.trustedProxies ?? [],
    publicSiteUrl: options.publicSiteUrl,
    gateway: options.gateway ?? { razorpay: false, formOrigin: "http://localhost:4000" },
    logger: options.logger ?? pino({ level: "silent" }),
    lifecycle: options.lifecycle ?? { draining: false },
    apiReadyUrl: options.apiReadyUrl ?? "http://127.0.0.1:9/readyz",
    apiUrl: options.apiUrl ?? "http://127.0.0.1:9/v1",
    requestMetrics: options.requestMetrics,
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    handled,
    requestIds,
    forwardedFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
