import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES } from "@api/validation/order-states";
import { COUPON_STATES, DISCOUNT_TYPES } from "@api/validation/coupon-states";

const instant = z.string().datetime();

/** A coupon as the back office reads it. */
export const adminCouponSchema = z
  .object({
    code: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    discount: z.number().describe("A percentage, or rupees off for FLAT"),
    description: z.string(),
    minimumOrder: z.number().describe("Rupees"),
    validFrom: instant,
    validUntil: instant.nullable(),
    isActive: z.boolean(),
    state: z.enum(COUPON_STATES).describe("Worked out now from the switch and the dates"),
    usageLimit: z.number().int().nullable(),
    usageLimitPerCustomer: z.number().int().nullable(),
    version: z.number().int().describe("Send it back with an edit: an older version is refused (409)"),
  })
  .openapi("AdminCoupon");

export const adminCouponRowSchema = adminCouponSchema.extend({
  uses: z.number().int().describe("Orders that count as uses"),
});

/** One coupon with how it was used: uses, customers, and the newest orders that used it. */
export const adminCouponDetailSchema = adminCouponSchema.extend({
  uses: z.object({ total: z.number().int(), customers: z.number().int() }),
  orderCount: z
    .number()
    .int()
    .describe("Orders of any state naming the coupon: while there are any it cannot be deleted"),
  recentOrders: z.array(
    z.object({
      orderId: z.string(),
      createdAt: instant,
      orderStatus: z.enum(ORDER_STATUSES),
      discount: z.number().describe("Rupees"),
      customer: z.object({
        _id: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        mobile: z.string().nullable(),
      }),
    }),
  ),
});

export type AdminCoupon = z.output<typeof adminCouponSchema>;
export type AdminCouponRow = z.output<typeof adminCouponRowSchema>;
export type AdminCouponDetail = z.output<typeof adminCouponDetailSchema>;
