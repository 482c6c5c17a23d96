// One API process: opens the database, serves the v1 API on API_PORT, drains on SIGTERM.
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed-if-empty";
import { markDataDirOwner } from "./backups/pglite-owner";
import { buildDeps } from "./deps";
import { readApiEnv } from "./env";
import { scheduleBackups } from "./jobs/backup-jobs";
import { scheduleSandboxCourierAutopilot } from "./jobs/courier-jobs";
import { scheduleGiftCardExpiry } from "./jobs/gift-card-jobs";
import { startImportJobs } from "./jobs/import-jobs";
import { startMailDelivery } from "./jobs/mail-jobs";
import { startOrderMessageDelivery } from "./jobs/order-messages-jobs";
import { scheduleReleaseOfUnpaidOrders } from "./jobs/payments-jobs";
import { startJobQueue, stopJobQueue, surviveLostJobWrites } from "./jobs/queue";
import { scheduleRefundJobs } from "./jobs/refund-jobs";
import { scheduleLowStockAlerts } from "./jobs/stock-jobs";
import { exposeApiMetrics } from "./metrics/expose";

const env = readApiEnv();
if (!env.DATABASE_URL) markDataDirOwner(env.PGLITE_DATA_DIR);
const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DATA_DIR }, {
  prepare: env.SEED_ON_EMPTY ? (db) => seedIfEmpty(db, env) : undefined,
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
});

const deps = buildDeps(env, database.db);
const app = createApp(deps);
if (env.NODE_ENV === "production" && deps.gateway.name === "sandbox") {
  deps.logger.error("payments.sandbox_in_production", { hint: "set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET" });
}
if (env.NODE_ENV === "production" && deps.courier.name === "sandbox") {
  deps.logger.error("courier.sandbox_in_production", { hint: "set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD" });
}
surviveLostJobWrites(deps.logger);
const jobs = await startJobQueue(database, deps.logger);
await scheduleReleaseOfUnpaidOrders(jobs, deps);
await scheduleLowStockAlerts(jobs, deps);
await scheduleSandboxCourierAutopilot(jobs, deps);
await startOrderMessageDelivery(jobs, deps);
await startMailDelivery(jobs, deps);
await scheduleRefundJobs(jobs, deps);
await startImportJobs(jobs, deps);
await scheduleBackups(jobs, deps, database);
await scheduleGiftCardExpiry(jobs, deps);
deps.jobs = jobs;
exposeApiMetrics(env, database, deps.logger);
// Only this machine by default: per-address limits trust X-Forwarded-For from local proxies alone.
const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.HOST }, (info) => {
  deps.logger.info("api.listening", {
    url: `${env.API_PUBLIC_URL}/v1`,
    host: env.HOST,
    port: info.port,
    database: database.kind,
  });
});

/** Stops taking connections and waits for the requests under way, for at most `timeoutMs`. */
function closeServer(timeoutMs: number) {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
      resolve();
    }, timeoutMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Kept-alive connections with no request under way would hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // /readyz answers 503 from now on, so a load balancer sends the next requests elsewhere.
  deps.lifecycle.draining = true;
  deps.logger.info("api.stopping", { signal });
  await closeServer(10_000);
  await stopJobQueue(jobs);
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
