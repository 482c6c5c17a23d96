import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import * as css from "../../../styles/account/account.css";
import { useSubmitting } from "./use-submitting";
import type { FormConstraint } from "~/components/forms/constraint";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { ADDRESS_TYPES, type ShippingAddress, addressTypeText } from "~/lib/account";

type Props = {
  /** Add and edit forms must not share state when both were visited. */
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The fields' HTML constraints, from the loader (formConstraint("address")). */
  constraint: FormConstraint;
  /** The saved address being edited; a new address starts as HOME in India (spec 3 and 9). */
  address?: ShippingAddress;
  /** Where to go after saving (spec 4: back to the previous screen); checked again on the server. */
  redirectTo?: string;
  submitLabel: string;
};

/** The address form of the account pages (spec 3 and 5), shared by Add and Edit. */
export function AddressForm({ id, lastResult, constraint, address, redirectTo, submitLabel }: Props) {
  const pending = useSubmitting();
  const form = useLiteForm({
    id,
    rules: "address",
    lastResult,
    constraint,
    defaultValue: address ?? { addressType: "HOME", country: "India" },
  });
  const text = (name: string) => ({ ...form.field(name), type: "text" });
  const addressTypeErrors = form.errors("addressType");

  return (
    <Form method="post" {...form.formProps}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
      <div className={css.formGrid}>
        <Field
          label="Customer Name"
          errors={form.errors("name")}
          inputProps={{ ...form.letters("name"), type: "text", autoComplete: "name" }}
        />
        <Field
          label="Mobile no"
          errors={form.errors("mobile")}
          inputProps={{ ...form.digits("mobile"), type: "tel", autoComplete: "tel-national" }}
        />
        <Field
          label="Email Address"
          errors={form.errors("email")}
          inputProps={{ ...form.field("email"), type: "email", autoComplete: "email" }}
        />
        <Field
          label="Address"
          hint="House number, building and street"
          errors={form.errors("address")}
          inputProps={{ ...text("address"), autoComplete: "address-line1" }}
        />
        <Field label="Landmark (optional)" errors={form.errors("landmark")} inputProps={text("landmark")} />
        <Field
          label="Locality (optional)"
          errors={form.errors("locality")}
          inputProps={{ ...text("locality"), autoComplete: "address-line2" }}
        />
        <fieldset
          className={`${css.radioGroup} ${css.fullWidth}`}
          aria-describedby={addressTypeErrors ? form.errorId("addressType") : undefined}
        >
          <legend>Address type</legend>
          <div className={css.radioRow}>
            {ADDRESS_TYPES.map((type) => (
              <label key={type} className={css.radio}>
                <input {...form.radio("addressType", type)} />
                {addressTypeText(type)}
              </label>
            ))}
          </div>
          <ErrorList id={form.errorId("addressType")} errors={addressTypeErrors} />
        </fieldset>
        <Field
          label="Country"
          errors={form.errors("country")}
          inputProps={{ ...form.letters("country"), type: "text", autoComplete: "country-name" }}
        />
        <Field
          label="State"
          errors={form.errors("state")}
          inputProps={{ ...form.letters("state"), type: "text", autoComplete: "address-level1" }}
        />
        <Field
          label="Town/City"
          errors={form.errors("city")}
          inputProps={{ ...form.letters("city"), type: "text", autoComplete: "address-level2" }}
        />
        <Field
          label="Pincode"
          errors={form.errors("pincode")}
          inputProps={{ ...form.digits("pincode"), type: "text", autoComplete: "postal-code" }}
        />
      </div>
      <SubmitButton pending={pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
