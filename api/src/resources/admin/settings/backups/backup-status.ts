import { desc, eq } from "drizzle-orm";
import { createBackupStore } from "@api/backups/create-store";
import type { DbOrTx } from "@api/db/client";
import { backupRuns } from "@api/db/schema";
import type { ApiEnv } from "@api/env";

/** Past this with no good backup, the settings say backups are overdue: a daily run missed twice. */
const OVERDUE_MS = 48 * 3_600_000;

const RUN_COLUMNS = {
  status: backupRuns.status,
  trigger: backupRuns.trigger,
  startedAt: backupRuns.startedAt,
  finishedAt: backupRuns.finishedAt,
  name: backupRuns.name,
  location: backupRuns.location,
  bytes: backupRuns.bytes,
  error: backupRuns.error,
};

/** What the owner's backup settings show: the last run (a failure shows as one), the last good one, the schedule. */
export async function backupStatus(db: DbOrTx, env: ApiEnv, now: Date) {
  const recent = await db.select(RUN_COLUMNS).from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(10);
  const [lastSucceeded] =
    recent[0]?.status === "succeeded"
      ? [recent[0]]
      : await db
          .select(RUN_COLUMNS)
          .from(backupRuns)
          .where(eq(backupRuns.status, "succeeded"))
          .orderBy(desc(backupRuns.finishedAt))
          .limit(1);
  const enabled = env.BACKUP_CRON !== "off";
  return {
    last: recent[0] ?? null,
    lastSucceeded: lastSucceeded ?? null,
    recent,
    overdue: enabled && (!lastSucceeded || now.getTime() - lastSucceeded.finishedAt.getTime() > OVERDUE_MS),
    schedule: {
      enabled,
      cron: env.BACKUP_CRON,
      timeZone: env.BACKUP_TIME_ZONE,
      keepDays: env.BACKUP_KEEP_DAYS,
      // No request is made: the store only names where it keeps backups.
      location: createBackupStore(env).location,
    },
  };
}
