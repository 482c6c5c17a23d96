import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { COUPON_EXPIRED, COUPON_INVALID } from "../coupons/coupons.service";
import {
  type Target,
  ensureDemoFacts,
  findProduct,
  line,
  orderPayload,
  productRow,
  setStock,
  stockOf,
  unitPricePaise,
} from "../customer-orders/order-fixtures";
import { OUT_OF_STOCK } from "../customer-orders/stock";
import { COLOUR_UNAVAILABLE, PRODUCT_GONE } from "../customer-orders/pricing";
import { TOO_MANY_COUPON_TRIES } from "./cart-quote.handlers";

let api: TestApi;
let plain: Target;
let plain2: Target;
let colour: Target;
let both: Target;

beforeAll(async () => {
  api = await createTestApi();
  await ensureDemoFacts(api);
  plain = await findProduct(api, "PRODUCT", 0);
  plain2 = await findProduct(api, "PRODUCT", 1);
  colour = await findProduct(api, "PRODUCT_WITH_COLOR");
  both = await findProduct(api, "PRODUCT_WITH_COLOR_SIZE");
});
afterAll(() => api.close());

const quote = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  api.post("/cart/quote", { products: lines, ...extra });

describe("POST /cart/quote", () => {
  it("needs no sign-in, and prices an empty cart at zero", async () => {
    const res = await quote([]);
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      lines: [],
      subtotalAmount: 0,
      deliveryAmount: 0,
      discountWithCoupon: 0,
      totalAmount: 0,
      coupon: null,
      couponError: null,
    });
  });

  it("says a quote without a coupon may be kept briefly by any cache, and one with a coupon by none", async () => {
    expect((await quote([line(plain)])).headers.get("cache-control")).toBe(
      "public, max-age=1, stale-while-revalidate=1",
    );
    expect((await quote([line(plain)], { couponCode: "WELCOME10" })).headers.get("cache-control")).toBe(
      "private, no-store",
    );
  });

  it("prices each line from the shop's rows, the variant's own price included", async () => {
    await setStock(api, plain, 10, { maximumOrderQuantity: 5, sellingPricePaise: 1_000_050 });
    await setStock(api, both, 10, { maximumOrderQuantity: 5 });
    const bothPrice = await unitPricePaise(api, both);
    const product = await productRow(api, plain);

    const res = await quote([line(plain, 2), line(both, 3)]);

    expect(res.status).toBe(200);
    const [first, second] = res.json.body.lines;
    expect(first).toEqual({
      product: plain.productId,
      productColor: null,
      productSize: null,
      quantity: 2,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      colorName: null,
      sizeName: null,
      defaultImage: product.defaultImage,
      sellingPrice: 10000.5,
      mrp: expect.any(Number),
      lineTotal: 20001,
      stock: 10,
      maximumOrderQuantity: 5,
      problem: null,
    });
    expect(second).toMatchObject({
      product: both.productId,
      productColor: both.productColorId,
      productSize: both.productSizeId,
      colorName: expect.any(String),
      sizeName: expect.any(String),
      sellingPrice: bothPrice / 100,
      lineTotal: (bothPrice * 3) / 100,
      problem: null,
    });
    const subtotal = (2_000_100 + bothPrice * 3) / 100;
    expect(res.json.body).toMatchObject({
      subtotalAmount: subtotal,
      deliveryAmount: 0,
      discountWithCoupon: 0,
      totalAmount: subtotal,
    });
  });

  it("gives the very figures an order is then placed with", async () => {
    const { token } = await api.signIn();
    await setStock(api, plain, 10, { maximumOrderQuantity: 5, sellingPricePaise: 333_333 });
    await setStock(api, colour, 10, { maximumOrderQuantity: 5 });
    const lines = [line(plain, 3), line(colour, 1)];
    const { body } = (await quote(lines, { couponCode: "WELCOME10" })).json;

    const order = await api.post(
      "/customerOrders",
      orderPayload(
        body.lines.map((l: { sellingPrice: number }, i: number) => ({ ...lines[i], sellingPrice: l.sellingPrice })),
        {
          couponCode: "WELCOME10",
          subtotalAmount: body.subtotalAmount,
          deliveryAmount: body.deliveryAmount,
          discountWithCoupon: body.discountWithCoupon,
          totalAmount: body.totalAmount,
        },
      ),
      token,
    );
    expect(order.status).toBe(200);
    expect(order.json.body).toMatchObject({
      subtotalAmount: body.subtotalAmount,
      discountWithCoupon: body.discountWithCoupon,
      totalAmount: body.totalAmount,
    });
  });

  it("shows every line's problem, leaves those lines out of the totals, and prices the rest", async () => {
    const retired = await findProduct(api, "PRODUCT", 2);
    await setStock(api, plain, 2, { maximumOrderQuantity: 10 });
    await setStock(api, plain2, 20, { maximumOrderQuantity: 3 });
    await setStock(api, colour, 0);
    await setStock(api, retired, 5);
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, retired.productId));
    await setStock(api, both, 10, { maximumOrderQuantity: 5 });
    const bothPrice = await unitPricePaise(api, both);
    const unknown = newId();

    const res = await quote([
      line(plain, 3),
      line(plain2, 4),
      line(colour, 1),
      line(retired, 1),
      { product: unknown, quantity: 1 },
      { ...line(both, 1), productColor: colour.productColorId },
      line(both, 2),
    ]);

    expect(res.status).toBe(200);
    const lines = res.json.body.lines;
    expect(lines.map((l: { problem: string | null }) => l.problem)).toEqual([
      "Only 2 Quantity left",
      "Maximum 3 Quantity allowed to order",
      OUT_OF_STOCK,
      PRODUCT_GONE,
      PRODUCT_GONE,
      COLOUR_UNAVAILABLE,
      null,
    ]);
    expect(lines.slice(0, 6).map((l: { lineTotal: number }) => l.lineTotal)).toEqual([0, 0, 0, 0, 0, 0]);
    // A retired product is still named, but has no page to link to; an unknown one is not named.
    expect(lines[3]).toMatchObject({ name: (await productRow(api, retired)).name, slug: null });
    expect(lines[4]).toMatchObject({ name: null, slug: null, sellingPrice: null, defaultImage: null, stock: 0 });
    expect(lines[0]).toMatchObject({ stock: 2, maximumOrderQuantity: 10, sellingPrice: expect.any(Number) });
    expect(res.json.body).toMatchObject({ subtotalAmount: (bothPrice * 2) / 100, totalAmount: (bothPrice * 2) / 100 });

    await api.db.update(products).set({ isActive: true }).where(eq(products.id, retired.productId));
  });

  it("adds up a product sent twice and holds the total to the limit", async () => {
    await setStock(api, plain, 10, { maximumOrderQuantity: 3 });
    const over = await quote([line(plain, 2), line(plain, 2)]);
    expect(over.json.body.lines).toHaveLength(1);
    expect(over.json.body.lines[0]).toMatchObject({ quantity: 4, problem: "Maximum 3 Quantity allowed to order" });
    const fine = await quote([line(plain, 1), line(plain, 2)]);
    expect(fine.json.body.lines[0]).toMatchObject({ quantity: 3, problem: null });
  });

  it("applies a usable coupon by the order rule and explains an unusable one", async () => {
    await setStock(api, plain, 10, { maximumOrderQuantity: 10, sellingPricePaise: 1_234_567 });
    const percent = await quote([line(plain)], { couponCode: "welcome10" });
    expect(percent.json.body).toMatchObject({
      subtotalAmount: 12345.67,
      discountWithCoupon: 1234.57,
      totalAmount: 11111.1,
      coupon: { couponCode: "WELCOME10", discount: 10, discountType: "PERCENTAGE" },
      couponError: null,
    });

    await setStock(api, plain, 10, { sellingPricePaise: 30_000 });
    const flat = await quote([line(plain)], { couponCode: "FLAT500" });
    expect(flat.json.body).toMatchObject({ subtotalAmount: 300, discountWithCoupon: 300, totalAmount: 0 });

    const expired = await quote([line(plain)], { couponCode: "EXPIRED2020" });
    expect(expired.json.body).toMatchObject({
      discountWithCoupon: 0,
      totalAmount: 300,
      coupon: null,
      couponError: COUPON_EXPIRED,
    });
    const unknown = await quote([line(plain)], { couponCode: "MADEUP123" });
    expect(unknown.json.body).toMatchObject({ discountWithCoupon: 0, coupon: null, couponError: COUPON_INVALID });
  });

  it("takes no figure from the caller and changes nothing", async () => {
    await setStock(api, plain, 7, { maximumOrderQuantity: 10, sellingPricePaise: 500_000 });
    const res = await quote([line(plain, 2, { sellingPrice: 1, lineTotal: 2 })], {
      subtotalAmount: 2,
      totalAmount: 2,
      discountWithCoupon: 4999,
    });
    expect(res.status).toBe(200);
    expect(res.json.body.lines[0]).toMatchObject({ sellingPrice: 5000, lineTotal: 10000 });
    expect(res.json.body).toMatchObject({ subtotalAmount: 10000, discountWithCoupon: 0, totalAmount: 10000 });
    expect(await stockOf(api, plain)).toBe(7);
  });

  it("refuses a malformed cart with the field at fault", async () => {
    const zero = await quote([line(plain, 0)]);
    expect(zero.status).toBe(400);
    expect(zero.json.errors["products.0.quantity"]).toBe("Quantity cannot be less than 1");
    const huge = await quote(Array.from({ length: 51 }, () => line(plain)));
    expect(huge.status).toBe(400);
    const notJson = await api.request("POST", "/cart/quote", {
      rawBody: "products=1",
      headers: { "content-type": "text/plain" },
    });
    expect(notJson.status).toBe(400);
  });

  it("stops looking coupons up after many unknown codes from one address, still pricing the cart", async () => {
    const limited = await createTestApi();
    await ensureDemoFacts(limited);
    const item = await findProduct(limited, "PRODUCT", 0);
    const tries = [];
    for (let i = 0; i < 31; i += 1) {
      tries.push(await limited.post("/cart/quote", { products: [line(item)], couponCode: `GUESS${i}` }));
    }
    expect(tries[29].json.body.couponError).toBe(COUPON_INVALID);
    expect(tries[30].status).toBe(200);
    expect(tries[30].json.body.couponError).toBe(TOO_MANY_COUPON_TRIES);
    expect(tries[30].json.body.subtotalAmount).toBeGreaterThan(0);
    // A good code is never counted against the shopper.
    const good = await limited.post("/cart/quote", { products: [line(item)], couponCode: "WELCOME10" });
    expect(good.json.body.coupon).toMatchObject({ couponCode: "WELCOME10" });
    await limited.close();
  });
});
