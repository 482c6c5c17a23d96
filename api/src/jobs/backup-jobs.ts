import { runBackup } from "../backups/create-backup";
import { createBackupStore } from "../backups/create-store";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import type { BackupTrigger } from "../db/schema";
import { type JobQueue, ensureQueue } from "./queue";

/** One backup of the database and the media store (backups/create-backup.ts). */
export const MAKE_BACKUP = "backups.make";

/**
 * Daily at BACKUP_CRON in BACKUP_TIME_ZONE (02:30 in India by default, the shop's quietest hour),
 * and whenever the owner asks from the back office. It runs inside an API process, the only
 * one that may read a PGlite directory while the shop serves; one at a time across instances
 * (`singleton`), never retried (a failure is recorded for the back office and tomorrow's run comes).
 */
export async function scheduleBackups(
  queue: JobQueue,
  deps: Pick<AppDeps, "env" | "storage" | "clock" | "logger">,
  database: Database,
) {
  const { env } = deps;
  await ensureQueue(queue, MAKE_BACKUP, { policy: "singleton", retryLimit: 0, expireInSeconds: 6 * 3600 });
  const store = createBackupStore(env);
  await queue.work<{ trigger?: BackupTrigger }>(MAKE_BACKUP, async ([job]) => {
    await runBackup(
      {
        database,
        url: env.DATABASE_URL,
        storage: deps.storage,
        env,
        store,
        clock: deps.clock,
        logger: deps.logger,
        keepDays: env.BACKUP_KEEP_DAYS,
      },
      job?.data?.trigger ?? "schedule",
    );
  });
  if (env.BACKUP_CRON === "off") await queue.unschedule(MAKE_BACKUP);
  else await queue.schedule(MAKE_BACKUP, env.BACKUP_CRON, { trigger: "schedule" }, { tz: env.BACKUP_TIME_ZONE });
}
