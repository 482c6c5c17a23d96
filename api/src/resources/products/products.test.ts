import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi, TestResponse } from "@api/test/harness";
import { CABINET_TREES, ids, openCatalogue } from "./products.fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await openCatalogue({ withReviews: true });
});
afterAll(() => api.close());

type Card = {
  _id: string;
  name: string;
  slug: string;
  sellingPrice: number;
  mrp: number;
  discountPercent: number;
  stock: number;
  createdAt: string;
  categories: { _id: string; name: string; slug: string }[];
  colors: { _id: string; slug: string; hex: string }[];
};

function expectList(res: TestResponse) {
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ status: 200, message: "Success", errors: {} });
  expect(Array.isArray(res.json.body)).toBe(true);
  expect(res.json).toEqual(
    expect.objectContaining({
      page: expect.any(Number),
      totalPages: expect.any(Number),
      totalRecords: expect.any(Number),
    }),
  );
  return res.json.body as Card[];
}

async function list(query: string) {
  return expectList(await api.get(`/products?limit=100&${query}`));
}
const slugsOf = (cards: Card[]) => cards.map((c) => c.slug).sort();

describe("GET /products: shape", () => {
  it("lists cards with rupee prices, discount, categories, colours and ratings, and may be cached", async () => {
    const res = await api.get("/products?catSlug=living-room");
    const cards = expectList(res);
    expect(res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    const sofa = cards.find((c) => c._id === ids.sofa);
    expect(sofa).toMatchObject({
      _id: ids.sofa,
      name: "Chesterfield Three Seater Sofa",
      slug: "chesterfield-three-seater-sofa",
      sku: "WN-SF-001",
      productType: "PRODUCT_WITH_COLOR",
      sellingPrice: 45999,
      mrp: 59999,
      discountPercent: 23,
      defaultImage: { url: "/images/test/chesterfield-three-seater-sofa.webp", width: 800, height: 800 },
      image: { url: "/images/test/chesterfield-three-seater-sofa-list.webp" },
      tagLine: "Deep buttoned comfort",
      shortDescription: "Chesterfield Three Seater Sofa, made in India.",
      stock: 8,
      maximumOrderQuantity: 10,
      categories: [{ _id: ids.living, name: "Living Room", slug: "living-room" }],
      subCategories: [{ _id: ids.sofas, name: "Sofas", slug: "sofas" }],
      averageRating: 4.5,
      reviewCount: 2,
      colors: [
        { _id: ids.walnut, name: "Walnut Brown", slug: "walnut-brown", hex: "#5C4033" },
        { _id: ids.grey, name: "Slate Grey", slug: "slate-grey", hex: "#708090" },
      ],
    });
    expect(sofa).not.toHaveProperty("description");
    const table = cards.find((c) => c._id === ids.coffeeTable);
    expect(table).toMatchObject({ stock: 4, discountPercent: 22, averageRating: 3, reviewCount: 1, colors: [] });
  });

  it("sums variant stock: sizes for size products, sizes (not the colour rows) for colour+size", async () => {
    const cards = await list("catSlug=bedroom");
    expect(cards.find((c) => c._id === ids.bed)?.stock).toBe(8);
    expect(cards.find((c) => c._id === ids.storageBed)?.stock).toBe(6);
  });

  it("never lists an inactive product", async () => {
    const cards = await list("");
    expect(cards.map((c) => c._id)).not.toContain(ids.recliner);
    expect(cards).toHaveLength(24);
  });

  it("gives every card of a product in two categories both, in menu order", async () => {
    const cards = await list("catSlug=storage");
    expect(cards.find((c) => c._id === ids.tallShelf)?.categories.map((c) => c.slug)).toEqual([
      "living-room",
      "storage",
    ]);
  });
});

describe("GET /products: filters", () => {
  it("filters by category slug, then sub-category slug", async () => {
    expect(slugsOf(await list("catSlug=living-room"))).toEqual([
      "chesterfield-three-seater-sofa",
      "sheesham-wood-coffee-table",
      "tall-book-shelf",
    ]);
    expect(slugsOf(await list("catSlug=living-room&subCatSlug=sofas"))).toEqual(["chesterfield-three-seater-sofa"]);
    expect(slugsOf(await list("catSlug=storage&subCatSlug=shelving"))).toEqual(["tall-book-shelf", "wall-bookshelf"]);
  });

  it("filters by category id", async () => {
    expect(slugsOf(await list(`category=${ids.bedroom}`))).toEqual([
      "sheesham-platform-bed",
      "upholstered-storage-bed",
    ]);
  });

  it("answers 404 for an unknown category or sub-category", async () => {
    const res = await api.get("/products?catSlug=garden");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "Category not found",
      body: null,
      errors: {},
    });
    expect((await api.get("/products?catSlug=living-room&subCatSlug=beds")).json.message).toBe(
      "Sub-category not found",
    );
    expect((await api.get("/products?category=nope")).status).toBe(404);
  });

  it("filters by colour, by slug or id, any of several", async () => {
    expect(slugsOf(await list("colors=slate-grey"))).toEqual([
      "chesterfield-three-seater-sofa",
      "upholstered-storage-bed",
    ]);
    expect(slugsOf(await list(`colors=${ids.walnut}`))).toEqual(["chesterfield-three-seater-sofa"]);
    expect(slugsOf(await list(`colors=walnut-brown&colors=${ids.white}`))).toEqual([
      "chesterfield-three-seater-sofa",
      "upholstered-storage-bed",
    ]);
    expect(await list("colors=teak")).toEqual([]);
  });

  it("filters by size, including sizes inside colour variants", async () => {
    expect(slugsOf(await list("sizes=king"))).toEqual(["sheesham-platform-bed", "upholstered-storage-bed"]);
    expect(slugsOf(await list(`sizes=${ids.single}&sizes=queen`))).toEqual([
      "sheesham-platform-bed",
      "upholstered-storage-bed",
    ]);
    expect(await list("sizes=single")).toEqual([]);
  });

  it("filters by price in rupees, matching the product's price or any variant's", async () => {
    expect(slugsOf(await list("minAmount=40000&maxAmount=44000"))).toEqual(["upholstered-storage-bed"]);
    // Only the King size of the storage bed (Rs 46999) lies in this range.
    expect(slugsOf(await list("minAmount=46500&maxAmount=47000"))).toEqual(["upholstered-storage-bed"]);
    // Only the grey sofa (Rs 47999) lies in this range.
    expect(slugsOf(await list("minAmount=47500&maxAmount=48000"))).toEqual(["chesterfield-three-seater-sofa"]);
    expect(slugsOf(await list("minAmount=3499&maxAmount=3499"))).toEqual(["wall-bookshelf"]);
    const cheap = await list("maxAmount=6000");
    expect(slugsOf(cheap)).toEqual(["storage-cabinet-acacia", "storage-cabinet-alder", "wall-bookshelf"]);
    const dear = await list("minAmount=45000");
    expect(slugsOf(dear)).toEqual(["chesterfield-three-seater-sofa", "upholstered-storage-bed"]);
  });

  it("combines category, colour, size and price", async () => {
    expect(slugsOf(await list("catSlug=bedroom&colors=ivory-white&sizes=queen"))).toEqual(["upholstered-storage-bed"]);
    expect(await list("catSlug=bedroom&colors=walnut-brown")).toEqual([]);
    expect(slugsOf(await list("catSlug=bedroom&subCatSlug=beds&sizes=king&maxAmount=40000"))).toEqual([
      "sheesham-platform-bed",
    ]);
    expect(await list("catSlug=living-room&sizes=king")).toEqual([]);
  });

  it("leaves out the excluded product, for Related Products", async () => {
    const res = await api.get(`/products?category=${ids.living}&exclude=${ids.sofa}&limit=5`);
    expect(slugsOf(expectList(res))).toEqual(["sheesham-wood-coffee-table", "tall-book-shelf"]);
    expect(res.json.totalRecords).toBe(2);
  });

  it("lists only discounted products with onSale=true", async () => {
    const cards = await list("onSale=true");
    expect(cards.length).toBe(14);
    for (const card of cards) expect(card.mrp).toBeGreaterThan(card.sellingPrice);
    expect(cards.map((c) => c._id)).not.toContain(ids.tallShelf);
  });
});

