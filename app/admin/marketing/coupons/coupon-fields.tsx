import { COUPON_LIMITS } from "@api/validation/coupon-states";
import * as formCss from "@styles/admin/forms.css";
import { discountTypeOptions } from "./coupon-options";
import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import type { useAdminForm } from "~/components/admin/use-admin-form";

type AdminForm = ReturnType<typeof useAdminForm>;

const numeric = { inputMode: "numeric", autoComplete: "off" } as const;

/**
 * A coupon's fields, the same on the new coupon's form and the edit form (the code and the active
 * switch are the new form's own). Dates and times are India's; the hints state the rules the API
 * applies (api/src/validation/admin-coupons.ts).
 */
export function CouponFields({ form }: { form: AdminForm }) {
  return (
    <>
      <AdminSelect
        label="Discount type"
        errors={form.errors("discountType")}
        options={discountTypeOptions}
        selectProps={{ ...form.field("discountType") }}
      />
      <AdminField
        label="Value"
        hint={`Whole percent (1 to ${COUPON_LIMITS.percentMax}) or whole rupees; a flat amount must be less than the minimum order.`}
        errors={form.errors("discount")}
        inputProps={{ ...form.field("discount"), ...numeric, required: true }}
      />
      <AdminField
        label="Minimum order (Rs)"
        hint="The order's subtotal before delivery; leave blank for any order."
        errors={form.errors("minimumOrder")}
        inputProps={{ ...form.field("minimumOrder"), ...numeric }}
      />
      <AdminField
        label="Description"
        hint="What the coupon is for, up to 200 characters; the checkout's coupon check returns it with the coupon."
        errors={form.errors("description")}
        inputProps={{ ...form.field("description"), autoComplete: "off" }}
      />
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.label}>Starts (India time)</legend>
        <AdminField
          label="Start date"
          errors={form.errors("validFromDate")}
          inputProps={{ ...form.field("validFromDate"), type: "date", required: true }}
        />
        <AdminField
          label="Start time"
          hint="Leave blank for midnight."
          errors={form.errors("validFromTime")}
          inputProps={{ ...form.field("validFromTime"), type: "time" }}
        />
      </fieldset>
      <fieldset className={formCss.fieldset}>
        <legend className={formCss.label}>Ends (India time)</legend>
        <AdminField
          label="End date"
          hint="Leave blank for no end."
          errors={form.errors("validUntilDate")}
          inputProps={{ ...form.field("validUntilDate"), type: "date" }}
        />
        <AdminField
          label="End time"
          hint="Leave blank for the whole end day."
          errors={form.errors("validUntilTime")}
          inputProps={{ ...form.field("validUntilTime"), type: "time" }}
        />
      </fieldset>
      <AdminField
        label="Usage limit"
        hint="How many orders may use it in all; leave blank for no limit."
        errors={form.errors("usageLimit")}
        inputProps={{ ...form.field("usageLimit"), ...numeric }}
      />
      <AdminField
        label="Uses per customer"
        hint="How many orders one customer may use it on; leave blank for no limit."
        errors={form.errors("usageLimitPerCustomer")}
        inputProps={{ ...form.field("usageLimitPerCustomer"), ...numeric }}
      />
    </>
  );
}

/** The new coupon's Active box: ticked unless the staff member unticked it before a refusal. */
export function CouponActiveBox({ form, checked }: { form: AdminForm; checked: boolean }) {
  const { id, name } = form.field("isActive");
  return (
    <div className={formCss.checkboxField}>
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className={formCss.checkbox}
      />
      <label htmlFor={id} className={formCss.label}>
        Active
      </label>
      <p id={`${id}-hint`} className={formCss.hint}>
        Shoppers can use it from its start. Untick to prepare it switched off.
      </p>
    </div>
  );
}
