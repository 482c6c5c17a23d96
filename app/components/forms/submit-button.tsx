import type { ButtonHTMLAttributes, ReactNode } from "react";
import * as css from "@styles/forms/forms.css";

/**
 * Spec 4: a submit button is disabled with a spinner while its request runs. `pending`
 * comes from the caller (useNavigation or a fetcher), which knows which form is posting.
 */
export function SubmitButton({
  pending = false,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel?: ReactNode }) {
  return (
    <button
      type="submit"
      className={className ?? css.button}
      {...props}
      disabled={pending || props.disabled}
      aria-busy={pending || undefined}
    >
      {pending ? <span className={css.spinner} aria-hidden="true" /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
