/**
 * The server half of every form (conform + zod, the Epic Stack way): constraints for the
 * markup, and the API's refusals put back on fields. The actions parse with the shared
 * schemas of ~/components/forms/form-schemas.ts.
 */
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { MOBILE_DIGITS, OTP_LENGTH, PINCODE_DIGITS } from "@api/validation/fields";
import type { FieldConstraint, FormConstraint } from "~/components/forms/constraint";
import { type FormName, formSchemas } from "~/components/forms/form-schemas";
import type { ApiEnvelope } from "./api.server";
import type { Toast } from "./toast";

/**
 * Parsing and the schemas come to the routes through this server-only module, so that zod
 * and conform's zod adapter stay out of the pages' first-load JavaScript (the browser gets
 * the same schemas lazily: ~/components/forms/use-form-rules.ts).
 */
export { parseWithZod } from "@conform-to/zod";
export { formSchemas };

/** The interest checkboxes of the project enquiry, for its loader. */
export { PROJECT_INTERESTS } from "~/components/enquiry/form-schemas";

/** Fixed lengths the digits rules state only as a pattern; maxLength stops typing at them without JavaScript. */
const DIGIT_FIELDS: Record<string, number> = { mobile: MOBILE_DIGITS, pincode: PINCODE_DIGITS };

/**
 * Conform's constraints for a form (the HTML attributes that work without JavaScript). Only
 * the digit fields keep a pattern: the letters rule uses Unicode classes that some browsers
 * reject in a pattern attribute, and the server checks it anyway. A code has exactly
 * OTP_LENGTH characters.
 */
export function formConstraint(name: FormName): FormConstraint {
  // Worked out once per form: the schemas never change while the server runs.
  let constraint = constraints.get(name);
  if (!constraint) {
    constraint = Object.freeze(constraintOf(name));
    constraints.set(name, constraint);
  }
  return constraint;
}

const constraints = new Map<FormName, FormConstraint>();

function constraintOf(name: FormName): FormConstraint {
  const constraint: FormConstraint = {};
  for (const [field, rule] of Object.entries(getZodConstraint(formSchemas[name]))) {
    const digits = DIGIT_FIELDS[field];
    const { pattern: _pattern, ...rest }: FieldConstraint = rule;
    constraint[field] = digits
      ? { ...rest, pattern: `\\d{${digits}}`, maxLength: digits }
      : field === "otp"
        ? { ...rest, minLength: OTP_LENGTH, maxLength: OTP_LENGTH }
        : rest;
  }
  return constraint;
}

type Replyable = {
  reply(options: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult;
};

/**
 * An API refusal as conform's reply (spec 5): each error under the field of the same name
 * when the form has it, otherwise the message for the whole form (a rate limit, a duplicate
 * review). What the shopper typed comes back with it, except the fields in `hideFields`
 * (passwords).
 */
export function replyFromApi(
  submission: Replyable,
  envelope: Pick<ApiEnvelope<unknown>, "message" | "errors">,
  fields: readonly string[],
  hideFields?: string[],
): SubmissionResult {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(envelope.errors ?? {})) {
    if (fields.includes(name)) fieldErrors[name] = [message];
  }
  const onFields = Object.keys(fieldErrors).length > 0;
  return submission.reply({ fieldErrors, formErrors: onFields ? [] : [envelope.message], hideFields });
}

/**
 * Spec 7 and 8: a form the API answered with anything but 200 shows the API's message as an
 * error toast as well as on its fields. An action returns it as `toast` beside its `result`;
 * the root layout shows it (app/lib/action-toasts.ts). The enquiry forms do not: the spec
 * shows nothing for a refused contact form, so they keep their errors inline.
 */
export const refusalToast = (envelope: Pick<ApiEnvelope<unknown>, "message">): Toast => ({
  type: "error",
  message: envelope.message,
});
