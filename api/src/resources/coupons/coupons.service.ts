import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { coupons, orders } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { rupeesLabel } from "@api/lib/money";

export type Coupon = typeof coupons.$inferSelect;

export const COUPON_INVALID = "Invalid coupon code";
export const COUPON_EXPIRED = "This coupon has expired";
export const COUPON_USED_UP = "This coupon has been fully used";
export const couponBelowMinimum = (minimumOrderPaise: number) =>
  `This coupon needs an order of at least ${rupeesLabel(minimumOrderPaise)}`;
export const couponUsedByCustomer = (limit: number) =>
  limit === 1
    ? "You have already used this coupon"
    : `You have already used this coupon ${limit} times, as often as it allows`;

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
 * Orders that used a coupon: every order that applied it, except those that failed or were
 * cancelled (the back office's coupon screens count the same way).
 */
export const COUPON_USES_EXCLUDE = ["PAYMENT_FAILED", "CANCELLED"] as const;

/**
 * How often a coupon was used, in all and (given a customer) by that customer; `exceptOrderId`
 * leaves out the order being placed, which already holds its row when it is checked.
 */
export async function couponUses(db: DbOrTx, couponCode: string, customerId?: string, exceptOrderId?: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byCustomer: customerId
        ? sql<number>`(count(*) filter (where ${orders.customerId} = ${customerId}))::int`
        : sql<number>`0`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.couponCode, couponCode),
        notInArray(orders.orderStatus, [...COUPON_USES_EXCLUDE]),
        exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
      ),
    );
  return { total: Number(row.total), byCustomer: Number(row.byCustomer) };
}

/**
 * Why a usable coupon cannot go on this order, or null when it can: the order's subtotal below
 * the coupon's minimum, the coupon's uses all taken, or this customer's. `customerId` is left out
 * where nobody is signed in (the public cart quote): the order checks it again.
 */
export async function couponRefusal(
  db: DbOrTx,
  coupon: Coupon,
  { subtotalPaise, customerId, exceptOrderId }: { subtotalPaise?: number; customerId?: string; exceptOrderId?: string },
): Promise<string | null> {
  if (subtotalPaise !== undefined && subtotalPaise < coupon.minimumOrderPaise)
    return couponBelowMinimum(coupon.minimumOrderPaise);
  if (coupon.usageLimit === null && (coupon.usageLimitPerCustomer === null || !customerId)) return null;
  const uses = await couponUses(db, coupon.couponCode, customerId, exceptOrderId);
  if (coupon.usageLimit !== null && uses.total >= coupon.usageLimit) return COUPON_USED_UP;
  if (customerId && coupon.usageLimitPerCustomer !== null && uses.byCustomer >= coupon.usageLimitPerCustomer) {
    return couponUsedByCustomer(coupon.usageLimitPerCustomer);
  }
  return null;
}

/**
 * The coupon row locked for the rest of the transaction, so two orders racing for its last use
 * are counted one after the other (order placement).
 */
export async function lockCoupon(tx: DbOrTx, couponCode: string) {
  await tx.select({ code: coupons.couponCode }).from(coupons).where(eq(coupons.couponCode, couponCode)).for("update");
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
