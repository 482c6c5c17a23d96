/**
 * The back office's automatic-promotion form and list filters (issue 28). Starts and ends are typed
 * in India's time as "YYYY-MM-DDTHH:mm" (india-time.ts) and stored as instants; money is typed in
 * whole rupees and stored in paise. That the targets and the gift exist is checked by the writes.
 */
import { z } from "zod";
import {
  blankToUndefined,
  messages,
  requiredText,
  wholeNumber,
  wholeNumberField,
  withoutDigitGrouping,
} from "./fields";
import { indiaInstant, isCalendarDate } from "./india-time";

export const PROMOTION_KINDS = ["PERCENT_OFF", "AMOUNT_OFF", "BUY_X_GET_Y", "SPEND_THRESHOLD", "FREE_GIFT"] as const;
type PromotionKind = (typeof PROMOTION_KINDS)[number];

export const PROMOTION_STATUSES = ["ACTIVE", "PAUSED"] as const;

/** Where a promotion stands at a moment: paused by staff, or by its dates running, scheduled or ended. */
export const PROMOTION_STATES = ["running", "scheduled", "ended", "paused"] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const TARGET_ROLES = ["TARGET", "BUY", "GET"] as const;
/** What a target names; each is one column of promotion_targets. */
export const TARGET_TYPES = ["product", "productColor", "productSize", "category", "subCategory"] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** The limits of a promotion's numbers; the rules and their messages both say them. */
const PROMOTION_LIMITS = {
  percentMax: 90,
  getPercentMax: 100,
  amountMaxRupees: 10_00_000,
  minimumMaxRupees: 1_00_00_000,
  priorityMax: 1000,
  quantityMax: 100,
  usageLimitMax: 10_00_000,
  tiersMax: 5,
  targetsMax: 200,
} as const;

/** How the messages and the stale-edit refusal name a promotion's fields. */
export const PROMOTION_FIELD_LABELS: Record<string, string> = {
  name: "name",
  badge: "badge",
  kind: "kind",
  status: "status",
  startsAt: "start",
  endsAt: "end",
  priority: "priority",
  usageLimit: "usage limit",
  usageLimitPerCustomer: "uses per customer",
  percent: "percent off",
  amount: "amount off",
  buyQuantity: "buy quantity",
  getQuantity: "get quantity",
  getPercent: "get percent off",
  maxApplicationsPerOrder: "times per order",
  giftProductId: "gift product",
  giftProductColorId: "gift colour",
  giftProductSizeId: "gift size",
  giftQuantity: "gift quantity",
  giftMinimum: "gift minimum order",
  tiers: "tiers",
  targets: "targets",
};

const INDIA_MINUTE = /^(\d{4}-\d{2}-\d{2})T(([01]\d|2[0-3]):[0-5]\d)$/;

/** A minute typed in India's time, "2026-12-01T09:30", as its instant. */
const indiaMinuteField = (label: string) =>
  z
    .string({ required_error: messages.required(label), invalid_type_error: messages.required(label) })
    .trim()
    .refine((value) => {
      const parts = INDIA_MINUTE.exec(value);
      return parts !== null && isCalendarDate(parts[1]);
    }, `${label} must be a date and time like 2026-12-01T09:30`)
    .transform((value) => indiaInstant(value.slice(0, 10), value.slice(11)));

/** A number staff type, grouped or not ("5,000"), between `min` and `max`. */
const numberField = (label: string, min: number, max: number) =>
  z.preprocess(withoutDigitGrouping, wholeNumberField(label, min, max));

const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess((value) => wholeNumber(withoutDigitGrouping(value)), wholeNumberField(label, min, max).optional());

const tierSchema = z.object({
  minimum: numberField("Minimum order", 1, PROMOTION_LIMITS.minimumMaxRupees),
  amount: optionalNumber("Amount off", 1, PROMOTION_LIMITS.amountMaxRupees),
  percent: optionalNumber("Percent off", 1, PROMOTION_LIMITS.percentMax),
});

const targetSchema = z.object({
  role: z.enum(TARGET_ROLES, { errorMap: () => ({ message: messages.oneOf("Role") }) }),
  type: z.enum(TARGET_TYPES, { errorMap: () => ({ message: messages.oneOf("Target type") }) }),
  id: requiredText("Target", 40),
});

