import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type StoredImage,
  categories,
  colors,
  productCategories,
  productColors,
  productSearch,
  productSubCategories,
  products,
  searchMisses,
  searchSynonyms,
  searchWords,
  subCategories,
} from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";

/**
 * A small catalogue named in English only, so that every Hindi or Hinglish word below can find
 * its products only through the synonyms the migration seeds.
 */
const img = (name: string): StoredImage => ({ url: `/images/test/${name}.webp`, width: 800, height: 800 });

const FIXTURE = [
  { slug: "teak-two-door-wardrobe", name: "Teak Two Door Wardrobe", sub: "wardrobes", sold: 9 },
  { slug: "walnut-three-seater-settee", name: "Walnut Three Seater Settee", sub: "sofas", sold: 3 },
  { slug: "convertible-sofa-bed", name: "Convertible Sofa Bed", sub: "sofas", sold: 2 },
  { slug: "queen-platform-bed", name: "Queen Platform Bed", sub: "beds", sold: 8 },
  { slug: "cane-chair", name: "Cane Chair", sub: "chairs", sold: 1 },
  { slug: "cane-back-dining-chair", name: "Cane Back Dining Chair with Cane Seat", sub: "chairs", sold: 1 },
  { slug: "round-coffee-table", name: "Round Coffee Table", sub: "tables", sold: 1 },
  { slug: "hanging-swing", name: "Hanging Balcony Swing", sub: "outdoor", sold: 1 },
  { slug: "sheesham-takhat", name: "Sheesham Takhat Posh", sub: "beds", sold: 1 },
  { slug: "low-wooden-bajot", name: "Low Wooden Bajot", sub: "stools", sold: 1 },
  { slug: "wall-pooja-unit", name: "Wall Mounted Pooja Unit", sub: "prayer", sold: 1 },
  { slug: "meera-dressing-table", name: "Meera Dressing Table", sub: "dressers", sold: 1 },
  { slug: "office-armchair", name: "Ergo Office Seat", sub: "chairs", sold: 0, tagLine: "A chair that turns" },
] as const;

const SUBS = [
  ["wardrobes", "Wardrobes", "bedroom"],
  ["sofas", "Sofas", "living"],
  ["beds", "Beds", "bedroom"],
  ["chairs", "Chairs", "living"],
  ["tables", "Tables", "living"],
  ["outdoor", "Balcony", "living"],
  ["stools", "Stools", "living"],
  ["prayer", "Prayer Room", "living"],
  ["dressers", "Dressers", "bedroom"],
] as const;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  const { db } = api;
  await db.insert(categories).values([
    { id: "living", name: "Living Room", slug: "living-room", image: img("living"), position: 1 },
    { id: "bedroom", name: "Bedroom", slug: "bedroom", image: img("bedroom"), position: 2 },
    { id: "decor", name: "Decor", slug: "decor", image: img("decor"), position: 3 },
  ]);
  await db.insert(subCategories).values(SUBS.map(([id, name, categoryId]) => ({ id, name, slug: id, categoryId })));
  await db.insert(colors).values({ id: "white", name: "Ivory White", slug: "ivory-white", hex: "#fffff0" });
  await db.insert(products).values(
    FIXTURE.map((p, i) => ({
      id: p.slug,
      name: p.name,
      slug: p.slug,
      sku: `WN-SR-${String(i + 1).padStart(3, "0")}`,
      sellingPricePaise: 100_000,
      mrpPaise: 120_000,
      defaultImage: img(p.slug),
      image: img(p.slug),
      tagLine: "tagLine" in p ? p.tagLine : "",
      soldCount: p.sold,
    })),
  );
  const subOf = new Map<string, string>(SUBS.map(([id, , categoryId]) => [id, categoryId]));
  await db.insert(productCategories).values(FIXTURE.map((p) => ({ productId: p.slug, categoryId: subOf.get(p.sub)! })));
  await db.insert(productSubCategories).values(FIXTURE.map((p) => ({ productId: p.slug, subCategoryId: p.sub })));
});
afterAll(() => api.close());

