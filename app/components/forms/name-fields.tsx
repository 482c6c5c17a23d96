import { Field } from "./field";
import type { LiteForm } from "./use-lite-form";

/** First and last name, letters only, with the browser's autofill tokens. */
export function NameFields({
  form,
  lastNameLabel = "Last name (optional)",
}: {
  form: LiteForm;
  lastNameLabel?: string;
}) {
  return (
    <>
      <Field
        label="First name"
        errors={form.errors("firstName")}
        inputProps={{ ...form.letters("firstName"), type: "text", autoComplete: "given-name" }}
      />
      <Field
        label={lastNameLabel}
        errors={form.errors("lastName")}
        inputProps={{ ...form.letters("lastName"), type: "text", autoComplete: "family-name" }}
      />
    </>
  );
}
