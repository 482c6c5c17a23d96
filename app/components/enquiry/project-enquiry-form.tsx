import { Form, useActionData, useLocation } from "@remix-run/react";
import { HoneypotInputs } from "~/components/forms/honeypot-inputs";
import { ErrorList } from "~/components/forms/error-list";
import { CheckboxField, Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import * as css from "@styles/enquiry/enquiry.css";
import { FormErrors } from "~/components/forms/form-errors";
import { FormSection } from "./form-section";
import { MessageField, PersonFields } from "./person-fields";
import type { FormConstraint } from "~/components/forms/constraint";
import { replyFor } from "./types";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { useResetKey } from "./use-reset-key";

const INTENT = "project-enquiry";
const SECTION_ID = "enquiry-request";

function ProjectFields({
  constraint,
  interests,
  pending,
}: {
  constraint: FormConstraint;
  interests: readonly string[];
  pending: boolean;
}) {
  const { pathname, search } = useLocation();
  const form = useLiteForm({
    id: "project-enquiry-form",
    rules: "project",
    lastResult: replyFor(useActionData(), "project"),
    constraint,
  });
  const pincode = form.digits("pincode");
  const ticked = form.ticked("intrests");
  const interestErrors = form.errors("intrests");
  return (
    <Form method="post" action={`${pathname}${search}#${SECTION_ID}`} className={css.form} {...form.formProps}>
      <HoneypotInputs />
      <input type="hidden" name="intent" value={INTENT} />
      <FormErrors errors={form.formErrors} />
      <div className={css.columns}>
        <PersonFields form={form} />
        <Field
          label="Organization (optional)"
          errors={form.errors("organization")}
          inputProps={{ ...form.field("organization"), type: "text", autoComplete: "organization" }}
        />
        <Field
          label="Pincode"
          hint={pincode.maxLength ? `${pincode.maxLength} digits` : undefined}
          errors={form.errors("pincode")}
          inputProps={{
            // Text with a numeric keyboard, not type=number: a pincode is not a quantity to step or scroll.
            ...pincode,
            type: "text",
            autoComplete: "postal-code",
          }}
        />
      </div>
      <fieldset className={css.fieldset} aria-describedby={interestErrors ? "project-interests-error" : undefined}>
        <legend className={css.legend}>Interests (optional)</legend>
        <div className={css.checkGrid}>
          {interests.map((interest) => (
            <CheckboxField
              key={interest}
              label={interest}
              inputProps={{
                id: `project-interest-${interest.toLowerCase().replace(/\s+/g, "-")}`,
                name: "intrests",
                value: interest,
                defaultChecked: ticked.includes(interest),
              }}
            />
          ))}
        </div>
        <ErrorList id="project-interests-error" errors={interestErrors} />
      </fieldset>
      <MessageField form={form} label="Tell us about your project" />
      <SubmitButton pending={pending}>Send enquiry</SubmitButton>
    </Form>
  );
}

/**
 * The project page's 'Enquiry Request Form' (spec 2): the chosen interests go to the API
 * comma-joined as `intrests`, with inquiryType PROJECT.
 */
export function ProjectEnquiryForm({
  constraint,
  interests,
}: {
  constraint: FormConstraint;
  interests: readonly string[];
}) {
  const { key, submitting } = useResetKey((formData) => formData.get("intent") === INTENT);
  return (
    <FormSection
      id={SECTION_ID}
      title="Enquiry Request Form"
      intro="Planning a home, an office, a school or a hospital? Tell us about it and our projects team will get in touch."
      resets={key}
    >
      <ProjectFields key={key} constraint={constraint} interests={interests} pending={submitting} />
    </FormSection>
  );
}
