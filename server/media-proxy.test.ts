import { type IncomingHttpHeaders, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestMetrics } from "./metrics.js";
import { startTestServer } from "./test-server";

const IMAGE = Buffer.from(Array.from({ length: 500 }, (_, i) => (i * 7) % 256));
const ETAG = '"5d41402abc4b2a76b9719d911017c592"';

/** A stand-in API that has one image and records every request it gets. */
async function fakeApi() {
  const seen: { method?: string; url?: string; ifNoneMatch?: string }[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, ifNoneMatch: req.headers["if-none-match"] });
    if (req.url === "/v1/media/images/ab12/dropped.webp") {
      // The API goes away a fifth of the way through the image.
      res.writeHead(200, { "content-type": "image/webp", "content-length": String(IMAGE.length) });
      res.write(IMAGE.subarray(0, 100), () => res.destroy());
      return;
    }
    if (req.url !== "/v1/media/images/ab12/320.webp") {
      return void res
        .writeHead(404, { "content-type": "application/json" })
        .end('{"status":404,"message":"Image not found"}');
    }
    const headers = {
      "content-type": "image/webp",
      etag: ETAG,
      "cache-control": "public, max-age=31536000, immutable",
    };
    if (req.headers["if-none-match"] === ETAG) return void res.writeHead(304, headers).end();
    res.writeHead(200, { ...headers, "content-length": String(IMAGE.length), "x-api-only": "1" });
    res.end(req.method === "HEAD" ? undefined : IMAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A request sent exactly as written: fetch would resolve `..` before sending. */
function raw(base: string, path: string, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let api: Awaited<ReturnType<typeof fakeApi>>;
let shop: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  api = await fakeApi();
  // With the request metrics, as the shop runs: each middleware listens to the response too.
  shop = await startTestServer({ apiUrl: api.url, requestMetrics: requestMetrics(() => ({ route: "", kind: "" })) });
});
afterAll(async () => {
  await shop.close();
  await api.close();
});

describe("the storefront's /v1/media", () => {
  it("passes the API's image on with its type, length, ETag and caching, under the shop's own headers", async () => {
    api.seen.length = 0;
    const res = await fetch(`${shop.url}/v1/media/images/ab12/320.webp?width=9000`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(IMAGE)).toBe(true);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("content-length")).toBe("500");
    expect(res.headers.get("etag")).toBe(ETAG);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-api-only")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    // Without the query: nothing but the key reaches the API.
    expect(api.seen).toEqual([{ method: "GET", url: "/v1/media/images/ab12/320.webp", ifNoneMatch: undefined }]);
    expect(shop.handled).toEqual([]);
  });

  it("passes If-None-Match on and the API's 304 back, and a HEAD as a HEAD", async () => {
    const notModified = await fetch(`${shop.url}/v1/media/images/ab12/320.webp`, {
      headers: { "If-None-Match": ETAG },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(ETAG);
    api.seen.length = 0;
    const head = await raw(shop.url, "/v1/media/images/ab12/320.webp", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe("500");
    expect(api.seen).toEqual([{ method: "HEAD", url: "/v1/media/images/ab12/320.webp", ifNoneMatch: undefined }]);
  });

  it("streams an image without crowding the response with listeners (no MaxListenersExceededWarning)", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const res = await fetch(`${shop.url}/v1/media/images/ab12/320.webp`);
      expect(Buffer.from(await res.arrayBuffer()).equals(IMAGE)).toBe(true);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it("ends the shopper's response when the API drops in the middle of an image, rather than leaving it hanging", async () => {
    const res = await fetch(`${shop.url}/v1/media/images/ab12/dropped.webp`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it("passes a 404 on", async () => {
    const res = await fetch(`${shop.url}/v1/media/images/ab12/640.webp`);
    expect(res.status).toBe(404);
  });

  it("never reaches another API call, whatever the path", async () => {
    api.seen.length = 0;
    for (const path of [
      "/v1/media/../dev/outbox?to=9876543210",
      "/v1/media/../../readyz",
      "/v1/media/%2e%2e/dev/outbox",
      "/v1/media/images/..%2F..%2Fdev%2Foutbox",
      "/v1/media//dev/outbox",
      "/v1/media/.hidden",
      "/v1/media/images/a%20b",
    ]) {
      const res = await raw(shop.url, path);
      expect(res.status, path).toBe(404);
    }
    expect(api.seen).toEqual([]);
    // Anything but GET and HEAD goes on to the shop's own handling (and its cross-site check).
    expect((await fetch(`${shop.url}/v1/media/images/ab12/320.webp`, { method: "POST" })).status).toBe(200);
    expect(api.seen).toEqual([]);
  });

  it("answers 502 when the API cannot be reached", async () => {
    const alone = await startTestServer();
    try {
      expect((await fetch(`${alone.url}/v1/media/images/ab12/320.webp`)).status).toBe(502);
    } finally {
      await alone.close();
    }
  });
});
