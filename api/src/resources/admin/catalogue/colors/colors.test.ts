import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colors, productColors } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { auditRowsOf } from "@api/test/audit-rows";
import { HEX_MESSAGE } from "@api/validation/admin-attributes";
import { patch } from "@api/resources/admin/test-helpers";
import { insertPlainProduct } from "@api/resources/products/products.fixtures";

let api: TestApi;
let catalogue: SignedInStaff;

beforeAll(async () => {
  ({ api, staff: catalogue } = await openStaffApi("catalogue"));
});
afterAll(() => api.close());

let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;
const create = (body: Record<string, unknown>) => api.post("/admin/colors", body, catalogue.token);
async function newColor(name = unique("Walnut"), hex = "#5c4033") {
  const res = await create({ name, hex });
  expect(res.status).toBe(200);
  return res.json.body as { _id: string; name: string; slug: string; hex: string };
}
const auditOf = (entityId: string) => auditRowsOf(api, entityId);

/** A product with a variant in the colour. */
async function addProductIn(colorId: string, active = true) {
  const { id, image } = await insertPlainProduct(api.db, { isActive: active, productType: "PRODUCT_WITH_COLOR" });
  await api.db
    .insert(productColors)
    .values({ id: newId(), productId: id, colorId, sellingPricePaise: 100_00, mrpPaise: 100_00, defaultImage: image });
}

describe("colours", () => {
  it("adds one with a slug from its name, a colour code made lower-case, and an audit row", async () => {
    const res = await create({ name: "Honey Oak", hex: "#C8A165" });
    expect(res.json.body).toMatchObject({ name: "Honey Oak", slug: "honey-oak", hex: "#c8a165", productCount: 0 });
    const [audit] = await auditOf(res.json.body._id);
    expect(audit).toMatchObject({
      action: "color.create",
      entityType: "color",
      staffId: catalogue.member.id,
      after: { name: "Honey Oak", slug: "honey-oak", hex: "#c8a165" },
    });
  });

  it("accepts a code typed without its #", async () => {
    expect((await create({ name: unique("Teak"), hex: "a0522d" })).json.body.hex).toBe("#a0522d");
  });

  it("refuses a colour code that is not #rrggbb, a blank name and a taken slug", async () => {
    for (const hex of ["#fff", "#12345g", "red", "#1234567"]) {
      const res = await create({ name: unique("Bad"), hex });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({ hex: HEX_MESSAGE });
    }
    const blank = await create({ name: "", hex: "" });
    expect(blank.json.errors).toEqual({ name: "Name is a required field", hex: "Colour code is a required field" });
    const taken = await newColor();
    const again = await create({ name: taken.name, hex: "#000000" });
    expect(again.status).toBe(409);
    expect(again.json.errors.slug).toBe(
      `The slug ${taken.slug} is already used by the colour ${taken.name}: type a different one`,
    );
  });

  it("lists colours by name with how many products use each", async () => {
    const used = await newColor(unique("Aaa Ebony"));
    await addProductIn(used._id);
    await addProductIn(used._id, false);
    const list = await api.get("/admin/colors", catalogue.token);
    const names = (list.json.body as { name: string }[]).map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(list.json.body.find((row: { _id: string }) => row._id === used._id)).toMatchObject({
      productCount: 2,
      activeProductCount: 1,
    });
  });

  it("edits the name, slug and shade, auditing before and after", async () => {
    const color = await newColor();
    api.clock.advance(1000);
    const res = await patch(
      api,
      `/admin/colors/${color._id}`,
      { name: `${color.name} Dark`, slug: "", hex: "#3b2a1a" },
      catalogue.token,
    );
    expect(res.json.body).toMatchObject({ name: `${color.name} Dark`, slug: `${color.slug}-dark`, hex: "#3b2a1a" });
    const [audit] = await auditOf(color._id);
    expect(audit).toMatchObject({ action: "color.update", before: { hex: "#5c4033" }, after: { hex: "#3b2a1a" } });
    const same = await patch(
      api,
      `/admin/colors/${color._id}`,
      { name: `${color.name} Dark`, hex: "#3B2A1A" },
      catalogue.token,
    );
    expect(same.json.message).toBe("Nothing to change");
    expect((await patch(api, "/admin/colors/nope", { name: "X", hex: "#000000" }, catalogue.token)).status).toBe(404);
  });

  it("refuses to delete a colour a product uses, and deletes an unused one", async () => {
    const used = await newColor();
    await addProductIn(used._id, false);
    const refused = await api.del(`/admin/colors/${used._id}`, catalogue.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `${used.name} cannot be deleted while it is used by 1 product (0 active, 1 inactive). Remove the colour from them first.`,
    );
    const unused = await newColor();
    api.clock.advance(1000);
    const gone = await api.del(`/admin/colors/${unused._id}`, catalogue.token);
    expect(gone.json.message).toBe(`Colour ${unused.name} deleted`);
    expect(await api.db.select().from(colors).where(eq(colors.id, unused._id))).toEqual([]);
    expect((await auditOf(unused._id))[0]).toMatchObject({
      action: "color.delete",
      before: { name: unused.name },
      after: null,
    });
  });
});
