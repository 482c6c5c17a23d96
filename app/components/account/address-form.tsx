import { type SubmissionResult, getCollectionProps, getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { ADDRESS_TYPES, addressSchema } from "@api/validation/schemas";
import { MOBILE_DIGITS, PINCODE_DIGITS } from "@api/validation/fields";
import * as css from "../../../styles/account/account.css";
import { digitsOnly, filterLetters } from "./input-filters";
import { useSubmitting } from "./use-submitting";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { type ShippingAddress, addressTypeText } from "~/lib/account";

type Props = {
  /** Add and edit forms must not share conform state when both were visited. */
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The saved address being edited; a new address starts as HOME in India (spec 3 and 9). */
  address?: ShippingAddress;
  /** Where to go after saving (spec 4: back to the previous screen); checked again on the server. */
  redirectTo?: string;
  submitLabel: string;
};

/** The address form of the account pages (spec 3 and 5), shared by Add and Edit. */
export function AddressForm({ id, lastResult, address, redirectTo, submitLabel }: Props) {
  const pending = useSubmitting();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: address ?? { addressType: "HOME", country: "India" },
    constraint: getZodConstraint(addressSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressSchema }),
  });
  const text = (field: (typeof fields)[keyof typeof fields]) => getInputProps(field, { type: "text" });

  return (
    <Form method="post" {...getFormProps(form)}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {form.errors?.length ? (
        <div className={css.formError}>
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
      ) : null}
      <div className={css.formGrid}>
        <Field
          label="Customer Name"
          errors={fields.name.errors}
          inputProps={{ ...text(fields.name), autoComplete: "name", onInput: filterLetters }}
        />
        <Field
          label="Mobile no"
          errors={fields.mobile.errors}
          inputProps={{ ...getInputProps(fields.mobile, { type: "tel" }), autoComplete: "tel-national", ...digitsOnly(MOBILE_DIGITS) }}
        />
        <Field
          label="Email Address"
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        />
        <Field
          label="Address"
          hint="House number, building and street"
          errors={fields.address.errors}
          inputProps={{ ...text(fields.address), autoComplete: "address-line1" }}
        />
        <Field label="Landmark (optional)" errors={fields.landmark.errors} inputProps={text(fields.landmark)} />
        <Field
          label="Locality (optional)"
          errors={fields.locality.errors}
          inputProps={{ ...text(fields.locality), autoComplete: "address-line2" }}
        />
        <fieldset className={`${css.radioGroup} ${css.fullWidth}`} aria-describedby={fields.addressType.errors ? fields.addressType.errorId : undefined}>
          <legend>Address type</legend>
          <div className={css.radioRow}>
            {getCollectionProps(fields.addressType, { type: "radio", options: [...ADDRESS_TYPES] }).map(({ key, ...props }) => (
              <label key={key} className={css.radio}>
                <input {...props} />
                {addressTypeText(props.value as ShippingAddress["addressType"])}
              </label>
            ))}
          </div>
          <ErrorList id={fields.addressType.errorId} errors={fields.addressType.errors} />
        </fieldset>
        <Field
          label="Country"
          errors={fields.country.errors}
          inputProps={{ ...text(fields.country), autoComplete: "country-name", onInput: filterLetters }}
        />
        <Field
          label="State"
          errors={fields.state.errors}
          inputProps={{ ...text(fields.state), autoComplete: "address-level1", onInput: filterLetters }}
        />
        <Field
          label="Town/City"
          errors={fields.city.errors}
          inputProps={{ ...text(fields.city), autoComplete: "address-level2", onInput: filterLetters }}
        />
        <Field
          label="Pincode"
          errors={fields.pincode.errors}
          inputProps={{ ...text(fields.pincode), autoComplete: "postal-code", ...digitsOnly(PINCODE_DIGITS) }}
        />
      </div>
      <SubmitButton pending={pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
