import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, createTestApi } from "@api/test/harness";
import * as schema from "../schema";
import type { StoredImage } from "../schema";
import { seedDemoShop } from "./index";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../public");

let api: TestApi;

// Through the harness so CI also checks the seed against a real PostgreSQL.
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  await seedDemoShop(api.db);
});
afterAll(() => api.close());

const db = () => api.db;

const isImage = (v: unknown): v is StoredImage =>
  typeof v === "object" && v !== null && typeof (v as StoredImage).url === "string" && "width" in v;

/** Every StoredImage inside any value (rows, jsonb documents, arrays). */
function collectImages(value: unknown, out: StoredImage[] = []): StoredImage[] {
  if (isImage(value)) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectImages(v, out));
  else if (value && typeof value === "object" && !(value instanceof Date))
    Object.values(value).forEach((v) => collectImages(v, out));
  return out;
}

describe("the demo shop", () => {
  it("has at least 6 categories, each with sub-categories", async () => {
    const rows = await db().query.categories.findMany({ with: { subCategories: true } });
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const c of rows) expect(c.subCategories.length, c.slug).toBeGreaterThanOrEqual(2);
  });

  it("has at least 60 products and a category with 19 or more (3 pages of 9)", async () => {
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.products);
    expect(count).toBeGreaterThanOrEqual(60);
    const perCategory = await db()
      .select({ slug: schema.categories.slug, n: sql<number>`count(*)::int` })
      .from(schema.productCategories)
      .innerJoin(schema.categories, eq(schema.categories.id, schema.productCategories.categoryId))
      .groupBy(schema.categories.slug);
    expect(perCategory.find((c) => c.slug === "living-room")!.n).toBeGreaterThanOrEqual(19);
    // Every product is listed somewhere.
    expect(perCategory.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThanOrEqual(count);
  });

  it("has several products of each of the four types, with their variants", async () => {
    const rows = await db().query.products.findMany({ with: { colors: true, sizes: true } });
    const byType = (t: string) => rows.filter((p) => p.productType === t);
    for (const t of ["PRODUCT", "PRODUCT_WITH_COLOR", "PRODUCT_WITH_SIZE", "PRODUCT_WITH_COLOR_SIZE"]) {
      expect(byType(t).length, t).toBeGreaterThanOrEqual(3);
    }
    for (const p of byType("PRODUCT")) {
      expect(p.colors).toHaveLength(0);
      expect(p.sizes).toHaveLength(0);
    }
    for (const p of byType("PRODUCT_WITH_COLOR")) {
      expect(p.colors.length).toBeGreaterThanOrEqual(2);
      expect(p.sizes).toHaveLength(0);
      const first = p.colors.find((c) => c.position === 0)!;
      expect([p.sellingPricePaise, p.mrpPaise, p.stock]).toEqual([
        first.sellingPricePaise,
        first.mrpPaise,
        first.stock,
      ]);
    }
    for (const p of byType("PRODUCT_WITH_SIZE")) {
      expect(p.sizes.length).toBeGreaterThanOrEqual(2);
      expect(p.sizes.every((s) => s.productColorId === null)).toBe(true);
      expect(new Set(p.sizes.map((s) => s.sellingPricePaise)).size).toBe(p.sizes.length);
      const first = p.sizes.find((s) => s.position === 0)!;
      expect([p.sellingPricePaise, p.stock]).toEqual([first.sellingPricePaise, first.stock]);
    }
    for (const p of byType("PRODUCT_WITH_COLOR_SIZE")) {
      expect(p.colors.length).toBeGreaterThanOrEqual(2);
      for (const color of p.colors) {
        expect(p.sizes.filter((s) => s.productColorId === color.id).length).toBeGreaterThanOrEqual(2);
      }
      expect(p.sizes.every((s) => s.productColorId !== null)).toBe(true);
    }
  });

  it("keeps MRP at or above the selling price and discounts most products", async () => {
    const rows = await db().select().from(schema.products);
    for (const p of rows) expect(p.mrpPaise).toBeGreaterThanOrEqual(p.sellingPricePaise);
    const discounted = rows.filter((p) => p.mrpPaise > p.sellingPricePaise);
    expect(discounted.length / rows.length).toBeGreaterThan(0.8);
  });

  it("has the fixed stock facts other tests rely on", async () => {
    const bySlug = async (slug: string) =>
      (await db().select().from(schema.products).where(eq(schema.products.slug, slug)))[0];
    const lowStock = await bySlug("amrit-sheesham-end-table");
    expect(lowStock.productType).toBe("PRODUCT");
    expect(lowStock.stock).toBe(3);
    const lastUnit = await bySlug("haveli-carved-sideboard");
    expect(lastUnit.productType).toBe("PRODUCT");
    expect(lastUnit.stock).toBe(1);
    expect((await bySlug("terracotta-floor-vase")).stock).toBe(0);

    const soldOutColour = await db()
      .select({ stock: schema.productColors.stock })
      .from(schema.productColors)
      .innerJoin(schema.products, eq(schema.products.id, schema.productColors.productId))
      .innerJoin(schema.colors, eq(schema.colors.id, schema.productColors.colorId))
      .where(sql`${schema.products.slug} = 'kabir-fabric-sofa' and ${schema.colors.slug} = 'rust'`);
    expect(soldOutColour).toEqual([{ stock: 0 }]);

    const limits = await db().selectDistinct({ moq: schema.products.maximumOrderQuantity }).from(schema.products);
    expect(limits.map((l) => l.moq).sort((a, b) => a - b)).toEqual([2, 5, 10]);
  });

  it("has demo orders in the states the back office handles, each with its timeline, from rooms the storefront's tests do not count", async () => {
    const orders = await db().select().from(schema.orders);
    expect(new Set(orders.map((o) => o.orderStatus))).toEqual(
      new Set(["ORDERPLACED", "CONFIRMED", "PACKED", "SHIPPED", "DELIVERED", "CANCELLED"]),
    );
    expect(orders.some((o) => o.paymentMethod === "Prepaid" && o.paymentStatus === "PAID" && o.gatewayPaymentId)).toBe(
      true,
    );
    expect(orders.find((o) => o.orderStatus === "SHIPPED")?.awb).toMatch(/^SBX/);
    for (const order of orders) {
      // Numbers below the order sequence's first (FS100001), so the shop's own never collide.
      expect(order.orderId).toMatch(/^FS0\d{5}$/);
      expect(order.totalPaise).toBe(order.subtotalPaise + order.deliveryPaise - order.discountPaise);
      const events = await db()
        .select()
        .from(schema.orderEvents)
        .where(eq(schema.orderEvents.orderId, order.id))
        .orderBy(schema.orderEvents.seq);
      expect(events.at(-1)?.toStatus, order.orderId).toBe(order.orderStatus);
      expect(events[0].fromStatus).toBeNull();
    }
    const bought = await db()
      .selectDistinct({ slug: schema.categories.slug })
      .from(schema.orderItems)
      .innerJoin(schema.productCategories, eq(schema.productCategories.productId, schema.orderItems.productId))
      .innerJoin(schema.categories, eq(schema.categories.id, schema.productCategories.categoryId));
    expect(bought.map((c) => c.slug)).not.toContain("living-room");
    expect(bought.map((c) => c.slug)).not.toContain("bedroom");
  });

  it("has its delivered cash-on-delivery orders paid, as a delivery makes them, and its undelivered ones owing", async () => {
    const cod = (await db().select().from(schema.orders)).filter(
      (o) => o.paymentMethod === "COD" && o.orderStatus !== "CANCELLED",
    );
    const delivered = cod.filter((o) => o.orderStatus === "DELIVERED");
    expect(delivered.map((o) => o.orderId)).toContain("FS090005");
    for (const order of delivered) {
      expect([order.orderId, order.paymentStatus, order.paidAt?.getTime()]).toEqual([
        order.orderId,
        "PAID",
        order.deliveredAt?.getTime(),
      ]);
    }
    for (const order of cod.filter((o) => o.orderStatus !== "DELIVERED"))
      expect([order.orderId, order.paymentStatus]).toEqual([order.orderId, "PENDING"]);
  });

  it("has colour and size masters", async () => {
    const colors = await db().select().from(schema.colors);
    expect(colors.length).toBeGreaterThanOrEqual(10);
    for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect((await db().select().from(schema.sizes)).map((s) => s.name)).toEqual(
      expect.arrayContaining(["Single", "Double", "Queen", "King", "2 Seater", "3 Seater", "Small", "Medium", "Large"]),
    );
  });

  it("has approved reviews on some products and none on others", async () => {
    const reviews = await db().select().from(schema.reviews);
    const reviewed = new Set(reviews.map((r) => r.productId));
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.products);
    expect(reviewed.size).toBeGreaterThanOrEqual(count / 4);
    expect(reviewed.size).toBeLessThan(count);
    for (const r of reviews) {
      expect(r.reviewStatus).toBe("APPROVED");
      expect(r.ratings).toBeGreaterThanOrEqual(3);
    }
    const customers = await db().select().from(schema.customers);
    for (const c of customers) {
      expect(c.passwordHash).toBeNull();
      expect(c.mobileVerifiedAt).not.toBeNull();
    }
  });

  it("has blog posts, testimonials and FAQs", async () => {
    const posts = await db().query.blogPosts.findMany({ with: { blogCategory: true } });
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const p of posts) expect(p.body).toMatch(/^<p>.+<\/p>$/s);
    expect(new Set(posts.map((p) => p.createdAt.getTime())).size).toBe(posts.length);
    expect((await db().select().from(schema.testimonials)).length).toBeGreaterThanOrEqual(5);
    expect((await db().select().from(schema.faqs)).length).toBeGreaterThanOrEqual(6);
  });

  it("has at least 2 project categories with 4 or more projects each, in groups", async () => {
    const cats = await db().select().from(schema.projectCategories);
    expect(cats.map((c) => c.slug)).toEqual(["residential-interiors", "commercial-institutional"]);
    const counts = await db()
      .select({ slug: schema.projectCategories.slug, n: sql<number>`count(*)::int` })
      .from(schema.projects)
      .innerJoin(schema.projectChildCategories, eq(schema.projectChildCategories.id, schema.projects.childCategoryId))
      .innerJoin(
        schema.projectSubCategories,
        eq(schema.projectSubCategories.id, schema.projectChildCategories.projectSubCategoryId),
      )
      .innerJoin(
        schema.projectCategories,
        eq(schema.projectCategories.id, schema.projectSubCategories.projectCategoryId),
      )
      .groupBy(schema.projectCategories.slug);
    for (const c of counts) expect(c.n, c.slug).toBeGreaterThanOrEqual(4);
    for (const p of await db().select().from(schema.projects)) {
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images[0]).toEqual(p.defaultImage);
    }
  });

  it("serves 110001 and not 999999", async () => {
    const codes = (await db().select().from(schema.pincodes)).map((p) => p.pincode);
    expect(codes).toContain("110001");
    expect(codes).not.toContain("999999");
    expect(codes.length).toBeGreaterThanOrEqual(16);
  });

  it("has the demo coupons, one with a minimum order and one with limited uses", async () => {
    const coupons = new Map((await db().select().from(schema.coupons)).map((c) => [c.couponCode, c]));
    expect(coupons.get("WELCOME10")).toMatchObject({ discountType: "PERCENTAGE", discount: 10, validUntil: null });
    expect(coupons.get("FLAT500")).toMatchObject({ discountType: "FLAT", discount: 500, validUntil: null });
    expect(coupons.get("SOFA2500")).toMatchObject({ minimumOrderPaise: 3_000_000, usageLimit: null });
    expect(coupons.get("LAUNCH20")).toMatchObject({ usageLimit: 100, usageLimitPerCustomer: 1 });
    const expired = coupons.get("EXPIRED2020")!;
    expect(expired.validUntil!.getUTCFullYear()).toBe(2020);
    for (const c of coupons.values()) expect(c.validFrom.getTime()).toBeLessThan(Date.parse("2026-01-02"));
  });

  it("has every site content document, with settings as the storefront needs", async () => {
    const docs = new Map((await db().select().from(schema.siteContent)).map((d) => [d.key, d.body as any]));
    expect([...docs.keys()].sort()).toEqual(
      [
        "aboutUs",
        "contactUs",
        "gstSettings",
        "order-settings",
        "privacyPolicy",
        "returnRefunds",
        "settings",
        "termsConditions",
      ].sort(),
    );
    const settings = docs.get("settings");
    expect(settings.slider.length).toBeGreaterThanOrEqual(3);
    expect(settings.promotionBanner.length).toBeGreaterThanOrEqual(2);
    expect(settings.offerBanner.length).toBeGreaterThanOrEqual(2);
    expect(settings.popupDelay).toBe(10);
    expect(isImage(settings.popupImage)).toBe(true);
    expect(Object.keys(settings.contactUs).sort()).toEqual(["supportEmail", "supportMobile", "whatsappNumber"]);
    const categorySlugs = (await db().select().from(schema.categories)).map((c) => c.slug);
    for (const s of settings.slider) {
      expect(s.title && s.subTitle).toBeTruthy();
      expect(categorySlugs).toContain(s.webpageUrl.replace("/shop/", ""));
    }
    // Every offer says itself in words, shown as text over its picture, and leads to a real shelf.
    for (const offer of [...settings.promotionBanner, ...settings.offerBanner, settings.popupOffer]) {
      expect(offer.title && offer.text && offer.linkLabel).toBeTruthy();
      expect(categorySlugs).toContain(offer.webpageUrl.replace("/shop/", ""));
    }
    for (const key of ["privacyPolicy", "termsConditions", "returnRefunds"]) {
      expect(docs.get(key).description).toContain("<p>");
    }
    expect(docs.get("contactUs").googleMapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/embed/);
  });

  it("points every image at a shipped file with its size and alt text", async () => {
    const tables = [
      schema.categories,
      schema.products,
      schema.productColors,
      schema.blogPosts,
      schema.testimonials,
      schema.projectCategories,
      schema.projects,
      schema.siteContent,
    ];
    const images: StoredImage[] = [];
    for (const table of tables) collectImages(await db().select().from(table), images);
    expect(images.length).toBeGreaterThan(300);
    for (const image of images) {
      expect(image.url).toMatch(/^\/media\/[a-z0-9/-]+\.svg$/);
      expect(existsSync(path.join(publicDir, image.url)), image.url).toBe(true);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.alt?.length, image.url).toBeGreaterThan(5);
      const svg = readFileSync(path.join(publicDir, image.url), "utf8");
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
    }
  });

  it("shows each colour variant in its own colour", async () => {
    const rows = await db()
      .select({ image: schema.productColors.defaultImage, images: schema.productColors.images, hex: schema.colors.hex })
      .from(schema.productColors)
      .innerJoin(schema.colors, eq(schema.colors.id, schema.productColors.colorId));
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      for (const image of [row.image, ...row.images]) {
        expect(readFileSync(path.join(publicDir, image.url), "utf8").toLowerCase(), image.url).toContain(
          `fill="${row.hex}"`,
        );
      }
    }
  });
});
