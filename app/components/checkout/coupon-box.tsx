import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as css from "@styles/checkout/checkout.css";
import * as formCss from "@styles/forms/forms.css";
import { ErrorList } from "~/components/forms/error-list";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLiteForm } from "~/components/forms/use-lite-form";
import { formatPrice } from "~/lib/format";
import type { Quote } from "./types";

type Props = {
  /** The code kept in the session, if any. */
  applied: string | null;
  quote: Quote;
  lastResult?: SubmissionResult<string[]> | null;
  /** The API refused the applied coupon when the order was placed. */
  placeError?: string | null;
};

/**
 * The coupon's own form (spec 2 and 8): apply, or remove the one applied. A refused code
 * shows the API's errors.coupon under the box and keeps what was typed.
 */
export function CouponBox({ applied, quote, lastResult, placeError }: Props) {
  const navigation = useNavigation();
  const posting = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const form = useLiteForm({ id: "coupon-form", rules: "coupon", lastResult, shouldValidate: "onSubmit" });
  const errors = form.errors("coupon");

  if (applied) {
    const describe = quote.coupon
      ? quote.coupon.discountType === "PERCENTAGE"
        ? `${quote.coupon.discount}% off`
        : `${formatPrice(quote.coupon.discount)} off`
      : null;
    return (
      <Form method="post" className={css.applied}>
        <input type="hidden" name="intent" value="remove-coupon" />
        <div>
          <p className={css.muted}>
            Coupon <strong>{applied}</strong> applied{describe ? `: ${describe}` : null}
          </p>
          <ErrorList id="applied-coupon-error" errors={[placeError ?? quote.couponError]} />
        </div>
        <SubmitButton className={css.secondaryButton} pending={posting === "remove-coupon"} pendingLabel="Removing…">
          Remove<span className="visually-hidden"> coupon {applied}</span>
        </SubmitButton>
      </Form>
    );
  }

  return (
    <Form method="post" {...form.formProps}>
      <input type="hidden" name="intent" value="apply-coupon" />
      <label htmlFor={form.field("coupon").id} className={formCss.label}>
        Coupon code
      </label>
      <div className={css.couponRow}>
        <div className={css.couponInput}>
          <input
            {...form.field("coupon")}
            type="text"
            required
            maxLength={50}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? form.errorId("coupon") : undefined}
            className={formCss.control}
          />
          <ErrorList id={form.errorId("coupon")} errors={errors} />
        </div>
        <SubmitButton className={css.secondaryButton} pending={posting === "apply-coupon"} pendingLabel="Applying…">
          Apply coupon
        </SubmitButton>
      </div>
    </Form>
  );
}