const search = async (q: string, extra = "") => {
  const res = await api.get(`/products?limit=100&searchQuery=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  return res.json as { body: { slug: string; name: string }[]; totalRecords: number };
};
const slugs = async (q: string) => (await search(q)).body.map((p) => p.slug);

describe("search: Hindi, Hinglish and synonyms", () => {
  it.each([
    ["almirah", ["teak-two-door-wardrobe"]],
    ["almari", ["teak-two-door-wardrobe"]],
    ["cupboard", ["teak-two-door-wardrobe"]],
    ["Almirahs", ["teak-two-door-wardrobe"]],
    ["divan", ["walnut-three-seater-settee"]],
    ["diwan", ["walnut-three-seater-settee"]],
    ["sofa cum bed", ["convertible-sofa-bed"]],
    ["sofa-cum-bed", ["convertible-sofa-bed"]],
    ["palang", ["queen-platform-bed", "convertible-sofa-bed", "sheesham-takhat"]],
    ["kursi", ["cane-chair", "cane-back-dining-chair", "office-armchair"]],
    ["mez", ["round-coffee-table", "meera-dressing-table"]],
    ["jhula", ["hanging-swing"]],
    ["jhoola", ["hanging-swing"]],
    ["takht", ["sheesham-takhat"]],
    ["chowki", ["low-wooden-bajot"]],
    ["mandir", ["wall-pooja-unit"]],
    ["puja unit", ["wall-pooja-unit"]],
    ["shringar", ["meera-dressing-table"]],
  ])("'%s' finds %j", async (query, expected) => {
    const found = await slugs(query);
    expect(found.length).toBeGreaterThan(0);
    for (const slug of expected) expect(found).toContain(slug);
  });

  it("needs every word, and takes a synonym term of several words as one", async () => {
    expect(await slugs("wardrobe teak")).toEqual(["teak-two-door-wardrobe"]);
    // 'table' alone would also be 'mez', and find the coffee table.
    expect(await slugs("dressing table")).toEqual(["meera-dressing-table"]);
  });

  it("reads the synonyms from the table, so an edit there counts at once", async () => {
    expect(await slugs("baithak")).toEqual([]);
    await api.db.insert(searchSynonyms).values({ id: "baithak", terms: ["baithak", "settee"] });
    expect(await slugs("baithak")).toEqual(["walnut-three-seater-settee"]);
    await api.db.delete(searchSynonyms).where(eq(searchSynonyms.id, "baithak"));
  });
});

describe("search: typos, skus and ranking", () => {
  it("'chiar', two letters swapped, finds the chairs", async () => {
    const found = await search("chiar");
    expect(found.body.map((p) => p.slug).sort()).toEqual(["cane-back-dining-chair", "cane-chair", "office-armchair"]);
  });

  it("corrects a word one letter short or long, and leaves a right word alone", async () => {
    expect(await slugs("wardobe")).toEqual(["teak-two-door-wardrobe"]);
    expect(await slugs("swingg")).toEqual(["hanging-swing"]);
    expect(await slugs("xqzvw")).toEqual([]);
  });

  it("finds a product by its sku, in any case", async () => {
    expect(await slugs("WN-SR-004")).toEqual(["queen-platform-bed"]);
    expect(await slugs("wn-sr-004")).toEqual(["queen-platform-bed"]);
  });

  it("puts an exact name first, then names holding the words, then the rest", async () => {
    // 'Cane Back Dining Chair with Cane Seat' says 'cane' twice, so ts_rank alone would put it first.
    expect(await slugs("cane chair")).toEqual(["cane-chair", "cane-back-dining-chair"]);
    // The office seat is a chair only by its sub-category and tag line: it comes after the names.
    expect((await slugs("chair")).at(-1)).toBe("office-armchair");
  });
});

describe("search: paging", () => {
  it("pages a search one product at a time in the order of the whole list, the same as within a category", async () => {
    const whole = await slugs("chair");
    const paged: string[] = [];
    for (let page = 1; page <= whole.length; page++) {
      const res = await api.get(`/products?searchQuery=chair&limit=1&page=${page}`);
      expect(res.json.totalRecords).toBe(whole.length);
      paged.push(...res.json.body.map((p: { slug: string }) => p.slug));
    }
    expect(paged).toEqual(whole);
    // Within a category the search is ranked by the listing's own query: the same order.
    expect((await search("chair", "&catSlug=living-room")).body.map((p) => p.slug)).toEqual(whole);
  });
});

describe("search: keeping the documents current", () => {
  it("follows a renamed sub-category, a new colour and a product taken off sale", async () => {
    expect(await slugs("stool")).toContain("low-wooden-bajot");
    await api.db.update(subCategories).set({ name: "Footstools" }).where(eq(subCategories.id, "stools"));
    expect(await slugs("footstools")).toEqual(["low-wooden-bajot"]);

    expect(await slugs("ivory")).toEqual([]);
    await api.db.insert(productColors).values({
      id: "pc-bajot-white",
      productId: "low-wooden-bajot",
      colorId: "white",
      sellingPricePaise: 100_000,
      mrpPaise: 120_000,
      defaultImage: img("bajot-white"),
    });
    expect(await slugs("ivory")).toEqual(["low-wooden-bajot"]);

    const bajotWords = async () =>
      (await api.db.select().from(searchWords).where(eq(searchWords.word, "bajot")))[0]?.products;
    expect(await bajotWords()).toBe(1);
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, "low-wooden-bajot"));
    expect(await slugs("bajot")).toEqual([]);
    expect(await bajotWords()).toBe(0);
    await api.db.update(products).set({ isActive: true }).where(eq(products.id, "low-wooden-bajot"));
    expect(await bajotWords()).toBe(1);
  });
});

describe("search: bulk loads", () => {
  it("lets a bulk loader defer the documents to one refresh before it commits", async () => {
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local woodnest.search_refresh = 'deferred'`);
      await tx.insert(products).values({
        id: "bulk-stool",
        name: "Bulk Loaded Footrest",
        slug: "bulk-stool",
        sku: "WN-BULK-1",
        sellingPricePaise: 100_000,
        mrpPaise: 120_000,
        defaultImage: img("bulk"),
        image: img("bulk"),
      });
      await tx.insert(productSubCategories).values({ productId: "bulk-stool", subCategoryId: "stools" });
      expect(await tx.select().from(productSearch).where(eq(productSearch.productId, "bulk-stool"))).toEqual([]);
      await tx.execute(sql`select refresh_product_search(array['bulk-stool'])`);
    });
    expect(await slugs("footrest")).toEqual(["bulk-stool"]);
    await api.db.delete(products).where(eq(products.id, "bulk-stool"));
    expect(await slugs("footrest")).toEqual([]);
  });
});

