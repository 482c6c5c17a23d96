import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORM_BODY_LIMIT_BYTES,
  FORM_TOO_LARGE,
  LENGTH_REQUIRED,
  UPLOAD_BODY_LIMIT_BYTES,
  bodyLimitOf,
} from "./body-limit.js";
import { startTestServer } from "./test-server";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const form = (bytes: number) => `intent=add&productId=${"x".repeat(bytes - 21)}`;

describe("the storefront's body limit", () => {
  it("refuses a form over 1 MB with 413 and a page that says so, before any action sees it", async () => {
    const res = await fetch(`${server.url}/cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form(FORM_BODY_LIMIT_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain(FORM_TOO_LARGE);
    expect(server.handled).not.toContain("POST /cart");
  });

  it("passes a form of 1 MB on", async () => {
    const res = await fetch(`${server.url}/cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form(FORM_BODY_LIMIT_BYTES),
    });
    expect(res.status).toBe(200);
    expect(server.handled).toContain("POST /cart");
  });

  it("lets a file form on a page that takes files carry more, and only there", async () => {
    const body = new FormData();
    body.set("file", new File(["x".repeat(2 * FORM_BODY_LIMIT_BYTES)], "catalogue.csv", { type: "text/csv" }));
    expect((await fetch(`${server.url}/admin/products/import`, { method: "POST", body })).status).toBe(200);
    expect((await fetch(`${server.url}/my-account/returns/FS0001`, { method: "POST", body })).status).toBe(200);
    expect((await fetch(`${server.url}/cart`, { method: "POST", body })).status).toBe(413);
  });

  it("refuses a body sent without its length", async () => {
    const res = await fetch(`${server.url}/cart`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Blob([form(100)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(411);
    expect(await res.text()).toContain(LENGTH_REQUIRED);
  });

  it("bounds a file form by what the upload handler reads", () => {
    expect(bodyLimitOf({ path: "/admin/media", contentType: "multipart/form-data; boundary=x" })).toBe(
      UPLOAD_BODY_LIMIT_BYTES,
    );
    expect(bodyLimitOf({ path: "/administrator", contentType: "multipart/form-data; boundary=x" })).toBe(
      FORM_BODY_LIMIT_BYTES,
    );
    expect(bodyLimitOf({ path: "/admin/media", contentType: "application/x-www-form-urlencoded" })).toBe(
      FORM_BODY_LIMIT_BYTES,
    );
  });
});
