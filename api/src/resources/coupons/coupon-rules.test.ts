import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { coupons, orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import {
  type Target,
  findProduct,
  line,
  orderCount,
  orderPayload,
  setStock,
  openShop,
} from "../customer-orders/order-fixtures";
import { COUPON_USED_UP, couponBelowMinimum, couponUsedByCustomer, couponUses } from "./coupons.service";

let api: TestApi;
let product: Target;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await openShop();
  product = await findProduct(api, "PRODUCT", 3);
});
afterAll(() => api.close());

/** A coupon made for one test, valid since yesterday. */
async function makeCoupon(code: string, rules: Partial<typeof coupons.$inferInsert>) {
  await api.db.insert(coupons).values({
    couponCode: code,
    discountType: "FLAT",
    discount: 100,
    validFrom: new Date(api.clock.now().getTime() - DAY),
    ...rules,
  });
}

/** An order of one unit at Rs 20,000 with the coupon, as a shopper's checkout sends it. */
const withCoupon = (couponCode: string, extra: Record<string, unknown> = {}) =>
  orderPayload([line(product)], { couponCode, ...extra });

beforeEach(async () => {
  await setStock(api, product, 1_000, { maximumOrderQuantity: 10, sellingPricePaise: 2_000_000 });
});

describe("a coupon's minimum order", () => {
  beforeAll(() => makeCoupon("MIN25K", { minimumOrderPaise: 2_500_000 }));

  it("is refused below it by the check, the quote and the order, each saying the minimum", async () => {
    const message = couponBelowMinimum(2_500_000);
    expect(message).toBe("This coupon needs an order of at least Rs 25,000");
    const { token, customerId } = await api.signIn();

    const check = await api.get("/coupons/validate/MIN25K?subtotal=20000", token);
    expect(check.status).toBe(400);
    expect(check.json.errors.coupon).toBe(message);

    const quote = await api.post("/cart/quote", { products: [line(product)], couponCode: "MIN25K" });
    expect(quote.status).toBe(200);
    expect(quote.json.body).toMatchObject({
      subtotalAmount: 20000,
      discountWithCoupon: 0,
      coupon: null,
      couponError: message,
    });

    const order = await api.post("/customerOrders", withCoupon("MIN25K"), token);
    expect(order.status).toBe(400);
    expect(order.json.errors.coupon).toBe(message);
    expect(await orderCount(api, customerId)).toBe(0);
  });

  it("is met by a subtotal of exactly the minimum, before delivery and discount", async () => {
    const { token } = await api.signIn();
    await setStock(api, product, 1_000, { sellingPricePaise: 2_500_000 });
    expect((await api.get("/coupons/validate/MIN25K?subtotal=25000", token)).json.body.discountAmount).toBe(100);
    const quote = await api.post("/cart/quote", { products: [line(product)], couponCode: "MIN25K" });
    expect(quote.json.body).toMatchObject({ discountWithCoupon: 100, couponError: null });
    const order = await api.post("/customerOrders", withCoupon("MIN25K"), token);
    expect(order.status).toBe(200);
    expect(order.json.body).toMatchObject({ couponCode: "MIN25K", discountWithCoupon: 100 });
  });

  it("is not judged by the check when no subtotal is given", async () => {
    const { token } = await api.signIn();
    expect((await api.get("/coupons/validate/MIN25K", token)).status).toBe(200);
  });
});

describe("a coupon's uses per customer", () => {
  beforeAll(() => makeCoupon("ONCEEACH", { usageLimitPerCustomer: 1 }));

  it("lets each customer use it once, and says so to one who has", async () => {
    const asha = await api.signIn();
    const ravi = await api.signIn();
    expect((await api.post("/customerOrders", withCoupon("ONCEEACH"), asha.token)).status).toBe(200);

    const again = await api.post("/customerOrders", withCoupon("ONCEEACH"), asha.token);
    expect(again.status).toBe(400);
    expect(again.json.errors.coupon).toBe("You have already used this coupon");
    const check = await api.get("/coupons/validate/ONCEEACH", asha.token);
    expect(check.json.errors.coupon).toBe("You have already used this coupon");

    expect((await api.get("/coupons/validate/ONCEEACH", ravi.token)).status).toBe(200);
    expect((await api.post("/customerOrders", withCoupon("ONCEEACH"), ravi.token)).status).toBe(200);
    expect(await couponUses(api.db, "ONCEEACH", asha.customerId)).toEqual({ total: 2, byCustomer: 1 });
  });

  it("gives a use back when its order is cancelled", async () => {
    const { token } = await api.signIn();
    const placed = await api.post("/customerOrders", withCoupon("ONCEEACH"), token);
    expect(placed.status).toBe(200);
    const cancelled = await api.request("PUT", `/customerOrders/cancel/${placed.json.body._id}`, {
      body: { cancelMessage: "Ordered by mistake" },
      token,
    });
    expect(cancelled.status).toBe(200);
    expect((await api.post("/customerOrders", withCoupon("ONCEEACH"), token)).status).toBe(200);
  });

  it("replays a repeated order instead of counting it as a second use", async () => {
    const { token } = await api.signIn();
    const payload = withCoupon("ONCEEACH");
    const headers = { "Idempotency-Key": "coupon-repeat-1" };
    const first = await api.request("POST", "/customerOrders", { body: payload, token, headers });
    const again = await api.request("POST", "/customerOrders", { body: payload, token, headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.body._id).toBe(first.json.body._id);
  });

  it("counts several uses where the coupon allows several", () => {
    expect(couponUsedByCustomer(3)).toBe("You have already used this coupon 3 times, as often as it allows");
  });
});

describe("a coupon's uses in all", () => {
  it("stops at the limit for everyone, the quote included, and a failed payment gives its use back", async () => {
    await makeCoupon("FIRST2", { usageLimit: 2 });
    const shoppers = [await api.signIn(), await api.signIn(), await api.signIn()];
    const prepaid = await api.post(
      "/customerOrders",
      withCoupon("FIRST2", { paymentMethod: "Prepaid" }),
      shoppers[0].token,
    );
    expect(prepaid.status).toBe(200);
    expect((await api.post("/customerOrders", withCoupon("FIRST2"), shoppers[1].token)).status).toBe(200);

    // An order waiting for its payment holds its use.
    const third = await api.post("/customerOrders", withCoupon("FIRST2"), shoppers[2].token);
    expect(third.status).toBe(400);
    expect(third.json.errors.coupon).toBe(COUPON_USED_UP);
    const quote = await api.post("/cart/quote", { products: [line(product)], couponCode: "FIRST2" });
    expect(quote.json.body.couponError).toBe(COUPON_USED_UP);

    await api.db
      .update(orders)
      .set({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED" })
      .where(eq(orders.id, prepaid.json.body._id));
    expect((await api.post("/customerOrders", withCoupon("FIRST2"), shoppers[2].token)).status).toBe(200);
  });

  it("lets only one of eight orders racing for the last use through", async () => {
    await makeCoupon("LASTONE", { usageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => api.signIn()));
    const results = await Promise.all(
      shoppers.map(({ token }) => api.post("/customerOrders", withCoupon("LASTONE"), token)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400).map((r) => r.json.errors.coupon)).toEqual(
      Array(7).fill(COUPON_USED_UP),
    );
    expect((await couponUses(api.db, "LASTONE")).total).toBe(1);
  });
});
