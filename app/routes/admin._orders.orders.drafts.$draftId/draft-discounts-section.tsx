import { Form } from "@remix-run/react";
import type { DraftDetail } from "~/admin/orders/drafts/draft-options";
import { formatRupees } from "~/components/admin/customer-options";
import { AdminField, AdminSubmit } from "~/components/admin/form-controls";
import * as css from "@styles/admin/admin.css";
import { DraftFormFields, type DraftForms } from "./draft-forms";

/** The draft's coupon and, for staff who may give one, a discount by hand with its reason. */
export function DraftDiscountsSection({
  draft,
  mayDiscount,
  forms,
}: {
  draft: DraftDetail;
  mayDiscount: boolean;
  forms: DraftForms;
}) {
  const open = draft.status === "open";
  const { busy, errorsOf } = forms;
  const typedCoupon = forms.typedFor("coupon");
  const typedDiscount = forms.typedFor("discount");
  return (
    <section className={css.section} aria-labelledby="discount-heading">
      <h2 id="discount-heading" className={css.sectionTitle}>
        Discounts
      </h2>
      {open ? (
        <Form method="post" aria-label="Coupon" className={css.filters}>
          <DraftFormFields version={draft.version} intent="coupon" />
          <AdminField
            label="Coupon code"
            hint="Leave empty to remove the coupon."
            errors={errorsOf("coupon", (k) => k === "couponCode")}
            inputProps={{
              id: "coupon-code",
              name: "couponCode",
              defaultValue: typedCoupon ? typedCoupon.couponCode : (draft.couponCode ?? ""),
              autoComplete: "off",
            }}
          />
          <div className={css.buttonRow}>
            <AdminSubmit className={css.secondaryButton} pending={busy("coupon")}>
              Apply coupon
            </AdminSubmit>
          </div>
        </Form>
      ) : (
        <p>{draft.couponCode ? `Coupon ${draft.couponCode}` : "No coupon"}</p>
      )}
      {open && mayDiscount ? (
        <Form method="post" aria-labelledby="manual-discount-heading">
          <h3 id="manual-discount-heading">Discount by hand</h3>
          <DraftFormFields version={draft.version} intent="discount" />
          <AdminField
            label="Discount (Rs)"
            hint="Leave empty for none."
            errors={errorsOf("discount", (k) => k === "manualDiscount")}
            inputProps={{
              id: "manual-discount",
              name: "manualDiscount",
              inputMode: "decimal",
              defaultValue: typedDiscount
                ? typedDiscount.manualDiscount
                : draft.manualDiscount
                  ? String(draft.manualDiscount)
                  : "",
              autoComplete: "off",
            }}
          />
          <AdminField
            label="Reason"
            hint="Kept with the draft and in the audit log."
            errors={errorsOf("discount", (k) => k === "manualDiscountReason")}
            inputProps={{
              id: "manual-discount-reason",
              name: "manualDiscountReason",
              defaultValue: typedDiscount ? typedDiscount.manualDiscountReason : (draft.manualDiscountReason ?? ""),
              maxLength: 300,
              autoComplete: "off",
            }}
          />
          <AdminSubmit className={css.secondaryButton} pending={busy("discount")}>
            Save discount
          </AdminSubmit>
        </Form>
      ) : draft.manualDiscount ? (
        <p>
          Discount by hand: {formatRupees(draft.manualDiscount)} ({draft.manualDiscountReason})
        </p>
      ) : null}
    </section>
  );
}
