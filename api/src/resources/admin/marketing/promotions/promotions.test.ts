import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  categories,
  productColors,
  promotionTargets,
  promotionTiers,
  promotions,
  type staff,
} from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import { patch, signedInStaff } from "@api/resources/admin/test-helpers";
import { PAGE_SIZE } from "./promotion-views";
import { giftMissing, targetMissing } from "./promotion-writes";

let api: TestApi;
let catalogue: { member: typeof staff.$inferSelect; token: string };
let owner: { member: typeof staff.$inferSelect; token: string };
let operations: { member: typeof staff.$inferSelect; token: string };
let categoryId: string;
let gift: { productId: string; colourId: string };
/** Noon in India on 26 Nov 2026: dates below are read against it. */
const NOW = new Date("2026-11-26T06:30:00Z");

beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  api.clock.set(NOW);
  catalogue = await signedInStaff(api, "catalogue");
  owner = await signedInStaff(api, "owner");
  operations = await signedInStaff(api, "operations");
  [{ id: categoryId }] = await api.db.select({ id: categories.id }).from(categories).limit(1);
  const [colour] = await api.db
    .select({ id: productColors.id, productId: productColors.productId })
    .from(productColors)
    .limit(1);
  gift = { productId: colour.productId, colourId: colour.id };
});
afterAll(() => api.close());

let nameCounter = 0;
const uniqueName = (prefix = "Sale") => `${prefix} ${process.pid} ${++nameCounter}`;

/** 10% off a category, all December in India (form-shaped, as the admin posts it). */
const tenPercent = (changes: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  badge: "Diwali Sale",
  kind: "PERCENT_OFF",
  startsAt: "2026-12-01T09:30",
  endsAt: "2027-01-01T00:00",
  priority: "2",
  percent: "10",
  usageLimit: "",
  usageLimitPerCustomer: "",
  targets: [{ role: "TARGET", type: "category", id: categoryId }],
  ...changes,
});

const create = (body: unknown, token = catalogue.token) => api.post(`/admin/promotions`, body, token);
/** A minute between writes, so the audit log (read newest first) has them in order. */
const later = () => api.clock.advance(60_000);
const auditOf = (id: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.at), desc(auditLog.id));

async function created(changes: Record<string, unknown> = {}) {
  const res = await create(tenPercent(changes));
  expect(res.status).toBe(200);
  return res.json.body as { id: string; name: string; version: number };
}

