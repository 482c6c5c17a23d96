// @ts-check
import cluster from "node:cluster";

/**
 * Says where the shop is, once: the workers of a cluster share the one port, so only the first
 * (or a process on its own) says it. A first worker started again after a crash says it again.
 *
 * @param {import("pino").Logger} logger
 * @param {{ host: string, port: number }} address
 */
export function announceListening(logger, { host, port }) {
  if (cluster.isWorker && process.env.WORKER_SLOT !== "1") return;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  logger.info({ event: "storefront.listening", url }, `Storefront on ${url}`);
}
