import { Form, useActionData, useLocation, useNavigation, useRouteLoaderData } from "@remix-run/react";
import type { FormEvent } from "react";
import { PINCODE_REQUIRED } from "~/lib/cart";
import type { PincodeStatus, checkDelivery } from "~/lib/pincode.server";
import type { loader as rootLoader } from "~/root";
import * as css from "@styles/product/product.css";

/** Spec 5: a pincode is digits only, at most six. */
function digitsOnly(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const cleaned = input.value.replace(/\D/g, "").slice(0, 6);
  if (cleaned !== input.value) input.value = cleaned;
}

/**
 * The delivery check (spec 2 and 7). A plain POST to this page's action, which remembers a
 * served pincode in the session and redirects back; a pincode that fails comes back with the
 * reason under the field. The same round trip with and without JavaScript.
 */
export function PincodeChecker({ saved }: { saved: PincodeStatus | null }) {
  const answer = useActionData<typeof checkDelivery>();
  // The page's other forms (review, enquiry, wishlist) answer through the same action.
  const failed = answer && "pincodeCheck" in answer ? answer.pincodeCheck : undefined;
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const checking = navigation.state === "submitting" && navigation.formData?.get("intent") === "check-pincode";
  // An add to cart refused for want of a pincode (spec 5) says so here too, not only in a toast.
  const toasts = useRouteLoaderData<typeof rootLoader>("root")?.toasts ?? [];
  const required = !saved && toasts.some((toast) => toast.message === PINCODE_REQUIRED);
  // A remembered pincode the shop no longer serves says so, as a fresh check would.
  const error =
    failed?.error ?? (required ? PINCODE_REQUIRED : undefined) ?? (saved && !saved.ok ? saved.error : undefined);
  const note = error || !saved?.ok ? null : saved.note;
  const describedBy = error ? "pincode-error" : note ? "pincode-status" : "pincode-hint";

  return (
    <section id="delivery" className={css.delivery} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={css.subheading}>
        Check delivery
      </h2>
      <Form
        method="post"
        // Without JavaScript the answer is a new page load: the fragment brings the shopper back here.
        action={`${pathname}${search}#delivery`}
        className={css.pincodeForm}
        noValidate
        preventScrollReset
      >
        <input type="hidden" name="intent" value="check-pincode" />
        <label htmlFor="pincode" className={css.fieldLabel}>
          Pincode
        </label>
        <div className={css.pincodeRow}>
          <input
            // A new answer from the server brings its own value into the field.
            key={failed?.pincode ?? saved?.pincode ?? ""}
            id="pincode"
            name="pincode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            defaultValue={failed?.pincode ?? saved?.pincode ?? ""}
            onInput={digitsOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={css.pincodeInput}
          />
          <button type="submit" className={css.secondaryButton}>
            {checking ? "Checking…" : "Check"}
          </button>
        </div>
        <div aria-live="polite">
          {error ? (
            <p id="pincode-error" className={css.fieldError}>
              {error}
            </p>
          ) : note ? (
            <p id="pincode-status" className={css.fieldSuccess}>
              <span className={css.deliveryLine}>{note.message}</span>
              {note.deliveryBy ? <span className={css.deliveryLine}>{note.deliveryBy}</span> : null}
              <span className={css.deliveryLine}>{note.cod}</span>
            </p>
          ) : (
            <p id="pincode-hint" className={css.fieldHint}>
              Enter your 6-digit pincode to see if we deliver there.
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}
