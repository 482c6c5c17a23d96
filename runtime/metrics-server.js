// @ts-check
import cluster from "node:cluster";
import http from "node:http";
import { AggregatorRegistry } from "prom-client";

/** Where a process's numbers are read unless METRICS_HOST says otherwise: this machine only. */
const DEFAULT_METRICS_HOST = "127.0.0.1";

/**
 * @typedef {{ info: (fields: Record<string, unknown>) => void, error: (fields: Record<string, unknown>) => void }} MetricsLog pino's shape.
 * @typedef {{ port: number, host?: string, logger: MetricsLog, service: string }} MetricsServerOptions
 * @typedef {() => Promise<{ contentType: string, body: string }>} Scrape
 */

/**
 * Prometheus's scrape target: GET /metrics on its own port, bound to the loopback address by
 * default, so the shop's public listeners never answer it and no token is needed.
 *
 * @param {MetricsServerOptions & { scrape: Scrape }} options
 */
function serveMetrics({ port, host = DEFAULT_METRICS_HOST, logger, service, scrape }) {
  const server = http.createServer(async (req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found: the metrics are at /metrics\n");
      return;
    }
    try {
      const { contentType, body } = await scrape();
      res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" }).end(body);
    } catch (error) {
      logger.error({ event: `${service}.metrics_failed`, error: String(error) });
      res.writeHead(503, { "content-type": "text/plain" }).end("The metrics could not be gathered\n");
    }
  });
  server.listen(port, host, () =>
    logger.info({ event: `${service}.metrics_listening`, url: `http://${host}:${port}/metrics` }),
  );
  // Numbers are never worth keeping a stopping process alive for.
  server.unref();
  return server;
}

/**
 * The primary of a Node cluster answers for all its workers: each worker sends its own numbers
 * (answerClusterScrapes) and prom-client adds them up: counters and histograms summed, gauges as
 * each says (a count read from the database takes the largest, not the sum).
 *
 * @param {MetricsServerOptions} options
 */
export function serveClusterMetrics(options) {
  const aggregator = new AggregatorRegistry();
  return serveMetrics({
    ...options,
    scrape: async () => ({ contentType: aggregator.contentType, body: await aggregator.clusterMetrics() }),
  });
}

/**
 * In a cluster worker: answers the primary's requests for this worker's numbers, from `registry`.
 *
 * @param {import("prom-client").Registry} registry
 */
function answerClusterScrapes(registry) {
  AggregatorRegistry.setRegistries(registry);
  // Constructing one adds prom-client's message listener in this worker.
  new AggregatorRegistry();
}

/**
 * Serves `registry` on `port`: this process alone, or, in a cluster worker, through the primary
 * (which listens on the port itself).
 *
 * @param {MetricsServerOptions & { registry: import("prom-client").Registry }} options
 */
export function exposeMetrics({ registry, ...options }) {
  if (cluster.isWorker) return void answerClusterScrapes(registry);
  return serveMetrics({
    ...options,
    scrape: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  });
}

/**
 * METRICS_PORT (or API_METRICS_PORT) as a port number; unset or empty means no metrics listener.
 *
 * @param {string | undefined} value
 * @param {string} name
 */
export function metricsPort(value, name) {
  if (value === undefined || value === "") return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number (1-65535), got "${value}"`);
  return port;
}
