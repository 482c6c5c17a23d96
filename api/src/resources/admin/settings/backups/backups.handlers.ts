import type { AppContext } from "@api/context";
import { MAKE_BACKUP } from "@api/jobs/backup-jobs";
import { recordAudit } from "@api/lib/audit";
import { ApiError, ok } from "@api/lib/envelope";
import { backupStatus } from "./backup-status";

/** GET /v1/admin/settings/backups */
export async function getBackups(c: AppContext) {
  const { db, env, clock } = c.get("deps");
  return ok(c, await backupStatus(db, env, clock.now()));
}

/** POST /v1/admin/settings/backups: a backup now, made by the job queue like the daily one. */
export async function startBackup(c: AppContext) {
  const { db, jobs, clock } = c.get("deps");
  if (!jobs) throw new ApiError(503, "Backups are made by the job queue, which is not running in this API process");
  const id = await jobs.send(MAKE_BACKUP, { trigger: "back-office" });
  await recordAudit(db, {
    actor: c.get("staff"),
    action: "backup.start",
    entityType: "backup",
    entityId: id ?? "already-running",
    at: clock.now(),
  });
  return ok(
    c,
    { started: id !== null },
    id
      ? "A backup has started: it shows here when it ends"
      : "A backup is already under way: it shows here when it ends",
  );
}
