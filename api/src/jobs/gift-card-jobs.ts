import type { AppDeps } from "@api/context";
import { expireGiftCards } from "@api/resources/balances/gift-card-ledger";
import { type JobQueue, ensureQueue } from "./queue";

/** Writes off the balance of gift cards past their expiry (docs/decisions/gift-cards-and-store-credit.md). */
export const EXPIRE_GIFT_CARDS = "gift-cards.expire";

/**
 * Every day at five past midnight, India's time, once across all instances (pg-boss's cron and
 * `singleton`). A card past its expiry already cannot be spent, so the write-off only brings its
 * ledger up to date; each card is one short transaction that re-reads it under its lock, so a run
 * repeated or overlapping a spend writes nothing twice.
 */
export async function scheduleGiftCardExpiry(queue: JobQueue, deps: Pick<AppDeps, "db" | "clock" | "logger">) {
  await ensureQueue(queue, EXPIRE_GIFT_CARDS, { policy: "singleton", retryLimit: 2 });
  await queue.work(EXPIRE_GIFT_CARDS, async () => {
    const expired = await expireGiftCards(deps.db, deps.clock.now());
    if (expired > 0) deps.logger.info("gift_cards.expired", { expired });
  });
  await queue.schedule(EXPIRE_GIFT_CARDS, "5 0 * * *", {}, { tz: "Asia/Kolkata" });
}
