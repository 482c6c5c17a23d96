import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import * as blog from "@styles/admin/blog.css";
import * as css from "@styles/admin/admin.css";
import { AdminField, AdminFormErrors, AdminSubmit } from "~/components/admin/form-controls";
import { useAdminForm } from "~/components/admin/use-admin-form";

/**
 * One name field and its button: adds a sub-category, group or project under a parent, or renames
 * one. `hidden` carries the intent, the level and the row's (or parent's) id.
 */
export function ProjectNameForm({
  id,
  label,
  submitLabel,
  name,
  hidden,
  result,
  pending,
}: {
  id: string;
  /** The form's accessible name, like "Rename the group Lobbies". */
  label: string;
  submitLabel: string;
  name?: string;
  hidden: Record<string, string>;
  result?: SubmissionResult<string[]> | null;
  pending: boolean;
}) {
  const form = useAdminForm(id, result, name === undefined ? {} : { name });
  return (
    <Form
      method="post"
      key={form.key}
      {...form.formProps}
      aria-label={label}
      className={blog.categoryRow}
      preventScrollReset
    >
      {Object.entries(hidden).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <AdminFormErrors id={form.formErrorId} errors={form.formErrors} />
      <AdminField
        label="Name"
        errors={form.errors("name")}
        inputProps={{ ...form.field("name"), autoComplete: "off", required: true }}
      />
      <AdminSubmit pending={pending} className={css.secondaryButton}>
        {submitLabel}
      </AdminSubmit>
    </Form>
  );
}
