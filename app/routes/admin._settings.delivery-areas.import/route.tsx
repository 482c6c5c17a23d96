import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { CsvFileForm } from "~/components/admin/csv-file-form";
import { adminApi } from "~/lib/admin/api.server";
import { MAX_IMPORT_BYTES } from "~/lib/admin/forms.server";
import type { ImportRunSummary } from "~/components/admin/import-run";
import { readImportForm } from "~/lib/admin/import-form.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";
import type { pincodeImportReportSchema } from "@api/contract/schemas/admin-pincodes";
import type { z } from "zod";

export const meta = () => adminMeta("Import delivery areas");

type RowError = { row: number; field: string; message: string };
type ImportReport = z.output<typeof pincodeImportReportSchema>;

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
 * API's cap; the API parses and judges it. A dry run answers with its report here; an import the
 * API accepted is run by a job, whose screen follows it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const refuse = (message: string, status = 400) =>
    adminData({ report: null, error: message, toast: { type: "error" as const, message } }, auth.session, { status });
  // The file is refused as soon as it passes the API's cap, before the rest is read.
  const read = await readImportForm(request, MAX_IMPORT_BYTES, TOO_BIG);
  if ("refused" in read) return refuse(read.refused, read.status);
  const file = read.form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(NO_FILE);
  const dryRun = read.form.get("intent") !== "import";
  const answer = await adminApi<ImportReport | ImportRunSummary>({ request, ...auth }, "/pincodes/import", {
    method: "POST",
    body: { csv: await file.text(), dryRun, fileName: file.name },
  });
  if (answer.status === 202 && "id" in answer.body)
    return adminRedirect(`/admin/imports/${answer.body.id}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  if (answer.status === 200 && "dryRun" in answer.body) {
    const type = answer.body.errors.length ? ("error" as const) : ("success" as const);
    return adminData({ report: answer.body, error: null, toast: { type, message: answer.message } }, auth.session);
  }
  const errors = rowErrors(answer.errors);
  if (errors.length === 0) return refuse(answer.errors.csv ?? answer.message, answer.status);
  const report: ImportReport = { dryRun: false, rows: 0, added: 0, updated: 0, unchanged: 0, errors };
  return adminData({ report, error: null, toast: { type: "error" as const, message: answer.message } }, auth.session, {
    status: answer.status,
  });
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
          A CSV file of at most {MAX_IMPORT_BYTES / 1024} KB whose first line names the columns{" "}
          <code>pincode,city,state,deliveryDays,cod,active</code>. deliveryDays may be blank (no estimate); cod and
          active are yes or no (blank means yes). A pincode already served is updated. Check the file first: the dry run
          lists every row&apos;s errors and changes nothing. A file with any error is not imported at all. An import
          runs on its own page, which shows its progress; you may leave it and come back from{" "}
          <Link to="/admin/imports">the recent imports</Link>.
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
              Importing it would add {report.added}, update {report.updated} and leave {report.unchanged} unchanged of
              the {report.rows} valid {report.rows === 1 ? "row" : "rows"}.
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
