import { z } from "@hono/zod-openapi";
import { DISCOUNT_TYPES } from "@api/validation/coupon-states";

/** A coupon the signed-in shopper may use now, and what it takes off the subtotal given. */
export const couponCheckSchema = z.object({
  couponCode: z.string(),
  discount: z.number().describe("A percentage, or rupees off for FLAT"),
  discountType: z.enum(DISCOUNT_TYPES),
  description: z.string(),
  discountAmount: z.number().optional().describe("Rupees off the subtotal, when a subtotal was given"),
});
export type CouponCheck = z.output<typeof couponCheckSchema>;
