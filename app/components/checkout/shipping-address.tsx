import { type FieldMetadata, getCollectionProps, getInputProps } from "@conform-to/react";
import type { ADDRESS_TYPES } from "@api/validation/schemas";
import { Link } from "@remix-run/react";
import type { ChangeEvent } from "react";
import * as css from "../../../styles/checkout/checkout.css";
import { ErrorList } from "~/components/forms/error-list";
import { CheckboxField, Field } from "~/components/forms/field";
import { type InputFilters, digitsOnly, filterLetters } from "./input-filters";
import type { SavedAddress } from "./types";

type Fields = {
  [K in
    | "addressId"
    | "shipToDifferent"
    | "newAddress"
    | "shipping"
    | "name"
    | "mobile"
    | "email"
    | "address"
    | "landmark"
    | "locality"
    | "addressType"
    | "country"
    | "state"
    | "city"
    | "pincode"]: FieldMetadata<string | boolean | undefined>;
};

type AddressType = (typeof ADDRESS_TYPES)[number];

/** Every address type of the API, in its words (a type-only import: the schemas stay on the server). */
const ADDRESS_TYPE_TEXT: Record<AddressType, string> = { HOME: "Home", OFFICE: "Office" };

/** Where the account's address pages send the shopper back to. */
const BACK_HERE = "?redirectTo=/checkout";

/**
 * Spec 2 and 4: the saved addresses as a radio group, and 'Ship to Different Address' with the
 * full form. Without JavaScript every control is there and the server goes by the checkbox;
 * with it, ticking the box clears the saved choice and choosing a saved address unticks it.
 */
export function ShippingAddress({
  fields,
  addresses,
  digits,
  filters,
  revalidate,
}: {
  fields: Fields;
  addresses: SavedAddress[];
  /** How many digits a mobile and a pincode have (spec 9), from the API's field rules. */
  digits: { mobile: number; pincode: number };
  filters: InputFilters | null;
  /**
   * Checks the address choice again as soon as it changes. Left to the blur that a press of
   * Place order causes, 'Select Shipping Address' would vanish under the pointer and the
   * page would shift between press and release, losing the click.
   */
  revalidate: (name: string) => void;
}) {
  const hasSaved = addresses.length > 0;

  const onToggle = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) {
      const radios = event.currentTarget.form?.querySelectorAll<HTMLInputElement>(`input[name="${fields.addressId.name}"]`);
      radios?.forEach((radio) => {
        radio.checked = false;
      });
    }
    revalidate(fields.shipToDifferent.name);
  };
  const onChoose = () => {
    const toggle = document.getElementById(fields.shipToDifferent.id);
    if (toggle instanceof HTMLInputElement) toggle.checked = false;
    revalidate(fields.addressId.name);
  };

  const text = (field: FieldMetadata<string | boolean | undefined>) => getInputProps(field, { type: "text" });
  const shippingErrors = fields.shipping.errors;

  return (
    <section className={css.panel} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={css.panelTitle}>
        Shipping Address
      </h2>
      <div className={css.shipping}>
        <ErrorList id={fields.shipping.errorId} errors={shippingErrors} />
        {hasSaved ? (
          <fieldset className={css.fieldset} aria-describedby={shippingErrors ? fields.shipping.errorId : undefined}>
            <legend className={css.legend}>Saved addresses</legend>
            <ul className={css.savedList}>
              {getCollectionProps(fields.addressId, {
                type: "radio",
                options: addresses.map((a) => a._id),
              }).map(({ key, ...props }) => {
                const saved = addresses.find((a) => a._id === props.value) as SavedAddress;
                return (
                  <li key={key} className={css.savedItem}>
                    <input {...props} className={css.radio} onChange={onChoose} />
                    <div className={css.savedText}>
                      <label htmlFor={props.id}>
                        <span className={css.savedName}>{saved.name}</span>{" "}
                        <span className={css.muted}>({ADDRESS_TYPE_TEXT[saved.addressType]})</span>
                        <br />
                        {[saved.address, saved.landmark, saved.locality, saved.city, saved.state, saved.pincode, saved.country]
                          .filter(Boolean)
                          .join(", ")}
                        <br />
                        Mobile: {saved.mobile}
                      </label>
                      <Link to={`/my-account/address/${encodeURIComponent(saved._id)}${BACK_HERE}`}>
                        Edit<span className="visually-hidden"> the address of {saved.name}</span>
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className={css.inlineLinks}>
              <Link to={`/my-account/add-address${BACK_HERE}`}>Add a new address</Link>
            </p>
          </fieldset>
        ) : null}

        {hasSaved ? (
          <CheckboxField
            label="Ship to Different Address"
            inputProps={{
              ...getInputProps(fields.shipToDifferent, { type: "checkbox" }),
              className: `${css.radio} ${css.shipToggle}`,
              onChange: onToggle,
            }}
          />
        ) : (
          // With nothing saved, the typed address is the only choice.
          <input type="hidden" name={fields.shipToDifferent.name} value="on" />
        )}

        <div className={css.newAddress}>
          <Field
            label="Customer Name"
            errors={fields.name.errors}
            inputProps={{ ...text(fields.name), autoComplete: "name", onInput: filterLetters(filters) }}
          />
          <Field
            label="Mobile no"
            errors={fields.mobile.errors}
            inputProps={{ ...getInputProps(fields.mobile, { type: "tel" }), autoComplete: "tel-national", ...digitsOnly(digits.mobile, filters) }}
          />
          <Field
            label="Email Address"
            className={`${css.fullWidth}`}
            errors={fields.email.errors}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          />
          <Field
            label="Address"
            hint="House number, building and street"
            className={css.fullWidth}
            errors={fields.address.errors}
            inputProps={{ ...text(fields.address), autoComplete: "address-line1" }}
          />
          <Field label="Landmark (optional)" errors={fields.landmark.errors} inputProps={text(fields.landmark)} />
          <Field
            label="Locality (optional)"
            errors={fields.locality.errors}
            inputProps={{ ...text(fields.locality), autoComplete: "address-line2" }}
          />
          <fieldset className={`${css.fieldset} ${css.fullWidth}`}>
            <legend className={css.legend}>Address type</legend>
            <div className={css.radioRow}>
              {getCollectionProps(fields.addressType, { type: "radio", options: Object.keys(ADDRESS_TYPE_TEXT) }).map(({ key, ...props }) => (
                <label key={key} className={css.radioLabel}>
                  <input {...props} className={css.radio} />
                  {ADDRESS_TYPE_TEXT[props.value as AddressType]}
                </label>
              ))}
            </div>
            <ErrorList id={fields.addressType.errorId} errors={fields.addressType.errors} />
          </fieldset>
          <Field
            label="Country"
            errors={fields.country.errors}
            inputProps={{ ...text(fields.country), autoComplete: "country-name", onInput: filterLetters(filters) }}
          />
          <Field
            label="State"
            errors={fields.state.errors}
            inputProps={{ ...text(fields.state), autoComplete: "address-level1", onInput: filterLetters(filters) }}
          />
          <Field
            label="Town/City"
            errors={fields.city.errors}
            inputProps={{ ...text(fields.city), autoComplete: "address-level2", onInput: filterLetters(filters) }}
          />
          <Field
            label="Pincode"
            errors={fields.pincode.errors}
            inputProps={{ ...text(fields.pincode), autoComplete: "postal-code", ...digitsOnly(digits.pincode, filters) }}
          />
          <CheckboxField
            label="Save this address"
            className={css.fullWidth}
            inputProps={getInputProps(fields.newAddress, { type: "checkbox" })}
          />
        </div>
      </div>
    </section>
  );
}
