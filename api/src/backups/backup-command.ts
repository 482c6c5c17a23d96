/**
 * `npm run backup`: one backup of the API's database (DATABASE_URL, otherwise PGLITE_DATA_DIR)
 * and its media store, kept in BACKUP_DIR or BACKUP_S3_BUCKET, older ones past BACKUP_KEEP_DAYS
 * removed. On PGlite it refuses while the API serves from the directory (the API's own daily
 * job, or the back office's "Back up now", backs up then).
 */
import { existsSync, readdirSync } from "node:fs";
import { openDatabase } from "../db/client";
import { readApiEnv } from "../env";
import { systemClock } from "../lib/clock";
import { createLogger } from "../lib/logger";
import { createObjectStorage } from "../services/storage/create-storage";
import { runBackup } from "./create-backup";
import { createBackupStore } from "./create-store";
import { refuseIfDataDirInUse } from "./pglite-owner";

const env = readApiEnv();
const started = performance.now();
try {
  if (!env.DATABASE_URL) {
    refuseIfDataDirInUse(env.PGLITE_DATA_DIR);
    if (!existsSync(env.PGLITE_DATA_DIR) || readdirSync(env.PGLITE_DATA_DIR).length === 0) {
      throw new Error(`There is no database to back up: the PGlite data directory ${env.PGLITE_DATA_DIR} is empty`);
    }
  }
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR });
  try {
    const store = createBackupStore(env);
    const made = await runBackup(
      {
        database,
        url: env.DATABASE_URL,
        storage: createObjectStorage(env),
        env,
        store,
        clock: systemClock,
        logger: createLogger("silent", env.LOG_FORMAT),
        keepDays: env.BACKUP_KEEP_DAYS,
      },
      "command",
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up the ${database.kind === "postgres" ? "PostgreSQL" : "PGlite"} database and ${made.manifest.media.objects.length} media files ` +
        `into ${store.location}/${made.name} (${(made.bytes / 1_048_576).toFixed(1)} MB) in ${seconds} s` +
        (made.removed.length ? `; removed ${made.removed.length} older than ${env.BACKUP_KEEP_DAYS} days` : ""),
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
