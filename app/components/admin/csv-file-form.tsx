import { Form, useNavigation } from "@remix-run/react";
import * as css from "@styles/admin/admin.css";
import * as formCss from "@styles/admin/forms.css";
import { AdminFormErrors, AdminSubmit } from "./form-controls";

/**
 * A CSV import's file form: a plain multipart post (no JavaScript needed) with two buttons, the
 * dry run that only checks the file and the import. A refusal of the file shows by the field.
 */
export function CsvFileForm({ id, labelledBy, error }: { id: string; labelledBy: string; error: string | null }) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errorId = `${id}-error`;
  return (
    <Form method="post" encType="multipart/form-data" aria-labelledby={labelledBy}>
      <AdminFormErrors id={errorId} errors={error ? [error] : undefined} />
      <div className={formCss.field}>
        <label htmlFor={`${id}-file`} className={formCss.label}>
          CSV file
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".csv,text/csv"
          required
          className={formCss.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className={css.buttonRow}>
        <AdminSubmit name="intent" value="dry-run" pending={busy("dry-run")} className={css.secondaryButton}>
          Check the file (dry run)
        </AdminSubmit>
        <AdminSubmit name="intent" value="import" pending={busy("import")}>
          Import
        </AdminSubmit>
      </div>
    </Form>
  );
}