describe("search: nothing found", () => {
  const alternatives = async (q: string) => {
    const res = await api.get(`/search/alternatives?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.json.body as { didYouMean: string | null; categories: { name: string; slug: string }[] };
  };

  it("offers 'Did you mean …?' for a slip too unsure to search unasked, only when it finds something", async () => {
    expect((await search("bde")).totalRecords).toBe(0);
    expect((await alternatives("bde")).didYouMean).toBe("bed");
    expect((await alternatives("cane bde")).didYouMean).toBe(null);
    expect((await alternatives("xqzvw")).didYouMean).toBe(null);
  });

  it("offers the categories holding the best sellers first", async () => {
    // Bedroom sold 19 (the wardrobe 9, the bed 8, two more 1 each), Living Room 11, Decor nothing.
    expect((await alternatives("xqzvw")).categories.map((c) => c.slug)).toEqual(["bedroom", "living-room", "decor"]);
  });

  it("counts each search that found nothing by its normalised words", async () => {
    const count = async (query: string) =>
      (await api.db.select().from(searchMisses).where(eq(searchMisses.query, query)))[0]?.count ?? 0;
    await search("Pidhaa  Stand");
    await search("pidhaa stand!");
    expect(await count("pidhaa stand")).toBe(2);
    // Not counted: a search that finds something, one narrowed by other filters, a later page.
    await search("settee");
    await search("pidhaa stand", "&catSlug=bedroom");
    await search("pidhaa stand", "&page=2");
    expect(await count("pidhaa stand")).toBe(2);
    expect(await count("settee")).toBe(0);
  });
});

describe("GET /search/suggestions", () => {
  it("suggests categories and products for an unfinished word, cacheable by anyone", async () => {
    const res = await api.get("/search/suggestions?q=war");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    expect(res.json.body).toEqual({
      categories: [{ name: "Wardrobes", catSlug: "bedroom", subCatSlug: "wardrobes", parentName: "Bedroom" }],
      products: [{ name: "Teak Two Door Wardrobe", slug: "teak-two-door-wardrobe" }],
    });
  });

  it("understands synonyms while typing", async () => {
    const res = await api.get("/search/suggestions?q=almirah");
    expect(res.json.body.products).toEqual([{ name: "Teak Two Door Wardrobe", slug: "teak-two-door-wardrobe" }]);
  });

  it("refuses an empty or overlong query with a message", async () => {
    const empty = await api.get("/search/suggestions?q=%20");
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ q: "Search must not be empty" });
    const long = await api.get(`/search/suggestions?q=${"a".repeat(101)}`);
    expect(long.json.errors).toEqual({ q: "Search must be at most 100 characters" });
  });
});
