import { ADDRESS_TYPES, addressTypeText } from "~/lib/account";
import { ErrorList } from "./error-list";
import { Field } from "./field";
import type { LiteForm } from "./use-lite-form";

/** The class names of the page the fields sit in: the account grid and the checkout panel differ. */
export type AddressFieldClasses = {
  /** Email and street address take a whole row where the grid has room for two fields. */
  wide?: string;
  typeGroup: string;
  typeLegend?: string;
  typeRow: string;
  typeLabel: string;
  typeInput?: string;
};

/**
 * Spec 5's address fields, with their labels, input filters and autocomplete tokens: the
 * account's Add and Edit pages and checkout's 'Ship to Different Address' draw the same form.
 */
export function AddressFields({ form, classes }: { form: LiteForm; classes: AddressFieldClasses }) {
  const text = (name: string) => ({ ...form.field(name), type: "text" });
  const typeErrors = form.errors("addressType");
  return (
    <>
      <Field
        label="Customer Name"
        errors={form.errors("name")}
        inputProps={{ ...form.letters("name"), type: "text", autoComplete: "name" }}
      />
      <Field
        label="Mobile no"
        errors={form.errors("mobile")}
        inputProps={{ ...form.digits("mobile"), type: "text", autoComplete: "tel-national" }}
      />
      <Field
        label="Email Address"
        className={classes.wide}
        errors={form.errors("email")}
        inputProps={{ ...form.field("email"), type: "email", autoComplete: "email" }}
      />
      <Field
        label="Address"
        hint="House number, building and street"
        className={classes.wide}
        errors={form.errors("address")}
        inputProps={{ ...text("address"), autoComplete: "address-line1" }}
      />
      <Field label="Landmark (optional)" errors={form.errors("landmark")} inputProps={text("landmark")} />
      <Field
        label="Locality (optional)"
        errors={form.errors("locality")}
        inputProps={{ ...text("locality"), autoComplete: "address-line2" }}
      />
      <fieldset className={classes.typeGroup} aria-describedby={typeErrors ? form.errorId("addressType") : undefined}>
        <legend className={classes.typeLegend}>Address type</legend>
        <div className={classes.typeRow}>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={classes.typeLabel}>
              <input {...form.radio("addressType", type)} className={classes.typeInput} />
              {addressTypeText(type)}
            </label>
          ))}
        </div>
        <ErrorList id={form.errorId("addressType")} errors={typeErrors} />
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
    </>
  );
}
