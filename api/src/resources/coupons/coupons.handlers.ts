import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import { toPaise, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { hit } from "@api/middleware/rate-limit";
import type { validateParam, validateQuery } from "./coupons.schemas";
import { couponDiscountPaise, couponRefusal, requireUsableCoupon } from "./coupons.service";

/** Per customer, so nobody walks the code space from behind a shared address; counted before the query is checked. */
export const limitCouponAttempts = createMiddleware<AppEnv>(async (c, next) => {
  await hit(c, `coupon-validate:${c.get("customer").id}`, 30, 600, "Too many coupon attempts. Please try again later.");
  await next();
});

/** GET /coupons/validate/:code[?subtotal=rupees] */
export async function validateCoupon(
  c: ValidatedContext<{ param: typeof validateParam; query: typeof validateQuery }>,
) {
  const { db, clock } = c.get("deps");
  const { subtotal } = c.req.valid("query");
  const coupon = await requireUsableCoupon(db, c.req.valid("param").code, clock.now(), 404);
  const refusal = await couponRefusal(db, coupon, {
    subtotalPaise: subtotal === undefined ? undefined : toPaise(subtotal),
    customerId: c.get("customer").id,
  });
  if (refusal) throw new ApiError(400, refusal, { coupon: refusal });
  const body = {
    couponCode: coupon.couponCode,
    discount: coupon.discount,
    discountType: coupon.discountType,
    description: coupon.description,
    ...(subtotal === undefined ? {} : { discountAmount: toRupees(couponDiscountPaise(coupon, toPaise(subtotal))) }),
  };
  return ok(c, body, "Coupon applied successfully");
}
