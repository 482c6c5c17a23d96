import type { AppDeps } from "../context";
import { sendLowStockAlerts } from "@api/resources/admin/catalogue/stock/low-stock-email";
import { type JobQueue, ensureQueue } from "./queue";

/** Emails the catalogue staff the skus that fell to their low-stock threshold since the last run. */
export const SEND_LOW_STOCK_ALERTS = "stock.send-low-stock-alerts";

/**
 * Every minute, across all instances (pg-boss's cron), one run at a time (`singleton`): the
 * alerts themselves are written by the transactions that moved the stock, so an alert exists
 * exactly when its stock change committed, and a minute's crossings go out in one email.
 */
export async function scheduleLowStockAlerts(
  queue: JobQueue,
  deps: Pick<AppDeps, "db" | "clock" | "env" | "messenger" | "logger">,
) {
  await ensureQueue(queue, SEND_LOW_STOCK_ALERTS, { policy: "singleton", retryLimit: 0 });
  await queue.work(SEND_LOW_STOCK_ALERTS, async () => {
    const sent = await sendLowStockAlerts(deps);
    if (sent > 0) deps.logger.info("stock.low_stock_alerted", { skus: sent });
  });
  await queue.schedule(SEND_LOW_STOCK_ALERTS, "* * * * *");
}
