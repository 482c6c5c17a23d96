/**
 * The owner's GST settings (GET/PUT /v1/admin/settings/gst): who the shop is on its tax
 * invoices — legal and trade name, GSTIN, registered address — and the invoice numbers' prefix.
 * Pure zod, shared by the API and the back office's form.
 */
import { z } from "zod";
import { gstinField, gstinStateName, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./indian-states";
import { lettersField, messages, pincodeField, requiredText } from "./fields";

/**
 * An invoice number is at most 16 characters (GST rule 46(b)): prefix, '/', the financial year
 * '26-27', '/', a 6-digit serial — 13 characters besides the prefix, so the prefix has 3 at most.
 */
export const INVOICE_NUMBER_MAX = 16;
export const INVOICE_SERIAL_DIGITS = 6;
const INVOICE_PREFIX_MAX = INVOICE_NUMBER_MAX - "/26-27/".length - INVOICE_SERIAL_DIGITS;
export const INVOICE_PREFIX_INVALID = `Invoice prefix must be 1 to ${INVOICE_PREFIX_MAX} letters or digits (an invoice number like WN/26-27/000123 may have at most ${INVOICE_NUMBER_MAX} characters)`;

export const stateMismatch = (gstinState: string) =>
  `State must be the GSTIN's state, ${gstinState}: the first two digits of a GSTIN are its state's code`;

/** "" when blank or missing. (Optional, then made "", rather than defaulted first: the admin forms' parser reads an empty field as missing.) */
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.max(label, max))
    .nullish()
    .transform((v) => v ?? "");

const gstSettingsFields = z.object({
  legalName: requiredText("Legal name", 150),
  tradeName: optionalLine("Trade name", 150),
  gstin: gstinField(),
  addressLine1: requiredText("Address line 1", 150),
  addressLine2: optionalLine("Address line 2", 150),
  city: lettersField("City", 100),
  state: requiredText("State", 100).refine(
    (s) => (INDIAN_STATES as readonly string[]).includes(s),
    messages.oneOf("State"),
  ),
  pincode: pincodeField(),
  invoicePrefix: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z
      .string({
        required_error: messages.required("Invoice prefix"),
        invalid_type_error: messages.required("Invoice prefix"),
      })
      .min(1, messages.required("Invoice prefix"))
      .regex(new RegExp(`^[A-Z0-9]{1,${INVOICE_PREFIX_MAX}}$`), INVOICE_PREFIX_INVALID),
  ),
});

/** The registered address is in the GSTIN's state: a GSTIN is issued per state. */
function checkStateMatchesGstin(settings: { gstin: string; state: string }, ctx: z.RefinementCtx) {
  const gstinState = gstinStateName(normaliseGstin(settings.gstin));
  if (gstinState && settings.state !== gstinState)
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["state"], message: stateMismatch(gstinState) });
}

/** The form carries the version it was opened at (lib/edit-conflict.ts). */
export const gstSettingsUpdateSchema = gstSettingsFields
  .extend({ version: z.coerce.number({ invalid_type_error: "Reload the page and try again" }).int().min(0) })
  .superRefine(checkStateMatchesGstin);

export type GstSettings = z.output<typeof gstSettingsFields>;

export const GST_SETTING_LABELS: Record<keyof GstSettings, string> = {
  legalName: "legal name",
  tradeName: "trade name",
  gstin: "GSTIN",
  addressLine1: "address line 1",
  addressLine2: "address line 2",
  city: "city",
  state: "state",
  pincode: "pincode",
  invoicePrefix: "invoice prefix",
};
