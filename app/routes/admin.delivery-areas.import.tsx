import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CsvFileForm } from "~/components/admin/csv-file-form";
import { adminApi } from "~/lib/admin/api.server";
import { MAX_IMPORT_BYTES } from "~/lib/admin/forms.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "../../styles/admin/admin.css";
import { FORM_UNREADABLE } from "~/lib/form-body.server";

export const meta = () => adminMeta("Import delivery areas");

type RowError = { row: number; field: string; message: string };
type ImportReport = { dryRun: boolean; rows: number; added: number; updated: number; unchanged: number; errors: RowError[] };

const TOO_BIG = `The file must be at most ${MAX_IMPORT_BYTES / 1024} KB`;
const NO_FILE = "Choose a CSV file to import";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  return adminPage({}, auth.session);
}

/** A refused import's errors come keyed "rows.{row}.{field}"; the screen lists them as a dry run does. */
function rowErrors(errors: Record<string, string>): RowError[] {
  return Object.entries(errors).flatMap(([key, message]) => {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    return match ? [{ row: Number(match[1]), field: match[2], message }] : [];
  });
}

/**
 * The file comes as a plain multipart post (no JavaScript needed), read into memory up to the
 * API's cap; the API parses and judges it. A dry run answers with its report here; an import that
 * went through goes back to the list with the counts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const refuse = (message: string, status = 400) => adminData({ report: null, error: message, toast: { type: "error" as const, message } }, auth.session, { status });
  let formData: FormData;
  try {
    // The file is refused as soon as it passes the API's cap, before the rest is read.
    formData = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMPORT_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse(TOO_BIG, 413);
    return refuse(FORM_UNREADABLE);
  }
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(NO_FILE);
  const dryRun = formData.get("intent") !== "import";
  const answer = await adminApi<ImportReport>({ request, ...auth }, "/pincodes/import", { method: "POST", body: { csv: await file.text(), dryRun } });
  if (answer.status === 200 && !dryRun) return adminRedirect("/admin/delivery-areas", auth.session, { type: "success", message: answer.message });
  if (answer.status === 200) {
    const type = answer.body.errors.length ? ("error" as const) : ("success" as const);
    return adminData({ report: answer.body, error: null, toast: { type, message: answer.message } }, auth.session);
  }
  const errors = rowErrors(answer.errors);
  if (errors.length === 0) return refuse(answer.errors.csv ?? answer.message, answer.status);
  const report: ImportReport = { dryRun: false, rows: 0, added: 0, updated: 0, unchanged: 0, errors };
  return adminData({ report, error: null, toast: { type: "error" as const, message: answer.message } }, auth.session, { status: answer.status });
}

export default function AdminImportDeliveryAreas() {
  const answered = useActionData<typeof action>();
  const report = answered?.report ?? null;
  const error = answered?.error ?? null;

  return (
    <>
      <p>
        <Link to="/admin/delivery-areas">Back to delivery areas</Link>
      </p>
      <h1>Import delivery areas</h1>
      <section className={css.section} aria-labelledby="file-heading">
        <h2 id="file-heading" className={css.sectionTitle}>
          The file
        </h2>
        <p className={css.lead}>
          A CSV file of at most {MAX_IMPORT_BYTES / 1024} KB whose first line names the columns <code>pincode,city,state,deliveryDays,cod,active</code>.
          deliveryDays may be blank (no estimate); cod and active are yes or no (blank means yes). A pincode already served is updated.
          Check the file first: the dry run lists every row&apos;s errors and changes nothing. A file with any error is not imported at all.
        </p>
        <CsvFileForm id="import" labelledBy="file-heading" error={error} />
      </section>

      {report ? (
        <section className={css.section} aria-labelledby="report-heading">
          <h2 id="report-heading" className={css.sectionTitle}>
            {report.errors.length === 0
              ? "The file is ready to import"
              : `${report.errors.length === 1 ? "1 error" : `${report.errors.length} errors`}: ${report.dryRun ? "fix them before importing" : "nothing was imported"}`}
          </h2>
          {report.dryRun ? (
            <p>
              Importing it would add {report.added}, update {report.updated} and leave {report.unchanged} unchanged of the {report.rows} valid{" "}
              {report.rows === 1 ? "row" : "rows"}.
            </p>
          ) : null}
          {report.errors.length > 0 ? (
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Column</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((rowError) => (
                  <tr key={`${rowError.row}-${rowError.field}`}>
                    <th scope="row">{rowError.row}</th>
                    <td data-label="Column">{rowError.field}</td>
                    <td data-label="Error">{rowError.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
