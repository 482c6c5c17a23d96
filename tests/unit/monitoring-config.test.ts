/**
 * deploy/prometheus/alerts.yml and deploy/grafana/woodnest.json against the metrics the code
 * serves. promtool is not installed here, so the rules' PromQL is not compiled: the file is
 * parsed, its rules checked for shape, and every woodnest_ metric it names must exist.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "prom-client";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import "@api/metrics/database-metrics";
import "@api/metrics/http-metrics";
import "@api/metrics/shop-metrics";
import { apiRegistry } from "@api/metrics/registry";
import "~/lib/api-metrics.server";
import "../../server/metrics.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Every series name the two services serve: a histogram's come as _bucket, _count and _sum. */
async function servedNames() {
  const names = new Set<string>();
  for (const registry of [apiRegistry, register]) {
    for (const metric of await registry.getMetricsAsJSON()) {
      names.add(metric.name);
      if (String(metric.type) === "histogram")
        for (const suffix of ["_bucket", "_count", "_sum"]) names.add(`${metric.name}${suffix}`);
    }
  }
  return names;
}

const woodnestNames = (text: string) => new Set(text.match(/\bwoodnest_[a-z_]+/g) ?? []);

type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string };
};

describe("the alert rules", () => {
  const rules: Rule[] = parse(read("deploy/prometheus/alerts.yml")).groups.flatMap(
    (group: { rules: Rule[] }) => group.rules,
  );

  it("parse, and each has a name, an expression, a severity and a summary", () => {
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^Woodnest[A-Za-z]+$/);
      expect(rule.expr.trim()).not.toBe("");
      expect(["critical", "warning"]).toContain(rule.labels.severity);
      expect(rule.annotations.summary).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
    }
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        "WoodnestInstanceDown",
        "WoodnestApiErrorRate",
        "WoodnestApiSlow",
        "WoodnestJobQueueBacklog",
        "WoodnestPaymentsFailing",
        "WoodnestDbPoolExhausted",
      ]),
    );
  });

  it("name only metrics the services serve", async () => {
    const served = await servedNames();
    const named = woodnestNames(rules.map((rule) => rule.expr).join("\n"));
    expect(named.size).toBeGreaterThan(5);
    for (const name of named) expect(served, name).toContain(name);
  });
});

describe("the Grafana dashboard", () => {
  const dashboard = JSON.parse(read("deploy/grafana/woodnest.json"));
  const exprs: string[] = dashboard.panels.flatMap(
    (panel: { targets?: { expr: string }[] }) => panel.targets?.map((t) => t.expr) ?? [],
  );

  it("names only metrics the services serve, and shows each the issue asked for", async () => {
    const served = await servedNames();
    for (const name of woodnestNames(exprs.join("\n"))) expect(served, name).toContain(name);
    const all = exprs.join("\n");
    for (const wanted of [
      "woodnest_api_http_request_duration_seconds_count",
      "woodnest_api_http_request_duration_seconds_bucket",
      "woodnest_db_pool_connections",
      "woodnest_job_queue_jobs",
      "woodnest_orders_placed_total",
      "woodnest_payments_failed_total",
      "woodnest_refunds_pending",
    ]) {
      expect(all).toContain(wanted);
    }
  });
});

describe("nginx's stub_status", () => {
  it("is on the loopback-only API listener, refused to anyone else", () => {
    const template = read("deploy/nginx.conf.template");
    const apiListener = template.slice(template.indexOf("listen {{API_LISTEN}};"));
    const shop = template.slice(0, template.indexOf("listen {{API_LISTEN}};"));
    expect(shop).not.toContain("stub_status");
    expect(apiListener).toMatch(
      /location = \/nginx_status \{\s*stub_status;\s*allow 127\.0\.0\.1;\s*allow ::1;\s*deny all;\s*\}/,
    );
  });
});
