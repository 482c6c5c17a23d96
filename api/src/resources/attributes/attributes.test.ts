import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingFigures } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { ids, openCatalogue } from "../products/products.fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await openCatalogue();
});
afterAll(() => api.close());

const slugs = (body: { slug: string }[]) => body.map((b) => b.slug);

describe("GET /colors", () => {
  it("lists every colour by name with its swatch", async () => {
    const res = await api.get("/colors");
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
    expect(res.json.body).toEqual([
      { _id: ids.white, name: "Ivory White", slug: "ivory-white", hex: "#FFFFF0" },
      { _id: ids.grey, name: "Slate Grey", slug: "slate-grey", hex: "#708090" },
      { _id: ids.teak, name: "Teak", slug: "teak", hex: "#B8860B" },
      { _id: ids.walnut, name: "Walnut Brown", slug: "walnut-brown", hex: "#5C4033" },
    ]);
  });

  it("narrows to the colours some active product of a category comes in", async () => {
    expect(slugs((await api.get("/colors?catSlug=living-room")).json.body)).toEqual(["slate-grey", "walnut-brown"]);
    expect(slugs((await api.get("/colors?catSlug=bedroom&subCatSlug=beds")).json.body)).toEqual([
      "ivory-white",
      "slate-grey",
    ]);
    expect((await api.get("/colors?catSlug=storage")).json.body).toEqual([]);
  });

  it("keeps a shelf's colours until something they are read from changes, not when stock moves", async () => {
    const kept = async () =>
      (
        await api.db
          .select({ key: listingFigures.key })
          .from(listingFigures)
          .where(like(listingFigures.key, "colors %"))
      ).length;
    const livingRoom = async () => slugs((await api.get("/colors?catSlug=living-room")).json.body);
    await api.db.execute(sql`delete from listing_figures`);
    expect(await livingRoom()).toEqual(["slate-grey", "walnut-brown"]);
    expect(await kept()).toBe(1);
    await api.db.execute(sql`update product_colors set stock = stock + 1 where id = ${ids.sofaWalnut}`);
    expect(await kept()).toBe(1);

    await api.db.execute(sql`update product_colors set color_id = ${ids.teak} where id = ${ids.sofaWalnut}`);
    expect(await kept()).toBe(0);
    expect(await livingRoom()).toEqual(["slate-grey", "teak"]);
    await api.db.execute(sql`update product_colors set color_id = ${ids.walnut} where id = ${ids.sofaWalnut}`);
    expect(await livingRoom()).toEqual(["slate-grey", "walnut-brown"]);
  });

  it("answers 404 for an unknown category", async () => {
    const res = await api.get("/colors?catSlug=garden");
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Category not found");
  });
});

describe("GET /sizes", () => {
  it("lists every size in the shop's order", async () => {
    const res = await api.get("/sizes");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 200, errors: {}, totalRecords: 3 });
    expect(res.json.body).toEqual([
      { _id: ids.single, name: "Single", slug: "single" },
      { _id: ids.queen, name: "Queen", slug: "queen" },
      { _id: ids.king, name: "King", slug: "king" },
    ]);
  });

  it("narrows to the sizes used in a category, sizes inside colours included", async () => {
    expect(slugs((await api.get("/sizes?catSlug=bedroom")).json.body)).toEqual(["queen", "king"]);
    expect((await api.get("/sizes?catSlug=living-room")).json.body).toEqual([]);
  });
});
