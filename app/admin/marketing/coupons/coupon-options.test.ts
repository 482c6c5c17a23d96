import { describe, expect, it } from "vitest";
import { couponUpdateSchema, couponWindow } from "@api/validation/admin-coupons";
import { type Coupon, couponFormValues, formatDiscount, formatUses } from "./coupon-options";

const coupon: Coupon = {
  code: "DIWALI500",
  discountType: "FLAT",
  discount: 500,
  description: "Rs 500 off",
  minimumOrder: 5000,
  validFrom: "2026-11-01T04:00:00.000Z",
  validUntil: "2026-12-31T18:29:59.000Z",
  isActive: true,
  state: "active",
  usageLimit: null,
  usageLimitPerCustomer: 1,
  version: 3,
};

describe("the coupon edit form's starting values", () => {
  it("shows the stored instants in India's time, a whole-day end without its time", () => {
    expect(couponFormValues(coupon)).toMatchObject({
      validFromDate: "2026-11-01",
      validFromTime: "09:30",
      validUntilDate: "2026-12-31",
      validUntilTime: "",
      minimumOrder: "5000",
      usageLimit: "",
      usageLimitPerCustomer: "1",
    });
  });

  it("saved unchanged, gives back the same instants", () => {
    for (const stored of [
      coupon,
      { ...coupon, validFrom: "2026-10-31T18:30:00.000Z", validUntil: "2027-01-05T12:45:00.000Z" },
      { ...coupon, validUntil: null },
    ]) {
      const parsed = couponUpdateSchema.parse({ ...couponFormValues(stored), version: stored.version });
      const { validFrom, validUntil } = couponWindow(parsed);
      expect(validFrom.toISOString()).toBe(stored.validFrom);
      expect(validUntil?.toISOString() ?? null).toBe(stored.validUntil);
    }
  });
});

describe("how the screens write a coupon", () => {
  it("writes its discount and its uses against the limit", () => {
    expect(formatDiscount(coupon)).toBe("Rs 500 off");
    expect(formatDiscount({ discountType: "PERCENTAGE", discount: 15 })).toBe("15% off");
    expect(formatUses(3, 100)).toBe("3 of 100");
    expect(formatUses(3, null)).toBe("3 (no limit)");
  });
});
