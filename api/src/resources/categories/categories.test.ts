import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "@api/test/harness";
import { ids, openCatalogue } from "../products/products.fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await openCatalogue();
});
afterAll(() => api.close());

describe("GET /categories", () => {
  it("lists categories in menu order, with sub-categories in order when asked", async () => {
    const res = await api.get("/categories?subCategories=true");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(res.json).toMatchObject({
      status: 200,
      message: "Success",
      errors: {},
      page: 1,
      totalPages: 1,
      totalRecords: 4,
    });
    expect(res.json.body.map((c: { slug: string }) => c.slug)).toEqual(["decor", "living-room", "bedroom", "storage"]);
    expect(res.json.body[1]).toEqual({
      _id: ids.living,
      name: "Living Room",
      slug: "living-room",
      image: { url: "/images/test/living.webp", width: 800, height: 800, alt: "living" },
      seoTitle: "Living room furniture",
      seoDescription: null,
      subCategories: [
        { _id: ids.sofas, name: "Sofas", slug: "sofas" },
        { _id: ids.coffeeTables, name: "Coffee Tables", slug: "coffee-tables" },
      ],
    });
    expect(res.json.body[0].subCategories).toEqual([]);
  });

  it("leaves sub-categories out unless asked", async () => {
    for (const query of ["", "?subCategories=false"]) {
      const res = await api.get(`/categories${query}`);
      expect(res.json.body).toHaveLength(4);
      for (const category of res.json.body) expect(category).not.toHaveProperty("subCategories");
    }
  });

  it("refuses a switch that is not true or false", async () => {
    const res = await api.get("/categories?subCategories=yes");
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      message: "subCategories must be true or false",
      errors: { subCategories: "subCategories must be true or false" },
    });
  });
});

describe("GET /subCategories", () => {
  it("lists one category's sub-categories in order", async () => {
    const res = await api.get("/subCategories?catSlug=bedroom");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, errors: {}, page: 1, totalPages: 1, totalRecords: 2 });
    expect(res.json.body).toEqual([
      { _id: ids.beds, name: "Beds", slug: "beds", category: { _id: ids.bedroom, name: "Bedroom", slug: "bedroom" } },
      {
        _id: ids.bedsideTables,
        name: "Bedside Tables",
        slug: "bedside-tables",
        category: { _id: ids.bedroom, name: "Bedroom", slug: "bedroom" },
      },
    ]);
  });

  it("lists every sub-category without catSlug", async () => {
    const res = await api.get("/subCategories");
    expect(res.json.totalRecords).toBe(6);
    expect(res.json.body[0].slug).toBe("sofas");
  });

  it("answers 404 for an unknown category", async () => {
    const res = await api.get("/subCategories?catSlug=garden");
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ status: 404, code: "NOT_FOUND", message: "Category not found", body: null, errors: {} });
  });

  it("answers an empty list for a category without sub-categories", async () => {
    const res = await api.get("/subCategories?catSlug=decor");
    expect(res.json).toMatchObject({ status: 200, body: [], totalRecords: 0, totalPages: 1 });
  });
});
