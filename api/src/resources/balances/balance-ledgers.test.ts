/**
 * The gift card and store credit ledgers: money on PGlite and, with API_TEST_DATABASE_URL, on
 * PostgreSQL, where the racing transactions run on separate connections and the second waits for
 * the first's lock.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbOrTx } from "@api/db/client";
import { giftCardMovements, giftCards, orders, storeCreditAccounts, storeCreditMovements } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { createTestApi, type TestApi } from "@api/test/harness";
import { normalisedGiftCardCode } from "@api/validation/gift-card-balance";
import {
  adjustGiftCard,
  disableGiftCard,
  expireGiftCards,
  findGiftCardByCode,
  giveBackGiftCards,
  issueGiftCard,
  spendGiftCard,
} from "./gift-card-ledger";
import { addStoreCredit, adjustStoreCredit, giveBackStoreCredit, spendStoreCredit } from "./store-credit-ledger";

let api: TestApi;
let customerId: string;
const pepper = () => api.deps.env.AUTH_SECRET;
const onPostgres = Boolean(process.env.API_TEST_DATABASE_URL);
/** A second later each time: a ledger is read in the order of its movements' times. */
function tick() {
  api.clock.advance(1000);
  return api.clock.now();
}

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  customerId = (await api.signIn()).customerId;
});
afterAll(() => api.close());

/** A placed order to spend on (the movements name it). */
async function newOrder() {
  const id = newId();
  await api.db.insert(orders).values({
    id,
    orderId: `GC${id.slice(0, 10)}`,
    customerId,
    orderStatus: "ORDERPLACED",
    paymentMethod: "COD",
    subtotalPaise: 100_000,
    totalPaise: 100_000,
    shippingAddress: {
      name: "Asha Verma",
      mobile: "9876543210",
      email: "asha@example.in",
      address: "1 MG Road",
      landmark: "",
      locality: "",
      addressType: "HOME",
      country: "India",
      state: "Karnataka",
      city: "Bengaluru",
      pincode: "560001",
    },
  });
  return id;
}

const issue = (amountPaise: number) =>
  api.db.transaction((tx) =>
    issueGiftCard(tx, pepper(), { amountPaise, source: "ISSUED", reason: "Complaint", at: tick() }),
  );

/** Holds the lock a moment on PostgreSQL, so the other transaction truly waits on it. */
const holdLock = (tx: DbOrTx) => (onPostgres ? tx.execute(sql`select pg_sleep(0.2)`) : Promise.resolve());

const cardMoves = (id: string) =>
  api.db
    .select()
    .from(giftCardMovements)
    .where(eq(giftCardMovements.giftCardId, id))
    .orderBy(asc(giftCardMovements.at), asc(giftCardMovements.id));
