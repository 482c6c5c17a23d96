import { Link } from "@remix-run/react";
import type { ChangeEvent } from "react";
import * as css from "@styles/checkout/checkout.css";
import { ErrorList } from "~/components/forms/error-list";
import { AddressFields } from "~/components/forms/address-fields";
import { CheckboxField } from "~/components/forms/field";
import type { LiteForm } from "~/components/forms/use-lite-form";
import { addressLines, addressTypeText } from "~/lib/account";
import { SHIPPING_ERROR_KEY } from "./types";
import type { SavedAddress } from "@api/contract/schemas/addresses";

/** Where the account's address pages send the shopper back to. */
const BACK_HERE = "?redirectTo=/checkout";

/**
 * Spec 2 and 4: the saved addresses as a radio group, and 'Ship to Different Address' with the
 * full form. Without JavaScript every control is there and the server goes by the checkbox;
 * with it, ticking the box clears the saved choice and choosing a saved address unticks it.
 */
export function ShippingAddress({ form, addresses }: { form: LiteForm; addresses: SavedAddress[] }) {
  const hasSaved = addresses.length > 0;
  const toggleId = form.field("shipToDifferent").id;

  // The address choice is judged again as soon as it changes. Left to the blur that a press
  // of Place order causes, 'Select Shipping Address' would vanish under the pointer and the
  // page would shift between press and release, losing the click.
  const onToggle = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) {
      const radios = event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="addressId"]');
      radios?.forEach((radio) => {
        radio.checked = false;
      });
    }
    form.validate("shipToDifferent");
  };
  const onChoose = () => {
    const toggle = document.getElementById(toggleId);
    if (toggle instanceof HTMLInputElement) toggle.checked = false;
    form.validate("addressId");
  };

  const shippingErrors = form.errors(SHIPPING_ERROR_KEY);
  const shippingErrorId = form.errorId(SHIPPING_ERROR_KEY);

  return (
    <section className={css.panel} aria-labelledby="shipping-title">
      <h2 id="shipping-title" className={css.panelTitle}>
        Shipping Address
      </h2>
      <div className={css.shipping}>
        {hasSaved ? (
          // Named after the error's key: a refused submit takes the keyboard to this list (use-lite-form).
          <fieldset
            name={SHIPPING_ERROR_KEY}
            className={css.fieldset}
            aria-invalid={shippingErrors ? true : undefined}
            aria-describedby={shippingErrors ? shippingErrorId : undefined}
          >
            <legend className={css.legend}>Saved addresses</legend>
            <ErrorList id={shippingErrorId} errors={shippingErrors} />
            <ul className={css.savedList}>
              {addresses.map((saved) => {
                const props = form.radio("addressId", saved._id);
                return (
                  <li key={saved._id} className={css.savedItem}>
                    <input {...props} className={css.radio} onChange={onChoose} />
                    <div className={css.savedText}>
                      <label htmlFor={props.id}>
                        <span className={css.savedName}>{saved.name}</span>{" "}
                        <span className={css.muted}>({addressTypeText(saved.addressType)})</span>
                        <br />
                        {addressLines(saved).join(", ")}
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
        ) : (
          // The address chosen on an earlier page was deleted since: the message has no list to sit at.
          <ErrorList id={shippingErrorId} errors={shippingErrors} />
        )}

        {hasSaved ? (
          <CheckboxField
            label="Ship to Different Address"
            inputProps={{
              ...form.checkbox("shipToDifferent"),
              className: `${css.radio} ${css.shipToggle}`,
              onChange: onToggle,
            }}
          />
        ) : (
          // With nothing saved, the typed address is the only choice.
          <input type="hidden" name="shipToDifferent" value="on" />
        )}

        <div className={css.newAddress}>
          <AddressFields
            form={form}
            classes={{
              wide: css.fullWidth,
              typeGroup: `${css.fieldset} ${css.fullWidth}`,
              typeLegend: css.legend,
              typeRow: css.radioRow,
              typeLabel: css.radioLabel,
              typeInput: css.radio,
            }}
          />
          <CheckboxField label="Save this address" className={css.fullWidth} inputProps={form.checkbox("newAddress")} />
        </div>
      </div>
    </section>
  );
}
