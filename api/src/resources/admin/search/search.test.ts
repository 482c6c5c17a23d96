import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, products } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { type Target, line, orderPayload, openStockedShop } from "@api/resources/customer-orders/order-fixtures";
import type { StaffRole } from "@api/validation/staff-roles";
import { signedInStaff } from "../test-helpers";

let api: TestApi;
let plain: Target;
let product: { name: string; sku: string };
const tokens = {} as Record<StaffRole, string>;
const MOBILE = "9822200001";

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop());
  [product] = await api.db
    .select({ name: products.name, sku: products.sku })
    .from(products)
    .where(eq(products.id, plain.productId));
  for (const role of ["owner", "operations", "catalogue", "content"] as const)
    tokens[role] = (await signedInStaff(api, role)).token;
});
afterAll(() => api.close());

async function placeOrder(mobile: string) {
  const shopper = await api.signIn({ mobile });
  const res = await api.post("/customerOrders", orderPayload([line(plain)], {}), shopper.token);
  expect(res.status).toBe(200);
  return res.json.body as { orderId: string };
}

const search = (q: string, role: StaffRole = "owner") =>
  api.get(`/admin/search?${new URLSearchParams({ q })}`, tokens[role]);

describe("GET /admin/search", () => {
  it("finds a shopper's orders and the customer by mobile, in one answer", async () => {
    const order = await placeOrder(MOBILE);
    const res = await search(MOBILE);
    expect(res.status).toBe(200);
    expect(res.json.body.orders).toMatchObject({
      total: 1,
      matches: [{ orderId: order.orderId, matchedBy: "mobile" }],
    });
    expect(res.json.body.customers).toMatchObject({ total: 1, matches: [{ mobile: MOBILE }] });
    expect(res.json.body.exact).toBeNull();
  });

  it("names the one order an order id gives, and finds a customer by name", async () => {
    const order = await placeOrder("9822200002");
    const res = await search(order.orderId.toLowerCase());
    expect(res.json.body.exact).toBe(order.orderId);
    expect(res.json.body.orders.matches).toHaveLength(1);

    await api.db
      .update(customers)
      .set({ firstName: "Zubin", lastName: "Kapadia" })
      .where(eq(customers.mobile, "9822200002"));
    const byName = await search("zubin kap");
    expect(byName.json.body.customers).toMatchObject({ total: 1, matches: [{ name: "Zubin Kapadia" }] });
  });

  it("finds a product by part of its name or its SKU, with a link's id", async () => {
    for (const q of [product.name.slice(1, -1), product.sku.toLowerCase()]) {
      const res = await search(q);
      expect(res.json.body.products.matches, q).toContainEqual(
        expect.objectContaining({ _id: plain.productId, name: product.name }),
      );
      expect(res.json.body.products.total).toBeGreaterThanOrEqual(1);
    }
  });

  it("searches only the kinds the role may open", async () => {
    const catalogue = await search(MOBILE, "catalogue");
    expect(catalogue.status).toBe(200);
    expect(catalogue.json.body).toMatchObject({ orders: null, customers: null, products: { total: 0 } });
    const operations = await search(MOBILE, "operations");
    expect(operations.json.body.products).toBeNull();
    expect(operations.json.body.orders.total).toBe(1);
    const content = await search(MOBILE, "content");
    expect(content.json.body).toMatchObject({ orders: null, products: null, customers: null });
  });

  it("says when nothing matches, and takes % and _ as plain characters", async () => {
    for (const q of ["nobody-at-all@example.in", "%", "_"]) {
      const res = await search(q);
      expect(res.status, q).toBe(200);
      expect(res.json.body.products.total, q).toBe(0);
      expect(res.json.body.customers.total, q).toBe(0);
    }
    expect((await search("nobody-at-all@example.in")).json.message).toBe("Nothing matches nobody-at-all@example.in");
  });

  it("refuses a missing, blank or too long query with a message for the box, never a 500", async () => {
    for (const path of [
      "/admin/search",
      "/admin/search?q=",
      "/admin/search?q=%20%20",
      `/admin/search?q=${"9".repeat(101)}`,
    ]) {
      const res = await api.get(path, tokens.owner);
      expect(res.status, path).toBe(400);
      expect(res.json.errors.q, path).toMatch(/Search/);
    }
    expect((await api.get("/admin/search?q=x")).status).toBe(401);
  });
});
