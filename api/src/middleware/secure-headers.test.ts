import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEnv } from "../env";
import { createTestApi, type TestApi } from "../test/harness";
import { apiSecureHeaders } from "./secure-headers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("the API's security headers", () => {
  it("are on a JSON answer and on a 404 alike", async () => {
    for (const res of [await api.get("/health"), await api.get("/no-such-thing")]) {
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-site");
      // Outside production the API is plain http on localhost, where HSTS has no place.
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("add HSTS in production", async () => {
    const app = new Hono().use(apiSecureHeaders({ NODE_ENV: "production" } as ApiEnv)).get("/", (c) => c.json({}));
    const res = await app.request("/");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("keep a header a handler set itself", async () => {
    const app = new Hono()
      .use(apiSecureHeaders({ NODE_ENV: "test" } as ApiEnv))
      .get("/", (c) => c.html("<p>page</p>", 200, { "Content-Security-Policy": "default-src 'self'" }));
    const res = await app.request("/");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
