import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  categories,
  colors,
  orderItems,
  orders,
  productColors,
  productSearch,
  productSizes,
  products,
  sizes,
  stockChanges,
  subCategories,
  type staff,
} from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import { createTestApi, type TestApi } from "@api/test/harness";
import { deliveryAddress } from "@api/resources/customer-orders/order-fixtures";
import { patch, signedInStaff } from "@api/resources/admin/test-helpers";
import { SKU_TAKEN, SLUG_TAKEN } from "./product-record";
import { TYPE_LOCKED } from "./product-writes";
import { PRODUCT_FORM_REASON } from "./product-stock";

let api: TestApi;
let owner: { member: typeof staff.$inferSelect; token: string };
let catalogue: { member: typeof staff.$inferSelect; token: string };
const ids = {
  living: newId(),
  dining: newId(),
  sofas: newId(),
  chairs: newId(),
  walnut: newId(),
  teak: newId(),
  small: newId(),
  large: newId(),
};

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  owner = await signedInStaff(api, "owner");
  catalogue = await signedInStaff(api, "catalogue");
  const image = placeholderImage("Category");
  await api.db.insert(categories).values([
    { id: ids.living, name: "Living Room", slug: "living-room", image, position: 0 },
    { id: ids.dining, name: "Dining", slug: "dining", image, position: 1 },
  ]);
  await api.db.insert(subCategories).values([
    { id: ids.sofas, categoryId: ids.living, name: "Sofas", slug: "sofas" },
    { id: ids.chairs, categoryId: ids.dining, name: "Chairs", slug: "chairs" },
  ]);
  await api.db.insert(colors).values([
    { id: ids.walnut, name: "Walnut", slug: "walnut", hex: "#5a3a22" },
    { id: ids.teak, name: "Teak", slug: "teak", hex: "#a0652d" },
  ]);
  await api.db.insert(sizes).values([
    { id: ids.small, name: "Small", slug: "small", position: 0 },
    { id: ids.large, name: "Large", slug: "large", position: 1 },
  ]);
});
afterAll(() => api.close());

let skuCounter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Sheesham Coffee Table",
  sku: `WN-T-${process.pid}-${++skuCounter}`,
  categories: [ids.living],
  subCategories: [ids.sofas],
  mrp: 12000,
  sellingPrice: 9999.5,
  shortDescription: "Solid sheesham, hand finished.",
  description: "<p>Solid wood.</p>",
  warrantyTerms: "<p>One year.</p>",
  tagLine: "Made in Jodhpur",
  productType: "PRODUCT",
  stock: 12,
  maximumOrderQuantity: 4,
  seoTitle: "Sheesham Coffee Table | Woodnest",
  seoDescription: "A coffee table of solid sheesham.",
  hsnCode: "94036000",
  gstRate: 18,
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}, token = catalogue.token) =>
  api.post("/admin/products", valid(overrides), token);
