import type { PAYMENT_METHODS } from "@api/validation/schemas";
import * as css from "@styles/checkout/checkout.css";
import { ErrorList } from "~/components/forms/error-list";
import { formatPrice } from "~/lib/format";
import type { LiteForm } from "~/components/forms/use-lite-form";

type Method = (typeof PAYMENT_METHODS)[number];

const METHODS: Record<Method, { label: string; help: string }> = {
  COD: { label: "Cash on delivery", help: "Pay in cash when your order is delivered." },
  Prepaid: {
    label: "Pay online: UPI, cards, net banking",
    help: "You will be taken to our secure payment partner to pay now; the order is placed once the payment succeeds.",
  },
};

/** The owner's limit on cash on delivery by order value, and whether this order is above it. */
type CodLimit = { amount: number; exceeded: boolean } | null;

const codLimitNote = (limit: NonNullable<CodLimit>) =>
  limit.exceeded
    ? ` Not available for this order: cash on delivery is for orders up to ${formatPrice(limit.amount)}.`
    : ` Available for orders up to ${formatPrice(limit.amount)}.`;

/** Spec 4: COD is chosen unless the shopper picks Prepaid; the chosen method's description shows. */
export function PaymentMethods({ form, codLimit = null }: { form: LiteForm; codLimit?: CodLimit }) {
  const errors = form.errors("paymentMethod");
  return (
    <fieldset className={css.fieldset} aria-describedby={errors ? form.errorId("paymentMethod") : undefined}>
      <legend className={css.legend}>Payment method</legend>
      <div className={css.methods}>
        {(Object.keys(METHODS) as Method[]).map((method) => {
          const props = form.radio("paymentMethod", method);
          const helpId = `${props.id}-help`;
          return (
            <div key={method} className={css.method}>
              <input {...props} form={form.id} className={css.methodInput} aria-describedby={helpId} />
              <label htmlFor={props.id} className={css.methodLabel}>
                {METHODS[method].label}
              </label>
              <p id={helpId} className={css.methodHelp}>
                {METHODS[method].help}
                {method === "COD" && codLimit ? codLimitNote(codLimit) : null}
              </p>
            </div>
          );
        })}
      </div>
      <ErrorList id={form.errorId("paymentMethod")} errors={errors} />
    </fieldset>
  );
}
