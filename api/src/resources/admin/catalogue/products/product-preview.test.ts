import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApi, createTestApi } from "@api/test/harness";
import { insertCatalogFixture } from "@api/resources/products/products.fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  await insertCatalogFixture(api.db);
});
afterAll(() => api.close());

const INACTIVE = "retired-leather-recliner";

describe("GET /admin/products/preview/:slug (issue 30: staff preview a product before activating it)", () => {
  it("gives a member of staff an inactive product as the shop would show it, marked inactive and never stored", async () => {
    const { token } = await signedInStaff(api, "catalogue");
    const res = await api.get(`/admin/products/preview/${INACTIVE}`, token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      name: "Retired Leather Recliner",
      slug: INACTIVE,
      isActive: false,
      sellingPrice: 19999,
    });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives an active product too, marked active", async () => {
    const { token } = await signedInStaff(api, "owner");
    const res = await api.get("/admin/products/preview/sheesham-platform-bed", token);
    expect(res.json.body).toMatchObject({ slug: "sheesham-platform-bed", isActive: true });
  });

  it("refuses a shopper, a guest and a role without the catalogue; the public route still answers 410", async () => {
    expect((await api.get(`/admin/products/preview/${INACTIVE}`)).status).toBe(401);
    const shopper = await api.signIn();
    expect((await api.get(`/admin/products/preview/${INACTIVE}`, shopper.token)).status).toBe(401);
    const content = await signedInStaff(api, "content");
    expect((await api.get(`/admin/products/preview/${INACTIVE}`, content.token)).status).toBe(403);
    // A query flag changes nothing on the public route, signed in as staff or not.
    const { token } = await signedInStaff(api, "catalogue");
    expect((await api.get(`/products/by-slug/${INACTIVE}?preview=1`, token)).status).toBe(410);
    expect((await api.get(`/products/by-slug/${INACTIVE}?preview=1`)).status).toBe(410);
  });

  it("answers 404 for a slug no product ever had", async () => {
    const { token } = await signedInStaff(api, "catalogue");
    expect((await api.get("/admin/products/preview/no-such-product", token)).status).toBe(404);
  });
});
