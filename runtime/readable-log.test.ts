import { describe, expect, it } from "vitest";
import { readableLine } from "./readable-log.js";

const time = "2026-11-28T09:05:07.123Z";
const local = new Date(time).toTimeString().slice(0, 8);

describe("readableLine", () => {
  it("says a request as method, path, status and milliseconds, whichever service wrote it", () => {
    const request = { event: "request", requestId: "0f3c", method: "GET", path: "/v1/products", status: 200, ms: 12 };
    expect(readableLine({ level: "info", time, service: "api", ...request })).toBe(
      `${local} api        GET /v1/products 200 12 ms`,
    );
    expect(readableLine({ level: "info", time, service: "storefront", ...request, path: "/cart", msg: "" })).toBe(
      `${local} storefront GET /cart 200 12 ms`,
    );
  });

  it("says any other event by its message, or else by its name and fields", () => {
    expect(
      readableLine({
        level: "info",
        time,
        service: "storefront",
        event: "storefront.listening",
        url: "http://127.0.0.1:3500",
        msg: "Storefront on http://127.0.0.1:3500",
      }),
    ).toBe(`${local} storefront Storefront on http://127.0.0.1:3500`);
    expect(
      readableLine({
        level: "info",
        time,
        service: "api",
        event: "api.listening",
        port: 4500,
        hint: "two words",
        database: "pglite",
      }),
    ).toBe(`${local} api        api.listening port=4500 hint="two words" database=pglite`);
  });

  it("marks an error and puts its stack on lines of its own", () => {
    const stack = "Error: boom\n    at handler (app.ts:1:1)";
    expect(
      readableLine({ level: "error", time, service: "api", event: "unhandled", requestId: "r-1", error: stack }),
    ).toBe(`${local} api        ERROR unhandled\n    Error: boom\n        at handler (app.ts:1:1)`);
  });
});
