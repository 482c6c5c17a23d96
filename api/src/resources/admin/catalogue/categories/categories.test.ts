import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  categories,
  categorySlugRedirects,
  productCategories,
  productSubCategories,
  products,
  subCategories,
} from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { auditRowsOf } from "@api/test/audit-rows";
import { NO_SLUG } from "@api/resources/admin/catalogue-writes";
import { patch as patchAs, signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let catalogue: SignedInStaff;
let owner: SignedInStaff;

beforeAll(async () => {
  ({ api, staff: catalogue } = await openStaffApi("catalogue"));
  owner = await signedInStaff(api, "owner");
});
afterAll(() => api.close());

const patch = (...args: Parameters<typeof patchAs>) => {
  later();
  return patchAs(...args);
};
const move = (path: string, direction: string) => {
  later();
  return api.post(`${path}/move`, { direction }, catalogue.token);
};
const remove = (path: string) => {
  later();
  return api.del(path, catalogue.token);
};

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

const create = (body: Record<string, unknown>, token = catalogue.token) => {
  later();
  return api.post("/admin/categories", body, token);
};
async function newCategory(name = unique("Almirahs"), extra: Record<string, unknown> = {}) {
  const res = await create({ name, ...extra });
  expect(res.status).toBe(200);
  return res.json.body as { _id: string; name: string; slug: string; version: number };
}
const addSub = (categoryId: string, body: Record<string, unknown>) => {
  later();
  return api.post(`/admin/categories/${categoryId}/sub-categories`, body, catalogue.token);
};

const auditOf = (entityId: string) => auditRowsOf(api, entityId);
/** Every request is a second after the last, so audit rows (and the stale-save message) read in order. */
const later = () => api.clock.advance(1000);

/** A product in the category (and sub-category), active or not. */
async function addProduct(
  categoryId: string,
  { active = true, subCategoryId }: { active?: boolean; subCategoryId?: string } = {},
) {
  const id = newId();
  await api.db.insert(products).values({
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    sku: `SKU-${id}`,
    sellingPricePaise: 100_00,
    mrpPaise: 120_00,
    defaultImage: placeholderImage("Product"),
    image: placeholderImage("Product"),
    isActive: active,
  });
  await api.db.insert(productCategories).values({ productId: id, categoryId, productActive: active });
  if (subCategoryId)
    await api.db.insert(productSubCategories).values({ productId: id, subCategoryId, productActive: active });
  return id;
}

describe("creating a category", () => {
  it("makes the slug from the name, gives it the placeholder picture, puts it last and audits it", async () => {
    const first = await newCategory("Pooja Units & Mandirs");
    expect(first).toMatchObject({ slug: "pooja-units-mandirs", version: 1, productCount: 0, subCategories: [] });
    const [row] = await api.db.select().from(categories).where(eq(categories.id, first._id));
    expect(row.image).toEqual(placeholderImage("Pooja Units & Mandirs"));
    const second = await newCategory();
    const [next] = await api.db.select().from(categories).where(eq(categories.id, second._id));
    expect(next.position).toBe(row.position + 1);
    const [audit] = await auditOf(first._id);
    expect(audit).toMatchObject({
      action: "category.create",
      entityType: "category",
      staffId: catalogue.member.id,
      before: null,
      after: { name: "Pooja Units & Mandirs", slug: "pooja-units-mandirs", seoTitle: null, seoDescription: null },
    });
  });

  it("keeps a typed slug and the SEO fields", async () => {
    const made = await newCategory(unique("Shoe Racks"), {
      slug: `shoe-racks-${counter}`,
      seoTitle: "Shoe racks in sheesham",
      seoDescription: "Racks for every doorway",
    });
    expect(made).toMatchObject({
      slug: `shoe-racks-${counter}`,
      seoTitle: "Shoe racks in sheesham",
      seoDescription: "Racks for every doorway",
    });
  });

  it("refuses a blank name, a malformed slug and an over-long SEO title, field by field", async () => {
    const res = await create({ name: " ", slug: "Not A Slug", seoTitle: "x".repeat(121) });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      name: "Name is a required field",
      slug: "Slug may contain only lower-case letters, digits and single hyphens, like dining-tables",
      seoTitle: "SEO title must be at most 120 characters",
    });
  });

  it("asks for a slug when the name has no letters or digits to make one from", async () => {
    const res = await create({ name: "पूजा" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ slug: NO_SLUG });
  });

  it("refuses a slug another category has, with a 409 on the slug field", async () => {
    const taken = await newCategory();
    const res = await create({ name: taken.name });
    expect(res.status).toBe(409);
    expect(res.json.errors.slug).toBe(
      `The slug ${taken.slug} is already used by the category ${taken.name}: type a different one`,
    );
  });
});

