import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { LOOPBACK_PROXIES } from "../runtime/client-address.js";
import { startTestServer } from "./test-server";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A page request over a real connection from `localAddress`. */
function get(url: string, localAddress: string, headers: Record<string, string> = {}) {
  const { port } = new URL(url);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/", localAddress, agent: false, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the shopper's address the storefront hands on (X-Forwarded-For)", () => {
  it("is the connection's own when it does not come from a trusted proxy, whatever the header says", async () => {
    server = await startTestServer({ trustedProxies: LOOPBACK_PROXIES });
    await get(server.url, "127.0.0.2", { "x-forwarded-for": "203.0.113.9" });
    await get(server.url, "127.0.0.2");
    expect(server.forwardedFor).toEqual([
      expect.stringMatching(/(^|:)127\.0\.0\.2$/),
      expect.stringMatching(/(^|:)127\.0\.0\.2$/),
    ]);
  });

  it("is the right-most entry a trusted proxy did not write, and only that one", async () => {
    server = await startTestServer({ trustedProxies: LOOPBACK_PROXIES });
    await get(server.url, "127.0.0.1", { "x-forwarded-for": "198.51.100.1, 203.0.113.9" });
    await get(server.url, "127.0.0.1", { "x-forwarded-for": "203.0.113.10, 127.0.0.1" });
    expect(server.forwardedFor).toEqual(["203.0.113.9", "203.0.113.10"]);
  });

  it("is never the header's when no proxy is trusted (TRUST_PROXY=false)", async () => {
    server = await startTestServer({ trustedProxies: [] });
    await get(server.url, "127.0.0.1", { "x-forwarded-for": "203.0.113.9" });
    expect(server.forwardedFor).toEqual([expect.stringMatching(/(^|:)127\.0\.0\.1$/)]);
  });
});
