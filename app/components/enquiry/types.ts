import type { SubmissionResult } from "@conform-to/react";
import type { FormName } from "./form-schemas";

/** Conform's constraint of one field: the HTML attributes that hold without JavaScript. */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

export type FormConstraint = Record<string, FieldConstraint>;

/**
 * What this area's actions answer when a form comes back to the shopper; `form` tells the
 * forms of one page apart (the product page has three).
 */
export type FormReply = { form: FormName; result: SubmissionResult<string[]> };

/** The reply meant for `form`, out of whatever the page's action answered. */
export function replyFor(actionData: unknown, form: FormName): SubmissionResult<string[]> | undefined {
  const reply = actionData as Partial<FormReply> | undefined;
  return reply?.form === form ? reply.result : undefined;
}
