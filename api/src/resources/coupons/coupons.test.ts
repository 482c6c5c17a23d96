import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { ensureDemoFacts } from "../customer-orders/order-fixtures";
import { COUPON_EXPIRED, COUPON_INVALID, couponDiscountPaise } from "./coupons.service";

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  await ensureDemoFacts(api);
  ({ token } = await api.signIn());
});
afterAll(() => api.close());

describe("GET /coupons/validate/:code", () => {
  it("needs a signed-in customer", async () => {
    expect((await api.get("/coupons/validate/WELCOME10")).status).toBe(401);
  });

  it("answers a valid code in any case with the coupon", async () => {
    const res = await api.get("/coupons/validate/welcome10", token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 200,
      body: { couponCode: "WELCOME10", discount: 10, discountType: "PERCENTAGE", description: expect.any(String) },
      errors: {},
    });
    expect(res.json.body).not.toHaveProperty("discountAmount");
  });

  it("works out the discount for a subtotal with the rule orders use", async () => {
    const percent = await api.get("/coupons/validate/WELCOME10?subtotal=12345.67", token);
    expect(percent.json.body.discountAmount).toBe(1234.57);
    const flat = await api.get("/coupons/validate/FLAT500?subtotal=2500", token);
    expect(flat.json.body).toMatchObject({ discountType: "FLAT", discount: 500, discountAmount: 500 });
    const capped = await api.get("/coupons/validate/FLAT500?subtotal=300", token);
    expect(capped.json.body.discountAmount).toBe(300);
    const bad = await api.get("/coupons/validate/FLAT500?subtotal=lots", token);
    expect(bad.status).toBe(400);
  });

  it("refuses an unknown code with 404 under errors.coupon", async () => {
    const res = await api.get("/coupons/validate/NOSUCHCODE", token);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ message: COUPON_INVALID, errors: { coupon: COUPON_INVALID }, body: null });
  });

  it("refuses an expired, a not yet valid and a switched-off coupon as expired", async () => {
    const expired = await api.get("/coupons/validate/EXPIRED2020", token);
    expect(expired.status).toBe(400);
    expect(expired.json.errors.coupon).toBe(COUPON_EXPIRED);

    const now = api.clock.now().getTime();
    await api.db.insert(coupons).values([
      { couponCode: "DIWALI15", discountType: "PERCENTAGE", discount: 15, validFrom: new Date(now + 86_400_000) },
      { couponCode: "OLDFLAT", discountType: "FLAT", discount: 100, validFrom: new Date(now - 1000), isActive: false },
      {
        couponCode: "ENDSOON",
        discountType: "FLAT",
        discount: 100,
        validFrom: new Date(now - 1000),
        validUntil: new Date(now + 60_000),
      },
    ]);
    expect((await api.get("/coupons/validate/DIWALI15", token)).json.errors.coupon).toBe(COUPON_EXPIRED);
    expect((await api.get("/coupons/validate/OLDFLAT", token)).json.errors.coupon).toBe(COUPON_EXPIRED);
    expect((await api.get("/coupons/validate/ENDSOON", token)).status).toBe(200);
    api.clock.advance(120_000);
    expect((await api.get("/coupons/validate/ENDSOON", token)).status).toBe(400);
  });
});

describe("couponDiscountPaise", () => {
  it("rounds a percentage to the nearest paisa and caps every discount at the subtotal", () => {
    expect(couponDiscountPaise({ discountType: "PERCENTAGE", discount: 10 }, 1_234_567)).toBe(123_457);
    expect(couponDiscountPaise({ discountType: "PERCENTAGE", discount: 10 }, 1_234_564)).toBe(123_456);
    expect(couponDiscountPaise({ discountType: "FLAT", discount: 500 }, 100_000)).toBe(50_000);
    expect(couponDiscountPaise({ discountType: "FLAT", discount: 500 }, 30_000)).toBe(30_000);
    expect(couponDiscountPaise({ discountType: "PERCENTAGE", discount: 150 }, 30_000)).toBe(30_000);
    expect(couponDiscountPaise(null, 30_000)).toBe(0);
  });
});
