import { type Coupon, couponDiscountPaise } from "@api/resources/coupons/coupons.service";
import type { evaluateLines } from "@api/resources/customer-orders/pricing";

type LineEvaluation = Awaited<ReturnType<typeof evaluateLines>>[number];

/** The lines' value at today's prices; a line whose product is gone counts nothing. */
export const subtotalPaiseOf = (evaluations: LineEvaluation[]) =>
  evaluations.reduce((sum, e) => sum + (e.item ? e.item.unitPaise * e.quantity : 0), 0);

/** What the coupon takes off the subtotal first, then the discount by hand, never below nothing. */
export function draftFigures(subtotalPaise: number, coupon: Coupon | null, manualDiscountPaise: number) {
  const couponPaise = couponDiscountPaise(coupon, subtotalPaise);
  const manual = Math.min(manualDiscountPaise, subtotalPaise - couponPaise);
  return {
    subtotalPaise,
    couponDiscountPaise: couponPaise,
    manualDiscountPaise: manual,
    totalPaise: subtotalPaise - couponPaise - manual,
  };
}
