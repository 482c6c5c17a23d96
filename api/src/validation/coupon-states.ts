/**
 * A coupon's kinds and states as the back office names them: plain constants, so the admin screens'
 * browser code reads them without zod (the rules are in admin-coupons.ts).
 */
export const DISCOUNT_TYPES = ["PERCENTAGE", "FLAT"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  PERCENTAGE: "Percentage off",
  FLAT: "Rupees off (flat)",
};

/**
 * Where a coupon stands now: active (shoppers can use it), scheduled (active, but its start is
 * ahead), expired (active, but its end has passed) or inactive (switched off by staff).
 */
export const COUPON_STATES = ["active", "scheduled", "expired", "inactive"] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: "Active",
  scheduled: "Scheduled",
  expired: "Expired",
  inactive: "Inactive",
};

/** The limits of a coupon's numbers; the field rules and the form hints both say them. */
export const COUPON_LIMITS = {
  percentMax: 90,
  flatMaxRupees: 1_00_000,
  minimumOrderMaxRupees: 1_00_00_000,
  usageLimitMax: 10_00_000,
  codeMin: 3,
  codeMax: 20,
} as const;
