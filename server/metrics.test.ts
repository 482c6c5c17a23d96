import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorefrontApp } from "./app.js";
import { exposeMetrics, metricsPort } from "../runtime/metrics-server.js";
import { handledByRemix, remixRouteIds, requestMetrics, storefrontRegistry } from "./metrics.js";

/** The shape of a Remix build's `routes`: flat, each naming its parent. */
const routes = {
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/products.$slug": { id: "routes/products.$slug", parentId: "root", path: "products/:slug" },
  "routes/account": { id: "routes/account", parentId: "root", path: "account" },
  "routes/account.orders": { id: "routes/account.orders", parentId: "routes/account", path: "orders" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
};

describe("a request's Remix route", () => {
  const routeOf = remixRouteIds(routes);

  it("is the deepest route matching the page, or its data", () => {
    expect(routeOf("/products/teak-sofa")).toEqual({ route: "routes/products.$slug", kind: "page" });
    expect(routeOf("/products/teak-sofa.data")).toEqual({ route: "routes/products.$slug", kind: "data" });
    expect(routeOf("/")).toEqual({ route: "routes/_index", kind: "page" });
    expect(routeOf("/_root.data")).toEqual({ route: "routes/_index", kind: "data" });
    expect(routeOf("/account/orders")).toEqual({ route: "routes/account.orders", kind: "page" });
    expect(routeOf("/no/such/page")).toEqual({ route: "routes/$", kind: "page" });
    expect(routeOf("/__manifest")).toEqual({ route: "(manifest)", kind: "manifest" });
  });
});

describe("METRICS_PORT", () => {
  it("is a port, or unset (nothing listens); anything else stops the start with its name", () => {
    expect(metricsPort(undefined, "METRICS_PORT")).toBeUndefined();
    expect(metricsPort("", "METRICS_PORT")).toBeUndefined();
    expect(metricsPort("13001", "METRICS_PORT")).toBe(13001);
    expect(() => metricsPort("13001x", "METRICS_PORT")).toThrow(
      'METRICS_PORT must be a port number (1-65535), got "13001x"',
    );
    expect(() => metricsPort("70000", "METRICS_PORT")).toThrow("METRICS_PORT must be a port number");
  });
});

describe("the storefront's metrics port", () => {
  let api: Server;
  let shop: Server;
  let metrics: Server;
  let shopUrl: string;
  let metricsUrl: string;

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
    return (server.address() as AddressInfo).port;
  };

  beforeAll(async () => {
    // A stand-in API answering every call with an envelope.
    api = createServer((req, res) => {
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ status: 200, message: "OK", body: { url: req.url }, errors: {} }));
    }).listen(0, "127.0.0.1");
    process.env.API_URL = `http://127.0.0.1:${await listen(api)}/v1`;
    // The storefront's API client reads API_URL once, on import: after it is set.
    const { apiFetch } = await import("../app/lib/api.server");

    const files = mkdtempSync(path.join(tmpdir(), "storefront-metrics-"));
    writeFileSync(path.join(files, "entry-4f2a.js"), "export {};");
    const app = createStorefrontApp({
      // A page whose loader asks the API, as the Remix build's do.
      handleRequest: handledByRemix(async (req, res) => {
        const answer = await apiFetch<{ url: string }>(`/products/by-slug/${req.path.split("/").at(-1)}`);
        res.type("html").send(`<!doctype html><title>${answer.body.url}</title>`);
      }),
      files: { publicPath: "/build/", assetsBuildDirectory: files, publicDirectory: files },
      production: false,
      trustedProxies: [],
      gateway: { razorpay: false, formOrigin: "http://localhost:4000" },
      logger: pino({ level: "silent" }),
      lifecycle: { draining: false },
      apiReadyUrl: "http://127.0.0.1:9/readyz",
      apiUrl: "http://127.0.0.1:9/v1",
      requestMetrics: requestMetrics(remixRouteIds(routes)),
    });
    shop = app.listen(0, "127.0.0.1");
    shopUrl = `http://127.0.0.1:${await listen(shop)}`;
    const probe = createServer().listen(0, "127.0.0.1");
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    metrics = exposeMetrics({
      registry: storefrontRegistry,
      port,
      service: "storefront",
      logger: pino({ level: "silent" }),
    }) as Server;
    metricsUrl = `http://127.0.0.1:${await listen(metrics)}/metrics`;
  });
  afterAll(async () => {
    for (const server of [shop, metrics, api]) await new Promise((resolve) => server.close(resolve));
  });

  it("shows a page's route id, its data request and the API call its loader made", async () => {
    expect((await fetch(`${shopUrl}/products/teak-sofa-3-seater`)).status).toBe(200);
    expect((await fetch(`${shopUrl}/products/teak-sofa-3-seater.data`)).status).toBe(200);
    expect((await fetch(`${shopUrl}/build/entry-4f2a.js`)).status).toBe(200);

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    const text = await res.text();
    const request =
      'woodnest_storefront_http_request_duration_seconds_count{route="routes/products.$slug",kind="KIND",method="GET",status_class="2xx"} 1';
    expect(text).toContain(request.replace("KIND", "page"));
    expect(text).toContain(request.replace("KIND", "data"));
    // The asset: whatever its address, the server's own answers share one series.
    expect(text).toContain(
      'woodnest_storefront_http_request_duration_seconds_count{route="(server)",kind="server",method="GET",status_class="2xx"} 1',
    );
    expect(text).toContain(
      'woodnest_storefront_api_call_duration_seconds_count{method="GET",endpoint="/products",outcome="2xx"} 2',
    );
    expect(text).not.toContain("teak-sofa");
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("is served on its own loopback port, never on the shop's", async () => {
    expect(metrics.address()).toMatchObject({ address: "127.0.0.1" });
    const onShop = await fetch(`${shopUrl}/metrics`);
    expect(await onShop.text()).not.toContain("process_cpu_seconds_total");
    expect((await fetch(metricsUrl.replace("/metrics", "/other"))).status).toBe(404);
  });
});
