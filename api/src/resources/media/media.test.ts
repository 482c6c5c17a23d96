import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_CACHE_CONTROL, processImageUpload } from "@api/services/images/process-image";
import { type TestApi, createTestApi } from "@api/test/harness";
import { etagMatches } from "./media.routes";

const scratch = mkdtempSync(path.join(tmpdir(), "woodnest-media-route-"));
const mediaDir = path.join(scratch, "media");
let api: TestApi;

const KEY = "images/0123456789abcdef0123456789abcdef/320.webp";
const BYTES = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { MEDIA_DIR: mediaDir } });
  await api.deps.storage.put(KEY, BYTES, { contentType: "image/webp", cacheControl: MEDIA_CACHE_CONTROL });
  // Files beside and above the media folder that no URL may reach.
  writeFileSync(path.join(scratch, "secret.txt"), "not for shoppers");
  mkdirSync(path.join(mediaDir, "images"), { recursive: true });
});
afterAll(async () => {
  await api.close();
  rmSync(scratch, { recursive: true, force: true });
});

const fetchMedia = (pathAndQuery: string, init: RequestInit = {}) => api.app.request(`/v1/media/${pathAndQuery}`, init);

describe("GET /media/{key}", () => {
  it("streams the stored bytes with their type, ETag, length and a year's immutable caching", async () => {
    const res = await fetchMedia(KEY);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-length")).toBe("300");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(BYTES)).toBe(true);
  });

  it("answers 304 without a body when If-None-Match holds the ETag, 200 when it holds another", async () => {
    const etag = (await fetchMedia(KEY)).headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await fetchMedia(KEY, { headers: { "If-None-Match": ifNoneMatch } });
      expect(res.status, ifNoneMatch).toBe(304);
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
      expect(await res.text()).toBe("");
    }
    const changed = await fetchMedia(KEY, { headers: { "If-None-Match": '"something-else"' } });
    expect(changed.status).toBe(200);
    expect(Buffer.from(await changed.arrayBuffer()).equals(BYTES)).toBe(true);
  });

  it("answers HEAD with the headers only", async () => {
    const res = await fetchMedia(KEY, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("300");
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(await res.text()).toBe("");
  });

  it("answers 404 for a key that is not stored", async () => {
    for (const key of ["images/0123456789abcdef0123456789abcdef/640.webp", "images/nothing", "nothing"]) {
      const res = await fetchMedia(key);
      expect(res.status, key).toBe(404);
      expect(await res.json()).toEqual({
        status: 404,
        code: "NOT_FOUND",
        message: "Image not found",
        body: null,
        errors: {},
      });
      expect(res.headers.get("cache-control")).toBeNull();
    }
    expect((await fetchMedia("nothing", { method: "HEAD" })).status).toBe(404);
  });

  it("never serves a file outside the store, or the store's own metadata", async () => {
    for (const attempt of [
      "..%2Fsecret.txt",
      "%2e%2e/secret.txt",
      "%2E%2E%2Fsecret.txt",
      "images/..%2F..%2Fsecret.txt",
      "images%2F..%2F..%2Fsecret.txt",
      "..%5Csecret.txt",
      "%2Fetc%2Fpasswd",
      "images/0123456789abcdef0123456789abcdef/.320.webp.meta.json",
      "images/0123456789abcdef0123456789abcdef/%2E320.webp.meta.json",
      "images//0123456789abcdef0123456789abcdef/320.webp",
    ]) {
      const res = await fetchMedia(attempt);
      expect(res.status, attempt).toBe(404);
      expect(await res.text()).not.toContain("not for shoppers");
    }
    // The URL parser itself resolves a plain ../ before routing: outside /v1/media altogether.
    expect((await api.app.request("/v1/media/../../secret.txt")).status).toBe(404);
  });

  it("serves every rendition of a processed upload as the image it says it is", async () => {
    const upload = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#a0522d" } })
      .jpeg()
      .toBuffer();
    const manifest = await processImageUpload(upload, { storage: api.deps.storage, maxBytes: 10 * 1024 * 1024 });
    for (const rendition of manifest.renditions) {
      const res = await fetchMedia(rendition.key);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${rendition.format}`);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([rendition.width, rendition.height]);
    }
  });
});

describe("etagMatches", () => {
  it("compares weakly, as If-None-Match does, and takes lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches(' "x" , "abc" ', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches("abc", '"abc"')).toBe(false);
  });
});
