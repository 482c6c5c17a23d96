// @ts-check
// The storefront's entry: one worker per core (WEB_CONCURRENCY to choose), each serving the Remix
// build on PORT (server/worker.js); a single process in development, where `remix dev` drives it.
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";
import { runWorkers, workerCount } from "../runtime/cluster.js";
import { logger } from "./logger.js";
import { metricsPort, serveClusterMetrics } from "../runtime/metrics-server.js";

const count = process.env.NODE_ENV === "development" ? 1 : workerCount(process.env.WEB_CONCURRENCY);
if (count > 1 && cluster.isPrimary) {
  runWorkers({ service: "storefront", count, exec: fileURLToPath(new URL("./worker.js", import.meta.url)), logger });
  const metrics = metricsPort(process.env.METRICS_PORT, "METRICS_PORT");
  if (metrics)
    serveClusterMetrics({ service: "storefront", port: metrics, host: process.env.METRICS_HOST || undefined, logger });
} else {
  await import("./worker.js");
}
