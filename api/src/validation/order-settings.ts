/**
 * The owner's order settings (GET/PUT /v1/admin/settings/orders): when an unconfirmed COD order
 * is flagged 'call the shopper', the largest order cash on delivery may pay for, the return
 * window, and where returned goods go (the reverse pickup's destination). Pure zod, shared by the
 * API and the back office's form.
 */
import { z } from "zod";
import { messages, MOBILE_DIGITS, PINCODE_DIGITS, wholeNumber, wholeNumberField } from "./fields";
import { INDIAN_STATES } from "./indian-states";
import { rupeesLabel, toPaise } from "../lib/money";

export const DEFAULT_COD_CALL_AFTER_HOURS = 24;
export const DEFAULT_RETURN_WINDOW_DAYS = 7;
const MAX_COD_CALL_AFTER_HOURS = 720;
const MAX_RETURN_WINDOW_DAYS = 90;
const MAX_COD_ORDER_RUPEES = 10_000_000;

/** A trimmed text, "" when blank or missing, so the returns address reads the same from a form and from JSON. */
const plainText = (label: string, max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string().trim().max(max, messages.max(label, max)));

/** 'Returns go to': the warehouse the courier brings returned goods to. Blank as a whole means not set. */
const RETURNS_ADDRESS_FIELDS = {
  returnsName: "Returns: name",
  returnsPhone: "Returns: phone",
  returnsAddress: "Returns: address",
  returnsCity: "Returns: city",
  returnsState: "Returns: state",
  returnsPincode: "Returns: pincode",
} as const;
type ReturnsAddressField = keyof typeof RETURNS_ADDRESS_FIELDS;

const orderSettingsFields = z.object({
  codCallAfterHours: wholeNumberField("Hours before 'call the shopper'", 1, MAX_COD_CALL_AFTER_HOURS),
  /** Rupees; blank means cash on delivery for any order value. */
  codMaxOrderAmount: z.preprocess(
    (v) => wholeNumber(v) ?? null,
    wholeNumberField("Largest cash-on-delivery order", 1, MAX_COD_ORDER_RUPEES).nullable(),
  ),
  returnWindowDays: wholeNumberField("Return window", 0, MAX_RETURN_WINDOW_DAYS),
  returnsName: plainText(RETURNS_ADDRESS_FIELDS.returnsName, 100),
  returnsPhone: plainText(RETURNS_ADDRESS_FIELDS.returnsPhone, 20),
  returnsAddress: plainText(RETURNS_ADDRESS_FIELDS.returnsAddress, 300),
  returnsCity: plainText(RETURNS_ADDRESS_FIELDS.returnsCity, 100),
  returnsState: plainText(RETURNS_ADDRESS_FIELDS.returnsState, 100),
  returnsPincode: plainText(RETURNS_ADDRESS_FIELDS.returnsPincode, 20),
});

const CITY_LETTERS = /^[\p{L}\p{M} .'-]+$/u;

/** Once any part of the returns address is typed, every part is needed, each in its own shape. */
function checkReturnsAddress(settings: Record<ReturnsAddressField, string>, ctx: z.RefinementCtx) {
  const fields = Object.keys(RETURNS_ADDRESS_FIELDS) as ReturnsAddressField[];
  if (fields.every((field) => settings[field] === "")) return;
  const refuse = (field: ReturnsAddressField, message: string) =>
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
  for (const field of fields)
    if (settings[field] === "") refuse(field, messages.required(RETURNS_ADDRESS_FIELDS[field]));
  const { returnsPhone, returnsCity, returnsState, returnsPincode } = settings;
  if (returnsPhone && !new RegExp(`^\\d{${MOBILE_DIGITS}}$`).test(returnsPhone))
    refuse("returnsPhone", messages.digits(RETURNS_ADDRESS_FIELDS.returnsPhone, MOBILE_DIGITS));
  if (returnsCity && !CITY_LETTERS.test(returnsCity))
    refuse("returnsCity", messages.letters(RETURNS_ADDRESS_FIELDS.returnsCity));
  if (returnsState && !(INDIAN_STATES as readonly string[]).includes(returnsState))
    refuse("returnsState", messages.oneOf(RETURNS_ADDRESS_FIELDS.returnsState));
  if (returnsPincode && !new RegExp(`^\\d{${PINCODE_DIGITS}}$`).test(returnsPincode))
    refuse("returnsPincode", messages.digits(RETURNS_ADDRESS_FIELDS.returnsPincode, PINCODE_DIGITS));
}

/** The form carries the version it was opened at (lib/edit-conflict.ts). */
export const orderSettingsUpdateSchema = orderSettingsFields
  .extend({ version: z.coerce.number({ invalid_type_error: "Reload the page and try again" }).int().min(0) })
  .superRefine(checkReturnsAddress);

export type OrderSettings = z.output<typeof orderSettingsFields>;

export const ORDER_SETTING_LABELS: Record<keyof OrderSettings, string> = {
  codCallAfterHours: "hours before 'call the shopper'",
  codMaxOrderAmount: "largest cash-on-delivery order",
  returnWindowDays: "return window",
  returnsName: "returns name",
  returnsPhone: "returns phone",
  returnsAddress: "returns address",
  returnsCity: "returns city",
  returnsState: "returns state",
  returnsPincode: "returns pincode",
};

export const RETURNS_ADDRESS_NOT_SET =
  "Set where returns go (Order settings, 'Returns go to') before approving a return: the courier needs it to book the pickup";

export const codLimitMessage = (rupees: number) =>
  `Cash on delivery is available for orders up to ${rupeesLabel(toPaise(rupees))}`;
