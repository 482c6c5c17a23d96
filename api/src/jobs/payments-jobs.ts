import type { AppDeps } from "../context";
import { releasePendingPayments } from "../resources/payments/payments.service";
import { type JobQueue, ensureQueue } from "./queue";

/** Gives back the stock of online orders left unpaid past PENDING_PAYMENT_TTL_MINUTES. */
export const RELEASE_UNPAID_ORDERS = "payments.release-unpaid-orders";

/**
 * Every minute (pg-boss's cron creates one job per minute across all instances). The
 * `singleton` policy lets no second sweep start while one is running anywhere; the sweep is
 * safe to repeat in any case (row locks, re-checked state, stock released once per order).
 */
export async function scheduleReleaseOfUnpaidOrders(
  queue: JobQueue,
  deps: Pick<AppDeps, "db" | "clock" | "env" | "gateway" | "logger">,
) {
  await ensureQueue(queue, RELEASE_UNPAID_ORDERS, { policy: "singleton", retryLimit: 0 });
  await queue.work(RELEASE_UNPAID_ORDERS, async () => {
    const released = await releasePendingPayments(deps);
    if (released > 0) deps.logger.info("payments.swept", { released });
  });
  await queue.schedule(RELEASE_UNPAID_ORDERS, "* * * * *");
}
