import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startTestServer } from "./test-server";

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split("\n")) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ base: { service: "storefront" } }, stream) };
}

describe("the storefront's request log", () => {
  it("logs each request once under the id it hands on to the page (and so to the API)", async () => {
    const { lines, logger } = capturingLogger();
    const server = await startTestServer({ logger });
    try {
      const given = await fetch(`${server.url}/search?q=sofa&otp=1234`, {
        headers: { "X-Request-Id": "7f3c9a1e2b4d6f80" },
      });
      expect(given.headers.get("x-request-id")).toBe("7f3c9a1e2b4d6f80");
      const fresh = await fetch(`${server.url}/cart`, { headers: { "X-Request-Id": 'forged" level=fatal' } });
      const freshId = fresh.headers.get("x-request-id");
      expect(freshId).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.requestIds).toEqual(["7f3c9a1e2b4d6f80", freshId]);

      await expect.poll(() => lines.length).toBe(2);
      // The API's request fields, and nothing of the request beyond them (headers, cookies).
      expect(lines[0]).toEqual({
        level: 30,
        time: expect.any(Number),
        service: "storefront",
        event: "request",
        requestId: "7f3c9a1e2b4d6f80",
        method: "GET",
        path: "/search",
        status: 200,
        ms: expect.any(Number),
        msg: "",
      });
      expect(JSON.stringify(lines[0])).not.toContain("1234");
      expect(lines[1]).toMatchObject({ requestId: freshId, path: "/cart" });
    } finally {
      await server.close();
    }
  });
});