const promotionFields = {
  name: requiredText("Name", 80),
  badge: requiredText("Badge", 40),
  kind: z.enum(PROMOTION_KINDS, { errorMap: () => ({ message: messages.oneOf("Kind") }) }),
  startsAt: z.preprocess(blankToUndefined, indiaMinuteField("Start")),
  endsAt: z.preprocess(blankToUndefined, indiaMinuteField("End").optional()),
  priority: z.preprocess(
    (value) => wholeNumber(value) ?? 0,
    wholeNumberField("Priority", 0, PROMOTION_LIMITS.priorityMax),
  ),
  usageLimit: optionalNumber("Usage limit", 1, PROMOTION_LIMITS.usageLimitMax),
  usageLimitPerCustomer: optionalNumber("Uses per customer", 1, PROMOTION_LIMITS.usageLimitMax),
  percent: optionalNumber("Percent off", 1, PROMOTION_LIMITS.percentMax),
  /** Whole rupees off each unit. */
  amount: optionalNumber("Amount off", 1, PROMOTION_LIMITS.amountMaxRupees),
  buyQuantity: optionalNumber("Buy quantity", 1, PROMOTION_LIMITS.quantityMax),
  getQuantity: optionalNumber("Get quantity", 1, PROMOTION_LIMITS.quantityMax),
  getPercent: optionalNumber("Get percent off", 1, PROMOTION_LIMITS.getPercentMax),
  maxApplicationsPerOrder: optionalNumber("Times per order", 1, PROMOTION_LIMITS.quantityMax),
  giftProductId: z.preprocess(blankToUndefined, requiredText("Gift product", 40).optional()),
  giftProductColorId: z.preprocess(blankToUndefined, requiredText("Gift colour", 40).optional()),
  giftProductSizeId: z.preprocess(blankToUndefined, requiredText("Gift size", 40).optional()),
  giftQuantity: optionalNumber("Gift quantity", 1, PROMOTION_LIMITS.quantityMax),
  /** Whole rupees of goods, after line promotions, that earn the gift; blank for any order. */
  giftMinimum: optionalNumber("Gift minimum order", 0, PROMOTION_LIMITS.minimumMaxRupees),
  tiers: z.array(tierSchema).max(PROMOTION_LIMITS.tiersMax, `At most ${PROMOTION_LIMITS.tiersMax} tiers`).default([]),
  targets: z
    .array(targetSchema)
    .max(PROMOTION_LIMITS.targetsMax, `At most ${PROMOTION_LIMITS.targetsMax} targets`)
    .default([]),
};

export type PromotionFields = z.output<z.ZodObject<typeof promotionFields>>;

/** The target roles each kind takes. */
const ROLES_OF: Record<PromotionKind, readonly (typeof TARGET_ROLES)[number][]> = {
  PERCENT_OFF: ["TARGET"],
  AMOUNT_OFF: ["TARGET"],
  BUY_X_GET_Y: ["BUY", "GET"],
  SPEND_THRESHOLD: [],
  FREE_GIFT: ["BUY"],
};

/** The fields each kind needs, with the label its message names. */
const NEEDED: Record<PromotionKind, [keyof PromotionFields, string][]> = {
  PERCENT_OFF: [["percent", "Percent off"]],
  AMOUNT_OFF: [["amount", "Amount off"]],
  BUY_X_GET_Y: [
    ["buyQuantity", "Buy quantity"],
    ["getQuantity", "Get quantity"],
    ["getPercent", "Get percent off"],
  ],
  SPEND_THRESHOLD: [],
  FREE_GIFT: [
    ["giftProductId", "Gift product"],
    ["giftQuantity", "Gift quantity"],
  ],
};

/** The rules between fields, the same for a new promotion and an edited one. */
function promotionRules(input: PromotionFields, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  for (const [field, label] of NEEDED[input.kind]) {
    if (input[field] === undefined) issue([field], messages.required(label));
  }
  if (input.endsAt && input.endsAt.getTime() <= input.startsAt.getTime())
    issue(["endsAt"], "The end must be after the start");
  if (
    input.usageLimit !== undefined &&
    input.usageLimitPerCustomer !== undefined &&
    input.usageLimitPerCustomer > input.usageLimit
  )
    issue(["usageLimitPerCustomer"], "Uses per customer cannot be more than the usage limit");
  if (input.kind === "SPEND_THRESHOLD") {
    if (input.tiers.length === 0) issue(["tiers"], "Give at least one tier");
    const minimums = new Set<number>();
    input.tiers.forEach((tier, index) => {
      if ((tier.amount === undefined) === (tier.percent === undefined))
        issue(["tiers", index, "amount"], "Give either an amount off or a percent off");
      if (tier.amount !== undefined && tier.amount >= tier.minimum)
        issue(["tiers", index, "amount"], "The amount off must be less than the tier's minimum order");
      if (minimums.has(tier.minimum)) issue(["tiers", index, "minimum"], "Two tiers cannot have one minimum order");
      minimums.add(tier.minimum);
    });
  }
  const roles = ROLES_OF[input.kind];
  input.targets.forEach((target, index) => {
    if (!roles.includes(target.role)) issue(["targets", index, "role"], messages.oneOf("Role"));
  });
  const has = (role: (typeof TARGET_ROLES)[number]) => input.targets.some((target) => target.role === role);
  if (roles.includes("TARGET") && !has("TARGET")) issue(["targets"], "Choose at least one product or category");
  if (input.kind === "BUY_X_GET_Y") {
    if (!has("BUY")) issue(["targets"], "Choose what must be bought");
    else if (!has("GET")) issue(["targets"], "Choose what is given");
  }
}

/** A new promotion: its fields, and whether it runs at once (else it is made paused). */
export const promotionCreateSchema = z
  .object({
    ...promotionFields,
    status: z.enum(PROMOTION_STATUSES, { errorMap: () => ({ message: messages.oneOf("Status") }) }).default("ACTIVE"),
  })
  .superRefine(promotionRules);

/** An edit of every field but the status (its own pause and resume), with the version the form was opened at. */
export const promotionUpdateSchema = z
  .object({ ...promotionFields, version: wholeNumberField("Version", 0, 2_000_000_000) })
  .superRefine(promotionRules);

export const promotionListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(80, messages.max("Search", 80)).optional()),
  state: z.preprocess(
    blankToUndefined,
    z.enum(PROMOTION_STATES, { errorMap: () => ({ message: messages.oneOf("State") }) }).optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
