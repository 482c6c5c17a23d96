import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@api/app";
import type { Db } from "@api/db/client";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("health checks", () => {
  it("/healthz answers while the process runs, draining or not", async () => {
    expect((await api.app.request("/healthz")).status).toBe(200);
    api.deps.lifecycle.draining = true;
    try {
      expect((await api.app.request("/healthz")).status).toBe(200);
    } finally {
      api.deps.lifecycle.draining = false;
    }
  });

  it("/readyz is 200 with a database, and 503 while draining", async () => {
    const ready = await api.app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 200, body: { ready: true } });
    api.deps.lifecycle.draining = true;
    try {
      const draining = await api.app.request("/readyz");
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 503, message: "Shutting down" });
    } finally {
      api.deps.lifecycle.draining = false;
    }
  });

  it("/readyz is 503 when the database does not answer", async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error("connect ECONNREFUSED")),
    } as unknown as Db;
    const app = createApp({ ...api.deps, db: unreachable, logger: { info: () => {}, error: () => {} } });
    const response = await app.request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ message: "Database unreachable" });
  });
});
