import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { coupons } from "../../db/schema";
import { ApiError } from "../../lib/envelope";

export type Coupon = typeof coupons.$inferSelect;

export const COUPON_INVALID = "Invalid coupon code";
export const COUPON_EXPIRED = "This coupon has expired";

/** Codes are matched case-insensitively: shoppers type "welcome10" as often as "WELCOME10". */
export async function findCoupon(db: DbOrTx, code: string): Promise<Coupon | undefined> {
  const normalised = code.trim().toUpperCase();
  if (normalised === "") return undefined;
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.couponCode}) = ${normalised}`)
    .limit(1);
  return coupon;
}

/** A coupon can be used only while active and inside its validity window. */
export function isCouponUsable(coupon: Coupon, now: Date) {
  if (!coupon.isActive) return false;
  if (coupon.validFrom.getTime() > now.getTime()) return false;
  return coupon.validUntil === null || coupon.validUntil.getTime() >= now.getTime();
}

/** The usable coupon for a code, or an ApiError keyed `coupon` (unknownStatus for an unknown code). */
export async function requireUsableCoupon(db: DbOrTx, code: string, now: Date, unknownStatus: 400 | 404) {
  const coupon = await findCoupon(db, code);
  if (!coupon) throw new ApiError(unknownStatus, COUPON_INVALID, { coupon: COUPON_INVALID });
  if (!isCouponUsable(coupon, now)) throw new ApiError(400, COUPON_EXPIRED, { coupon: COUPON_EXPIRED });
  return coupon;
}

/**
 * The one discount rule, used by the coupon check and by order placement alike:
 * a percentage of the subtotal rounded to the nearest paisa, or a flat number of rupees;
 * never more than the subtotal, so a total cannot go below zero.
 */
export function couponDiscountPaise(coupon: Pick<Coupon, "discount" | "discountType"> | null, subtotalPaise: number) {
  if (!coupon || subtotalPaise <= 0) return 0;
  const raw =
    coupon.discountType === "PERCENTAGE" ? Math.round((subtotalPaise * coupon.discount) / 100) : coupon.discount * 100;
  return Math.min(Math.max(raw, 0), subtotalPaise);
}
