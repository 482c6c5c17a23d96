import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { apiReadyUrl } from "./health.js";
import { startTestServer } from "./test-server";

/** A stand-in API whose /readyz answers `status`. */
async function fakeApi(status: number) {
  const server = createServer((_req, res) => res.writeHead(status).end());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/readyz`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the storefront's health checks", () => {
  it("/healthz answers while the process runs, draining or not, and is never logged or cached", async () => {
    const lifecycle = { draining: true };
    const server = await startTestServer({ lifecycle });
    try {
      const alive = await fetch(`${server.url}/healthz`);
      expect(alive.status).toBe(200);
      expect(alive.headers.get("cache-control")).toBe("no-store");
      expect(server.handled).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it("/readyz is 200 when the API is ready, 503 when it is not or while draining", async () => {
    const ready = await fakeApi(200);
    const notReady = await fakeApi(503);
    const lifecycle = { draining: false };
    const withApi = await startTestServer({ lifecycle, apiReadyUrl: ready.url });
    const withoutApi = await startTestServer({ apiReadyUrl: notReady.url });
    const unreachable = await startTestServer();
    try {
      expect((await fetch(`${withApi.url}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${withoutApi.url}/readyz`)).json()).toEqual({
        ready: false,
        reason: "API not ready (503)",
      });
      expect(await (await fetch(`${unreachable.url}/readyz`)).json()).toEqual({
        ready: false,
        reason: "API unreachable",
      });
      lifecycle.draining = true;
      const draining = await fetch(`${withApi.url}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ ready: false, reason: "Shutting down" });
    } finally {
      await Promise.all([withApi.close(), withoutApi.close(), unreachable.close(), ready.close(), notReady.close()]);
    }
  });

  it("finds the API's /readyz from API_URL", () => {
    expect(apiReadyUrl("http://api.internal:4000/v1")).toBe("http://api.internal:4000/readyz");
  });
});
