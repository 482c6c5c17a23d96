import { Form, useActionData, useLocation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { SubmitButton } from "~/components/forms/submit-button";
import * as css from "@styles/enquiry/enquiry.css";
import { FormErrors } from "~/components/forms/form-errors";
import { FormSection } from "./form-section";
import { MessageField, PersonFields } from "./person-fields";
import type { FormConstraint } from "~/components/forms/constraint";
import { replyFor } from "./types";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { useResetKey } from "./use-reset-key";

const INTENT = "dealer";
const SECTION_ID = "callback";

function DealerFields({ constraint, pending }: { constraint: FormConstraint; pending: boolean }) {
  const { pathname } = useLocation();
  const form = useLiteForm({
    id: "dealer-form",
    rules: "dealer",
    lastResult: replyFor(useActionData(), "dealer"),
    constraint,
  });
  return (
    <Form method="post" action={`${pathname}#${SECTION_ID}`} className={css.form} {...form.formProps}>
      <HoneypotInputs />
      <input type="hidden" name="intent" value={INTENT} />
      <FormErrors errors={form.formErrors} />
      <div className={css.columns}>
        <PersonFields form={form} />
      </div>
      <MessageField form={form} label="Your business and city" />
      <SubmitButton pending={pending}>Get A Callback</SubmitButton>
    </Form>
  );
}

/** Become a Dealer: the callback request (spec 2), sent as inquiryType BECOME_MEMBER. */
export function DealerForm({ constraint }: { constraint: FormConstraint }) {
  const { key, submitting } = useResetKey((formData) => formData.get("intent") === INTENT);
  return (
    <FormSection
      id={SECTION_ID}
      title="Request a callback"
      intro="Leave your details and our partnerships team will call you back."
      resets={key}
    >
      <DealerFields key={key} constraint={constraint} pending={submitting} />
    </FormSection>
  );
}
