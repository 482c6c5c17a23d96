import { workerCount } from "@runtime/cluster.js";

/**
 * API processes to run: one per core (API_CONCURRENCY to choose) on PostgreSQL; always one on the
 * embedded PGlite, whose files belong to a single process.
 */
export function apiWorkerCount(env: { DATABASE_URL?: string; API_CONCURRENCY?: string }) {
  return env.DATABASE_URL ? workerCount(env.API_CONCURRENCY) : 1;
}
