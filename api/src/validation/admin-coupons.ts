/**
 * The back office's coupon form and list filters (issue 14), shared by the API and the admin
 * actions; no server-only code. Dates and times are typed in India's time (india-time.ts): the
 * API turns them into instants. The checkout applies the stored fields (coupons.service).
 */
import { z } from "zod";
import { COUPON_LIMITS, COUPON_STATES, DISCOUNT_TYPES } from "./coupon-states";
import {
  blankToUndefined,
  messages,
  optionalText,
  wholeNumber as wholeNumberText,
  withoutDigitGrouping,
} from "./fields";
import { indiaEndOfDay, indiaInstant, isCalendarDate } from "./india-time";
import { rupeesLabel, toPaise } from "../lib/money";

export * from "./coupon-states";

const inr = (n: number) => n.toLocaleString("en-IN");

export const CODE_RULE = `Code must be ${COUPON_LIMITS.codeMin} to ${COUPON_LIMITS.codeMax} letters and digits, with no spaces, like DIWALI500`;

/** Codes are kept in capitals: the checkout matches them whatever the shopper's case. */
const couponCodeField = (label = "Code") =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9]{${COUPON_LIMITS.codeMin},${COUPON_LIMITS.codeMax}}$`), CODE_RULE)
      // /admin/coupons/new is the new coupon's form (addresses match whatever their case).
      .refine((code) => code !== "NEW", "NEW cannot be a code: choose another"),
  );

/** A whole number as staff type it, grouped or not ("5,000"), its limits written as rupees are. */
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => wholeNumberText(withoutDigitGrouping(value)),
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${inr(min)}`)
      .max(max, `${label} must be at most ${inr(max)}`),
  );

const dateField = (label: string) =>
  z
    .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
    .trim()
    .refine(isCalendarDate, `${label} must be a date like 2026-12-31`);
const timeField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 18:30`)
      .optional(),
  );

/** An unticked checkbox sends nothing, so only a ticked one (or `true` from JSON) is on. */
const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

const couponFields = {
  discountType: z.enum(DISCOUNT_TYPES, { errorMap: () => ({ message: messages.oneOf("Discount type") }) }),
  /** Whole percent, or whole rupees for a flat discount: the column keeps whole numbers. */
  discount: wholeNumber("Value", 1, COUPON_LIMITS.flatMaxRupees),
  description: optionalText("Description", 200),
  /** Whole rupees of subtotal the order needs; blank for any order. */
  minimumOrder: z.preprocess(
    (v) => blankToUndefined(v) ?? 0,
    wholeNumber("Minimum order", 0, COUPON_LIMITS.minimumOrderMaxRupees),
  ),
  validFromDate: z.preprocess(blankToUndefined, dateField("Start date")),
  validFromTime: timeField("Start time"),
  validUntilDate: z.preprocess(blankToUndefined, dateField("End date").optional()),
  validUntilTime: timeField("End time"),
  usageLimit: z.preprocess(blankToUndefined, wholeNumber("Usage limit", 1, COUPON_LIMITS.usageLimitMax).optional()),
  usageLimitPerCustomer: z.preprocess(
    blankToUndefined,
    wholeNumber("Uses per customer", 1, COUPON_LIMITS.usageLimitMax).optional(),
  ),
};

export type CouponFields = z.output<z.ZodObject<typeof couponFields>>;

/** The start of a coupon, and its end (null: no end): a blank start time is midnight, a blank end time the day's last second. */
export function couponWindow(
  input: Pick<CouponFields, "validFromDate" | "validFromTime" | "validUntilDate" | "validUntilTime">,
) {
  const validFrom = indiaInstant(input.validFromDate, input.validFromTime);
  const validUntil = input.validUntilDate
    ? input.validUntilTime
      ? indiaInstant(input.validUntilDate, input.validUntilTime)
      : indiaEndOfDay(input.validUntilDate)
    : null;
  return { validFrom, validUntil };
}

/** The rules between fields, the same for a new coupon and an edited one. */
function couponRules(input: CouponFields, ctx: z.RefinementCtx) {
  if (input.discountType === "PERCENTAGE" && input.discount > COUPON_LIMITS.percentMax) {
    ctx.addIssue({
      code: "custom",
      path: ["discount"],
      message: `A percentage must be from 1 to ${COUPON_LIMITS.percentMax}`,
    });
  }
  if (input.discountType === "FLAT" && input.minimumOrder > 0 && input.discount >= input.minimumOrder) {
    ctx.addIssue({
      code: "custom",
      path: ["discount"],
      message: `A flat discount must be less than the minimum order (${rupeesLabel(toPaise(input.minimumOrder))})`,
    });
  }
  if (input.validUntilTime && !input.validUntilDate) {
    ctx.addIssue({
      code: "custom",
      path: ["validUntilDate"],
      message: "Give an end date with the end time, or clear the time",
    });
  }
  const { validFrom, validUntil } = couponWindow(input);
  if (validUntil && validUntil.getTime() <= validFrom.getTime()) {
    ctx.addIssue({ code: "custom", path: ["validUntilDate"], message: "The end must be after the start" });
  }
  if (
    input.usageLimit !== undefined &&
    input.usageLimitPerCustomer !== undefined &&
    input.usageLimitPerCustomer > input.usageLimit
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["usageLimitPerCustomer"],
      message: "Uses per customer cannot be more than the usage limit",
    });
  }
}

/** A new coupon: its code, its fields, and whether shoppers can use it at once. */
export const couponCreateSchema = z
  .object({ code: couponCodeField(), ...couponFields, isActive: checkbox })
  .superRefine(couponRules);

/**
 * An edit: every field but the code (fixed once made: see docs/decisions/coupons.md, 6) and the
 * active switch (its own buttons), with the version the form was opened at.
 */
export const couponUpdateSchema = z
  .object({
    ...couponFields,
    version: wholeNumber("Version", 0, 2_000_000_000),
  })
  .superRefine(couponRules);

export const couponListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(40, messages.max("Code", 40)).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(COUPON_STATES, { errorMap: () => ({ message: messages.oneOf("Status") }) }).optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
