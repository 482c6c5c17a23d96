import { Form, useActionData, useLocation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import * as css from "@styles/enquiry/enquiry.css";
import { FormErrors } from "~/components/forms/form-errors";
import { FormSection } from "./form-section";
import { MessageField, PersonFields } from "./person-fields";
import type { FormConstraint } from "~/components/forms/constraint";
import { replyFor } from "./types";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { useResetKey } from "./use-reset-key";

const INTENT = "contact";
const SECTION_ID = "tell-us";

function ContactFields({ constraint, pending }: { constraint: FormConstraint; pending: boolean }) {
  const { pathname } = useLocation();
  const lastResult = replyFor(useActionData(), "contact");
  const form = useLiteForm({ id: "contact-form", rules: "contact", lastResult, constraint });
  return (
    <Form method="post" action={`${pathname}#${SECTION_ID}`} className={css.form} {...form.formProps}>
      <HoneypotInputs />
      <input type="hidden" name="intent" value={INTENT} />
      <FormErrors errors={form.formErrors} />
      <div className={css.columns}>
        <PersonFields form={form} />
        <Field
          label="Subject"
          errors={form.errors("subject")}
          inputProps={{ ...form.field("subject"), type: "text" }}
        />
      </div>
      <MessageField form={form} />
      <SubmitButton pending={pending}>Send message</SubmitButton>
    </Form>
  );
}

/** Contact Us: the 'Tell Us Your Message' form (spec 2). */
export function ContactForm({ constraint }: { constraint: FormConstraint }) {
  const { key, submitting } = useResetKey((formData) => formData.get("intent") === INTENT);
  return (
    <FormSection id={SECTION_ID} title="Tell Us Your Message" resets={key}>
      <ContactFields key={key} constraint={constraint} pending={submitting} />
    </FormSection>
  );
}
