import { Field } from "./field";
import type { LiteForm } from "./use-lite-form";

/** A new password and its confirmation, as the account-update rules check them. */
export function NewPasswordFields({ form }: { form: LiteForm }) {
  return (
    <>
      <Field
        label="New password"
        hint="At least 8 characters."
        errors={form.errors("password")}
        inputProps={{ ...form.field("password"), type: "password", autoComplete: "new-password" }}
      />
      <Field
        label="Confirm password"
        errors={form.errors("cPassword")}
        inputProps={{ ...form.field("cPassword"), type: "password", autoComplete: "new-password" }}
      />
    </>
  );
}
