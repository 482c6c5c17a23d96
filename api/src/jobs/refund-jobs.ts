import type { AppDeps } from "../context";
import { refundsOf, submitRefund, unsubmittedRefunds } from "../resources/refunds/refunds.service";
import { type JobQueue, ensureQueue } from "./queue";

/** Sends one refund to the gateway: `{refundId}`. */
export const SUBMIT_REFUND = "refunds.submit";
/** Every minute: refunds whose job was lost (a crash after commit) or gave up are sent again. */
export const RESUBMIT_STALLED_REFUNDS = "refunds.resubmit-stalled";
/** A refund not accepted by the gateway this long after it was written is sent again by the sweep. */
export const STALLED_AFTER_MS = 15 * 60_000;

/**
 * Queues the order's refunds that the gateway has not accepted yet. Called after the
 * transaction that wrote them committed; the job may run more than once (a retry, the sweep),
 * which is safe: the refund's idempotency key makes the gateway answer its first refund again.
 */
export async function queueRefundsOf(deps: Pick<AppDeps, "db" | "jobs">, orderId: string) {
  if (!deps.jobs) return;
  const waiting = (await refundsOf(deps.db, orderId)).filter(
    (refund) => refund.status === "pending" && !refund.submittedAt,
  );
  for (const refund of waiting)
    await deps.jobs.send(SUBMIT_REFUND, { refundId: refund.id }, { singletonKey: refund.id });
}

export async function scheduleRefundJobs(queue: JobQueue, deps: Pick<AppDeps, "db" | "clock" | "gateway" | "logger">) {
  // Retried with growing pauses while the gateway does not answer (GatewayError is thrown).
  // `stately` with the refund's id as key: one job per refund waiting, so the sweep's resends of a
  // refund whose job is still queued or retrying are dropped.
  await ensureQueue(queue, SUBMIT_REFUND, { policy: "stately", retryLimit: 8, retryDelay: 30, retryBackoff: true });
  await queue.work<{ refundId: string }>(SUBMIT_REFUND, async ([job]) => {
    const result = await submitRefund(deps, job.data.refundId);
    deps.logger.info("refunds.submitted", { refundId: job.data.refundId, result });
  });
  await ensureQueue(queue, RESUBMIT_STALLED_REFUNDS, { policy: "singleton", retryLimit: 0 });
  await queue.work(RESUBMIT_STALLED_REFUNDS, async () => {
    const stalled = await unsubmittedRefunds(deps.db, new Date(deps.clock.now().getTime() - STALLED_AFTER_MS));
    for (const { id } of stalled) await queue.send(SUBMIT_REFUND, { refundId: id }, { singletonKey: id });
  });
  await queue.schedule(RESUBMIT_STALLED_REFUNDS, "* * * * *");
}
