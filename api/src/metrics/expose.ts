import { exposeMetrics } from "@runtime/metrics-server.js";
import type { Database } from "../db/client";
import type { ApiEnv } from "../env";
import type { Logger } from "../lib/logger";
import { watchDatabase } from "./database-metrics";
import { apiRegistry } from "./registry";

/**
 * Serves this process's numbers on API_METRICS_PORT (loopback unless METRICS_HOST), or through
 * the cluster's primary when this is one of its workers (server.ts). Unset: nothing listens.
 * Returns the listening server, if this process has one.
 */
export function exposeApiMetrics(env: ApiEnv, database: Pick<Database, "db" | "execute">, logger: Logger) {
  if (env.API_METRICS_PORT === undefined) return;
  watchDatabase(database, logger, { jobQueue: true });
  return exposeMetrics({
    registry: apiRegistry,
    port: env.API_METRICS_PORT,
    host: env.METRICS_HOST,
    service: "api",
    logger: {
      info: ({ event, ...fields }) => logger.info(String(event), fields),
      error: ({ event, ...fields }) => logger.error(String(event), fields),
    },
  });
}