describe("listing and reading categories", () => {
  it("lists in menu order with sub-categories and product counts, active and inactive", async () => {
    const category = await newCategory();
    const sub = (await addSub(category._id, { name: "Corner Units" })).json.body;
    await addProduct(category._id, { subCategoryId: sub._id });
    await addProduct(category._id, { active: false });
    const list = await api.get("/admin/categories", catalogue.token);
    expect(list.status).toBe(200);
    const positions = (list.json.body as { position: number }[]).map((row) => row.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const found = list.json.body.find((row: { _id: string }) => row._id === category._id);
    expect(found).toMatchObject({
      productCount: 2,
      activeProductCount: 1,
      subCategories: [{ name: "Corner Units", slug: "corner-units", productCount: 1, activeProductCount: 1 }],
    });
    const one = await api.get(`/admin/categories/${category._id}`, catalogue.token);
    expect(one.json.body).toEqual(found);
  });

  it("answers 404 for an unknown category", async () => {
    expect((await api.get("/admin/categories/nope", catalogue.token)).status).toBe(404);
  });
});

describe("editing a category", () => {
  it("renames it, raises its version, records the old slug as a redirect and audits the change", async () => {
    const category = await newCategory();
    const res = await patch(
      api,
      `/admin/categories/${category._id}`,
      { name: `${category.name} Renamed`, slug: "", seoTitle: "New title", version: 1 },
      catalogue.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      name: `${category.name} Renamed`,
      slug: `${category.slug}-renamed`,
      seoTitle: "New title",
      version: 2,
    });
    const [row] = await api.db.select().from(categories).where(eq(categories.id, category._id));
    expect(row.image.alt).toBe(`${category.name} Renamed`);
    const redirect = await api.get(`/categoryRedirects/${category.slug}`);
    expect(redirect.json.body).toEqual({ slug: `${category.slug}-renamed` });
    expect((await api.get("/categoryRedirects/never-a-category")).status).toBe(404);
    const [audit] = await auditOf(category._id);
    expect(audit).toMatchObject({
      action: "category.update",
      before: { name: category.name, slug: category.slug, seoTitle: null },
      after: { name: `${category.name} Renamed`, seoTitle: "New title" },
    });
  });

  it("keeps an uploaded picture when renamed", async () => {
    const category = await newCategory();
    const picture = { url: "/media/categories/almirah.webp", width: 640, height: 480, alt: "An almirah" };
    await api.db.update(categories).set({ image: picture }).where(eq(categories.id, category._id));
    await patch(
      api,
      `/admin/categories/${category._id}`,
      { name: `${category.name} again`, version: 1 },
      catalogue.token,
    );
    const [row] = await api.db.select().from(categories).where(eq(categories.id, category._id));
    expect(row.image).toEqual(picture);
  });

  it("takes back a former slug: the redirect from it ends", async () => {
    const category = await newCategory();
    await patch(
      api,
      `/admin/categories/${category._id}`,
      { name: category.name, slug: `${category.slug}-x`, version: 1 },
      catalogue.token,
    );
    const back = await patch(
      api,
      `/admin/categories/${category._id}`,
      { name: category.name, slug: category.slug, version: 2 },
      catalogue.token,
    );
    expect(back.json.body.slug).toBe(category.slug);
    expect(
      await api.db.select().from(categorySlugRedirects).where(eq(categorySlugRedirects.slug, category.slug)),
    ).toEqual([]);
    expect((await api.get(`/categoryRedirects/${category.slug}-x`)).json.body).toEqual({ slug: category.slug });
  });

  it("refuses a save from an older version with 409 naming who changed what, and changes nothing", async () => {
    const category = await newCategory();
    await patch(
      api,
      `/admin/categories/${category._id}`,
      { name: `${category.name} by owner`, slug: category.slug, seoDescription: "Owner's words", version: 1 },
      owner.token,
    );
    const stale = await patch(
      api,
      `/admin/categories/${category._id}`,
      { name: `${category.name} by catalogue`, slug: category.slug, version: 1 },
      catalogue.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain(`Test owner (${owner.member.email}) saved this category`);
    expect(stale.json.message).toContain("changing name and SEO description");
    expect(stale.json.errors).toEqual({ version: "Not saved: someone else saved first." });
    const [row] = await api.db.select().from(categories).where(eq(categories.id, category._id));
    expect(row).toMatchObject({ name: `${category.name} by owner`, version: 2 });
  });

  it("refuses another category's slug and answers 'Nothing to change' without a new version", async () => {
    const [a, b] = [await newCategory(), await newCategory()];
    const taken = await patch(
      api,
      `/admin/categories/${a._id}`,
      { name: a.name, slug: b.slug, version: 1 },
      catalogue.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.json.errors.slug).toContain(`already used by the category ${b.name}`);
    const same = await patch(
      api,
      `/admin/categories/${a._id}`,
      { name: a.name, slug: a.slug, version: 1 },
      catalogue.token,
    );
    expect(same.json).toMatchObject({ status: 200, message: "Nothing to change", body: { version: 1 } });
  });

  it("refuses a missing version", async () => {
    const category = await newCategory();
    const res = await patch(api, `/admin/categories/${category._id}`, { name: category.name }, catalogue.token);
    expect(res.status).toBe(400);
    expect(res.json.errors.version).toBe("Reload the page and try again");
  });
});

describe("reordering categories", () => {
  const order = async () =>
    ((await api.get("/admin/categories", catalogue.token)).json.body as { _id: string }[]).map((row) => row._id);

  it("moves one place up or down, audits the move, and the shop's menu follows", async () => {
    const [a, b] = [await newCategory(), await newCategory()];
    const before = await order();
    const up = await move(`/admin/categories/${b._id}`, "up");
    expect(up.json.message).toBe(`${b.name} moved up`);
    const after = await order();
    expect(after.indexOf(b._id)).toBe(before.indexOf(b._id) - 1);
    expect(after.indexOf(a._id)).toBe(before.indexOf(a._id) + 1);
    const shop = ((await api.get("/categories")).json.body as { _id: string }[]).map((row) => row._id);
    expect(shop).toEqual(after);
    const [audit] = await auditOf(b._id);
    expect(audit).toMatchObject({ action: "category.move" });
    const [row] = await api.db.select().from(categories).where(eq(categories.id, b._id));
    expect(row.version).toBe(1);
  });

  it("leaves the last one last, without an audit row", async () => {
    const last = await newCategory();
    const res = await move(`/admin/categories/${last._id}`, "down");
    expect(res.json.message).toBe(`${last.name} is already last`);
    expect((await auditOf(last._id)).map((row) => row.action)).toEqual(["category.create"]);
  });

  it("refuses a direction that is not up or down", async () => {
    const category = await newCategory();
    const res = await move(`/admin/categories/${category._id}`, "sideways");
    expect(res.status).toBe(400);
    expect(res.json.errors.direction).toBe("Direction is not one of the allowed values");
  });
});

describe("deleting a category", () => {
  it("refuses while it holds products, counting inactive ones, and changes nothing", async () => {
    const category = await newCategory();
    await addProduct(category._id);
    await addProduct(category._id, { active: false });
    const res = await remove(`/admin/categories/${category._id}`);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      `${category.name} cannot be deleted while it holds 2 products (1 active, 1 inactive). Move them to another category first.`,
    );
    expect(await api.db.select().from(categories).where(eq(categories.id, category._id))).toHaveLength(1);
  });

  it("refuses while only one of its sub-categories holds a product", async () => {
    const category = await newCategory();
    const sub = (await addSub(category._id, { name: "Tall" })).json.body;
    const productId = await addProduct(category._id, { active: false, subCategoryId: sub._id });
    await api.db.delete(productCategories).where(eq(productCategories.productId, productId));
    const res = await remove(`/admin/categories/${category._id}`);
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("1 product (0 active, 1 inactive)");
  });

  it("deletes an empty one with its empty sub-categories and audits what went", async () => {
    const category = await newCategory();
    await addSub(category._id, { name: "Small" });
    const res = await remove(`/admin/categories/${category._id}`);
    expect(res.json).toMatchObject({ status: 200, message: `Category ${category.name} deleted` });
    expect(await api.db.select().from(subCategories).where(eq(subCategories.categoryId, category._id))).toEqual([]);
    const [audit] = await auditOf(category._id);
    expect(audit).toMatchObject({
      action: "category.delete",
      before: { name: category.name, subCategories: ["Small"] },
      after: null,
    });
    expect((await remove(`/admin/categories/${category._id}`)).status).toBe(404);
  });
});

