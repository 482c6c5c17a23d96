/**
 * The server half of this area's forms (conform + zod, the Epic Stack way): constraints for
 * the markup, parsing with the shared schemas, and the API's refusals put back on fields.
 */
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { MOBILE_DIGITS, PINCODE_DIGITS } from "@api/validation/fields";
import { type FormName, PROJECT_INTERESTS, formSchemas } from "~/components/enquiry/form-schemas";
import type { FieldConstraint } from "~/components/enquiry/types";
import type { ApiEnvelope } from "./api.server";

/** The interest checkboxes of the project enquiry, for its loader (the schemas stay on the server). */
export { PROJECT_INTERESTS };

/** Fixed lengths the digits rules state only as a pattern; maxLength stops typing at them without JavaScript. */
const DIGIT_FIELDS: Record<string, number> = { mobile: MOBILE_DIGITS, pincode: PINCODE_DIGITS };

/**
 * Conform's constraints for a form (the HTML attributes that work without JavaScript). Only
 * the digit fields keep a pattern: the letters rule uses Unicode classes that some browsers
 * reject in a pattern attribute, and the server checks it anyway.
 */
export function formConstraint(name: FormName): Record<string, FieldConstraint> {
  const constraint: Record<string, FieldConstraint> = {};
  for (const [field, rule] of Object.entries(getZodConstraint(formSchemas[name]))) {
    const digits = DIGIT_FIELDS[field];
    const { pattern: _pattern, ...rest } = rule;
    constraint[field] = digits ? { ...rest, pattern: `\\d{${digits}}`, maxLength: digits } : rest;
  }
  return constraint;
}

type Replyable = { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult };

/**
 * An API refusal as conform's reply: each error on the field it names (spec 5), and the
 * message for the whole form when no field claims it (a rate limit, a duplicate review).
 * What the shopper typed comes back with it.
 */
export function replyFromApi(
  submission: Replyable,
  envelope: Pick<ApiEnvelope<unknown>, "message" | "errors">,
  fields: readonly string[],
): SubmissionResult {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(envelope.errors ?? {})) {
    if (fields.includes(name)) fieldErrors[name] = [message];
  }
  const onFields = Object.keys(fieldErrors).length > 0;
  return submission.reply({ fieldErrors, formErrors: onFields ? [] : [envelope.message] });
}