describe("creating a promotion", () => {
  it("stores the fields, the minutes typed in India's time as UTC, and audits it", async () => {
    const body = tenPercent();
    const res = await create(body);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Promotion ${body.name} created`);
    expect(res.json.body).toMatchObject({
      name: body.name,
      badge: "Diwali Sale",
      kind: "PERCENT_OFF",
      status: "ACTIVE",
      state: "scheduled",
      startsAt: "2026-12-01T04:00:00.000Z",
      endsAt: "2026-12-31T18:30:00.000Z",
      priority: 2,
      percent: 10,
      amount: null,
      usageLimit: null,
      tiers: [],
      targets: [{ role: "TARGET", type: "category", id: categoryId }],
      version: 1,
    });
    const id = res.json.body.id as string;
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: "promotion.create",
      entityType: "promotion",
      entityLabel: body.name,
      staffId: catalogue.member.id,
      before: null,
    });
    expect(audit.after).toMatchObject({ name: body.name, percent: 10, startsAt: "2026-12-01T04:00:00.000Z" });
  });

  it("reads rupees and counts typed with their grouping, as the coupon form does", async () => {
    const res = await create(
      tenPercent({
        kind: "SPEND_THRESHOLD",
        targets: [],
        usageLimit: "1,000",
        tiers: [{ minimum: "50,000", amount: " 5,000 " }],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ usageLimit: 1_000, tiers: [{ minimum: 50_000, amount: 5_000 }] });
  });

  it("keeps a threshold's tiers in paise, and only its kind's fields", async () => {
    const res = await create(
      tenPercent({
        kind: "SPEND_THRESHOLD",
        percent: "10",
        targets: [],
        tiers: [
          { minimum: "50000", amount: "5000" },
          { minimum: "20000", percent: "5" },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      percent: null,
      tiers: [
        { minimum: 20_000, amount: null, percent: 5 },
        { minimum: 50_000, amount: 5_000, percent: null },
      ],
    });
    const tiers = await api.db.select().from(promotionTiers).where(eq(promotionTiers.promotionId, res.json.body.id));
    expect(tiers.map((tier) => [tier.minimumPaise, tier.amountPaise, tier.percent]).sort()).toEqual([
      [20_000_00, null, 5],
      [50_000_00, 5_000_00, null],
    ]);
  });

  it("makes a buy X get Y and a free gift, the gift checked against its product", async () => {
    const bxgy = await create(
      tenPercent({
        kind: "BUY_X_GET_Y",
        buyQuantity: "2",
        getQuantity: "1",
        getPercent: "100",
        maxApplicationsPerOrder: "3",
        targets: [
          { role: "BUY", type: "category", id: categoryId },
          { role: "GET", type: "product", id: gift.productId },
        ],
      }),
    );
    expect(bxgy.status).toBe(200);
    expect(bxgy.json.body).toMatchObject({
      buyQuantity: 2,
      getQuantity: 1,
      getPercent: 100,
      maxApplicationsPerOrder: 3,
    });
    const giftPromotion = await create(
      tenPercent({
        kind: "FREE_GIFT",
        giftProductId: gift.productId,
        giftProductColorId: gift.colourId,
        giftQuantity: "1",
        giftMinimum: "10000",
        targets: [],
      }),
    );
    expect(giftPromotion.status).toBe(200);
    expect(giftPromotion.json.body).toMatchObject({
      giftProductId: gift.productId,
      giftProductColorId: gift.colourId,
      giftMinimum: 10_000,
    });
    const [row] = await api.db.select().from(promotions).where(eq(promotions.id, giftPromotion.json.body.id));
    expect(row.giftMinimumPaise).toBe(10_000_00);
  });

  it.each([
    [{ name: "" }, "name", "Name is a required field"],
    [{ kind: "BOGO" }, "kind", "Kind is not one of the allowed values"],
    [{ startsAt: "" }, "startsAt", "Start is a required field"],
    [{ startsAt: "2026-02-30T09:00" }, "startsAt", "Start must be a date and time like 2026-12-01T09:30"],
    [{ startsAt: "2026-12-01 09:00" }, "startsAt", "Start must be a date and time like 2026-12-01T09:30"],
    [{ endsAt: "2026-12-01T09:30" }, "endsAt", "The end must be after the start"],
    [{ percent: "" }, "percent", "Percent off is a required field"],
    [{ percent: "91" }, "percent", "Percent off must be at most 90"],
    [{ percent: "0" }, "percent", "Percent off must be at least 1"],
    [{ kind: "AMOUNT_OFF", amount: "0" }, "amount", "Amount off must be at least 1"],
    [{ kind: "BUY_X_GET_Y", getPercent: "101" }, "getPercent", "Get percent off must be at most 100"],
    [{ targets: [] }, "targets", "Choose at least one product or category"],
    [
      { targets: [{ role: "GET", type: "category", id: "x" }] },
      "targets.0.role",
      "Role is not one of the allowed values",
    ],
    [
      { usageLimit: "5", usageLimitPerCustomer: "6" },
      "usageLimitPerCustomer",
      "Uses per customer cannot be more than the usage limit",
    ],
    [{ kind: "SPEND_THRESHOLD", targets: [], tiers: [] }, "tiers", "Give at least one tier"],
    [
      { kind: "SPEND_THRESHOLD", targets: [], tiers: [{ minimum: "5000", amount: "500", percent: "5" }] },
      "tiers.0.amount",
      "Give either an amount off or a percent off",
    ],
    [
      { kind: "SPEND_THRESHOLD", targets: [], tiers: [{ minimum: "5000", amount: "5000" }] },
      "tiers.0.amount",
      "The amount off must be less than the tier's minimum order",
    ],
    [{ kind: "FREE_GIFT", targets: [], giftQuantity: "1" }, "giftProductId", "Gift product is a required field"],
  ])("refuses %j with a message on %s", async (changes, field, message) => {
    const res = await create(tenPercent(changes));
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it("refuses targets and a gift that do not exist, naming each field", async () => {
    const res = await create(
      tenPercent({
        targets: [
          { role: "TARGET", type: "category", id: categoryId },
          { role: "TARGET", type: "product", id: "no-such-product" },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ "targets.1.id": targetMissing });
    const giftRes = await create(
      tenPercent({
        kind: "FREE_GIFT",
        targets: [],
        giftProductId: gift.productId,
        giftProductColorId: "no-such-colour",
        giftQuantity: "1",
      }),
    );
    expect(giftRes.status).toBe(400);
    expect(giftRes.json.errors).toEqual({ giftProductColorId: giftMissing });
  });
});

describe("listing and reading promotions", () => {
  it("finds them by name or badge and by state, the latest starting first", async () => {
    const prefix = uniqueName("List");
    const running = await created({ name: `${prefix} running`, startsAt: "2026-11-01T00:00", endsAt: "" });
    const scheduled = await created({ name: `${prefix} scheduled` });
    const ended = await created({ name: `${prefix} ended`, startsAt: "2026-10-01T00:00", endsAt: "2026-10-31T00:00" });
    const paused = await created({ name: `${prefix} paused`, startsAt: "2026-12-05T00:00", status: "PAUSED" });
    const all = await api.get(`/admin/promotions?q=${encodeURIComponent(prefix.toLowerCase())}`, catalogue.token);
    expect(all.status).toBe(200);
    expect(all.json.body.map((row: { id: string }) => row.id)).toEqual([paused.id, scheduled.id, running.id, ended.id]);
    for (const [state, expected] of [
      ["running", running],
      ["scheduled", scheduled],
      ["ended", ended],
      ["paused", paused],
    ] as const) {
      const res = await api.get(`/admin/promotions?q=${encodeURIComponent(prefix)}&state=${state}`, catalogue.token);
      expect(res.json.body.map((row: { id: string; state: string }) => [row.id, row.state])).toEqual([
        [expected.id, state],
      ]);
    }
    expect((await api.get(`/admin/promotions?q=Diwali%20Sale`, catalogue.token)).json.totalRecords).toBeGreaterThan(3);
    expect(all.json.totalPages).toBe(Math.ceil(4 / PAGE_SIZE));
    const bad = await api.get(`/admin/promotions?state=gone`, catalogue.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors.state).toBe("State is not one of the allowed values");
  });

  it("reads one with its tiers and targets, and answers 404 for none", async () => {
    const { id } = await created();
    const res = await api.get(`/admin/promotions/${id}`, catalogue.token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ id, targets: [{ role: "TARGET", type: "category", id: categoryId }] });
    const none = await api.get(`/admin/promotions/nothing-here`, catalogue.token);
    expect(none.status).toBe(404);
    expect(none.json.message).toBe("Promotion not found");
  });
});

describe("editing a promotion", () => {
  const edit = (id: string, body: unknown, token = catalogue.token) =>
    patch(api, `/admin/promotions/${id}`, body, token);

  it("saves a change at the version shown, replaces the targets, and audits before and after", async () => {
    const { id, name } = await created();
    later();
    const res = await edit(id, {
      ...tenPercent({ name, percent: "15", targets: [{ role: "TARGET", type: "product", id: gift.productId }] }),
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Promotion ${name} saved`);
    expect(res.json.body).toMatchObject({
      percent: 15,
      version: 2,
      targets: [{ role: "TARGET", type: "product", id: gift.productId }],
    });
    const targets = await api.db.select().from(promotionTargets).where(eq(promotionTargets.promotionId, id));
    expect(targets).toHaveLength(1);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: "promotion.update", staffId: catalogue.member.id });
    expect(audit.before).toMatchObject({ percent: 10 });
    expect(audit.after).toMatchObject({ percent: 15 });
  });

  it("says so when nothing changed, even with the targets in another order", async () => {
    const targets = [
      { role: "TARGET", type: "category", id: categoryId },
      { role: "TARGET", type: "product", id: gift.productId },
    ];
    const { id, name } = await created({ targets });
    const res = await edit(id, { ...tenPercent({ name, targets: [...targets].reverse() }), version: 1 });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Nothing to change");
    expect(res.json.body.version).toBe(1);
  });

  it("refuses a stale save (409), saying who changed what", async () => {
    const { id, name } = await created();
    later();
    expect((await edit(id, { ...tenPercent({ name, priority: "5" }), version: 1 }, owner.token)).status).toBe(200);
    later();
    const stale = await edit(id, { ...tenPercent({ name, percent: "20" }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(
      new RegExp(
        `^Test owner \\(${owner.member.email.replace(/\./g, "\\.")}\\) saved this promotion at .*, changing priority, after you opened it\\.`,
      ),
    );
    expect(stale.json.errors).toHaveProperty("version");
    const [row] = await api.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row).toMatchObject({ percent: 10, priority: 5, version: 2 });
  });

  it("answers 404 for a promotion that is not there", async () => {
    expect((await edit("nothing-here", { ...tenPercent(), version: 1 })).status).toBe(404);
  });
});

