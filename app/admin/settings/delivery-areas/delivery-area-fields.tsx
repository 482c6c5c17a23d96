import { AdminField, AdminSelect } from "~/components/admin/form-controls";
import { COD_OPTIONS, STATE_OPTIONS } from "./delivery-area-options";
import type { useAdminForm } from "~/components/admin/use-admin-form";

/** City, state, delivery days and cash on delivery: the details shared by adding one, a range and editing. */
export function DeliveryAreaFields({ form }: { form: ReturnType<typeof useAdminForm> }) {
  return (
    <>
      <AdminField
        label="City"
        errors={form.errors("city")}
        inputProps={{ ...form.field("city"), autoComplete: "off", required: true, maxLength: 100 }}
      />
      <AdminSelect
        label="State"
        errors={form.errors("state")}
        options={STATE_OPTIONS}
        selectProps={{ ...form.field("state"), required: true }}
      />
      <AdminField
        label="Delivery days (optional)"
        hint="From 1 to 60; the shop then says 'Delivery by' that date. Leave blank for no estimate."
        errors={form.errors("deliveryDays")}
        inputProps={{ ...form.field("deliveryDays"), inputMode: "numeric", autoComplete: "off", maxLength: 2 }}
      />
      <AdminSelect
        label="Cash on delivery"
        errors={form.errors("codAvailable")}
        options={COD_OPTIONS}
        selectProps={{ ...form.field("codAvailable") }}
      />
    </>
  );
}
