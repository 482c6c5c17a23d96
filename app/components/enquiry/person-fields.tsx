import { Field, TextareaField } from "~/components/forms/field";
import type { LiteForm } from "~/components/forms/use-lite-form";

/**
 * Name, Mobile and Email, the fields every enquiry starts with (spec 3). Spec 5's input
 * filters run once the form's rules have loaded; before that, and without JavaScript,
 * maxLength and inputMode hold the line and the server has the last word.
 */
export function PersonFields({ form }: { form: LiteForm }) {
  const mobile = form.digits("mobile");
  return (
    <>
      <Field
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.letters("name"), type: "text", autoComplete: "name" }}
      />
      <Field
        label="Mobile"
        hint={mobile.maxLength ? `${mobile.maxLength} digits, without +91 or 0` : undefined}
        errors={form.errors("mobile")}
        inputProps={{ ...mobile, type: "text", autoComplete: "tel-national" }}
      />
      <Field
        label="Email"
        errors={form.errors("email")}
        inputProps={{ ...form.field("email"), type: "email", autoComplete: "email" }}
      />
    </>
  );
}

export function MessageField({ form, label = "Message", rows = 5 }: { form: LiteForm; label?: string; rows?: number }) {
  return (
    <TextareaField
      label={`${label} (optional)`}
      errors={form.errors("message")}
      textareaProps={{ ...form.field("message"), rows }}
    />
  );
}
