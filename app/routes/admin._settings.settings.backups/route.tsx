import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminSubmit } from "~/components/admin/form-controls";
import { adminApi } from "~/lib/admin/api.server";
import { adminMeta } from "~/lib/admin/meta";
import { adminPage, adminRedirect } from "~/lib/admin/responses.server";
import { requireStaffSession } from "~/lib/admin/session.server";
import { formatFileSize } from "~/lib/format";
import * as css from "@styles/admin/admin.css";
import { formatDateTime } from "~/lib/format-date";
import type { backupStartedSchema, backupStatusSchema } from "@api/contract/schemas/admin-settings";
import type { z } from "zod";

export const meta = () => adminMeta("Backups");

type BackupRun = {
  status: "succeeded" | "failed";
  trigger: "schedule" | "command" | "back-office";
  startedAt: string;
  finishedAt: string;
  name: string | null;
  location: string | null;
  bytes: number | null;
  error: string | null;
};
type BackupStatus = z.output<typeof backupStatusSchema>;

const PATH = "/settings/backups";
const TRIGGER_LABELS: Record<BackupRun["trigger"], string> = {
  schedule: "Daily schedule",
  command: "npm run backup",
  "back-office": "Back up now",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<BackupStatus>({ request, ...auth }, PATH);
  if (answer.status !== 200) throw new Response(answer.message, { status: answer.status });
  return adminPage({ backups: answer.body }, auth.session);
}

/** "Back up now": the API queues the backup and answers at once; the page shows it when it ends. */
export async function action({ request }: ActionFunctionArgs) {
  const auth = await requireStaffSession(request);
  const answer = await adminApi<z.output<typeof backupStartedSchema>>({ request, ...auth }, PATH, { method: "POST" });
  return adminRedirect("/admin/settings/backups", auth.session, {
    type: answer.status === 200 ? "success" : "error",
    message: answer.message,
  });
}

function RunSummary({ run }: { run: BackupRun }) {
  return (
    <dl className={css.details}>
      <dt>When</dt>
      <dd>{formatDateTime(run.finishedAt)}</dd>
      <dt>Result</dt>
      <dd>{run.status === "succeeded" ? "Succeeded" : `Failed: ${run.error}`}</dd>
      {run.bytes !== null ? (
        <>
          <dt>Size</dt>
          <dd>{formatFileSize(run.bytes)}</dd>
        </>
      ) : null}
      {run.name ? (
        <>
          <dt>File</dt>
          <dd className={css.breakable}>
            {run.location}/{run.name}
          </dd>
        </>
      ) : null}
      <dt>Started by</dt>
      <dd>{TRIGGER_LABELS[run.trigger]}</dd>
    </dl>
  );
}

/** The owner's view of the shop's backups: the last one, whether it worked, and a way to make one now. */
export default function AdminBackupSettings() {
  const { backups } = useLoaderData<typeof loader>();
  const starting = useNavigation().state === "submitting";
  const { last, lastSucceeded, recent, overdue, schedule } = backups;

  return (
    <>
      <h1>Backups</h1>
      <p className={css.lead}>
        A backup holds every order, invoice, customer, product and image.{" "}
        {schedule.enabled
          ? `The API makes one on the schedule "${schedule.cron}" (cron, ${schedule.timeZone} time)`
          : "No backup is scheduled (BACKUP_CRON=off)"}
        ; each is kept for {schedule.keepDays} days in <span className={css.breakable}>{schedule.location}</span>.
      </p>
      {overdue ? (
        <div className={css.confirm} role="alert">
          {lastSucceeded
            ? `No backup has succeeded since ${formatDateTime(lastSucceeded.finishedAt)}.`
            : "The shop has no backup yet."}{" "}
          Make one now, and check the reason below if it fails.
        </div>
      ) : null}
      <section className={css.section} aria-labelledby="last-backup-heading">
        <h2 id="last-backup-heading" className={css.sectionTitle}>
          Last backup
        </h2>
        {last ? <RunSummary run={last} /> : <p>None yet.</p>}
        {last && last.status === "failed" && lastSucceeded ? (
          <>
            <h3>Last good backup</h3>
            <RunSummary run={lastSucceeded} />
          </>
        ) : null}
        <Form method="post">
          <AdminSubmit pending={starting}>Back up now</AdminSubmit>
        </Form>
      </section>
      {recent.length > 1 ? (
        <section className={css.section} aria-labelledby="recent-backups-heading">
          <h2 id="recent-backups-heading" className={css.sectionTitle}>
            Recent backups
          </h2>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Result</th>
                <th scope="col">Size</th>
                <th scope="col">Started by</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((run) => (
                <tr key={`${run.finishedAt}-${run.name ?? run.error}`}>
                  <td data-label="When">{formatDateTime(run.finishedAt)}</td>
                  <td data-label="Result">{run.status === "succeeded" ? "Succeeded" : `Failed: ${run.error}`}</td>
                  <td data-label="Size">{run.bytes === null ? "-" : formatFileSize(run.bytes)}</td>
                  <td data-label="Started by">{TRIGGER_LABELS[run.trigger]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
