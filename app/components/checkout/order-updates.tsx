import * as css from "@styles/checkout/checkout.css";
import { CheckboxField } from "~/components/forms/field";
import type { LiteForm } from "~/components/forms/use-lite-form";

/**
 * The shopper's opt-in to order updates on WhatsApp, besides the email or SMS every order gets.
 * A section of its own: under the payment methods it read as part of paying online.
 */
export function OrderUpdates({ form }: { form: LiteForm }) {
  return (
    <section className={css.panel} aria-labelledby="updates-title">
      <h2 id="updates-title" className={css.panelTitle}>
        Order updates
      </h2>
      <p className={css.muted}>Updates on your order come by email, or by SMS when there is no email address.</p>
      <CheckboxField
        label="Send me order updates on WhatsApp"
        inputProps={{ ...form.checkbox("whatsappOptIn"), form: form.id }}
      />
    </section>
  );
}
