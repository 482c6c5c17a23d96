import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { Logger } from "../lib/logger";

/**
 * The job queue: pg-boss, in the shop's own database (schema `jobs`), so timed and retried work
 * runs once across every API instance and outlives a restart. It talks through the
 * application's connection (PostgreSQL pool or in-process PGlite) rather than a pool of its own.
 */
export type JobQueue = PgBoss;

export async function startJobQueue(database: Pick<Database, "execute">, logger: Logger): Promise<JobQueue> {
  for (let attempt = 1; ; attempt += 1) {
    const queue = new PgBoss({
      db: { executeSql: (text, values) => database.execute(text, values) },
      schema: "jobs",
    });
    // pg-boss reports failures of its own upkeep (maintenance, cron checks) here; a failing job's
    // error is recorded on the job itself.
    queue.on("error", (error) => logger.error("jobs.error", { error: String(error) }));
    try {
      await queue.start();
      return queue;
    } catch (error) {
      // Instances starting together on a new database race to create the `jobs` schema: the
      // loser's CREATE SCHEMA fails (measured in test:scale: one API process of two exited and
      // was restarted); it starts again and finds the schema made.
      if (!isCreationRace(error) || attempt === 5) throw error;
      await queue.stop({ graceful: false, close: false }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** PostgreSQL's code for a row (here, a schema or table name) another transaction made first. */
const UNIQUE_VIOLATION = "23505";

const isCreationRace = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === UNIQUE_VIOLATION || code === DEADLOCK_DETECTED;
};

/** PostgreSQL's code for a transaction it aborted to break a deadlock. */
const DEADLOCK_DETECTED = "40P01";

/**
 * Creates a queue unless it exists. Instances starting together on one PostgreSQL race to create
 * the same queue's table, and PostgreSQL breaks the deadlock by failing one of them (measured:
 * one API process of two died at start); the loser tries again and finds the queue made.
 */
export async function ensureQueue(queue: JobQueue, name: string, options: Omit<PgBoss.Queue, "name"> = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await queue.getQueue(name)) return;
      await queue.createQueue(name, { name, ...options });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** Lets running jobs finish (at most `timeoutMs`) and stops taking new ones. */
export async function stopJobQueue(queue: JobQueue, timeoutMs = 10_000) {
  await queue.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
}

/**
 * pg-boss 10 marks a finished job complete (or failed) without awaiting it (manager.js, onFetch):
 * when the database goes away at that moment the write's rejection has nobody to hear it, and
 * Node would end the process (measured: one API process of two, in a restart under load). Such a
 * rejection is logged instead; the job stays active until its expiry and pg-boss runs it again,
 * as it does for any job whose worker vanished. Any other unhandled rejection still ends the
 * process, as before.
 */
export function surviveLostJobWrites(logger: Logger) {
  process.on("unhandledRejection", lostJobWriteHandler(logger));
}

export const lostJobWriteHandler = (logger: Logger) => (reason: unknown) => {
  if (!isDatabaseUnavailable(reason)) throw reason;
  logger.error("jobs.write_lost", { error: String(reason) });
};
