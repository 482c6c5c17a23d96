import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "./test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("the envelope", () => {
  it("answers health in the envelope", async () => {
    const res = await api.get("/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 200, message: "OK", body: { ok: true }, errors: {} });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers an unknown path with a 404 envelope", async () => {
    const res = await api.get("/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 404, message: "Not found", body: null, errors: {} });
  });
});

describe("request ids", () => {
  it("keep the caller's id, so the storefront's log line and the API's share it", async () => {
    const res = await api.request("GET", "/health", {
      headers: { "x-request-id": "5b0e6a5e-6f2a-4d2e-9a63-1f0c2b7d9e11" },
    });
    expect(res.headers.get("x-request-id")).toBe("5b0e6a5e-6f2a-4d2e-9a63-1f0c2b7d9e11");
  });

  it("replace an id that could write into the log", async () => {
    const res = await api.request("GET", "/health", { headers: { "x-request-id": 'x" injected=1' } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
