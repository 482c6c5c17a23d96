/**
 * What the coupon screens show of a coupon: its kinds and states, its value, window and uses as
 * the team reads them (dates in India's time), and its fields as the edit form starts them.
 */
import type { AdminCoupon as Coupon } from "@api/contract/schemas/admin-coupons";
import {
  COUPON_STATE_LABELS,
  COUPON_STATES,
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
} from "@api/validation/coupon-states";
import { indiaParts } from "@api/validation/india-time";
import { formatRupees } from "~/components/admin/customer-options";
import { formatDateTime } from "~/lib/format-date";

export { COUPON_STATE_LABELS };

/** A coupon as the API's list and page answer it: the contract's types (schemas/admin-coupons.ts). */
export type {
  AdminCoupon as Coupon,
  AdminCouponDetail as CouponDetail,
  AdminCouponRow as CouponListRow,
} from "@api/contract/schemas/admin-coupons";

export const stateOptions = COUPON_STATES.map((state) => ({ value: state, label: COUPON_STATE_LABELS[state] }));
export const discountTypeOptions = DISCOUNT_TYPES.map((type) => ({ value: type, label: DISCOUNT_TYPE_LABELS[type] }));

/** "10% off" or "Rs 500 off". */
export const formatDiscount = (coupon: Pick<Coupon, "discountType" | "discount">) =>
  coupon.discountType === "PERCENTAGE" ? `${coupon.discount}% off` : `${formatRupees(coupon.discount)} off`;

/** "From 1 Nov 2026, 00:00 until 31 Dec 2026, 23:59", or "… with no end". */
export const formatWindow = (coupon: Pick<Coupon, "validFrom" | "validUntil">) =>
  `From ${formatDateTime(coupon.validFrom)} ${coupon.validUntil ? `until ${formatDateTime(coupon.validUntil)}` : "with no end"}`;

/** "3 of 100" or "3 (no limit)". */
export const formatUses = (uses: number, limit: number | null) =>
  limit === null ? `${uses} (no limit)` : `${uses} of ${limit}`;

/**
 * The edit form's fields from the stored coupon, in India's time; a start at midnight and an end
 * at a day's last second (a whole-day end) leave their time blank, as they were typed.
 */
export function couponFormValues(coupon: Coupon): Record<string, string> {
  const from = indiaParts(coupon.validFrom);
  const until = coupon.validUntil ? indiaParts(coupon.validUntil) : null;
  const wholeDay = until?.time === "23:59" && until.seconds === "59";
  return {
    discountType: coupon.discountType,
    discount: String(coupon.discount),
    description: coupon.description,
    minimumOrder: coupon.minimumOrder > 0 ? String(coupon.minimumOrder) : "",
    validFromDate: from.date,
    validFromTime: from.time === "00:00" ? "" : from.time,
    validUntilDate: until?.date ?? "",
    validUntilTime: until && !wholeDay ? until.time : "",
    usageLimit: coupon.usageLimit === null ? "" : String(coupon.usageLimit),
    usageLimitPerCustomer: coupon.usageLimitPerCustomer === null ? "" : String(coupon.usageLimitPerCustomer),
  };
}
