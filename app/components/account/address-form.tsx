import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import * as css from "@styles/account/account.css";
import { useSubmitting } from "./use-submitting";
import type { FormConstraint } from "~/components/forms/constraint";
import { AddressFields } from "~/components/forms/address-fields";
import { FormErrors } from "~/components/forms/form-errors";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import type { ShippingAddress } from "~/lib/account";

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

  return (
    <Form method="post" {...form.formProps}>
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors id={form.formErrorId} errors={form.formErrors} className={css.formError} />
      <div className={css.formGrid}>
        <AddressFields
          form={form}
          classes={{
            typeGroup: `${css.radioGroup} ${css.fullWidth}`,
            typeRow: css.radioRow,
            typeLabel: css.radio,
          }}
        />
      </div>
      <SubmitButton pending={pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
