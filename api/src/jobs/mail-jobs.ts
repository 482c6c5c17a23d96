import type { AppDeps } from "../context";
import { deliverMail } from "../resources/mail-outbox/deliver-mail";
import { DELIVERY_INTERVAL_SECONDS } from "./order-messages-jobs";
import { type JobQueue, ensureQueue } from "./queue";

/** Sends the emails waiting in mail_outbox (enquiry notices and replies, newsletter welcomes). */
export const DELIVER_MAIL = "mail-outbox.deliver";

/**
 * The order messages' chain of jobs (order-messages-jobs.ts): each drain queues the next a few
 * seconds later, `stately` keeps the chain single across instances and the minute's cron restarts it.
 */
export async function startMailDelivery(queue: JobQueue, deps: Pick<AppDeps, "db" | "clock" | "messenger" | "logger">) {
  await ensureQueue(queue, DELIVER_MAIL, { policy: "stately", retryLimit: 0 });
  await queue.work(DELIVER_MAIL, { pollingIntervalSeconds: 1 }, async () => {
    try {
      for (let batch = await deliverMail(deps); batch.claimed > 0; batch = await deliverMail(deps)) {
        if (batch.sent > 0) deps.logger.info("mail_outbox.sent", { sent: batch.sent });
      }
    } finally {
      await queue.send(DELIVER_MAIL, {}, { startAfter: DELIVERY_INTERVAL_SECONDS });
    }
  });
  await queue.send(DELIVER_MAIL, {});
  await queue.schedule(DELIVER_MAIL, "* * * * *");
}
