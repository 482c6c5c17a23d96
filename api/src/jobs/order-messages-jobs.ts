import type { AppDeps } from "../context";
import { deliverOrderMessages } from "../resources/order-messages/deliver-order-messages";
import { type JobQueue, ensureQueue } from "./queue";

/** Sends the shopper notifications waiting in order_messages. */
export const DELIVER_ORDER_MESSAGES = "order-messages.deliver";

/** How soon after one drain the next runs: a shopper sees a message within a few seconds. */
export const DELIVERY_INTERVAL_SECONDS = 2;

/**
 * A chain of jobs: each drain, when done, queues the next one DELIVERY_INTERVAL_SECONDS later
 * (pg-boss's cron ticks only once a minute). The `stately` policy keeps at most one queued and one
 * running across every instance, so the chain never multiplies; the minute's cron restarts it if
 * it ever breaks. Two drains at once would still be safe: rows are claimed with SKIP LOCKED.
 */
export async function startOrderMessageDelivery(
  queue: JobQueue,
  deps: Pick<AppDeps, "db" | "clock" | "env" | "messenger" | "logger">,
) {
  await ensureQueue(queue, DELIVER_ORDER_MESSAGES, { policy: "stately", retryLimit: 0 });
  await queue.work(DELIVER_ORDER_MESSAGES, { pollingIntervalSeconds: 1 }, async () => {
    try {
      // A backlog is drained in batches within one job.
      for (let batch = await deliverOrderMessages(deps); batch.claimed > 0; batch = await deliverOrderMessages(deps)) {
        if (batch.sent > 0) deps.logger.info("order_messages.sent", { sent: batch.sent });
      }
    } finally {
      await queue.send(DELIVER_ORDER_MESSAGES, {}, { startAfter: DELIVERY_INTERVAL_SECONDS });
    }
  });
  await queue.send(DELIVER_ORDER_MESSAGES, {});
  await queue.schedule(DELIVER_ORDER_MESSAGES, "* * * * *");
}
