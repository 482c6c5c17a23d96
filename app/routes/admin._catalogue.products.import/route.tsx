import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { type CatalogueImportReport, LISTED_ROWS, describeChanges } from "./catalogue-import";
import type { ImportRunSummary } from "~/components/admin/import-run";
import { CsvFileForm } from "~/components/admin/csv-file-form";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { IMPORT_TOO_LARGE, MAX_IMPORT_MB } from "~/lib/admin/forms.server";
import { readImportForm } from "~/lib/admin/import-form.server";
import { adminData, adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import * as css from "@styles/admin/admin.css";

export const meta = () => adminMeta("Import and export the catalogue");

const NO_FILE = "Choose a CSV file to import.";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  return adminPage({}, auth.session);
}

/**
 * The file comes as a plain multipart post (no JavaScript needed) and goes on to the API, which
 * reads and judges every row. A dry run answers with its report on this page; an import is run by
 * a job, whose screen follows it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const refuse = (message: string, status = 400) =>
    adminData({ report: null, error: message, toast: { type: "error" as const, message } }, auth.session, { status });
  const read = await readImportForm(request, MAX_IMPORT_MB * 1024 * 1024, IMPORT_TOO_LARGE);
  if ("refused" in read) return refuse(read.refused, read.status);
  const file = read.form.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(NO_FILE);
  const body = new FormData();
  body.set("file", file);
  const dryRun = read.form.get("intent") !== "import";
  if (dryRun) body.set("dryRun", "yes");
  const answer = await adminApi<CatalogueImportReport | ImportRunSummary | null>(
    { request, ...auth },
    "/catalogue/import",
    { method: "POST", body },
  );
  if (answer.status === 202 && answer.body && "id" in answer.body)
    return adminRedirect(`/admin/imports/${answer.body.id}`, auth.session, {
      type: "success",
      message: answer.message,
    });
  if (!answer.body || !("dryRun" in answer.body)) return refuse(answer.errors.file ?? answer.message, answer.status);
  const report = answer.body;
  if (report.fileError) return refuse(report.fileError, answer.status);
  const type = report.counts.refused > 0 ? ("error" as const) : ("success" as const);
  return adminData({ report, error: null, toast: { type, message: answer.message } }, auth.session, {
    status: answer.status,
  });
}

/** The catalogue as a spreadsheet: download it, change prices and stock or add products, check the file, import it. */
export default function AdminCatalogueImport() {
  const answered = useActionData<typeof action>();
  const report = answered?.report ?? null;
  const error = answered?.error ?? null;

  return (
    <>
      <p>
        <Link to="/admin/products">Back to products</Link>
      </p>
      <h1>Import and export the catalogue</h1>
      <section className={css.section} aria-labelledby="export-heading">
        <h2 id="export-heading" className={css.sectionTitle}>
          Export
        </h2>
        <p className={css.lead}>
          One row per SKU: each plain product, and each colour or size of the others, with its prices, stock, order
          limit, categories, HSN code, GST rate and status.
        </p>
        <a href="/admin/products/export.csv" download className={css.secondaryButton}>
          Download the catalogue (CSV)
        </a>
      </section>

      <section className={css.section} aria-labelledby="import-heading">
        <h2 id="import-heading" className={css.sectionTitle}>
          Import
        </h2>
        <p className={css.lead}>
          Use the export&apos;s columns; only <code>sku</code> is needed. A row whose SKU the shop has changes what its
          cells give: mrp, selling_price, stock, maximum_order_quantity and active (yes or no); a blank cell keeps the
          value. A row with a new SKU adds a plain product: it needs name, categories (slugs joined by |), mrp,
          selling_price, hsn_code and gst_rate, and starts inactive unless active says yes. New colours and sizes are
          added on a product&apos;s page. Check the file first: the dry run lists every row&apos;s errors and changes
          nothing. An import checks every row again before writing any: a file with any error is not imported at all. It
          runs on its own page, which shows its progress; you may leave it and come back from{" "}
          <Link to="/admin/imports">the recent imports</Link>.
        </p>
        <CsvFileForm id="catalogue-import" labelledBy="import-heading" error={error} />
      </section>

      {report ? <ImportReport report={report} /> : null}
    </>
  );
}

function ImportReport({ report }: { report: CatalogueImportReport }) {
  const { counts } = report;
  const refused = report.rows.flatMap((row) =>
    row.action === "refused" ? Object.entries(row.errors).map(([column, message]) => ({ row, column, message })) : [],
  );
  const changing = report.rows.filter((row) => row.action === "update" || row.action === "create");
  const heading =
    counts.refused > 0
      ? `${counts.refused === 1 ? "1 row has" : `${counts.refused} rows have`} errors: correct them before importing`
      : "The file is ready to import";
  return (
    <section className={css.section} aria-labelledby="report-heading">
      <h2 id="report-heading" className={css.sectionTitle}>
        {heading}
      </h2>
      <p>
        {counts.rows} {counts.rows === 1 ? "row" : "rows"}: {counts.create} to add, {counts.update} to update,{" "}
        {counts.unchanged} unchanged, {counts.refused} with errors.
      </p>
      {refused.length > 0 ? (
        <table className={css.table}>
          <caption>Errors{refused.length > LISTED_ROWS ? ` (the first ${LISTED_ROWS})` : ""}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">SKU</th>
              <th scope="col">Column</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {refused.slice(0, LISTED_ROWS).map(({ row, column, message }) => (
              <tr key={`${row.row}-${column}`}>
                <th scope="row">{row.row}</th>
                <td data-label="SKU">{row.sku}</td>
                <td data-label="Column">{column}</td>
                <td data-label="Error">{message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {changing.length > 0 ? (
        <table className={css.table}>
          <caption>
            Changes the import would make
            {changing.length > LISTED_ROWS ? ` (the first ${LISTED_ROWS})` : ""}
          </caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">SKU</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {changing.slice(0, LISTED_ROWS).map((row) => (
              <tr key={row.row}>
                <th scope="row">{row.row}</th>
                <td data-label="SKU">{row.sku}</td>
                <td data-label="Change">
                  {row.action === "create"
                    ? `New product: ${row.product.name}`
                    : row.action === "update"
                      ? describeChanges(row.changes)
                      : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
