// The API's entry. On PostgreSQL it runs one worker per core (API_CONCURRENCY to choose), sharing
// API_PORT, each a whole instance (api/src/instance.ts); the embedded PGlite belongs to a single
// process, so on it the API stays one.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { runWorkers } from "@runtime/cluster.js";
import { serveClusterMetrics } from "@runtime/metrics-server.js";
import { createServiceLogger } from "@runtime/service-logger.js";
import { readApiEnv } from "./env";
import { apiWorkerCount } from "./worker-count";

const env = readApiEnv();
const count = apiWorkerCount({ DATABASE_URL: env.DATABASE_URL, API_CONCURRENCY: process.env.API_CONCURRENCY });
if (count > 1 && cluster.isPrimary) {
  const logger = createServiceLogger({ service: "api", level: env.LOG_LEVEL, format: env.LOG_FORMAT });
  runWorkers({ service: "api", count, exec: fileURLToPath(import.meta.url), logger });
  if (env.API_METRICS_PORT)
    serveClusterMetrics({ service: "api", port: env.API_METRICS_PORT, host: env.METRICS_HOST, logger });
} else {
  await import("./instance");
}
