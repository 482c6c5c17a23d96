import { useState } from "react";
import * as css from "@styles/checkout/checkout.css";
import { Field } from "~/components/forms/field";
import type { LiteForm } from "~/components/forms/use-lite-form";

const FIELDS = ["buyerGstin", "buyerBusinessName"] as const;

/**
 * A business buyer's GSTIN and business name, for a B2B tax invoice. A plain <details>: it
 * opens and closes without JavaScript, and it comes back open when the server returns the form
 * with either field typed or refused, so the message is seen next to its field. The open state
 * follows the shopper's own toggling: an error put right while typing does not fold it away.
 */
export function BusinessBuyer({ form }: { form: LiteForm }) {
  const refused = FIELDS.some((key) => Boolean(form.errors(key)));
  const [open, setOpen] = useState(() => refused || FIELDS.some((key) => Boolean(form.value(key))));
  if (refused && !open) setOpen(true);
  return (
    <section className={css.panel} aria-label="Business buyer">
      <details className={css.business} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={css.businessSummary}>Buying for a business? Add GSTIN</summary>
        <div className={css.businessFields}>
          <Field
            label="GSTIN"
            hint="15 characters, e.g. 27AADCB2230M1ZT. Your tax invoice will show it."
            errors={form.errors("buyerGstin")}
            inputProps={{
              ...form.field("buyerGstin"),
              autoCapitalize: "characters",
              autoComplete: "off",
              spellCheck: false,
            }}
          />
          <Field
            label="Business name"
            hint="As registered for GST."
            errors={form.errors("buyerBusinessName")}
            inputProps={{ ...form.field("buyerBusinessName"), autoComplete: "organization" }}
          />
        </div>
      </details>
    </section>
  );
}
