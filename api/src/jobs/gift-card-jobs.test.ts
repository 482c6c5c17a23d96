import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { giftCardMovements, giftCards } from "@api/db/schema";
import type { Logger } from "@api/lib/logger";
import { issueGiftCard } from "@api/resources/balances/gift-card-ledger";
import { createTestApi, type TestApi } from "@api/test/harness";
import { EXPIRE_GIFT_CARDS, scheduleGiftCardExpiry } from "./gift-card-jobs";
import { startJobQueue, stopJobQueue } from "./queue";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const quiet: Logger = { info: () => {}, error: () => {} };

const issue = (amountPaise: number) =>
  api.db.transaction((tx) =>
    issueGiftCard(tx, api.deps.env.AUTH_SECRET, { amountPaise, source: "ISSUED", reason: "Test", at: api.clock.now() }),
  );

it("writes off an expired card's balance once, daily at 00:05 India time, and leaves a card in date alone", async () => {
  const old = (await issue(150_000)).card;
  api.clock.advance(200 * 24 * 60 * 60_000);
  const recent = (await issue(70_000)).card;
  // A year and a day after the first card was issued: it has expired, the second has not.
  api.clock.advance(166 * 24 * 60 * 60_000);

  const queue = await startJobQueue(api, quiet);
  try {
    await scheduleGiftCardExpiry(queue, api.deps);
    expect((await queue.getSchedules()).map(({ name, cron, options }) => ({ name, cron, tz: options?.tz }))).toEqual([
      { name: EXPIRE_GIFT_CARDS, cron: "5 0 * * *", tz: "Asia/Kolkata" },
    ]);

    await queue.send(EXPIRE_GIFT_CARDS, {});
    const balanceOf = async (id: string) =>
      (await api.db.select().from(giftCards).where(eq(giftCards.id, id)))[0].balancePaise;
    await expect.poll(() => balanceOf(old.id), { timeout: 15_000 }).toBe(0);
    await queue.send(EXPIRE_GIFT_CARDS, {});
    await expect.poll(async () => (await queue.getQueueSize(EXPIRE_GIFT_CARDS)) === 0, { timeout: 15_000 }).toBe(true);

    const moves = await api.db.select().from(giftCardMovements).where(eq(giftCardMovements.giftCardId, old.id));
    expect(moves.map(({ kind, amountPaise, balanceAfterPaise }) => ({ kind, amountPaise, balanceAfterPaise }))).toEqual(
      expect.arrayContaining([{ kind: "EXPIRED", amountPaise: -150_000, balanceAfterPaise: 0 }]),
    );
    expect(moves.filter(({ kind }) => kind === "EXPIRED")).toHaveLength(1);
    expect(await balanceOf(recent.id)).toBe(70_000);
  } finally {
    await stopJobQueue(queue, 1_000);
  }
}, 60_000);