describe("GET /products: sorting", () => {
  const storage = (sort: string) => list(`catSlug=storage&sort=${sort}`);

  it("sorts by name both ways", async () => {
    const az = (await storage("name-a-z")).map((c) => c.name);
    expect(az).toEqual([...CABINET_TREES.map((t) => `Storage Cabinet ${t}`), "Tall Book Shelf", "Wall Bookshelf"]);
    expect((await storage("name-z-a")).map((c) => c.name)).toEqual([...az].reverse());
  });

  it("sorts by price both ways", async () => {
    const lowHigh = (await storage("price-l-h")).map((c) => c.sellingPrice);
    expect(lowHigh).toHaveLength(20);
    expect(lowHigh).toEqual([...lowHigh].sort((a, b) => a - b));
    expect(lowHigh[0]).toBe(3499);
    const highLow = (await storage("price-h-l")).map((c) => c.sellingPrice);
    expect(highLow).toEqual([...lowHigh].sort((a, b) => b - a));
  });

  it("sorts newest first", async () => {
    const dates = (await list("sort=newest")).map((c) => Date.parse(c.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await list("sort=newest"))[0]._id).toBe(ids.storageBed);
  });

  it("sorts bestsellers first", async () => {
    const cards = await list("sort=bestsellers");
    expect(cards.slice(0, 3).map((c) => c._id)).toEqual([ids.coffeeTable, ids.sofa, "p-cabinet-willow"]);
  });

  it("sorts by discount, biggest first", async () => {
    const discounts = (await list("sort=discount")).map((c) => c.sellingPrice / c.mrp);
    expect(discounts).toEqual([...discounts].sort((a, b) => a - b));
    const cards = await list("sort=discount");
    expect(cards[cards.length - 1].discountPercent).toBe(0);
  });

  it("keeps the shop's arrangement within a category by default", async () => {
    expect((await list("catSlug=living-room")).map((c) => c._id)).toEqual([ids.sofa, ids.coffeeTable, ids.tallShelf]);
  });

  it("shows newest first without a category or sort", async () => {
    const dates = (await list("")).map((c) => Date.parse(c.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe("GET /products: pagination", () => {
  it("pages the big category by 9 by default", async () => {
    const first = await api.get("/products?catSlug=storage");
    expect(first.json).toMatchObject({ page: 1, totalPages: 3, totalRecords: 20 });
    expect(first.json.body).toHaveLength(9);
    const second = await api.get("/products?catSlug=storage&page=2");
    expect(second.json).toMatchObject({ page: 2, totalPages: 3, totalRecords: 20 });
    expect(second.json.body).toHaveLength(9);
    const third = await api.get("/products?catSlug=storage&page=3");
    expect(third.json.body).toHaveLength(2);
    const all = [...first.json.body, ...second.json.body, ...third.json.body].map((c: Card) => c._id);
    expect(new Set(all).size).toBe(20);
  });

  it("answers a page past the end with no rows and the real totalPages", async () => {
    const res = await api.get("/products?catSlug=storage&page=7");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ body: [], page: 7, totalPages: 3, totalRecords: 20 });
  });

  it("honours limit", async () => {
    const res = await api.get("/products?limit=10");
    expect(res.json.body).toHaveLength(10);
    expect(res.json).toMatchObject({ totalPages: 3, totalRecords: 24 });
  });

  it("answers one empty page when nothing matches", async () => {
    const res = await api.get("/products?colors=teak");
    expect(res.json).toMatchObject({ body: [], page: 1, totalPages: 1, totalRecords: 0 });
  });
});

describe("GET /products: search", () => {
  const search = async (q: string) => list(`searchQuery=${encodeURIComponent(q)}`);

  it("matches name, sku, tag line and category names, ignoring case", async () => {
    expect(slugsOf(await search("CHESTERFIELD"))).toEqual(["chesterfield-three-seater-sofa"]);
    expect(slugsOf(await search("wn-ct-001"))).toEqual(["sheesham-wood-coffee-table"]);
    expect(slugsOf(await search("hydraulic"))).toEqual(["upholstered-storage-bed"]);
    expect(slugsOf(await search("bedroom"))).toEqual(["sheesham-platform-bed", "upholstered-storage-bed"]);
    expect(slugsOf(await search("sofas"))).toEqual(["chesterfield-three-seater-sofa"]);
  });

  it("needs every word, in any order", async () => {
    expect(slugsOf(await search("bed sheesham"))).toEqual(["sheesham-platform-bed"]);
  });

  it("tolerates a typo", async () => {
    expect(slugsOf(await search("sofaa"))).toEqual(["chesterfield-three-seater-sofa"]);
    expect(slugsOf(await search("sheesam"))).toEqual(["sheesham-platform-bed", "sheesham-wood-coffee-table"]);
    expect(slugsOf(await search("chesterfeild"))).toEqual(["chesterfield-three-seater-sofa"]);
  });

  it("finds 'bookshelf' and 'book shelf' either way", async () => {
    expect(slugsOf(await search("bookshelf"))).toEqual(["tall-book-shelf", "wall-bookshelf"]);
    expect(slugsOf(await search("book shelf"))).toEqual(["tall-book-shelf", "wall-bookshelf"]);
  });

  it("finds nothing for gibberish", async () => {
    const res = await api.get("/products?searchQuery=xqzvwk");
    expect(res.json).toMatchObject({ body: [], totalRecords: 0, totalPages: 1 });
    expect(await search("qwpz zzkx")).toEqual([]);
  });

  it("puts names that contain the words first when no sort is given", async () => {
    const cards = await search("storage");
    expect(cards).toHaveLength(21);
    expect(cards.slice(0, 19).every((c) => c.name.includes("Storage"))).toBe(true);
    expect(
      cards
        .slice(-2)
        .map((c) => c._id)
        .sort(),
    ).toEqual([ids.tallShelf, ids.wallShelf]);
  });

  it("sorts search results when asked, and pages them", async () => {
    const prices = (await list("searchQuery=storage&sort=price-h-l")).map((c) => c.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const page2 = await api.get("/products?searchQuery=cabinet&page=2&limit=9");
    expect(page2.json).toMatchObject({ page: 2, totalPages: 2, totalRecords: 18 });
    expect(page2.json.body).toHaveLength(9);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("searches within the other filters", async () => {
    expect(slugsOf(await list("searchQuery=sheesham&catSlug=bedroom"))).toEqual(["sheesham-platform-bed"]);
    expect(slugsOf(await list("searchQuery=sheesam&sizes=king"))).toEqual(["sheesham-platform-bed"]);
  });
});

describe("GET /products: validation", () => {
  const bad = async (query: string) => {
    const res = await api.get(`/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.status).toBe(400);
    expect(res.json.body).toBeNull();
    expect(Object.values(res.json.errors)).toContain(res.json.message);
    return res.json;
  };

  it("refuses a minimum above the maximum, keyed by minAmount", async () => {
    const json = await bad("minAmount=5000&maxAmount=100");
    expect(json.errors).toEqual({ minAmount: "Minimum price must not be more than the maximum price" });
  });

  it("refuses prices that are not numbers or negative", async () => {
    expect((await bad("minAmount=abc")).errors.minAmount).toBe("Minimum price must be a number");
    expect((await bad("maxAmount=-5")).errors.maxAmount).toBe("Maximum price must not be negative");
  });

  it("refuses an unknown sort", async () => {
    expect((await bad("sort=cheapest")).errors.sort).toMatch(/^Sort must be one of name-a-z, name-z-a, price-l-h/);
  });

  it("refuses a page or limit out of range", async () => {
    expect((await bad("page=0")).errors.page).toBe("Page must be between 1 and 100000");
    expect((await bad("limit=0")).errors.limit).toBe("Limit must be between 1 and 100");
    expect((await bad("limit=101")).errors.limit).toBe("Limit must be between 1 and 100");
    expect((await bad("limit=two")).errors.limit).toBe("Limit must be a number");
  });

  it("treats empty parameters as absent", async () => {
    const res = await api.get("/products?sort=&minAmount=&maxAmount=&searchQuery=&catSlug=");
    expect(res.json.totalRecords).toBe(24);
  });
});

describe("GET /products/by-slug/:slug", () => {
  const bySlug = async (slug: string) => {
    const res = await api.get(`/products/by-slug/${slug}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, errors: {} });
    return res.json.body;
  };

  it("returns a plain product with its long texts and SEO fields, and no variants", async () => {
    const body = await bySlug("sheesham-wood-coffee-table");
    expect(body).toMatchObject({
      _id: ids.coffeeTable,
      productType: "PRODUCT",
      sellingPrice: 12499,
      mrp: 15999,
      discountPercent: 22,
      stock: 4,
      maximumOrderQuantity: 5,
      description: "<p>Sheesham Wood Coffee Table in detail.</p>",
      warrantyTerms: "<p>One year warranty against manufacturing defects.</p>",
      seoTitle: "Sheesham coffee table",
      seoDescription: null,
      categories: [{ _id: ids.living, name: "Living Room", slug: "living-room" }],
      subCategories: [{ _id: ids.coffeeTables, name: "Coffee Tables", slug: "coffee-tables" }],
      averageRating: 3,
      reviewCount: 1,
      colors: [],
      sizes: [],
    });
    expect(body.images).toHaveLength(2);
  });

  it("returns colour variants in order with their own prices, stock, limits and pictures", async () => {
    const body = await bySlug("chesterfield-three-seater-sofa");
    expect(body.stock).toBe(8);
    expect(body.sizes).toEqual([]);
    expect(body.colors).toEqual([
      {
        _id: ids.sofaWalnut,
        color: { _id: ids.walnut, name: "Walnut Brown", slug: "walnut-brown", hex: "#5C4033" },
        stock: 3,
        maximumOrderQuantity: 2,
        sellingPrice: 45999,
        mrp: 59999,
        discountPercent: 23,
        defaultImage: { url: "/images/test/sofa-walnut.webp", width: 800, height: 800, alt: "sofa-walnut" },
        images: [
          { url: "/images/test/sofa-walnut-1.webp", width: 800, height: 800, alt: "sofa-walnut-1" },
          { url: "/images/test/sofa-walnut-2.webp", width: 800, height: 800, alt: "sofa-walnut-2" },
        ],
        sizes: [],
      },
      expect.objectContaining({
        _id: ids.sofaGrey,
        stock: 5,
        maximumOrderQuantity: 3,
        sellingPrice: 47999,
        mrp: 61999,
      }),
    ]);
  });

  it("returns size variants of a size product in order", async () => {
    const body = await bySlug("sheesham-platform-bed");
    expect(body.colors).toEqual([]);
    expect(body.sizes).toEqual([
      {
        _id: ids.bedQueen,
        size: { _id: ids.queen, name: "Queen", slug: "queen" },
        stock: 2,
        maximumOrderQuantity: 2,
        sellingPrice: 32999,
        mrp: 39999,
        discountPercent: 18,
      },
      {
        _id: ids.bedKing,
        size: { _id: ids.king, name: "King", slug: "king" },
        stock: 6,
        maximumOrderQuantity: 2,
        sellingPrice: 38999,
        mrp: 45999,
        discountPercent: 15,
      },
    ]);
  });

  it("nests sizes inside each colour of a colour+size product, with the colour's stock their sum", async () => {
    const body = await bySlug("upholstered-storage-bed");
    expect(body.sizes).toEqual([]);
    expect(body.stock).toBe(6);
    expect(body.colors.map((c: { _id: string }) => c._id)).toEqual([ids.storageBedGrey, ids.storageBedWhite]);
    const [grey, white] = body.colors;
    expect(grey).toMatchObject({ color: { slug: "slate-grey" }, stock: 4, sellingPrice: 41999 });
    expect(grey.sizes).toEqual([
      expect.objectContaining({
        _id: ids.storageBedGreyQueen,
        size: { _id: ids.queen, name: "Queen", slug: "queen" },
        stock: 3,
        sellingPrice: 41999,
      }),
      expect.objectContaining({
        _id: ids.storageBedGreyKing,
        size: { _id: ids.king, name: "King", slug: "king" },
        stock: 1,
        maximumOrderQuantity: 1,
        sellingPrice: 46999,
        mrp: 57999,
      }),
    ]);
    expect(white).toMatchObject({
      stock: 2,
      sizes: [expect.objectContaining({ _id: ids.storageBedWhiteQueen, sellingPrice: 42999 })],
    });
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const res = await api.get("/products/by-slug/no-such-sofa");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ status: 404, code: "NOT_FOUND", message: "Product not found", body: null, errors: {} });
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("answers 410 Gone with its category for an inactive product", async () => {
    const res = await api.get("/products/by-slug/retired-leather-recliner");
    expect(res.status).toBe(410);
    expect(res.json).toEqual({
      status: 410,
      message: "This product is no longer sold",
      body: { category: { name: "Living Room", slug: "living-room" } },
      errors: {},
    });
  });
});