describe("sub-categories", () => {
  it("adds them in order with a slug unique within the category only, and audits", async () => {
    const [a, b] = [await newCategory(), await newCategory()];
    const first = await addSub(a._id, { name: "Two Door" });
    expect(first.json.body).toMatchObject({ name: "Two Door", slug: "two-door", position: 0 });
    expect((await addSub(a._id, { name: "Three Door" })).json.body.position).toBe(1);
    expect((await addSub(b._id, { name: "Two Door" })).status).toBe(200);
    const again = await addSub(a._id, { name: "Two door" });
    expect(again.status).toBe(409);
    expect(again.json.errors.slug).toBe(
      `The slug two-door is already used by Two Door in ${a.name}: type a different one`,
    );
    const [audit] = await auditOf(first.json.body._id);
    expect(audit).toMatchObject({
      action: "subCategory.create",
      entityType: "subCategory",
      after: { categoryId: a._id, name: "Two Door", slug: "two-door" },
    });
  });

  it("renames one, refusing a sibling's slug, and answers 404 through another category", async () => {
    const [a, b] = [await newCategory(), await newCategory()];
    const one = (await addSub(a._id, { name: "Glass" })).json.body;
    await addSub(a._id, { name: "Mirror" });
    const renamed = await patch(
      api,
      `/admin/categories/${a._id}/sub-categories/${one._id}`,
      { name: "Glass Front", slug: "" },
      catalogue.token,
    );
    expect(renamed.json.body).toMatchObject({ name: "Glass Front", slug: "glass-front" });
    expect((await auditOf(one._id))[0]).toMatchObject({
      action: "subCategory.update",
      before: { name: "Glass" },
      after: { name: "Glass Front" },
    });
    const clash = await patch(
      api,
      `/admin/categories/${a._id}/sub-categories/${one._id}`,
      { name: "Glass Front", slug: "mirror" },
      catalogue.token,
    );
    expect(clash.status).toBe(409);
    expect(
      (await patch(api, `/admin/categories/${b._id}/sub-categories/${one._id}`, { name: "X" }, catalogue.token)).status,
    ).toBe(404);
  });

  it("moves one up and the public list follows", async () => {
    const category = await newCategory();
    await addSub(category._id, { name: "Left" });
    const right = (await addSub(category._id, { name: "Right" })).json.body;
    const res = await move(`/admin/categories/${category._id}/sub-categories/${right._id}`, "up");
    expect(res.json.body.subCategories.map((sub: { name: string }) => sub.name)).toEqual(["Right", "Left"]);
    const shop = await api.get(`/subCategories?catSlug=${category.slug}`);
    expect(shop.json.body.map((sub: { name: string }) => sub.name)).toEqual(["Right", "Left"]);
    expect((await auditOf(right._id))[0]).toMatchObject({
      action: "subCategory.move",
      before: { position: 1 },
      after: { position: 0 },
    });
  });

  it("refuses to delete one that holds products, and deletes an empty one", async () => {
    const category = await newCategory();
    const full = (await addSub(category._id, { name: "Full" })).json.body;
    const empty = (await addSub(category._id, { name: "Empty" })).json.body;
    await addProduct(category._id, { subCategoryId: full._id });
    const refused = await remove(`/admin/categories/${category._id}/sub-categories/${full._id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      "Full cannot be deleted while it holds 1 product (1 active, 0 inactive). Move them to another sub-category first.",
    );
    const gone = await remove(`/admin/categories/${category._id}/sub-categories/${empty._id}`);
    expect(gone.json.message).toBe("Sub-category Empty deleted");
    expect(
      await api.db
        .select()
        .from(subCategories)
        .where(and(eq(subCategories.categoryId, category._id))),
    ).toHaveLength(1);
    expect((await auditOf(empty._id))[0]).toMatchObject({ action: "subCategory.delete", after: null });
  });
});
