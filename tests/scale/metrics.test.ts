/**
 * Every process of `npm run start:scaled` can be scraped on its own loopback port (its port +
 * 10000), and nginx's stub_status answers on the API listener only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { API_INSTANCES, API_PORT, SHOP, SHOP_PORT, WEB_INSTANCES, type Topology, startTopology } from "./topology";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const metricsOf = (origin: string) => `http://127.0.0.1:${Number(new URL(origin).port) + 10_000}/metrics`;

let topology: Topology;
beforeAll(async () => {
  topology = await startTopology();
}, 240_000);
afterAll(() => topology?.stop(), 60_000);

it("serves each storefront's and each API process's numbers, and lists them for Prometheus", async () => {
  const page = await fetch(`${SHOP}/`);
  expect(page.status).toBe(200);
  // The page streams: it is counted once its last byte has gone.
  await page.text();
  const scrapeAll = async () =>
    (await Promise.all(WEB_INSTANCES.map(async (origin) => (await fetch(metricsOf(origin))).text()))).join("\n");
  // nginx sent the page to one of the storefronts: that one counts it under its route id.
  await expect
    .poll(scrapeAll, { timeout: 10_000 })
    .toMatch(
      /woodnest_storefront_http_request_duration_seconds_count\{route="routes\/_index",kind="page",method="GET",status_class="2xx"\} [1-9]/,
    );
  expect(await scrapeAll()).toMatch(
    /woodnest_storefront_api_call_duration_seconds_count\{method="GET",endpoint="\/[a-zA-Z-]+",outcome="2xx"\} [1-9]/,
  );
  for (const origin of API_INSTANCES) {
    const text = await (await fetch(metricsOf(origin))).text();
    expect(text).toMatch(/^woodnest_db_pool_max 10$/m);
    expect(text).toMatch(/^woodnest_job_queue_jobs\{queue="[^"]+",state="created"\} \d+$/m);
  }
  const targets = JSON.parse(
    readFileSync(path.join(root, ".data", "scaled", String(SHOP_PORT), "prometheus-targets.json"), "utf8"),
  );
  expect(targets).toEqual([
    { targets: WEB_INSTANCES.map((origin) => new URL(metricsOf(origin)).host), labels: { job: "woodnest-storefront" } },
    { targets: API_INSTANCES.map((origin) => new URL(metricsOf(origin)).host), labels: { job: "woodnest-api" } },
  ]);
});

it("answers nginx's stub_status on the API listener, not on the shop's", async () => {
  expect(await (await fetch(`http://127.0.0.1:${API_PORT}/nginx_status`)).text()).toMatch(/^Active connections: \d+/);
  expect(await (await fetch(`${SHOP}/nginx_status`)).text()).not.toMatch(/Active connections/);
});
