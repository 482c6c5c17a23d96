import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colors, productColors, products } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const picture = { url: "/images/test/chair.webp", width: 800, height: 800, alt: "A chair" };

async function product(values: Partial<typeof products.$inferInsert> = {}) {
  const id = newId();
  await api.db.insert(products).values({
    id,
    name: `Sheesham Chair ${id.slice(0, 6)}`,
    slug: `sheesham-chair-${id}`,
    sku: `WN-${id}`,
    sellingPricePaise: 1_249_950,
    mrpPaise: 1_599_900,
    defaultImage: picture,
    image: picture,
    stock: 4,
    ...values,
  });
  return id;
}

describe("wishlists", () => {
  it("adds, lists with the product in rupees, filters by product and removes", async () => {
    const { token } = await api.signIn();
    const chair = await product();
    const added = await api.post("/wishlists", { product: chair }, token);
    expect(added.status).toBe(200);
    expect(added.json.message).toBe("Product added to your wishlist");
    expect(added.json.body).toEqual({
      _id: expect.any(String),
      product: {
        _id: chair,
        name: expect.stringMatching(/^Sheesham Chair/),
        slug: `sheesham-chair-${chair}`,
        sellingPrice: 12499.5,
        mrp: 15999,
        defaultImage: picture,
        stock: 4,
        productType: "PRODUCT",
      },
    });

    api.clock.advance(1000);
    const table = await product({ name: "Mango Wood Table" });
    await api.post("/wishlists", { product: table }, token);

    const list = await api.get("/wishlists/myWishlists", token);
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ status: 200, page: 1, totalPages: 1, totalRecords: 2 });
    expect(list.json.body.map((e: { product: { _id: string } }) => e.product._id)).toEqual([table, chair]);

    const one = await api.get(`/wishlists/myWishlists?product=${chair}`, token);
    expect(one.json.totalRecords).toBe(1);
    expect(one.json.body[0]._id).toBe(added.json.body._id);
    const none = await api.get(`/wishlists/myWishlists?product=${newId()}`, token);
    expect(none.json).toMatchObject({ body: [], totalRecords: 0 });

    const removed = await api.del(`/wishlists/${added.json.body._id}`, token);
    expect(removed.status).toBe(200);
    expect((await api.get(`/wishlists/myWishlists?product=${chair}`, token)).json.totalRecords).toBe(0);
  });

  it("answers 200 when the product is already there, without a second entry", async () => {
    const { token } = await api.signIn();
    const chair = await product();
    const first = await api.post("/wishlists", { product: chair }, token);
    const again = await api.post("/wishlists", { product: chair }, token);
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Product already in your wishlist");
    expect(again.json.body._id).toBe(first.json.body._id);
    expect((await api.get("/wishlists/myWishlists", token)).json.totalRecords).toBe(1);
  });

  it("answers 404 for an unknown or withdrawn product and 400 without one", async () => {
    const { token } = await api.signIn();
    const unknown = await api.post("/wishlists", { product: newId() }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors.product).toBe("Product not found");
    const withdrawn = await product({ isActive: false });
    expect((await api.post("/wishlists", { product: withdrawn }, token)).status).toBe(404);
    const missing = await api.post("/wishlists", {}, token);
    expect(missing.status).toBe(400);
    expect(missing.json.errors.product).toBe("Product is a required field");
  });

  it("counts a colour product's stock from its variants", async () => {
    const { token } = await api.signIn();
    const colorIds = [newId(), newId()];
    await api.db.insert(colors).values([
      { id: colorIds[0], name: "Walnut", slug: `walnut-${colorIds[0]}`, hex: "#5d4037" },
      { id: colorIds[1], name: "Teak", slug: `teak-${colorIds[1]}`, hex: "#a1887f" },
    ]);
    const sofa = await product({ productType: "PRODUCT_WITH_COLOR", stock: 0 });
    await api.db.insert(productColors).values(
      colorIds.map((colorId, i) => ({
        id: newId(),
        productId: sofa,
        colorId,
        stock: i + 2,
        sellingPricePaise: 4_500_000,
        mrpPaise: 5_000_000,
        defaultImage: picture,
      })),
    );
    const added = await api.post("/wishlists", { product: sofa }, token);
    expect(added.json.body.product).toMatchObject({ productType: "PRODUCT_WITH_COLOR", stock: 5 });
  });

  it("pages the list", async () => {
    const { token } = await api.signIn();
    for (let i = 0; i < 3; i++) {
      await api.post("/wishlists", { product: await product() }, token);
      api.clock.advance(1000);
    }
    const page = await api.get("/wishlists/myWishlists?page=2&limit=2", token);
    expect(page.json).toMatchObject({ page: 2, totalPages: 2, totalRecords: 3 });
    expect(page.json.body).toHaveLength(1);
  });

  it("keeps each customer's wishlist private", async () => {
    const owner = await api.signIn();
    const stranger = await api.signIn();
    const entry = (await api.post("/wishlists", { product: await product() }, owner.token)).json.body;
    expect((await api.get("/wishlists/myWishlists", stranger.token)).json.totalRecords).toBe(0);
    expect((await api.del(`/wishlists/${entry._id}`, stranger.token)).status).toBe(404);
    expect((await api.get("/wishlists/myWishlists", owner.token)).json.totalRecords).toBe(1);
  });

  it("drops a product from lists once it is withdrawn", async () => {
    const { token } = await api.signIn();
    const chair = await product();
    await api.post("/wishlists", { product: chair }, token);
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, chair));
    expect((await api.get("/wishlists/myWishlists", token)).json.totalRecords).toBe(0);
  });

  it.each([
    ["GET", "/wishlists/myWishlists"],
    ["POST", "/wishlists"],
    ["DELETE", "/wishlists/abc"],
  ])("%s %s needs a token", async (method, path) => {
    const res = await api.request(method, path, { body: method === "POST" ? { product: "x" } : undefined });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe("Please login to continue");
  });
});
