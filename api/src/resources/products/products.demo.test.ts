/**
 * The catalogue endpoints against the seeded demo shop: what the storefront will meet on a
 * fresh start. Expectations are about structure and the documented demo facts, not about
 * ids (the seed makes new ones each time).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, createTestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Ref = { _id: string; name: string; slug: string };
type Card = Ref & {
  productType: string;
  sellingPrice: number;
  mrp: number;
  stock: number;
  tagLine: string;
  categories: Ref[];
  subCategories: Ref[];
  averageRating: number;
  reviewCount: number;
};

async function allCards(query = ""): Promise<Card[]> {
  const res = await api.get(`/products?limit=100&${query}`);
  expect(res.status).toBe(200);
  return res.json.body;
}

describe("the demo shop through the catalogue API", () => {
  it("has categories with sub-categories in the envelope the README's curl shows", async () => {
    const res = await api.get("/categories?subCategories=true");
    expect(res.json).toMatchObject({ status: 200, message: "Success", errors: {}, page: 1, totalPages: 1 });
    expect(res.json.body.length).toBeGreaterThanOrEqual(6);
    for (const category of res.json.body) {
      expect(category).toEqual(
        expect.objectContaining({ _id: expect.any(String), name: expect.any(String), slug: expect.any(String) }),
      );
      expect(category.image).toEqual(
        expect.objectContaining({ url: expect.any(String), width: expect.any(Number), height: expect.any(Number) }),
      );
      expect(category.subCategories.length).toBeGreaterThan(0);
    }
  });

  it("pages its biggest category by 9", async () => {
    const categories: Ref[] = (await api.get("/categories")).json.body;
    const totals = await Promise.all(
      categories.map(async (c) => ({
        slug: c.slug,
        total: (await api.get(`/products?catSlug=${c.slug}`)).json.totalRecords as number,
      })),
    );
    const biggest = totals.sort((a, b) => b.total - a.total)[0];
    expect(biggest.total).toBeGreaterThanOrEqual(19);
    const page2 = await api.get(`/products?catSlug=${biggest.slug}&page=2&limit=9`);
    expect(page2.json).toMatchObject({
      page: 2,
      totalPages: Math.ceil(biggest.total / 9),
      totalRecords: biggest.total,
    });
    expect(page2.json.body).toHaveLength(9);
  });

  it("serves every product type by slug with variants that add up", async () => {
    const cards = await allCards();
    expect(cards.length).toBeGreaterThanOrEqual(60);
    for (const type of ["PRODUCT", "PRODUCT_WITH_COLOR", "PRODUCT_WITH_SIZE", "PRODUCT_WITH_COLOR_SIZE"]) {
      const card = cards.find((c) => c.productType === type);
      expect(card, type).toBeDefined();
      const res = await api.get(`/products/by-slug/${card!.slug}`);
      expect(res.status).toBe(200);
      const product = res.json.body;
      expect(product.stock).toBe(card!.stock);
      if (type === "PRODUCT") expect([product.colors, product.sizes]).toEqual([[], []]);
      if (type === "PRODUCT_WITH_SIZE") {
        expect(product.colors).toEqual([]);
        expect(product.sizes.length).toBeGreaterThan(0);
        expect(product.stock).toBe(product.sizes.reduce((s: number, v: { stock: number }) => s + v.stock, 0));
      }
      if (type === "PRODUCT_WITH_COLOR" || type === "PRODUCT_WITH_COLOR_SIZE") {
        expect(product.sizes).toEqual([]);
        expect(product.colors.length).toBeGreaterThan(0);
        expect(product.stock).toBe(product.colors.reduce((s: number, v: { stock: number }) => s + v.stock, 0));
        for (const color of product.colors) {
          expect(color.color).toEqual(
            expect.objectContaining({ name: expect.any(String), slug: expect.any(String), hex: expect.any(String) }),
          );
          expect(color.sizes.length > 0).toBe(type === "PRODUCT_WITH_COLOR_SIZE");
        }
      }
    }
  });

  it("filters by a colour and a size, every hit really having both", async () => {
    const sample = (await allCards()).find((c) => c.productType === "PRODUCT_WITH_COLOR_SIZE")!;
    const variant = (await api.get(`/products/by-slug/${sample.slug}`)).json.body.colors[0];
    const colorSlug: string = variant.color.slug;
    const sizeSlug: string = variant.sizes[0].size.slug;
    // The colour by slug and the size by its master id: both forms are accepted.
    const hits = await allCards(`colors=${colorSlug}&sizes=${variant.sizes[0].size._id}`);
    expect(hits.map((h) => h.slug)).toContain(sample.slug);
    for (const hit of hits) {
      const product = (await api.get(`/products/by-slug/${hit.slug}`)).json.body;
      const colorSlugs = product.colors.map((c: { color: Ref }) => c.color.slug);
      const sizeSlugs = [...product.sizes, ...product.colors.flatMap((c: { sizes: unknown[] }) => c.sizes)].map(
        (s: { size: Ref }) => s.size.slug,
      );
      expect(colorSlugs).toContain(colorSlug);
      expect(sizeSlugs).toContain(sizeSlug);
    }
  });

  it("finds sofas, sheesham and bookshelves despite typos and spacing, and nothing for gibberish", async () => {
    const sofas = await allCards("searchQuery=sofaa");
    expect(sofas.length).toBeGreaterThan(0);
    for (const card of sofas) {
      const text = [card.name, ...card.categories.map((c) => c.name), ...card.subCategories.map((c) => c.name)].join(
        " ",
      );
      expect(text).toMatch(/sofa/i);
    }
    const sheesham = await allCards("searchQuery=sheesam");
    expect(sheesham.length).toBeGreaterThanOrEqual(3);
    expect(sheesham[0].name).toMatch(/sheesham/i);
    for (const query of ["bookshelf", "book%20shelf", "Book%20Shelf"]) {
      expect((await allCards(`searchQuery=${query}`)).map((c) => c.slug)).toContain("gyan-sheesham-bookshelf");
    }
    expect(await allCards("searchQuery=zxqvbnm")).toEqual([]);
  });

  it("agrees on ratings between the product card and its reviews", async () => {
    const reviewed = (await allCards("sort=bestsellers")).find((c) => c.reviewCount > 0);
    expect(reviewed).toBeDefined();
    const res = await api.get(`/reviews?product=${reviewed!._id}&reviewStatus=APPROVED&limit=10`);
    expect(res.json).toMatchObject({ totalRecords: reviewed!.reviewCount, averageRating: reviewed!.averageRating });
  });

  it("keeps the demo facts: 110001 delivers, 999999 does not", async () => {
    expect((await api.get("/pincodes/checkDelivery/110001")).status).toBe(200);
    const no = await api.get("/pincodes/checkDelivery/999999");
    expect(no.status).toBe(404);
    expect(no.json.errors.pincode).toBe("Sorry, we do not deliver to 999999 yet");
  });

  it("serves every content document in its documented shape", async () => {
    for (const path of [
      "/settings",
      "/contactUs",
      "/privacyPolicy",
      "/termsConditions",
      "/returnRefunds",
      "/aboutUs",
    ]) {
      const res = await api.get(path);
      expect(res.status, path).toBe(200);
    }
    const settings = (await api.get("/settings")).json.body;
    expect(settings.slider.length).toBeGreaterThanOrEqual(3);
    expect(settings.popupImage).not.toBeNull();
    expect(settings.popupDelay).toBe(10);
    expect((await api.get("/testimonials")).json.body.length).toBeGreaterThan(0);
    expect((await api.get("/faqs")).json.body.length).toBeGreaterThan(0);
  });

  it("has blog posts and project pages to browse", async () => {
    const posts = (await api.get("/blogPosts")).json.body;
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect((await api.get(`/blogPosts?slug=${posts[0].slug}`)).json.body[0].body).toEqual(expect.any(String));

    const categories = (await api.get("/projectCategories?limit=0")).json.body;
    expect(categories.length).toBeGreaterThanOrEqual(2);
    for (const category of categories) {
      const tabs = (await api.get(`/projectSubCategories?categories=${category._id}`)).json.body;
      expect(tabs.length).toBeGreaterThan(0);
      const groups = (await api.get(`/projects/for-website?catSlug=${category.slug}&subCategory=${tabs[0]._id}`)).json
        .body;
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.flatMap((g: { projects: unknown[] }) => g.projects).length).toBeGreaterThan(0);
    }
  });
});
