import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadForm } from "../resources/admin/media/upload-fixtures";
import { signedInStaff } from "../resources/admin/test-helpers";
import { createTestApi, type TestApi } from "../test/harness";
import { IMPORT_TOO_MANY } from "../validation/catalogue-csv";
import { BODY_TOO_LARGE, MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from "./body-limit";

const mediaDir = mkdtempSync(path.join(tmpdir(), "woodnest-body-limit-"));
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { MEDIA_DIR: mediaDir } });
});
afterAll(async () => {
  await api.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** 1.1 MB of JSON that does not parse: an answer other than 413 would mean it was read. */
const bigJson = `{"items":[{"productId":"${"x".repeat(Math.ceil(MAX_BODY_BYTES * 1.1))}"`;

const post = (pathname: string, init: { body: BodyInit; headers?: Record<string, string> }) =>
  api.app.request(`/v1${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...init.headers },
    body: init.body,
    duplex: "half",
  } as RequestInit);

describe("the API's body limit", () => {
  it("refuses a 1.1 MB JSON body with its length declared, unread, as 413 with a stable code", async () => {
    const res = await post("/cart/quote", {
      body: bigJson,
      headers: { "content-length": String(Buffer.byteLength(bigJson)) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      status: 413,
      code: PAYLOAD_TOO_LARGE,
      message: BODY_TOO_LARGE,
      body: null,
      errors: {},
    });
  });

  it("refuses a 1.1 MB body sent without a length once it passes 1 MB", async () => {
    const res = await post("/cart/quote", { body: new Blob([bigJson]).stream(), headers: {} });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe(PAYLOAD_TOO_LARGE);
  });

  it("still reads a body under the limit", async () => {
    const res = await post("/cart/quote", { body: JSON.stringify({ items: [] }) });
    expect(res.status).toBe(200);
  });

  it("leaves an image upload to its own, larger limit", async () => {
    const { token } = await signedInStaff(api, "content");
    const side = 1000;
    const noisy = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(MAX_BODY_BYTES);
    const res = await api.request("POST", "/admin/media", {
      token,
      body: uploadForm(new Uint8Array(noisy), { alt: "Grain of teak" }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it("leaves the catalogue import to its own, larger limit", async () => {
    const { token } = await signedInStaff(api, "catalogue");
    // More rows than an import takes, so the answer shows the file was read through.
    const lines = ["sku,stock", ...Array.from({ length: 60_000 }, (_, i) => `WN-NOT-THERE-${i},1`)].join("\n");
    expect(lines.length).toBeGreaterThan(MAX_BODY_BYTES);
    const form = new FormData();
    form.set("file", new File([lines], "catalogue.csv", { type: "text/csv" }));
    form.set("dryRun", "yes");
    const res = await api.request("POST", "/admin/catalogue/import", { token, body: form });
    expect(res.status).not.toBe(413);
    expect(res.json.body.fileError).toBe(IMPORT_TOO_MANY);
  });
});
