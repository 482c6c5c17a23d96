import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { WRONG_TYPE } from "@api/services/images/process-image";
import { ALT_REQUIRED, IMAGE_REQUIRED } from "@api/validation/admin-media";
import { signedInStaff } from "../test-helpers";
import { testJpeg, uploadForm } from "./upload-fixtures";

const mediaDir = mkdtempSync(path.join(tmpdir(), "woodnest-media-upload-"));
let api: TestApi;
let token: string;
beforeAll(async () => {
  // One megabyte, so an oversized file is cheap to make.
  api = await createTestApi({ seed: false, env: { MEDIA_DIR: mediaDir, MEDIA_MAX_UPLOAD_MB: "1" } });
  token = (await signedInStaff(api, "catalogue")).token;
});
afterAll(async () => {
  await api.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe("POST /admin/media", () => {
  it("stores an uploaded JPEG's renditions and answers the stored image, recorded once per content", async () => {
    const bytes = await testJpeg();
    const res = await api.request("POST", "/admin/media", {
      token,
      body: uploadForm(bytes, { alt: "Grey sofa, front" }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const image = res.json.body;
    expect(image).toMatchObject({ width: 900, height: 600, alt: "Grey sofa, front" });
    expect(image.url).toMatch(/^\/v1\/media\/images\/[0-9a-f]{32}\/900\.jpg$/);
    expect(image.renditions.widths).toEqual([320, 640, 900]);
    const served = await api.app.request(`${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const avif = await api.app.request(`/v1/media/${image.renditions.key}/640.avif`);
    expect(avif.headers.get("content-type")).toBe("image/avif");

    const again = await api.request("POST", "/admin/media", { token, body: uploadForm(bytes, { alt: "Same sofa" }) });
    expect(again.json.body.url).toBe(image.url);
    expect(await api.db.select().from(media).where(eq(media.key, image.renditions.key))).toHaveLength(1);
  });

  it("refuses a renamed file of another type, a missing file and a missing description together, on their fields", async () => {
    const text = new TextEncoder().encode("not a picture at all, just words");
    const renamed = await api.request("POST", "/admin/media", {
      token,
      body: uploadForm(text, { alt: "Sofa" }, "sofa.jpg"),
    });
    expect(renamed.status).toBe(400);
    expect(renamed.json.errors).toEqual({ image: WRONG_TYPE });

    const empty = new FormData();
    const nothing = await api.request("POST", "/admin/media", { token, body: empty });
    expect(nothing.status).toBe(400);
    expect(nothing.json.errors).toEqual({ image: IMAGE_REQUIRED, alt: ALT_REQUIRED });
  });

  it("refuses an oversized upload with 413 on the image field, without reading it all", async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    const res = await api.request("POST", "/admin/media", { token, body: uploadForm(big, { alt: "Huge" }) });
    expect(res.status).toBe(413);
    expect(res.json.errors.image).toBe("The image is larger than 1 MB.");
  });
});
