import type { SubmissionResult } from "@conform-to/react";
import type { FormName } from "~/components/forms/form-schemas";

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
