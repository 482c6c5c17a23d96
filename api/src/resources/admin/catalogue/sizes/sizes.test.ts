import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSizes, sizes } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import type { TestApi } from "@api/test/harness";
import { type SignedInStaff, openStaffApi } from "@api/test/staff-api";
import { auditRowsOf } from "@api/test/audit-rows";
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
async function newSize(name = unique("Queen")) {
  api.clock.advance(1000);
  const res = await api.post("/admin/sizes", { name }, catalogue.token);
  expect(res.status).toBe(200);
  return res.json.body as { _id: string; name: string; slug: string; position: number };
}
const auditOf = (entityId: string) => auditRowsOf(api, entityId);
const order = async () =>
  ((await api.get("/admin/sizes", catalogue.token)).json.body as { _id: string }[]).map((row) => row._id);

async function addProductIn(sizeId: string) {
  const { id } = await insertPlainProduct(api.db, { productType: "PRODUCT_WITH_SIZE" });
  await api.db
    .insert(productSizes)
    .values({ id: newId(), productId: id, sizeId, sellingPricePaise: 100_00, mrpPaise: 100_00 });
}

describe("sizes", () => {
  it("adds sizes at the end of the list, with slugs from their names and audit rows", async () => {
    const a = await newSize("Single Bed");
    const b = await newSize();
    expect(a).toMatchObject({ slug: "single-bed", productCount: 0 });
    expect(b.position).toBe(a.position + 1);
    expect((await auditOf(a._id))[0]).toMatchObject({
      action: "size.create",
      entityType: "size",
      after: { name: "Single Bed", slug: "single-bed" },
    });
  });

  it("refuses a blank name and a taken slug", async () => {
    expect((await api.post("/admin/sizes", { name: "  " }, catalogue.token)).json.errors).toEqual({
      name: "Name is a required field",
    });
    const taken = await newSize();
    const again = await api.post("/admin/sizes", { name: "Other", slug: taken.slug }, catalogue.token);
    expect(again.status).toBe(409);
    expect(again.json.errors.slug).toContain(`already used by the size ${taken.name}`);
  });

  it("moves a size up, auditing it; the shop's size list follows", async () => {
    const [a, b] = [await newSize(), await newSize()];
    api.clock.advance(1000);
    const res = await api.post(`/admin/sizes/${b._id}/move`, { direction: "up" }, catalogue.token);
    expect(res.json.message).toBe(`${b.name} moved up`);
    const now = await order();
    expect(now.indexOf(b._id)).toBe(now.indexOf(a._id) - 1);
    const shop = ((await api.get("/sizes")).json.body as { _id: string }[]).map((row) => row._id);
    expect(shop).toEqual(now);
    expect((await auditOf(b._id))[0]).toMatchObject({ action: "size.move" });
    const first = now[0];
    const stay = await api.post(`/admin/sizes/${first}/move`, { direction: "up" }, catalogue.token);
    expect(stay.json.message).toMatch(/is already first$/);
  });

  it("renames a size, auditing before and after", async () => {
    const size = await newSize();
    api.clock.advance(1000);
    const res = await patch(
      api,
      `/admin/sizes/${size._id}`,
      { name: `${size.name} XL`, slug: `${size.slug}-xl` },
      catalogue.token,
    );
    expect(res.json.body).toMatchObject({ name: `${size.name} XL`, slug: `${size.slug}-xl` });
    expect((await auditOf(size._id))[0]).toMatchObject({
      action: "size.update",
      before: { name: size.name },
      after: { name: `${size.name} XL` },
    });
  });

  it("refuses to delete a size a product uses, and deletes an unused one", async () => {
    const used = await newSize();
    await addProductIn(used._id);
    const refused = await api.del(`/admin/sizes/${used._id}`, catalogue.token);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      `${used.name} cannot be deleted while it is used by 1 product (1 active, 0 inactive). Remove the size from them first.`,
    );
    const unused = await newSize();
    api.clock.advance(1000);
    expect((await api.del(`/admin/sizes/${unused._id}`, catalogue.token)).json.message).toBe(
      `Size ${unused.name} deleted`,
    );
    expect(await api.db.select().from(sizes).where(eq(sizes.id, unused._id))).toEqual([]);
    expect((await auditOf(unused._id))[0]).toMatchObject({ action: "size.delete", after: null });
  });
});
