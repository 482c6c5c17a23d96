/**
 * The owner's order settings (GET/PUT /v1/admin/settings/orders): when an unconfirmed COD order
 * is flagged 'call the shopper', the largest order cash on delivery may pay for, and the return
 * window. Pure zod, shared by the API and the back office's form.
 */
import { z } from "zod";
import { messages } from "./fields";

export const DEFAULT_COD_CALL_AFTER_HOURS = 24;
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
export const MAX_COD_CALL_AFTER_HOURS = 720;
export const MAX_RETURN_WINDOW_DAYS = 90;
export const MAX_COD_ORDER_RUPEES = 10_000_000;

/** A typed whole number becomes a number; blank is undefined; anything else stays, to be refused by name. */
const wholeNumber = (value: unknown) => {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  if (text === "") return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : text;
};

const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    wholeNumber,
    z
      .number({ required_error: messages.required(label), invalid_type_error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-IN")}`),
  );

export const orderSettingsSchema = z.object({
  codCallAfterHours: whole("Hours before 'call the shopper'", 1, MAX_COD_CALL_AFTER_HOURS),
  /** Rupees; blank means cash on delivery for any order value. */
  codMaxOrderAmount: z.preprocess((v) => wholeNumber(v) ?? null, whole("Largest cash-on-delivery order", 1, MAX_COD_ORDER_RUPEES).nullable()),
  returnWindowDays: whole("Return window", 0, MAX_RETURN_WINDOW_DAYS),
});

/** The form carries the version it was opened at (lib/edit-conflict.ts). */
export const orderSettingsUpdateSchema = orderSettingsSchema.extend({
  version: z.coerce.number({ invalid_type_error: "Reload the page and try again" }).int().min(0),
});

export type OrderSettings = z.output<typeof orderSettingsSchema>;

export const ORDER_SETTING_LABELS: Record<keyof OrderSettings, string> = {
  codCallAfterHours: "hours before 'call the shopper'",
  codMaxOrderAmount: "largest cash-on-delivery order",
  returnWindowDays: "return window",
};

export const codLimitMessage = (rupees: number) => `Cash on delivery is available for orders up to Rs ${rupees.toLocaleString("en-IN")}`;
