import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split("\n"));
      done();
    },
  });
  return { lines, stream };
}

describe("createLogger", () => {
  it("writes one JSON line per event with time, level, service and fields", () => {
    const { lines, stream } = capture();
    const logger = createLogger("info", "json", stream);
    logger.info("request", { requestId: "r-1", status: 200 });
    logger.error("payments.sweep_failed", { error: "boom" });
    const [request, failure] = lines.map((line) => JSON.parse(line));
    expect(request).toMatchObject({ level: "info", service: "api", event: "request", requestId: "r-1", status: 200 });
    expect(new Date(request.time).toISOString()).toBe(request.time);
    expect(failure).toMatchObject({ level: "error", event: "payments.sweep_failed", error: "boom" });
  });

  it("writes a readable line per request in the text format", () => {
    const { lines, stream } = capture();
    createLogger("info", "text", stream).info("request", {
      requestId: "r-1",
      method: "GET",
      path: "/v1/products",
      status: 200,
      ms: 8,
    });
    expect(lines).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d api {8}GET \/v1\/products 200 8 ms$/)]);
  });

  it("writes nothing when silent", () => {
    const { lines, stream } = capture();
    createLogger("silent", "json", stream).error("unhandled", { error: "x" });
    expect(lines).toEqual([]);
  });
});
