import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { ALT_REQUIRED } from "@api/validation/admin-media";
import { testJpeg, uploadForm } from "@api/resources/admin/media/upload-fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";

const mediaDir = mkdtempSync(path.join(tmpdir(), "woodnest-category-image-"));
let api: TestApi;
let token: string;
let categoryId: string;
beforeAll(async () => {
  api = await createTestApi({ env: { MEDIA_DIR: mediaDir } });
  token = (await signedInStaff(api, "catalogue")).token;
  [{ id: categoryId }] = await api.db.select({ id: categories.id }).from(categories).limit(1);
});
afterAll(async () => {
  await api.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe("/admin/categories/:id/image", () => {
  it("replaces the category's picture with an upload, and records the old and new in the audit log", async () => {
    const [before] = await api.db.select().from(categories).where(eq(categories.id, categoryId));
    const res = await api.request("POST", `/admin/categories/${categoryId}/image`, {
      token,
      body: uploadForm(await testJpeg(1200, 800), { alt: "Living room" }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe(`New picture for ${before.name}`);
    const [after] = await api.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(after.image).toMatchObject({
      width: 1200,
      height: 800,
      alt: "Living room",
      renditions: { widths: [320, 640, 960, 1200] },
    });
    const read = await api.request("GET", `/admin/categories/${categoryId}/image`, { token });
    expect(read.json.body.image.url).toBe(after.image.url);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, categoryId), eq(auditLog.action, "category.image")));
    expect(entry.before).toEqual({ image: { url: before.image.url, alt: before.image.alt ?? "" } });
  });

  it("keeps the picture when the upload is refused, and answers 404 for a category that does not exist", async () => {
    const [before] = await api.db.select().from(categories).where(eq(categories.id, categoryId));
    const refused = await api.request("POST", `/admin/categories/${categoryId}/image`, {
      token,
      body: uploadForm(await testJpeg(), { alt: "" }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.alt).toBe(ALT_REQUIRED);
    const [after] = await api.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(after.image).toEqual(before.image);
    expect((await api.request("GET", "/admin/categories/nope/image", { token })).status).toBe(404);
    expect(
      (
        await api.request("POST", "/admin/categories/nope/image", {
          token,
          body: uploadForm(await testJpeg(), { alt: "x" }),
        })
      ).status,
    ).toBe(404);
  });
});
