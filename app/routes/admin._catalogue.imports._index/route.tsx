import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { IMPORT_KIND_LABELS, IMPORT_STATE_LABELS, type ImportRunSummary } from "~/components/admin/import-run";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { formatDateTime } from "~/lib/format-date";
import * as css from "@styles/admin/admin.css";

export const meta = () => adminMeta("Recent imports");

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<ImportRunSummary[]>({ request, ...auth }, "/imports");
  if (answer.status !== 200) throw new Response(answer.message, { status: 502 });
  return adminPage({ runs: answer.body }, auth.session);
}

/** The newest imports of the catalogue and of delivery areas, each leading to its progress and errors. */
export default function AdminImports() {
  const { runs } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/admin/products/import">Import the catalogue</Link> ·{" "}
        <Link to="/admin/delivery-areas/import">Import delivery areas</Link>
      </p>
      <h1>Recent imports</h1>
      {runs.length === 0 ? (
        <p className={css.lead}>No file has been imported yet.</p>
      ) : (
        <table className={css.table}>
          <caption>The newest {runs.length === 1 ? "import" : `${runs.length} imports`}</caption>
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">Kind</th>
              <th scope="col">State</th>
              <th scope="col">Rows written</th>
              <th scope="col">Started</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <th scope="row">
                  <Link to={`/admin/imports/${run.id}`}>{run.fileName}</Link>
                </th>
                <td data-label="Kind">{IMPORT_KIND_LABELS[run.kind]}</td>
                <td data-label="State">{IMPORT_STATE_LABELS[run.state]}</td>
                <td data-label="Rows written">
                  {run.rowsDone.toLocaleString("en-IN")} of {run.rowsTotal.toLocaleString("en-IN")}
                </td>
                <td data-label="Started">{formatDateTime(run.createdAt)}</td>
                <td data-label="By">{run.staffName ?? "A former member of staff"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
