import { useFetcher, useLocation } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import type { PricedCartLine } from "~/lib/cart";
import * as css from "@styles/cart/cart.css";

type Intent = "increase" | "decrease" | "remove" | "set";

type Props = {
  intent: Intent;
  line: Pick<PricedCartLine, "key">;
  /** The button's accessible name when it shows a symbol or an icon, e.g. 'Decrease quantity of Kabir Fabric Sofa'. */
  label?: string;
  className?: string;
  formClassName?: string;
  /** For intent=set. */
  quantity?: number;
  disabled?: boolean;
  /** What the button shows; the label is its name when this is a symbol or an icon. */
  children: ReactNode;
};

/**
 * One small POST form to the cart action, which answers with a redirect back here. Without
 * JavaScript it is a plain form; with it a fetcher sends it, so the page and the focus stay
 * where they are while the cart and the header refresh.
 */
export function CartLineForm({ intent, line, label, className, formClassName, quantity, disabled, children }: Props) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const busy = fetcher.state !== "idle";
  // A second press before the first answer would race it over the same cookie.
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <fetcher.Form method="post" action="/cart" className={formClassName} onSubmit={onSubmit} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="key" value={line.key} />
      {quantity === undefined ? null : <input type="hidden" name="quantity" value={quantity} />}
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <button type="submit" className={className} aria-label={label} disabled={disabled} aria-busy={busy || undefined}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/**
 * − quantity + for one line, on /cart and in the header's preview. The minus stops at 1
 * (spec 5: a quantity never goes below 1); the remove button takes a line out.
 */
export function QuantityStepper({
  line,
  testId,
}: {
  line: Pick<PricedCartLine, "key" | "name" | "quantity">;
  testId?: string;
}) {
  return (
    <div className={css.stepper}>
      <CartLineForm
        intent="decrease"
        line={line}
        label={`Decrease quantity of ${line.name}`}
        className={css.stepButton}
        formClassName={css.inlineForm}
        disabled={line.quantity <= 1}
      >
        −
      </CartLineForm>
      <span className={css.quantity} aria-live="polite" data-testid={testId}>
        {line.quantity}
      </span>
      <CartLineForm
        intent="increase"
        line={line}
        label={`Increase quantity of ${line.name}`}
        className={css.stepButton}
        formClassName={css.inlineForm}
      >
        +
      </CartLineForm>
    </div>
  );
}
