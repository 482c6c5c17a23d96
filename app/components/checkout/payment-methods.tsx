import { type FieldMetadata, getCollectionProps } from "@conform-to/react";
import type { PAYMENT_METHODS } from "@api/validation/schemas";
import * as css from "../../../styles/checkout/checkout.css";
import { ErrorList } from "~/components/forms/error-list";

type Method = (typeof PAYMENT_METHODS)[number];

const METHODS: Record<Method, { label: string; help: string }> = {
  COD: { label: "Cash on delivery", help: "Pay in cash when your order is delivered." },
  Prepaid: {
    label: "Pay online: UPI, cards, net banking",
    help: "You will be taken to our secure payment partner to pay now; the order is placed once the payment succeeds.",
  },
};

/** Spec 4: COD is chosen unless the shopper picks Prepaid; the chosen method's description shows. */
export function PaymentMethods({ field }: { field: FieldMetadata<string | undefined> }) {
  return (
    <fieldset className={css.fieldset} aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className={css.legend}>Payment method</legend>
      <div className={css.methods}>
        {getCollectionProps(field, { type: "radio", options: Object.keys(METHODS) }).map(({ key, ...props }) => {
          const method = METHODS[props.value as Method];
          const helpId = `${props.id}-help`;
          return (
            <div key={key} className={css.method}>
              <input {...props} className={css.methodInput} aria-describedby={helpId} />
              <label htmlFor={props.id} className={css.methodLabel}>
                {method.label}
              </label>
              <p id={helpId} className={css.methodHelp}>
                {method.help}
              </p>
            </div>
          );
        })}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