const cardRow = async (id: string) => (await api.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
const sum = (moves: { amountPaise: number }[]) => moves.reduce((total, move) => total + move.amountPaise, 0);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("a gift card", () => {
  it("is issued with a 16-character code and a 6-digit PIN given once, kept only as hashes, valid a year", async () => {
    const { card, code, pin } = await issue(50_000);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(pin).toMatch(/^\d{6}$/);
    const row = await cardRow(card.id);
    expect(JSON.stringify(row)).not.toContain(normalisedGiftCardCode(code));
    expect(row).toMatchObject({
      balancePaise: 50_000,
      initialPaise: 50_000,
      status: "ACTIVE",
      codeLast4: code.slice(-4),
    });
    expect(row.expiresAt.getTime() - api.clock.now().getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(await cardMoves(card.id)).toMatchObject([
      { kind: "ISSUED", amountPaise: 50_000, balanceAfterPaise: 50_000 },
    ]);

    const typed = ` ${normalisedGiftCardCode(code)
      .toLowerCase()
      .replace(/(.{4})/g, "$1 ")}`;
    expect((await findGiftCardByCode(api.db, pepper(), typed, pin))?.id).toBe(card.id);
    const otherPin = pin === "000000" ? "000001" : "000000";
    expect(await findGiftCardByCode(api.db, pepper(), code, otherPin)).toBeNull();
    expect(await findGiftCardByCode(api.db, pepper(), "AAAA-AAAA-AAAA-AAAA", pin)).toBeNull();
  });

  it("is spent up to its balance and refuses more, saying what is left", async () => {
    const { card } = await issue(50_000);
    const orderId = await newOrder();
    await api.db.transaction((tx) => spendGiftCard(tx, { cardId: card.id, amountPaise: 30_000, orderId, at: tick() }));
    const refused = await refusal(
      api.db.transaction((tx) => spendGiftCard(tx, { cardId: card.id, amountPaise: 20_001, orderId, at: tick() })),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: "BALANCE_TOO_LOW",
      message: "Only Rs 200 is left on this gift card",
    });
    expect((await cardRow(card.id)).balancePaise).toBe(20_000);
  });

  it("spends its last rupees once when two checkouts race for them", async () => {
    const { card } = await issue(50_000);
    const [first, second] = [await newOrder(), await newOrder()];
    const spend = (orderId: string) =>
      api.db.transaction(async (tx) => {
        const spent = await spendGiftCard(tx, { cardId: card.id, amountPaise: 40_000, orderId, at: tick() });
        await holdLock(tx);
        return spent;
      });
    const results = await Promise.allSettled([spend(first), spend(second)]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failed = results.find((result) => result.status === "rejected");
    expect(failed?.reason).toMatchObject({ status: 409, code: "BALANCE_TOO_LOW" });
    const row = await cardRow(card.id);
    expect(row.balancePaise).toBe(10_000);
    const moves = await cardMoves(card.id);
    expect(moves.map((move) => move.kind)).toEqual(["ISSUED", "SPENT"]);
    expect(sum(moves)).toBe(row.balancePaise);
  });

  it("gets back what a cancelled order spent, once, however often or at once it is given back", async () => {
    const [{ card: a }, { card: b }] = [await issue(50_000), await issue(60_000)];
    const orderId = await newOrder();
    await api.db.transaction(async (tx) => {
      await spendGiftCard(tx, { cardId: a.id, amountPaise: 50_000, orderId, at: tick() });
      await spendGiftCard(tx, { cardId: b.id, amountPaise: 10_000, orderId, at: tick() });
    });
    const giveBack = () =>
      api.db.transaction(async (tx) => {
        const given = await giveBackGiftCards(tx, { orderId, at: tick() });
        await holdLock(tx);
        return given;
      });
    const [one, two] = await Promise.all([giveBack(), giveBack()]);
    expect([one.length, two.length].sort()).toEqual([0, 2]);
    expect(await giveBack()).toEqual([]);
    for (const [card, initial] of [
      [a, 50_000],
      [b, 60_000],
    ] as const) {
      const moves = await cardMoves(card.id);
      expect(moves.map((move) => move.kind)).toEqual(["ISSUED", "SPENT", "GIVEN_BACK"]);
      expect((await cardRow(card.id)).balancePaise).toBe(initial);
      expect(sum(moves)).toBe(initial);
    }
  });

  it("is adjusted by staff either way but never below zero", async () => {
    const { card } = await issue(50_000);
    const adjust = (amountPaise: number) =>
      api.db.transaction((tx) =>
        adjustGiftCard(tx, { cardId: card.id, amountPaise, staffId: null, reason: "Goodwill", at: tick() }),
      );
    expect((await adjust(10_000)).card.balancePaise).toBe(60_000);
    expect(await refusal(adjust(-60_001))).toMatchObject({ status: 409, code: "BALANCE_TOO_LOW" });
    expect((await adjust(-60_000)).card.balancePaise).toBe(0);
    expect((await cardMoves(card.id)).map((move) => [move.kind, move.amountPaise, move.reason])).toEqual([
      ["ISSUED", 50_000, "Complaint"],
      ["ADJUSTED", 10_000, "Goodwill"],
      ["ADJUSTED", -60_000, "Goodwill"],
    ]);
  });

  it("cannot be spent once disabled or past its expiry, and its expiry writes its balance off", async () => {
    const { card: disabled } = await issue(50_000);
    const input = { cardId: disabled.id, staffId: null, reason: "Reported stolen", at: tick() };
    expect((await api.db.transaction((tx) => disableGiftCard(tx, input))).changed).toBe(true);
    expect((await api.db.transaction((tx) => disableGiftCard(tx, input))).changed).toBe(false);
    const orderId = await newOrder();
    const spend = (cardId: string) =>
      api.db.transaction((tx) => spendGiftCard(tx, { cardId, amountPaise: 100, orderId, at: tick() }));
    expect(await refusal(spend(disabled.id))).toMatchObject({
      status: 409,
      code: "GIFT_CARD_NOT_USABLE",
      message: "This gift card has been disabled",
    });
    expect((await cardMoves(disabled.id)).map((move) => [move.kind, move.amountPaise, move.balanceAfterPaise])).toEqual(
      [
        ["ISSUED", 50_000, 50_000],
        ["DISABLED", 0, 50_000],
      ],
    );

    const { card: expiring } = await issue(70_000);
    api.clock.set(new Date(expiring.expiresAt.getTime() + 1000));
    expect((await refusal(spend(expiring.id))).message).toMatch(/^This gift card expired on \d{4}-\d{2}-\d{2}$/);
    expect(await expireGiftCards(api.db, api.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await expireGiftCards(api.db, api.clock.now())).toBe(0);
    expect((await cardRow(expiring.id)).balancePaise).toBe(0);
    expect((await cardMoves(expiring.id)).at(-1)).toMatchObject({
      kind: "EXPIRED",
      amountPaise: -70_000,
      balanceAfterPaise: 0,
    });
  });
});

describe("store credit", () => {
  const creditMoves = (id: string) =>
    api.db
      .select()
      .from(storeCreditMovements)
      .where(eq(storeCreditMovements.customerId, id))
      .orderBy(asc(storeCreditMovements.at), asc(storeCreditMovements.id));
  const balanceOf = async (id: string) =>
    (await api.db.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.customerId, id)))[0]?.balancePaise;

  it("is added, spent once when two checkouts race for the last rupees, given back once, and adjusted never below zero", async () => {
    const shopper = (await api.signIn()).customerId;
    await api.db.transaction((tx) =>
      addStoreCredit(tx, {
        customerId: shopper,
        kind: "GOODWILL",
        amountPaise: 30_000,
        staffId: null,
        reason: "Late delivery",
        at: tick(),
      }),
    );
    const [first, second] = [await newOrder(), await newOrder()];
    const spend = (orderId: string) =>
      api.db.transaction(async (tx) => {
        const spent = await spendStoreCredit(tx, {
          customerId: shopper,
          amountPaise: 20_000,
          orderId,
          at: tick(),
        });
        await holdLock(tx);
        return spent;
      });
    const results = await Promise.allSettled([spend(first), spend(second)]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const failed = results.find((result) => result.status === "rejected");
    expect(failed?.reason).toMatchObject({
      status: 409,
      code: "BALANCE_TOO_LOW",
      message: "Only Rs 100 is left in store credit",
    });
    expect(await balanceOf(shopper)).toBe(10_000);

    const spentOn = results[0].status === "fulfilled" ? first : second;
    const giveBack = () => api.db.transaction((tx) => giveBackStoreCredit(tx, { orderId: spentOn, at: tick() }));
    expect((await Promise.all([giveBack(), giveBack()])).sort()).toEqual([0, 20_000]);
    expect(await balanceOf(shopper)).toBe(30_000);

    const adjust = (amountPaise: number) =>
      api.db.transaction((tx) =>
        adjustStoreCredit(tx, {
          customerId: shopper,
          amountPaise,
          staffId: null,
          reason: "Correction",
          at: tick(),
        }),
      );
    expect(await refusal(adjust(-30_001))).toMatchObject({ status: 409, code: "BALANCE_TOO_LOW" });
    expect(await adjust(-5_000)).toEqual({ beforePaise: 30_000, balancePaise: 25_000 });

    const moves = await creditMoves(shopper);
    expect(moves.map((move) => move.kind)).toEqual(["GOODWILL", "SPENT", "GIVEN_BACK", "ADJUSTED"]);
    expect(sum(moves)).toBe(await balanceOf(shopper));
    expect(moves.every((move) => move.balanceAfterPaise >= 0)).toBe(true);
  });

  it("refuses spending by a customer who has never had credit", async () => {
    const shopper = (await api.signIn()).customerId;
    const orderId = await newOrder();
    const refused = await refusal(
      api.db.transaction((tx) => spendStoreCredit(tx, { customerId: shopper, amountPaise: 1, orderId, at: tick() })),
    );
    expect(refused).toMatchObject({ status: 409, message: "Only Rs 0 is left in store credit" });
    expect(await creditMoves(shopper)).toEqual([]);
  });
});
