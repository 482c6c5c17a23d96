import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, promotionTargets, promotionTiers, promotions } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { promotionsInForce } from "./promotion-views";

let api: TestApi;
const start = new Date("2026-12-01T04:30:00Z"); // 10:00 in India

beforeAll(async () => {
  api = await createTestApi();
  const [category] = await api.db.select({ id: categories.id }).from(categories).limit(1);
  const base = { badge: "Sale", kind: "SPEND_THRESHOLD" as const, startsAt: start };
  await api.db.insert(promotions).values([
    { ...base, id: "open", name: "Open-ended", endsAt: null },
    { ...base, id: "window", name: "One day", endsAt: new Date("2026-12-02T04:30:00Z") },
    { ...base, id: "paused", name: "Paused", status: "PAUSED" },
    { ...base, id: "later", name: "Later", startsAt: new Date("2026-12-05T00:00:00Z") },
  ]);
  await api.db.insert(promotionTiers).values([
    { promotionId: "open", minimumPaise: 50_000_00, amountPaise: 5_000_00 },
    { promotionId: "open", minimumPaise: 20_000_00, percent: 5 },
  ]);
  await api.db
    .insert(promotionTargets)
    .values({ id: "t1", promotionId: "window", role: "TARGET", categoryId: category.id });
});

afterAll(async () => {
  await api?.close();
});

const idsAt = async (at: Date) => (await promotionsInForce(api.db, at)).map((promotion) => promotion.id).sort();

describe("promotionsInForce", () => {
  it("holds the ACTIVE promotions from their start's minute to just before their end", async () => {
    expect(await idsAt(new Date(start.getTime() - 1))).toEqual([]);
    expect(await idsAt(start)).toEqual(["open", "window"]);
    expect(await idsAt(new Date("2026-12-02T04:29:59.999Z"))).toEqual(["open", "window"]);
    expect(await idsAt(new Date("2026-12-02T04:30:00Z"))).toEqual(["open"]);
    expect(await idsAt(new Date("2026-12-06T00:00:00Z"))).toEqual(["later", "open"]);
  });

  it("brings each promotion's tiers, the lowest first, and its targets", async () => {
    const inForce = await promotionsInForce(api.db, start);
    const open = inForce.find((promotion) => promotion.id === "open");
    const window = inForce.find((promotion) => promotion.id === "window");
    expect(open?.tiers.map((tier) => tier.minimumPaise)).toEqual([20_000_00, 50_000_00]);
    expect(open?.targets).toEqual([]);
    expect(window?.targets).toMatchObject([{ role: "TARGET", productId: null }]);
  });
});
