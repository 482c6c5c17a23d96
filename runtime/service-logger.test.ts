import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createServiceLogger, logFormat } from "./service-logger.js";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).replace(/\n$/, "").split("\n"));
      done();
    },
  });
  return { lines, stream };
}

describe("logFormat", () => {
  it("is JSON in production and readable text elsewhere, unless LOG_FORMAT says", () => {
    expect(logFormat({ NODE_ENV: "production" })).toBe("json");
    expect(logFormat({ NODE_ENV: "development" })).toBe("text");
    expect(logFormat({})).toBe("text");
    expect(logFormat({ NODE_ENV: "development", LOG_FORMAT: "json" })).toBe("json");
    expect(logFormat({ NODE_ENV: "production", LOG_FORMAT: "text" })).toBe("text");
    // As copied from .env.example.
    expect(logFormat({ NODE_ENV: "production", LOG_FORMAT: "" })).toBe("json");
  });

  it("refuses a format it does not know, by name", () => {
    expect(() => logFormat({ LOG_FORMAT: "pretty" })).toThrow('LOG_FORMAT: "pretty" is neither json nor text');
  });
});

describe("createServiceLogger", () => {
  it("writes JSON lines with time, level name, service and fields", () => {
    const { lines, stream } = capture();
    const log = createServiceLogger({ service: "storefront", level: "info", format: "json", destination: stream });
    log.info({ event: "request", method: "GET", path: "/cart", status: 200, ms: 3 });
    const record = JSON.parse(lines[0]);
    expect(record).toMatchObject({
      level: "info",
      service: "storefront",
      event: "request",
      path: "/cart",
      status: 200,
    });
    expect(new Date(record.time).toISOString()).toBe(record.time);
  });

  it("writes one short readable line per request in the text format", () => {
    const { lines, stream } = capture();
    const log = createServiceLogger({ service: "storefront", level: "info", format: "text", destination: stream });
    log.info({ event: "request", requestId: "r-1", method: "POST", path: "/checkout", status: 302, ms: 41 });
    log.error({ event: "storefront.close_failed", error: "EADDRINUSE" });
    expect(lines).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d storefront POST \/checkout 302 41 ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d storefront ERROR storefront\.close_failed error=EADDRINUSE$/),
    ]);
  });

  it("writes nothing when silent, in either format", () => {
    for (const format of ["json", "text"] as const) {
      const { lines, stream } = capture();
      createServiceLogger({ service: "api", level: "silent", format, destination: stream }).error({
        event: "unhandled",
      });
      expect(lines).toEqual([]);
    }
  });
});
