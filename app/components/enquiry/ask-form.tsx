import { Form, useActionData, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { SubmitButton } from "~/components/forms/submit-button";
import * as css from "@styles/enquiry/enquiry.css";
import { FormErrors } from "~/components/forms/form-errors";
import { MessageField, PersonFields } from "./person-fields";
import type { FormConstraint } from "~/components/forms/constraint";
import { replyFor } from "./types";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { useResetKey } from "./use-reset-key";

const ENQUIRY_INTENT = "enquiry";

function AskFields({ about, constraint, pending }: { about: string; constraint: FormConstraint; pending: boolean }) {
  const { pathname, search } = useLocation();
  const form = useLiteForm({
    id: "ask-form",
    rules: "enquiry",
    lastResult: replyFor(useActionData(), "enquiry"),
    constraint,
  });
  return (
    <Form method="post" action={`${pathname}${search}#ask`} className={css.form} preventScrollReset {...form.formProps}>
      <HoneypotInputs />
      <input type="hidden" name="intent" value={ENQUIRY_INTENT} />
      <input type="hidden" name="about" value={about} />
      <FormErrors errors={form.formErrors} />
      <PersonFields form={form} />
      <MessageField form={form} rows={3} />
      <SubmitButton pending={pending}>Send enquiry</SubmitButton>
    </Form>
  );
}

/**
 * The short enquiry of spec 3 (name, mobile, email, message), on the product page as 'Ask
 * about this product': a disclosure that stays closed until wanted, and opens by itself when
 * the server sends the form back with errors.
 */
export function AskAboutProduct({ about, constraint }: { about: string; constraint: FormConstraint }) {
  const refused = replyFor(useActionData(), "enquiry") !== undefined;
  // Fixed at the first render: the attribute must not close the disclosure under a shopper who opened it.
  const [openAtFirst] = useState(refused);
  const { key, submitting } = useResetKey((formData) => formData.get("intent") === ENQUIRY_INTENT);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    // The form under the button is new: the keyboard goes back to the disclosure's summary.
    if (key > 0) summary.current?.focus();
  }, [key]);
  return (
    <details id="ask" className={css.disclosure} open={openAtFirst || undefined}>
      <summary ref={summary} className={css.summary}>
        Ask about this product
      </summary>
      <p className={css.intro}>Questions about sizes, finishes or delivery? Leave your number and we will call you.</p>
      <AskFields key={key} about={about} constraint={constraint} pending={submitting} />
    </details>
  );
}
