import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { AdminSubmit } from "~/components/admin/form-controls";
import {
  IMPORT_KIND_LABELS,
  IMPORT_SCREENS,
  IMPORT_STATE_LABELS,
  type ImportRunView,
  isFinished,
} from "~/components/admin/import-run";
import { Pager } from "~/components/admin/pager";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { formatDateTime } from "~/lib/format-date";
import * as css from "@styles/admin/admin.css";

export const meta = () => adminMeta("Import");

/** How often the screen asks again while an import runs, with JavaScript; without, the Refresh link does. */
const POLL_MS = 1_500;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const page = new URL(request.url).searchParams.get("page") ?? "1";
  const answer = await adminApi<ImportRunView>(
    { request, ...auth },
    `/imports/${encodeURIComponent(params.importId ?? "")}?${new URLSearchParams({ page })}`,
  );
  if (answer.status === 404) throw new Response("There is no such import.", { status: 404 });
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status === 400 ? 400 : 502 });
  return adminPage({ run: answer.body }, auth.session);
}

/** The one thing posted here: stop the import after the batch being written. */
export async function action({ request, params }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const here = `/admin/imports/${encodeURIComponent(params.importId ?? "")}`;
  const answer = await adminApi<ImportRunView>(
    { request, ...auth },
    `/imports/${encodeURIComponent(params.importId ?? "")}/cancel`,
    { method: "POST" },
  );
  if (answer.status === 404) throw new Response("There is no such import.", { status: 404 });
  return adminRedirect(here, auth.session, {
    type: answer.status === 200 ? "success" : "error",
    message: answer.message,
  });
}

const rows = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "row" : "rows"}`;

/** "2 added, 1 updated, 0 unchanged", in the words of the import's kind. */
function countsSentence(run: ImportRunView) {
  const c = (name: string) => run.counts[name] ?? 0;
  return run.kind === "catalogue"
    ? `${c("create")} added, ${c("update")} updated, ${c("unchanged")} unchanged`
    : `${c("added")} added, ${c("updated")} updated, ${c("unchanged")} unchanged`;
}

/**
 * One import: how far its job has got, its outcome and every row's error (a page at a time). It
 * runs without this page: with JavaScript the page asks again every POLL_MS; without, its Refresh
 * link does.
 */
export default function AdminImport() {
  const { run } = useLoaderData<typeof loader>();
  const finished = isFinished(run.state);
  const revalidator = useRevalidator();
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [finished, revalidator]);

  const back = IMPORT_SCREENS[run.kind];
  return (
    <>
      <p>
        <Link to={back.href}>{back.label}</Link> · <Link to="/admin/imports">All recent imports</Link>
      </p>
      <h1>
        {IMPORT_KIND_LABELS[run.kind]} import: {run.fileName}
      </h1>
      <section className={css.section} aria-labelledby="progress-heading">
        <h2 id="progress-heading" className={css.sectionTitle}>
          {IMPORT_STATE_LABELS[run.state]}
        </h2>
        <p aria-live="polite">
          {run.state === "queued"
            ? `Checking ${rows(run.rowsTotal)} before writing any.`
            : `${run.rowsDone.toLocaleString("en-IN")} of ${rows(run.rowsTotal)} written.`}
          {run.message ? ` ${run.message}` : ""}
        </p>
        <progress value={run.rowsDone} max={Math.max(run.rowsTotal, 1)} aria-labelledby="progress-heading" />
        {run.rowsDone > 0 ? <p>So far: {countsSentence(run)}.</p> : null}
        <p>
          Started by {run.staffName ?? "a former member of staff"} on {formatDateTime(run.createdAt)}
          {run.finishedAt ? `; finished on ${formatDateTime(run.finishedAt)}` : ""}.
        </p>
        {finished ? null : (
          <div className={css.buttonRow}>
            <Link to={`${location.pathname}${location.search}`} className={css.secondaryButton}>
              Refresh
            </Link>
            <Form method="post">
              <AdminSubmit pending={navigation.state === "submitting"} className={css.secondaryButton}>
                Cancel the import
              </AdminSubmit>
            </Form>
          </div>
        )}
      </section>

      {run.errorCount > 0 ? (
        <section className={css.section} aria-labelledby="errors-heading">
          <h2 id="errors-heading" className={css.sectionTitle}>
            Errors ({run.errorCount.toLocaleString("en-IN")})
          </h2>
          <table className={css.table}>
            <caption>Row errors{run.errorPages > 1 ? `, page ${run.errorPage} of ${run.errorPages}` : ""}</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                {run.kind === "catalogue" ? <th scope="col">SKU</th> : null}
                <th scope="col">Column</th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {run.errors.map((error) => (
                <tr key={`${error.row}-${error.field}`}>
                  <th scope="row">{error.row}</th>
                  {run.kind === "catalogue" ? <td data-label="SKU">{error.sku}</td> : null}
                  <td data-label="Column">{error.field}</td>
                  <td data-label="Error">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            search={location.search}
            page={run.errorPage}
            totalPages={run.errorPages}
            label="Pages of row errors"
          />
        </section>
      ) : null}
    </>
  );
}
