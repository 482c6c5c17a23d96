import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { FormConstraint } from "~/components/forms/constraint";
import { Field } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import * as enquiryCss from "@styles/enquiry/enquiry.css";
import * as css from "@styles/order-tracking/order-tracking.css";

const TRACKING_FORM_ID = "track-order";

/**
 * The order number and the mobile or email the order was placed with. A plain post, so it
 * works without JavaScript; what was typed comes back with the answer.
 */
export function TrackingForm({
  constraint,
  lastResult,
}: {
  constraint: FormConstraint;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const form = useLiteForm({ id: "order-tracking-form", rules: "orderTracking", lastResult, constraint });
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/order-tracking") === true;
  return (
    <section id={TRACKING_FORM_ID} className={enquiryCss.section} aria-labelledby={`${TRACKING_FORM_ID}-heading`}>
      <h2 id={`${TRACKING_FORM_ID}-heading`} className={enquiryCss.heading}>
        Track your order
      </h2>
      <p className={enquiryCss.intro}>
        Enter your order ID and the mobile number or email address you gave when you ordered. No sign-in needed.
      </p>
      <Form method="post" action="/order-tracking#order-status" className={enquiryCss.form} {...form.formProps}>
        <FormErrors id={form.formErrorId} errors={form.formErrors} />
        <div className={css.fields}>
          <Field
            label="Order ID"
            hint="For example FS100001, as in your order confirmation"
            errors={form.errors("orderId")}
            inputProps={{
              ...form.field("orderId"),
              type: "text",
              autoCapitalize: "characters",
              autoComplete: "off",
              spellCheck: false,
            }}
          />
          <Field
            label="Mobile or email"
            hint="The 10-digit mobile number or the email used for the order"
            errors={form.errors("contact")}
            inputProps={{ ...form.field("contact"), type: "text", autoComplete: "email", spellCheck: false }}
          />
        </div>
        <SubmitButton pending={pending}>Track order</SubmitButton>
      </Form>
    </section>
  );
}
