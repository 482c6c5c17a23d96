import { Form } from "@remix-run/react";
import { type DraftDetail, oneLineAddress } from "~/admin/orders/drafts/draft-options";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";
import * as css from "@styles/admin/admin.css";
import { DraftFormFields, type DraftForms, ErrorsFor } from "./draft-forms";

/** Where the order goes: one of the customer's saved addresses, or one typed here. */
export function DraftAddressSection({ draft, forms }: { draft: DraftDetail; forms: DraftForms }) {
  const { answered, busy } = forms;
  const addressForm = useAdminForm("typed-address", answered?.intent === "address-typed" ? answered.result : null, {
    addressType: "HOME",
    country: "India",
    name: draft.customer.name,
    mobile: draft.customer.mobile ?? "",
    email: draft.customer.email ?? "",
  });
  return (
    <section className={css.section} aria-labelledby="address-heading">
      <h2 id="address-heading" className={css.sectionTitle}>
        Delivery address
      </h2>
      <p>{draft.shippingAddress ? oneLineAddress(draft.shippingAddress) : "Not chosen yet."}</p>
      {draft.status === "open" ? (
        <>
          <ErrorsFor id="address-saved-error" messages={forms.whole("address-saved")} />
          {draft.addresses.length > 0 ? (
            <ul className={css.addressList} aria-label="Saved addresses">
              {draft.addresses.map((address) => (
                <li key={address.id}>
                  <Form method="post">
                    <DraftFormFields version={draft.version} intent="address-saved" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <address>{oneLineAddress(address)}</address>
                    <AdminSubmit
                      className={css.secondaryButton}
                      pending={busy("address-saved")}
                      aria-label={`Deliver to ${oneLineAddress(address)}`}
                    >
                      Deliver here
                    </AdminSubmit>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
          <h3 id="typed-address-heading">{draft.addresses.length > 0 ? "Or type an address" : "Type the address"}</h3>
          <Form method="post" key={addressForm.key} {...addressForm.formProps} aria-labelledby="typed-address-heading">
            <DraftFormFields version={draft.version} intent="address-typed" />
            <input type="hidden" name="addressType" value="HOME" />
            <AdminFormErrors id={addressForm.formErrorId} errors={addressForm.formErrors} />
            <AdminField
              label="Name"
              errors={addressForm.errors("name")}
              inputProps={{ ...addressForm.field("name"), autoComplete: "off" }}
            />
            <AdminField
              label="Mobile"
              errors={addressForm.errors("mobile")}
              inputProps={{ ...addressForm.field("mobile"), type: "tel", inputMode: "numeric", autoComplete: "off" }}
            />
            <AdminField
              label="Email"
              errors={addressForm.errors("email")}
              inputProps={{ ...addressForm.field("email"), type: "email", autoComplete: "off" }}
            />
            <AdminField
              label="Address"
              errors={addressForm.errors("address")}
              inputProps={{ ...addressForm.field("address"), autoComplete: "off" }}
            />
            <AdminField
              label="Landmark (optional)"
              errors={addressForm.errors("landmark")}
              inputProps={{ ...addressForm.field("landmark"), autoComplete: "off" }}
            />
            <AdminField
              label="Locality (optional)"
              errors={addressForm.errors("locality")}
              inputProps={{ ...addressForm.field("locality"), autoComplete: "off" }}
            />
            <AdminField
              label="Town/City"
              errors={addressForm.errors("city")}
              inputProps={{ ...addressForm.field("city"), autoComplete: "off" }}
            />
            <AdminField
              label="State"
              errors={addressForm.errors("state")}
              inputProps={{ ...addressForm.field("state"), autoComplete: "off" }}
            />
            <AdminField
              label="Country"
              errors={addressForm.errors("country")}
              inputProps={{ ...addressForm.field("country"), autoComplete: "off" }}
            />
            <AdminField
              label="Pincode"
              errors={addressForm.errors("pincode")}
              inputProps={{ ...addressForm.field("pincode"), inputMode: "numeric", autoComplete: "off" }}
            />
            <AdminSubmit className={css.secondaryButton} pending={busy("address-typed")}>
              Deliver to this address
            </AdminSubmit>
          </Form>
        </>
      ) : null}
    </section>
  );
}
