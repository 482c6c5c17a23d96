import { createServer } from "node:net";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, refunds } from "../db/schema";
import { readApiEnv } from "../env";
import { ensureQueue, startJobQueue, stopJobQueue } from "../jobs/queue";
import { newId } from "../lib/ids";
import { line, orderPayload, type Target, openStockedShop } from "../resources/customer-orders/order-fixtures";
import type { TestApi } from "../test/harness";
import { exposeApiMetrics } from "./expose";

let api: TestApi;
let product: Target;
let metricsServer: Server;
let metricsUrl: string;
const silent = { info: () => {}, error: () => {} };

/** A port nothing listens on now. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  ({ api, product } = await openStockedShop({}, 50));
  const port = await freePort();
  metricsServer = exposeApiMetrics(
    readApiEnv({ NODE_ENV: "test", API_METRICS_PORT: String(port) }),
    { db: api.db, execute: api.execute },
    silent,
  ) as Server;
  await new Promise((resolve) => (metricsServer.listening ? resolve(null) : metricsServer.once("listening", resolve)));
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => metricsServer.close(resolve));
  await api.close();
});

async function scrape() {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

/** A sample's value in a scrape: the line naming exactly `name{labels}`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const row of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(row);
    if (!match || match[1] !== name) continue;
    const given = match[2] ? match[2].split(/,(?=[a-z_]+=")/) : [];
    if (given.length === wanted.length && wanted.every((pair) => given.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

async function placeOrder(paymentMethod: "COD" | "Prepaid") {
  const shopper = await api.signIn();
  const res = await api.post("/customerOrders", orderPayload([line(product, 1)], { paymentMethod }), shopper.token);
  expect(res.status).toBe(200);
  return { token: shopper.token, order: res.json.body as { _id: string; orderId: string } };
}

describe("the API's metrics port", () => {
  it("reads the pending refunds and the job queue from the database, at most once per interval", async () => {
    const { order } = await placeOrder("COD");
    await api.db.insert(refunds).values({
      id: newId(),
      orderId: order._id,
      amountPaise: 1000,
      reason: "test",
      kind: "cancellation",
      idempotencyKey: newId(),
      requestedBy: "staff",
    });
    const jobs = await startJobQueue({ execute: api.execute }, silent);
    try {
      await ensureQueue(jobs, "metrics.test");
      await jobs.send("metrics.test", {});
      await jobs.send("metrics.test", {});
      // The first scrape of this file: nothing read before.
      const text = await scrape();
      expect(sample(text, "woodnest_refunds_pending")).toBe(1);
      expect(sample(text, "woodnest_job_queue_jobs", { queue: "metrics.test", state: "created" })).toBe(2);
      // A state with no jobs is a 0, not a missing series.
      expect(sample(text, "woodnest_job_queue_jobs", { queue: "metrics.test", state: "failed" })).toBe(0);
      await jobs.send("metrics.test", {});
      // Within the interval (DATABASE_READING_TTL_MS) a scrape gives the kept reading, costing the database nothing.
      expect(sample(await scrape(), "woodnest_job_queue_jobs", { queue: "metrics.test", state: "created" })).toBe(2);
    } finally {
      await stopJobQueue(jobs, 1_000);
    }
  });

  it("counts a request under its route pattern, never the address asked for", async () => {
    const [row] = await api.db.select({ slug: products.slug }).from(products).limit(1);
    expect((await api.get(`/products/by-slug/${row.slug}`)).status).toBe(200);
    expect((await api.get("/products/by-slug/no-such-product")).status).toBe(404);
    expect((await api.get("/no/such/route/at/all")).status).toBe(404);

    const text = await scrape();
    const route = { route: "/v1/products/by-slug/:slug", method: "GET" };
    expect(sample(text, "woodnest_api_http_request_duration_seconds_count", { ...route, status_class: "2xx" })).toBe(1);
    expect(sample(text, "woodnest_api_http_request_duration_seconds_count", { ...route, status_class: "4xx" })).toBe(1);
    expect(
      sample(text, "woodnest_api_http_request_duration_seconds_count", {
        route: "(unmatched)",
        method: "GET",
        status_class: "4xx",
      }),
    ).toBe(1);
    expect(text).not.toContain(row.slug);
    // A caller that left is no server error, though the API's log line says 503.
    const abandoned = await api.app.request(`/v1/products/by-slug/${row.slug}`, { signal: AbortSignal.abort() });
    expect(abandoned.status).toBe(503);
    const after = await scrape();
    expect(
      sample(after, "woodnest_api_http_request_duration_seconds_count", { ...route, status_class: "aborted" }),
    ).toBe(1);
    expect(
      sample(after, "woodnest_api_http_request_duration_seconds_count", { ...route, status_class: "5xx" }),
    ).toBeUndefined();
    expect(text).not.toContain("no-such-product");
    // The Node process's own numbers come along.
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts a placed order by its payment method", async () => {
    const before = sample(await scrape(), "woodnest_orders_placed_total", { payment_method: "COD" }) ?? 0;
    await placeOrder("COD");
    expect(sample(await scrape(), "woodnest_orders_placed_total", { payment_method: "COD" })).toBe(before + 1);
  });

  it("counts a payment the gateway declined, once however often it is reported", async () => {
    const before = sample(await scrape(), "woodnest_payments_failed_total", { reason: "declined" }) ?? 0;
    const { token, order } = await placeOrder("Prepaid");
    expect(
      (await api.post("/payments/failed", { orderId: order.orderId, reason: "payment_failed" }, token)).status,
    ).toBe(200);
    expect(
      (await api.post("/payments/failed", { orderId: order.orderId, reason: "payment_failed" }, token)).status,
    ).toBe(200);
    expect(sample(await scrape(), "woodnest_payments_failed_total", { reason: "declined" })).toBe(before + 1);
  });

  it.runIf(Boolean(process.env.API_TEST_DATABASE_URL))("reports the PostgreSQL pool", async () => {
    const text = await scrape();
    expect(sample(text, "woodnest_db_pool_max")).toBe(10);
    expect(sample(text, "woodnest_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
  });

  it("is served on its own loopback port only: the API's own port does not answer it", async () => {
    expect(metricsServer.address()).toMatchObject({ address: "127.0.0.1" });
    const res = await api.app.request("/metrics");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("process_cpu_seconds_total");
    expect((await api.app.request("/v1/metrics")).status).toBe(404);
  });
});
