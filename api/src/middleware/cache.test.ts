import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe("public reads", () => {
  it("carry Cache-Control and an ETag, and a matching If-None-Match gets a 304 without a body", async () => {
    const first = await api.get("/categories?subCategories=true");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);

    const again = await api.request("GET", "/categories?subCategories=true", {
      headers: { "if-none-match": tag as string },
    });
    expect(again.status).toBe(304);
    expect(again.json).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");

    const stale = await api.request("GET", "/categories?subCategories=true", {
      headers: { "if-none-match": '"0000"' },
    });
    expect(stale.status).toBe(200);
  });

  it("change their ETag when the answer changes", async () => {
    const list = await api.get("/products?limit=1");
    const other = await api.get("/products?limit=2");
    expect(list.headers.get("etag")).not.toBe(other.headers.get("etag"));
  });

  it("give errors neither Cache-Control nor an ETag", async () => {
    const missing = await api.get("/products/by-slug/no-such-product");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    expect(missing.headers.get("etag")).toBeNull();
  });
});
