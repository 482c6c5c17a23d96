import pg from "pg";
import { Gauge } from "prom-client";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import { cachedFor } from "./cached";
import { apiRegistry } from "./registry";

/*
 * Read when Prometheus scrapes, never on a request's path. The pool's figures are the process's
 * own (several processes: summed). The queue and refund figures are counts in the shared
 * database: every process reports the same number, so they are combined with max, never sum, in
 * the cluster's answer (aggregator) and in the dashboard and alerts (deploy/prometheus).
 */

/** How long one reading of the database's counts serves scrapes. */
const DATABASE_READING_TTL_MS = 10_000;

type Watched = { database: Pick<Database, "db" | "execute">; logger: Logger; jobQueue: boolean };
let watched: Watched | null = null;

/** Starts reporting on `database`; `jobQueue` once pg-boss has made its schema there. */
export function watchDatabase(database: Watched["database"], logger: Logger, options: { jobQueue: boolean }) {
  watched = { database, logger, jobQueue: options.jobQueue };
  readCounts = cachedFor(DATABASE_READING_TTL_MS, () => countRows(database, options.jobQueue));
}

/** node-postgres's pool behind the Drizzle handle; none on PGlite (one connection, in this process). */
function poolOf(database: Watched["database"]) {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

new Gauge({
  name: "woodnest_db_pool_connections",
  help: "PostgreSQL connections of this process's pool: total open, idle, and queries waiting for one",
  labelNames: ["state"] as const,
  registers: [apiRegistry],
  collect() {
    const pool = watched && poolOf(watched.database);
    if (!pool) return;
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

new Gauge({
  name: "woodnest_db_pool_max",
  help: "The most connections this process's pool opens (absent on the embedded PGlite, which has none)",
  registers: [apiRegistry],
  collect() {
    const pool = watched && poolOf(watched.database);
    if (pool) this.set(pool.options.max);
  },
});

/** The pg-boss job states worth watching: waiting to run (created, retry), running, failed. */
const WATCHED_JOB_STATES = ["created", "retry", "active", "failed"];

new Gauge({
  name: "woodnest_job_queue_jobs",
  help: "Jobs in the database's queue by queue and state (created and retry: waiting; failed: kept until archived). The same in every process: combine with max",
  labelNames: ["queue", "state"] as const,
  aggregator: "max",
  registers: [apiRegistry],
  async collect() {
    const counts = await readCountsOrNothing();
    this.reset();
    for (const row of counts?.jobs ?? []) this.set({ queue: row.name, state: row.state }, Number(row.size));
  },
});

new Gauge({
  name: "woodnest_refunds_pending",
  help: "Refunds written but not yet settled by the gateway. The same in every process: combine with max",
  aggregator: "max",
  registers: [apiRegistry],
  async collect() {
    const counts = await readCountsOrNothing();
    if (counts) this.set(counts.refunds.count);
    else this.reset();
  },
});

new Gauge({
  name: "woodnest_refunds_pending_oldest_seconds",
  help: "Age of the oldest refund still pending (0 when none). The same in every process: combine with max",
  aggregator: "max",
  registers: [apiRegistry],
  async collect() {
    const counts = await readCountsOrNothing();
    if (counts) this.set(counts.refunds.oldestSeconds);
    else this.reset();
  },
});

type Counts = {
  jobs: { name: string; state: string; size: number | string }[];
  refunds: { count: number; oldestSeconds: number };
};

let readCounts: () => Promise<Counts> = () => Promise.reject(new Error("No database is watched"));

/** Two small queries: pending refunds use their (status, submitted_at) index; pg-boss keeps a table per queue. */
async function countRows(database: Watched["database"], jobQueue: boolean): Promise<Counts> {
  const refunds = await database.execute(
    "SELECT count(*)::int AS count, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest FROM refunds WHERE status = 'pending'",
  );
  const refundRow = refunds.rows[0] as { count: number; oldest: number };
  // pg-boss 10's own state count (its countStates) for the states watched, as 0 where a queue has
  // none (a series that exists, rather than none): its public API asks per queue and state range.
  const jobRows = jobQueue
    ? (
        await database.execute(
          `SELECT q.name, s.state, count(j.id)::int AS size
             FROM jobs.queue q CROSS JOIN unnest($1::text[]) AS s(state)
             LEFT JOIN jobs.job j ON j.name = q.name AND j.state::text = s.state
            GROUP BY q.name, s.state`,
          [WATCHED_JOB_STATES],
        )
      ).rows
    : [];
  return {
    jobs: jobRows as Counts["jobs"],
    refunds: { count: Number(refundRow.count), oldestSeconds: Number(refundRow.oldest) },
  };
}

/** A failed reading leaves those series out of this scrape (and is logged) rather than failing the whole scrape. */
async function readCountsOrNothing(): Promise<Counts | null> {
  if (!watched) return null;
  try {
    return await readCounts();
  } catch (error) {
    watched.logger.error("metrics.database_reading_failed", { error: String(error) });
    return null;
  }
}
