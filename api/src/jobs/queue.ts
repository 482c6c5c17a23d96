import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";

/**
 * The job queue: pg-boss, in the shop's own database (schema `jobs`), so timed and retried work
 * runs once across every API instance and outlives a restart. It talks through the
 * application's connection (PostgreSQL pool or in-process PGlite) rather than a pool of its own.
 */
export type JobQueue = PgBoss;

export async function startJobQueue(database: Pick<Database, "execute">, logger: Logger): Promise<JobQueue> {
  const queue = new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: "jobs",
  });
  // pg-boss reports failures of its own upkeep (maintenance, cron checks) here; a failing job's
  // error is recorded on the job itself.
  queue.on("error", (error) => logger.error("jobs.error", { error: String(error) }));
  await queue.start();
  return queue;
}

/** Lets running jobs finish (at most `timeoutMs`) and stops taking new ones. */
export async function stopJobQueue(queue: JobQueue, timeoutMs = 10_000) {
  await queue.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}