/** The product's audit rows of one action (the test clock stands still, so they are told apart by action). */
const auditsOf = (entityId: string, action: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
const formOf = (body: Record<string, any>) => ({
  ...valid(),
  name: body.name,
  slug: body.slug,
  sku: body.sku,
  categories: body.categories.map((c: { _id: string }) => c._id),
  subCategories: body.subCategories.map((s: { _id: string }) => s._id),
  mrp: body.mrp,
  sellingPrice: body.sellingPrice,
  productType: body.productType,
  stock: body.stock,
  maximumOrderQuantity: body.maximumOrderQuantity,
  version: body.version,
});

describe("creating a product", () => {
  it("stores every field, makes the slug from the name, cleans rich text, gives a placeholder picture and audits it", async () => {
    const res = await create({
      description: '<p onclick="x()">Solid <script>alert(1)</script>wood</p><h1>Care</h1>',
      warrantyTerms: '<a href="javascript:alert(1)">terms</a>',
    });
    expect(res.status).toBe(200);
    const body = res.json.body;
    expect(body).toMatchObject({
      name: "Sheesham Coffee Table",
      slug: "sheesham-coffee-table",
      mrp: 12000,
      sellingPrice: 9999.5,
      hsnCode: "94036000",
      gstRate: 18,
      isActive: false,
      version: 1,
      categories: [{ _id: ids.living, name: "Living Room" }],
      subCategories: [{ _id: ids.sofas, name: "Sofas" }],
    });
    expect(body.description).toBe("<p>Solid wood</p><h2>Care</h2>");
    expect(body.warrantyTerms).toBe("<a>terms</a>");
    expect(body.defaultImage).toEqual(placeholderImage("Sheesham Coffee Table"));
    const [row] = await api.db.select().from(products).where(eq(products.id, body._id));
    expect(row).toMatchObject({ sellingPricePaise: 999_950, mrpPaise: 1_200_000, stock: 12 });
    // It starts inactive, so the search triggers leave it out until it is activated.
    expect(await api.db.select().from(productSearch).where(eq(productSearch.productId, body._id))).toHaveLength(0);

    const [audit] = await auditsOf(body._id, "product.create");
    expect(audit).toMatchObject({
      action: "product.create",
      staffId: catalogue.member.id,
      entityType: "product",
      before: null,
    });
    expect(audit.after).toMatchObject({
      name: "Sheesham Coffee Table",
      sellingPrice: 9999.5,
      categories: [ids.living],
    });
  });

  it("numbers a generated slug that is taken, and refuses a typed one", async () => {
    const again = await create({ name: "Sheesham Coffee Table" });
    expect(again.json.body.slug).toBe("sheesham-coffee-table-2");
    const typed = await create({ slug: "sheesham-coffee-table" });
    expect(typed.status).toBe(409);
    expect(typed.json.errors).toEqual({ slug: SLUG_TAKEN });
  });

  it("refuses a sku in use, whatever its case", async () => {
    const first = await create();
    const res = await create({ sku: first.json.body.sku.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.json.errors).toEqual({ sku: SKU_TAKEN });
  });

  it.each([
    [{ sellingPrice: 13000 }, "sellingPrice", "Selling price must not be more than the MRP"],
    [{ sellingPrice: 0 }, "sellingPrice", "Selling price must be more than 0"],
    [{ mrp: "" }, "mrp", "MRP is a required field"],
    [{ mrp: 10.005 }, "mrp", "MRP may have at most 2 decimals (paise)"],
    [
      { slug: "Not A Slug" },
      "slug",
      "Slug may contain only lowercase letters, digits and single hyphens between words",
    ],
    [{ sku: "WN 001" }, "sku", "SKU may contain only letters, digits, hyphens, underscores and slashes"],
    [{ name: "" }, "name", "Name is a required field"],
    [{ categories: [] }, "categories", "Choose at least one category"],
    [{ hsnCode: "94036" }, "hsnCode", "HSN code must be 4, 6 or 8 digits"],
    [{ gstRate: 12 }, "gstRate", "GST rate must be one of 0%, 5%, 18%, 40%"],
    [{ productType: "BUNDLE" }, "productType", "Product type is not one of the allowed values"],
    [{ stock: -1 }, "stock", "Stock must be between 0 and 1000000"],
    [{ maximumOrderQuantity: 0 }, "maximumOrderQuantity", "Maximum order quantity must be between 1 and 1000"],
  ])("refuses %o on its field", async (change, field, message) => {
    const res = await create(change);
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it("refuses an unknown category and a sub-category of another category", async () => {
    const unknown = await create({ categories: ["nope"] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.categories).toBe("A chosen category does not exist");
    const foreign = await create({ subCategories: [ids.chairs] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors.subCategories).toBe("Each sub-category must belong to one of the chosen categories");
  });
});

describe("editing a product", () => {
  it("saves the change, raises the version and audits only the changed fields", async () => {
    const created = (await create({ name: "Walnut Console" })).json.body;
    const res = await patch(
      api,
      `/admin/products/${created._id}`,
      {
        ...formOf(created),
        sellingPrice: 8000,
        stock: 3,
        description: "<p>New <em>text</em><img src=x onerror=alert(1)></p>",
      },
      catalogue.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ sellingPrice: 8000, stock: 3, version: 2 });
    expect(res.json.body.description).toBe('<p>New <em>text</em><img src="x" loading="lazy" /></p>');
    const [audit] = await auditsOf(created._id, "product.update");
    expect(audit.action).toBe("product.update");
    expect(audit.before).toEqual({ sellingPrice: 9999.5, stock: 12, description: "<p>Solid wood.</p>" });
    expect(audit.after).toEqual({ sellingPrice: 8000, stock: 3, description: res.json.body.description });
  });

  it("refuses a save from an older version with a 409 naming who saved, keeping nothing", async () => {
    const created = (await create({ name: "Teak Bench" })).json.body;
    // The message names the latest save, told from the creation by its time.
    api.clock.advance(60_000);
    const first = await patch(
      api,
      `/admin/products/${created._id}`,
      { ...formOf(created), tagLine: "First" },
      owner.token,
    );
    expect(first.status).toBe(200);
    const stale = await patch(
      api,
      `/admin/products/${created._id}`,
      { ...formOf(created), sellingPrice: 100 },
      catalogue.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain(owner.member.email);
    expect(stale.json.message).toContain("tag line");
    expect(stale.json.errors.version).toBeDefined();
    const [row] = await api.db.select().from(products).where(eq(products.id, created._id));
    expect(row.sellingPricePaise).toBe(999_950);
  });

  it("keeps an old slug, which the shop's product-by-slug answers with the product under its new slug", async () => {
    const created = (await create({ name: "Rosewood Stool" })).json.body;
    await api.post(`/admin/products/${created._id}/activate`, { version: 1 }, catalogue.token);
    const renamed = await patch(
      api,
      `/admin/products/${created._id}`,
      { ...formOf(created), version: 2, slug: "rosewood-bar-stool" },
      catalogue.token,
    );
    expect(renamed.json.body).toMatchObject({ slug: "rosewood-bar-stool", oldSlugs: ["rosewood-stool"] });
    const old = await api.get("/products/by-slug/rosewood-stool");
    expect(old.status).toBe(200);
    expect(old.json.body.slug).toBe("rosewood-bar-stool");
    // The old slug stays the product's: no other product may take it.
    expect((await create({ slug: "rosewood-stool" })).status).toBe(409);
    // Going back to it takes it out of the history.
    const back = await patch(
      api,
      `/admin/products/${created._id}`,
      { ...formOf(renamed.json.body), slug: "rosewood-stool" },
      catalogue.token,
    );
    expect(back.json.body).toMatchObject({ slug: "rosewood-stool", oldSlugs: ["rosewood-bar-stool"] });
  });

  it("answers 404 for an unknown product", async () => {
    expect((await api.get("/admin/products/nope", catalogue.token)).status).toBe(404);
  });
});

describe("duplicating, activating and deactivating", () => {
  it("makes an inactive copy with a free slug and sku and no stock", async () => {
    const created = (await create({ name: "Mango Side Table" })).json.body;
    const res = await api.post(`/admin/products/${created._id}/duplicate`, undefined, catalogue.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      name: "Mango Side Table (copy)",
      slug: "mango-side-table-copy",
      sku: `${created.sku}-COPY`,
      isActive: false,
      stock: 0,
    });
    expect(res.json.body.categories).toEqual(created.categories);
    const [audit] = await auditsOf(res.json.body._id, "product.duplicate");
    expect(audit).toMatchObject({
      action: "product.duplicate",
      after: expect.objectContaining({ copiedFrom: created._id }),
    });
    const again = await api.post(`/admin/products/${created._id}/duplicate`, undefined, catalogue.token);
    expect(again.json.body).toMatchObject({ slug: "mango-side-table-copy-2", sku: `${created.sku}-COPY-2` });
  });

  it("activates (in the shop and search) and deactivates (gone, its page 410), audited", async () => {
    const created = (await create({ name: "Jali Cabinet" })).json.body;
    expect((await api.get("/products/by-slug/jali-cabinet")).status).toBe(410);
    const on = await api.post(`/admin/products/${created._id}/activate`, { version: created.version }, catalogue.token);
    expect(on.json.body).toMatchObject({ isActive: true, version: 2 });
    expect(on.json.message).toBe("Jali Cabinet is on sale in the shop");
    expect(await api.db.select().from(productSearch).where(eq(productSearch.productId, created._id))).toHaveLength(1);
    expect((await api.get("/products/by-slug/jali-cabinet")).status).toBe(200);
    expect((await auditsOf(created._id, "product.activate"))[0]).toMatchObject({
      before: { isActive: false },
      after: { isActive: true },
    });

    const stale = await api.post(`/admin/products/${created._id}/deactivate`, { version: 1 }, catalogue.token);
    expect(stale.status).toBe(409);
    const off = await api.post(`/admin/products/${created._id}/deactivate`, { version: 2 }, catalogue.token);
    expect(off.status).toBe(200);
    expect(off.json.body).toMatchObject({ isActive: false, version: 3 });
    expect(await api.db.select().from(productSearch).where(eq(productSearch.productId, created._id))).toHaveLength(0);
    const page = await api.get("/products/by-slug/jali-cabinet");
    expect(page.status).toBe(410);
    expect(page.json.body).toEqual({ category: { name: "Living Room", slug: "living-room" } });
    expect((await auditsOf(created._id, "product.deactivate"))[0]).toMatchObject({
      action: "product.deactivate",
      before: { isActive: true },
      after: { isActive: false },
    });
  });
});

describe("the product list", () => {
  it("searches by name or sku, filters by category, type, stock and status, and sorts", async () => {
    const tag = `L${process.pid}`;
    const a = (
      await create({
        name: `${tag} Alpha Chair`,
        categories: [ids.dining],
        subCategories: [],
        stock: 0,
        sellingPrice: 500,
        mrp: 600,
      })
    ).json.body;
    const b = (
      await create({
        name: `${tag} Beta Chair`,
        categories: [ids.dining],
        subCategories: [],
        stock: 3,
        sellingPrice: 300,
        mrp: 600,
      })
    ).json.body;
    const c = (
      await create({
        name: `${tag} Gamma Chair`,
        categories: [ids.dining],
        subCategories: [],
        stock: 50,
        sellingPrice: 400,
        mrp: 600,
      })
    ).json.body;
    for (const product of [a, b])
      await api.post(`/admin/products/${product._id}/activate`, { version: 1 }, catalogue.token);
    const names = async (query: string) =>
      (await api.get(`/admin/products?q=${tag}&${query}`, catalogue.token)).json.body.map((r: { name: string }) =>
        r.name.replace(`${tag} `, ""),
      );

    expect(await names("sort=name")).toEqual(["Alpha Chair", "Beta Chair", "Gamma Chair"]);
    expect(await names("sort=price")).toEqual(["Beta Chair", "Gamma Chair", "Alpha Chair"]);
    expect(await names("sort=stock")).toEqual(["Alpha Chair", "Beta Chair", "Gamma Chair"]);
    expect(await names("stock=out")).toEqual(["Alpha Chair"]);
    expect(await names("stock=low")).toEqual(["Beta Chair"]);
    expect(await names("stock=in")).toEqual(["Gamma Chair"]);
    expect(await names("active=inactive")).toEqual(["Gamma Chair"]);
    expect(await names(`category=${ids.living}`)).toEqual([]);
    const bySku = await api.get(`/admin/products?q=${encodeURIComponent(b.sku)}`, catalogue.token);
    expect(bySku.json.body.map((r: { _id: string }) => r._id)).toEqual([b._id]);
    const row = (await api.get(`/admin/products?q=${tag}&sort=name`, catalogue.token)).json;
    expect(row.body[0]).toMatchObject({
      _id: a._id,
      stock: 0,
      stockState: "out",
      categories: "Dining",
      sellingPrice: 500,
      isActive: true,
    });
    expect(row.body[2]).toMatchObject({ _id: c._id, isActive: false });
    expect(row.totalRecords).toBe(3);

    // A sku's own threshold, as the stock screen sets it, decides "low" too.
    await api.db.update(products).set({ lowStockThreshold: 60 }).where(eq(products.id, c._id));
    expect(await names("stock=low&sort=name")).toEqual(["Beta Chair", "Gamma Chair"]);
  });

  it("refuses an unknown filter value on its field", async () => {
    const res = await api.get("/admin/products?stock=plenty", catalogue.token);
    expect(res.status).toBe(400);
    expect(res.json.errors.stock).toBe("Stock is not one of the allowed values");
  });
});

describe("variants", () => {
  it("builds a colour+size matrix, saves every row in one post, mirrors the first variant and audits it", async () => {
    const created = (await create({ name: "Lounge Chair", productType: "PRODUCT_WITH_COLOR_SIZE" })).json.body;
    let version = created.version;
    const step = async (res: { status: number; json: { body: Record<string, any> } }) => {
      expect(res.status).toBe(200);
      version = res.json.body.version;
      return res.json.body;
    };
    const noColour = await api.post(
      `/admin/products/${created._id}/sizes`,
      { version, sizeId: ids.small },
      catalogue.token,
    );
    expect(noColour.status).toBe(409);
    await step(
      await api.post(`/admin/products/${created._id}/colors`, { version, colorId: ids.walnut }, catalogue.token),
    );
    await step(await api.post(`/admin/products/${created._id}/sizes`, { version, sizeId: ids.small }, catalogue.token));
    await step(await api.post(`/admin/products/${created._id}/sizes`, { version, sizeId: ids.large }, catalogue.token));
    const body = await step(
      await api.post(`/admin/products/${created._id}/colors`, { version, colorId: ids.teak }, catalogue.token),
    );
    expect(body.variants.map((v: { colorName: string; sizeName: string }) => `${v.colorName} ${v.sizeName}`)).toEqual([
      "Walnut Small",
      "Walnut Large",
      "Teak Small",
      "Teak Large",
    ]);
    // The first sku takes over the 12 typed for the product; the others start with none.
    expect(body.variants[0]).toMatchObject({
      sku: `${created.sku}-WALNUT-SMALL`,
      sellingPrice: 9999.5,
      mrp: 12000,
      stock: 12,
    });
    expect(body.variants.slice(1).map((v: { stock: number }) => v.stock)).toEqual([0, 0, 0]);
    expect(body.stock).toBe(12);
    expect(body.colors.map((c: { name: string }) => c.name)).toEqual(["Walnut", "Teak"]);
    const [teak] = await api.db
      .select()
      .from(productColors)
      .where(and(eq(productColors.productId, created._id), eq(productColors.colorId, ids.teak)));
    expect(teak.defaultImage).toEqual(placeholderImage("Lounge Chair in Teak"));

    const rows = body.variants.map((v: Record<string, unknown>, i: number) => ({
      id: v._id,
      sku: v.sku,
      mrp: 15000,
      sellingPrice: 11000 + i,
      stock: 2 + i,
      maximumOrderQuantity: 3,
    }));
    const duplicateSku = await api.put(
      `/admin/products/${created._id}/variants`,
      { version, variants: rows.map((r: object) => ({ ...r, sku: created.sku })) },
      catalogue.token,
    );
    expect(duplicateSku.status).toBe(409);
    expect(duplicateSku.json.errors["variants.0.sku"]).toBe(SKU_TAKEN);
    const pricey = await api.put(
      `/admin/products/${created._id}/variants`,
      { version, variants: [{ ...rows[0], sellingPrice: 20000 }] },
      catalogue.token,
    );
    expect(pricey.status).toBe(400);
    expect(pricey.json.errors["variants.0.sellingPrice"]).toBe("Selling price must not be more than the MRP");

    const saved = await step(
      await api.put(`/admin/products/${created._id}/variants`, { version, variants: rows }, catalogue.token),
    );
    expect(saved.variants.map((v: { stock: number }) => v.stock)).toEqual([2, 3, 4, 5]);
    // The product row repeats Walnut Small; the Teak row holds its sizes' total.
    expect(saved).toMatchObject({ sellingPrice: 11000, mrp: 15000, stock: 2, maximumOrderQuantity: 3 });
    expect(teak.id).toBeDefined();
    const [teakNow] = await api.db.select().from(productColors).where(eq(productColors.id, teak.id));
    expect(teakNow).toMatchObject({ stock: 9, sellingPricePaise: 1_100_200 });
    // The list finds a product by a variant's sku.
    const bySku = await api.get(
      `/admin/products?q=${encodeURIComponent(`${created.sku}-TEAK-LARGE`)}`,
      catalogue.token,
    );
    expect(bySku.json.body.map((r: { _id: string }) => r._id)).toEqual([created._id]);
    expect(bySku.json.body[0]).toMatchObject({ stock: 14, stockState: "low" });
    const [audit] = await auditsOf(created._id, "product.variants");
    expect(audit.action).toBe("product.variants");
    expect(Object.keys(audit.after as object)).toEqual(["variants"]);
    expect(Object.keys((audit.after as { variants: object }).variants)).toHaveLength(4);
    // Each count went through the stock log, by whom and why.
    const logged = await api.db.select().from(stockChanges).where(eq(stockChanges.productId, created._id));
    expect(logged.map((row) => [row.sku, row.before, row.after, row.source, row.reason, row.staffEmail])).toEqual(
      expect.arrayContaining([[rows[3].sku, 0, 5, "back-office", PRODUCT_FORM_REASON, catalogue.member.email]]),
    );
    expect(logged).toHaveLength(4);

    // The shop's product page shows the variant's own price.
    await step(await api.post(`/admin/products/${created._id}/activate`, { version }, catalogue.token));
    const page = await api.get(`/products/by-slug/${created.slug}`);
    expect(page.json.body.colors[1].sizes[1]).toMatchObject({ sellingPrice: 11003, stock: 5 });

    const stale = await api.put(
      `/admin/products/${created._id}/variants`,
      { version: version - 1, variants: rows },
      catalogue.token,
    );
    expect(stale.status).toBe(409);
    const retype = await patch(
      api,
      `/admin/products/${created._id}`,
      { ...formOf(saved), version, productType: "PRODUCT" },
      catalogue.token,
    );
    expect(retype.status).toBe(409);
    expect(retype.json.errors.productType).toBe(TYPE_LOCKED);
  });

  it("gives the stock typed for a colour or size product to its first colour or size, and none to the later ones", async () => {
    for (const [productType, path, key, first, second] of [
      ["PRODUCT_WITH_COLOR", "colors", "colorId", ids.walnut, ids.teak],
      ["PRODUCT_WITH_SIZE", "sizes", "sizeId", ids.small, ids.large],
    ] as const) {
      const created = (await create({ name: `Jute Pouffe ${productType}`, productType, stock: 7 })).json.body;
      expect(created.stock).toBe(7);
      const one = (
        await api.post(
          `/admin/products/${created._id}/${path}`,
          { version: created.version, [key]: first },
          catalogue.token,
        )
      ).json.body;
      expect([one.variants.map((v: { stock: number }) => v.stock), one.stock]).toEqual([[7], 7]);
      const two = (
        await api.post(
          `/admin/products/${created._id}/${path}`,
          { version: one.version, [key]: second },
          catalogue.token,
        )
      ).json.body;
      expect([two.variants.map((v: { stock: number }) => v.stock), two.stock]).toEqual([[7, 0], 7]);
    }
  });

  it("removes a size or colour, but not one that is in an order", async () => {
    const created = (await create({ name: "Cane Armchair", productType: "PRODUCT_WITH_SIZE" })).json.body;
    let body = (
      await api.post(`/admin/products/${created._id}/sizes`, { version: 1, sizeId: ids.small }, catalogue.token)
    ).json.body;
    body = (
      await api.post(
        `/admin/products/${created._id}/sizes`,
        { version: body.version, sizeId: ids.large },
        catalogue.token,
      )
    ).json.body;
    expect(body.variants).toHaveLength(2);
    const colour = await api.post(
      `/admin/products/${created._id}/colors`,
      { version: body.version, colorId: ids.teak },
      catalogue.token,
    );
    expect(colour.status).toBe(409);

    const { customerId } = await api.signIn();
    const orderId = newId();
    await api.db.insert(orders).values({
      id: orderId,
      customerId,
      orderId: `T${Date.now()}`,
      orderStatus: "ORDERPLACED",
      paymentMethod: "COD",
      subtotalPaise: 100,
      totalPaise: 100,
      shippingAddress: deliveryAddress as never,
    });
    await api.db.insert(orderItems).values({
      id: newId(),
      orderId,
      productId: created._id,
      productSizeId: body.variants[0]._id,
      name: "Cane Armchair",
      slug: created.slug,
      sku: created.sku,
      defaultImage: placeholderImage("x"),
      quantity: 1,
      sellingPricePaise: 100,
      mrpPaise: 100,
    });
    const refused = await api.request("DELETE", `/admin/products/${created._id}/sizes/${ids.small}`, {
      body: { version: body.version },
      token: catalogue.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "Size Small is in existing orders, so it cannot be removed; set its stock to 0 to stop selling it",
    );
    const removed = await api.request("DELETE", `/admin/products/${created._id}/sizes/${ids.large}`, {
      body: { version: body.version },
      token: catalogue.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.body.variants.map((v: { sizeName: string }) => v.sizeName)).toEqual(["Small"]);
    expect(await api.db.select().from(productSizes).where(eq(productSizes.productId, created._id))).toHaveLength(1);
    expect((await auditsOf(created._id, "product.size.remove"))[0]).toMatchObject({
      action: "product.size.remove",
      before: { sizes: "Large" },
      after: { sizes: null },
    });
  });
});

describe("the forms' choices", () => {
  it("lists categories with their sub-categories, colours and sizes", async () => {
    const res = await api.get("/admin/products/options", catalogue.token);
    expect(res.json.body.categories[0]).toEqual({
      _id: ids.living,
      name: "Living Room",
      subCategories: [{ _id: ids.sofas, name: "Sofas" }],
    });
    expect(res.json.body.colors.map((c: { name: string }) => c.name)).toEqual(["Teak", "Walnut"]);
    expect(res.json.body.sizes.map((s: { name: string }) => s.name)).toEqual(["Small", "Large"]);
  });
});
