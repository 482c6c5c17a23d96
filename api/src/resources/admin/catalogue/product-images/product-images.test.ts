import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, productColors, products } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { ALT_REQUIRED } from "@api/validation/admin-media";
import { testJpeg, uploadForm } from "@api/resources/admin/media/upload-fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { IMAGE_GONE, MAXIMUM_IMAGES, TOO_MANY_IMAGES } from "./product-images.handlers";

const mediaDir = mkdtempSync(path.join(tmpdir(), "woodnest-product-images-"));
let api: TestApi;
let token: string;
let plainId: string;
let colorProductId: string;
beforeAll(async () => {
  api = await createTestApi({ env: { MEDIA_DIR: mediaDir } });
  token = (await signedInStaff(api, "catalogue")).token;
  [{ id: plainId }] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productType, "PRODUCT"))
    .limit(1);
  [{ id: colorProductId }] = await api.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productType, "PRODUCT_WITH_COLOR"))
    .limit(1);
});
afterAll(async () => {
  await api.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe("/admin/products/:id/images", () => {
  it("adds pictures to a plain product, the first replacing the card's picture, then moves, re-describes and removes them", async () => {
    await api.db.update(products).set({ images: [] }).where(eq(products.id, plainId));
    const first = await api.request("POST", `/admin/products/${plainId}/images`, {
      token,
      body: uploadForm(await testJpeg(), { alt: "Front" }),
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const second = await api.request("POST", `/admin/products/${plainId}/images`, {
      token,
      body: uploadForm(await testJpeg(), { alt: "Side" }),
    });
    const [a, b] = second.json.body.images;
    expect([a.alt, b.alt]).toEqual(["Front", "Side"]);
    let [row] = await api.db.select().from(products).where(eq(products.id, plainId));
    expect(row.defaultImage.url).toBe(a.url);
    expect(row.image.url).toBe(a.url);

    const made = await api.request("PATCH", `/admin/products/${plainId}/images`, {
      token,
      body: { action: "default", url: b.url },
    });
    expect(made.status).toBe(200);
    [row] = await api.db.select().from(products).where(eq(products.id, plainId));
    expect(row.images.map((i) => i.alt)).toEqual(["Side", "Front"]);
    expect(row.defaultImage.url).toBe(b.url);

    await api.request("PATCH", `/admin/products/${plainId}/images`, { token, body: { action: "down", url: b.url } });
    await api.request("PATCH", `/admin/products/${plainId}/images`, {
      token,
      body: { action: "alt", url: a.url, alt: "Front view" },
    });
    const listed = await api.request("GET", `/admin/products/${plainId}/images`, { token });
    expect(listed.json.body.images.map((i: { alt: string }) => i.alt)).toEqual(["Front view", "Side"]);

    const noAlt = await api.request("PATCH", `/admin/products/${plainId}/images`, {
      token,
      body: { action: "alt", url: a.url, alt: " " },
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json.errors.alt).toBe(ALT_REQUIRED);

    await api.request("PATCH", `/admin/products/${plainId}/images`, { token, body: { action: "delete", url: a.url } });
    await api.request("PATCH", `/admin/products/${plainId}/images`, { token, body: { action: "delete", url: b.url } });
    [row] = await api.db.select().from(products).where(eq(products.id, plainId));
    expect(row.images).toEqual([]);
    // With none left, the placeholder stands in.
    expect(row.defaultImage.url).toBe("/no-image.svg");

    const gone = await api.request("PATCH", `/admin/products/${plainId}/images`, {
      token,
      body: { action: "up", url: a.url },
    });
    expect(gone.status).toBe(409);
    expect(gone.json.message).toBe(IMAGE_GONE);

    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, plainId)));
    expect(audits.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        "product.image-add",
        "product.image-default",
        "product.image-down",
        "product.image-alt",
        "product.image-delete",
      ]),
    );
  });

  it("keeps a colour's pictures on the colour, and a colour product's card shows its first colour's first picture", async () => {
    const [firstColor] = await api.db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, colorProductId))
      .orderBy(productColors.position, productColors.id)
      .limit(1);
    const res = await api.request("POST", `/admin/products/${colorProductId}/images`, {
      token,
      body: uploadForm(await testJpeg(), { alt: "Teal, front", color: firstColor.id }),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const added = res.json.body.image;
    await api.request("PATCH", `/admin/products/${colorProductId}/images`, {
      token,
      body: { action: "default", url: added.url, color: firstColor.id },
    });
    const [color] = await api.db.select().from(productColors).where(eq(productColors.id, firstColor.id));
    expect(color.defaultImage.url).toBe(added.url);
    const [product] = await api.db.select().from(products).where(eq(products.id, colorProductId));
    expect(product.defaultImage.url).toBe(added.url);

    const listed = await api.request("GET", `/admin/products/${colorProductId}/images`, { token });
    expect(listed.json.body.images).toEqual([]);
    expect(listed.json.body.colors[0].images[0].url).toBe(added.url);

    const stranger = await api.request("POST", `/admin/products/${plainId}/images`, {
      token,
      body: uploadForm(await testJpeg(), { alt: "Wrong", color: firstColor.id }),
    });
    expect(stranger.status).toBe(404);
  });

  it(`refuses a picture past the ${MAXIMUM_IMAGES}th`, async () => {
    const full = Array.from({ length: MAXIMUM_IMAGES }, (_, i) => ({
      url: `/media/full-${i}.svg`,
      width: 10,
      height: 10,
      alt: `${i}`,
    }));
    await api.db.update(products).set({ images: full }).where(eq(products.id, plainId));
    const res = await api.request("POST", `/admin/products/${plainId}/images`, {
      token,
      body: uploadForm(await testJpeg(), { alt: "One more" }),
    });
    expect(res.status).toBe(409);
    expect(res.json.errors.image).toBe(TOO_MANY_IMAGES);
  });

  it("answers 404 for a product that does not exist", async () => {
    const res = await api.request("GET", "/admin/products/no-such-product/images", { token });
    expect(res.status).toBe(404);
  });
});
