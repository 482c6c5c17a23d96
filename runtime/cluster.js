// @ts-check
import cluster from "node:cluster";
import os from "node:os";
import { RESTART_BACKOFF, restartWait } from "./restart-backoff.js";

/** Workers to run: `asked` (WEB_CONCURRENCY, API_CONCURRENCY) when a whole number above 0, else one per core. */
export function workerCount(/** @type {string | undefined} */ asked) {
  const count = Number(asked);
  return Number.isInteger(count) && count > 0 ? count : os.availableParallelism();
}

/** A worker still draining this long after the stop is killed. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * The primary of a Node cluster: `count` copies of `exec` share the port (the kernel spreads the
 * connections), a worker that dies is started again after a back-off, and SIGTERM or SIGINT drains
 * every worker before the primary ends.
 *
 * @param {{ service: string, count: number, exec: string, logger: import("pino").Logger, backoff?: typeof RESTART_BACKOFF }} options
 */
export function runWorkers({ service, count, exec, logger, backoff = RESTART_BACKOFF }) {
  cluster.setupPrimary({ exec });
  let stopping = false;
  /** @type {Map<number, number>} The wait each slot's next death sets. */
  const pending = new Map();

  const start = (/** @type {number} */ slot) => {
    const startedAt = Date.now();
    const worker = cluster.fork({ WORKER_SLOT: String(slot) });
    worker.on("exit", (code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        return;
      }
      const { wait, next } = restartWait(backoff, Date.now() - startedAt, pending.get(slot) ?? backoff.initialMs);
      pending.set(slot, next);
      logger.error({ event: `${service}.worker_died`, slot, code, signal, restartInMs: wait });
      setTimeout(() => {
        if (!stopping) start(slot);
      }, wait);
    });
    return worker;
  };

  // The first worker starts alone: the shop answers once it listens (about 0.5 s sooner on two
  // cores than when every worker loads at once), and the others start then, or if it dies first.
  let othersStarted = false;
  const startOthers = () => {
    if (othersStarted || stopping) return;
    othersStarted = true;
    for (let slot = 2; slot <= count; slot += 1) start(slot);
  };
  const first = start(1);
  first.once("listening", startOthers);
  first.once("exit", startOthers);

  const stop = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: `${service}.stopping`, signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
