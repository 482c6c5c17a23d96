import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as css from "@styles/admin/admin.css";
import { AdminField, AdminFormErrors, AdminSubmit } from "./form-controls";
import { useAdminForm } from "./use-admin-form";

/**
 * A plain file form (multipart, works without JavaScript): the image and its description. A refused
 * upload shows its errors by the fields and keeps the description; a browser cannot be handed the
 * file back, so it is chosen again. A successful one leaves the form empty, so a second click does
 * not upload the same picture twice: without JavaScript the redirect loads a new page; with it, the
 * form is reset once the redirect's page has loaded.
 */
export function ImageUploadForm({
  id,
  heading,
  hidden = {},
  result,
  submitLabel = "Upload picture",
  action,
}: {
  id: string;
  heading: string;
  hidden?: Record<string, string>;
  result?: SubmissionResult<string[]> | null;
  submitLabel?: string;
  /** Where the form posts, when one page has two upload forms that the action tells apart by address. */
  action?: string;
}) {
  const navigation = useNavigation();
  const form = useAdminForm(id, result);
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.has("image") === true &&
    Object.entries(hidden).every(([name, value]) => navigation.formData?.get(name) === value);
  const sent = useRef(false);
  const { ref } = form.formProps;
  useEffect(() => {
    if (pending) sent.current = true;
    else if (sent.current && navigation.state === "idle") {
      sent.current = false;
      // A refusal answers with its result (and remounts the form, keeping the description); success redirects with none.
      if (!result) ref.current?.reset();
    }
  }, [pending, navigation.state, result, ref]);
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      key={form.key}
      {...form.formProps}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>{heading}</h3>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <AdminField
        label="Image file"
        hint="JPEG, PNG or WebP, at most 10 MB."
        errors={form.errors("image")}
        inputProps={{
          id: `${id}-image`,
          name: "image",
          type: "file",
          accept: "image/jpeg,image/png,image/webp",
          required: true,
        }}
      />
      <AdminField
        label="Description (alt text)"
        hint="What the picture shows, for shoppers who cannot see it."
        errors={form.errors("alt")}
        inputProps={{ ...form.field("alt"), autoComplete: "off", maxLength: 150, required: true }}
      />
      <div className={css.buttonRow}>
        <AdminSubmit pending={pending}>{submitLabel}</AdminSubmit>
      </div>
    </Form>
  );
}