describe("pausing, resuming and deleting", () => {
  it("pauses and resumes, each a new version with its audit row", async () => {
    const { id, name } = await created({ startsAt: "2026-11-01T00:00" });
    later();
    const paused = await api.post(`/admin/promotions/${id}/pause`, {}, catalogue.token);
    expect(paused.status).toBe(200);
    expect(paused.json.message).toBe(`Promotion ${name} is paused: no cart gets it`);
    expect(paused.json.body).toMatchObject({ status: "PAUSED", state: "paused", version: 2 });
    const again = await api.post(`/admin/promotions/${id}/pause`, {}, catalogue.token);
    expect(again.json.message).toBe("Nothing to change");
    later();
    const resumed = await api.post(`/admin/promotions/${id}/resume`, {}, catalogue.token);
    expect(resumed.json.message).toBe(`Promotion ${name} runs again`);
    expect(resumed.json.body).toMatchObject({ status: "ACTIVE", state: "running", version: 3 });
    const audits = await auditOf(id);
    expect(audits.map((audit) => audit.action)).toEqual(["promotion.resume", "promotion.pause", "promotion.create"]);
  });

  it("deletes a promotion with its targets, and audits it", async () => {
    const { id, name } = await created();
    const res = await api.del(`/admin/promotions/${id}`, catalogue.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: `Promotion ${name} deleted`, body: { id } });
    expect(await api.db.select().from(promotionTargets).where(eq(promotionTargets.promotionId, id))).toEqual([]);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "promotion.delete")));
    expect(audit).toMatchObject({ entityLabel: name, after: null });
    expect((await api.del(`/admin/promotions/${id}`, catalogue.token)).status).toBe(404);
  });
});

describe("who may manage promotions", () => {
  it("is the owner and the catalogue role, as for coupons", async () => {
    expect((await create(tenPercent(), owner.token)).status).toBe(200);
    expect((await create(tenPercent(), operations.token)).status).toBe(403);
    expect((await api.get(`/admin/promotions`, operations.token)).status).toBe(403);
    expect((await api.get(`/admin/promotions`)).status).toBe(401);
  });
});
