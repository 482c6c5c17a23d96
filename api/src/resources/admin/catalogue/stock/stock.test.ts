import { and, asc, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, lowStockAlerts, productSizes, staff, stockChanges } from "@api/db/schema";
import { createTestApi, type TestApi } from "@api/test/harness";
import {
  type Target,
  colourRowStock,
  ensureDemoFacts,
  findProduct,
  isDefaultVariant,
  line,
  orderPayload,
  productRow,
  setStock,
  stockOf,
} from "@api/resources/customer-orders/order-fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { sendLowStockAlerts } from "./low-stock-email";
import { changeStock } from "./stock-writes";

let api: TestApi;
let catalogue: Awaited<ReturnType<typeof signedInStaff>>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let operations: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  api = await createTestApi({ env: { RATE_LIMIT_MULTIPLIER: "100", STOREFRONT_URL: "https://shop.test" } });
  await ensureDemoFacts(api);
  catalogue = await signedInStaff(api, "catalogue");
  owner = await signedInStaff(api, "owner");
  operations = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

const targetOf = (t: Target) =>
  t.productSizeId
    ? { kind: "size", id: t.productSizeId }
    : t.productColorId
      ? { kind: "color", id: t.productColorId }
      : { kind: "product", id: t.productId };

const save = (rows: Record<string, unknown>[], reason: unknown = "Restock", token = catalogue.token) =>
  api.post("/admin/stock", { reason, rows }, token);

const changesOf = (rowId: string) =>
  api.db
    .select()
    .from(stockChanges)
    .where(eq(stockChanges.rowId, rowId))
    .orderBy(asc(stockChanges.at), asc(stockChanges.id));
const alertsOf = (rowId: string) => api.db.select().from(lowStockAlerts).where(eq(lowStockAlerts.rowId, rowId));
const pendingAlerts = async () =>
  (await api.db.select({ n: count() }).from(lowStockAlerts).where(isNull(lowStockAlerts.sentAt)))[0].n;

/** Sends what is pending now, so a test counts only its own alerts. */
const flushAlerts = () => sendLowStockAlerts(api.deps);

describe("GET /v1/admin/stock", () => {
  it("lists every sku: plain products, colours of colour products, sizes of size and colour+size products", async () => {
    const plain = await findProduct(api, "PRODUCT", 0);
    const colour = await findProduct(api, "PRODUCT_WITH_COLOR", 0);
    const sized = await findProduct(api, "PRODUCT_WITH_COLOR_SIZE", 0);
    for (const [t, kind] of [
      [plain, "product"],
      [colour, "color"],
      [sized, "size"],
    ] as const) {
      const { name, sku } = await productRow(api, t);
      const res = await api.get(`/admin/stock?q=${encodeURIComponent(sku)}`, catalogue.token);
      expect(res.status).toBe(200);
      expect(res.json.defaultThreshold).toBe(5);
      expect(res.json.body.length).toBeGreaterThan(0);
      expect(res.json.body.every((row: { kind: string; name: string }) => row.kind === kind && row.name === name)).toBe(
        true,
      );
      expect(res.json.body.map((row: { id: string }) => row.id)).toContain(targetOf(t).id);
    }
    // A colour+size product's colour rows hold totals: they are not skus of their own.
    const res = await api.get(
      `/admin/stock?q=${encodeURIComponent((await productRow(api, sized)).sku)}`,
      catalogue.token,
    );
    expect(res.json.body.find((row: { id: string }) => row.id === sized.productColorId)).toBeUndefined();
  });

  it("filters low and out-of-stock skus, pages and refuses a bad filter", async () => {
    const plain = await findProduct(api, "PRODUCT", 1);
    await setStock(api, plain, 0);
    const out = await api.get("/admin/stock?state=out", catalogue.token);
    expect(out.json.body.map((r: { id: string }) => r.id)).toContain(plain.productId);
    expect(
      out.json.body.every(
        (r: { stock: number; outOfStock: boolean; low: boolean }) => r.stock === 0 && r.outOfStock && r.low,
      ),
    ).toBe(true);
    const low = await api.get("/admin/stock?state=low", catalogue.token);
    expect(
      low.json.body.every((r: { stock: number; effectiveThreshold: number }) => r.stock <= r.effectiveThreshold),
    ).toBe(true);
    const all = await api.get("/admin/stock?page=2", catalogue.token);
    expect(all.json).toMatchObject({ page: 2, totalPages: expect.any(Number), totalRecords: expect.any(Number) });
    expect(all.json.totalRecords).toBeGreaterThan(low.json.totalRecords);
    // The count is the list's own: every page of all skus holds as many low ones.
    let lowSeen = 0;
    for (let p = 1; p <= all.json.totalPages; p += 1) {
      const rows = (await api.get(`/admin/stock?page=${p}`, catalogue.token)).json.body as { low: boolean }[];
      lowSeen += rows.filter((r) => r.low).length;
    }
    expect(lowSeen).toBe(low.json.totalRecords);
    const bad = await api.get("/admin/stock?state=soon", catalogue.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors.state).toBe("Stock state is not one of the allowed values");
  });
});

describe("POST /v1/admin/stock", () => {
  it("writes many counts in one post, keeps colour totals and product rows in step, logs and audits each", async () => {
    const plain = await findProduct(api, "PRODUCT", 2);
    const sized = await findProduct(api, "PRODUCT_WITH_COLOR_SIZE", 0);
    await setStock(api, plain, 20);
    await setStock(api, sized, 20);
    const colourBefore = await colourRowStock(api, sized.productColorId as string);
    const res = await save(
      [
        { kind: "product", id: plain.productId, stock: 26, expected: 20 },
        { kind: "size", id: sized.productSizeId, stock: 17, expected: 20, threshold: 8 },
      ],
      "Restock",
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Stock saved for 2 skus");
    expect(await stockOf(api, plain)).toBe(26);
    expect(await stockOf(api, sized)).toBe(17);
    expect(await colourRowStock(api, sized.productColorId as string)).toBe(colourBefore - 3);
    if (await isDefaultVariant(api, sized)) expect((await productRow(api, sized)).stock).toBe(17);
    const [size] = await api.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.id, sized.productSizeId as string));
    expect(size.lowStockThreshold).toBe(8);

    expect((await changesOf(plain.productId)).at(-1)).toMatchObject({
      skuKind: "product",
      before: 20,
      after: 26,
      delta: 6,
      reason: "Restock",
      source: "back-office",
      staffId: catalogue.member.id,
      staffEmail: catalogue.member.email,
    });
    expect((await changesOf(sized.productSizeId as string)).at(-1)).toMatchObject({
      before: 20,
      after: 17,
      delta: -3,
      source: "back-office",
    });
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "stock.update"), eq(auditLog.staffId, catalogue.member.id)));
    expect(audits.find((a) => a.entityId === plain.productId)).toMatchObject({
      entityType: "sku",
      // Named by its SKU; only what changed is kept.
      entityLabel: (res.json.body as { id: string; sku: string }[]).find((row) => row.id === plain.productId)?.sku,
      before: { stock: 20 },
      after: { stock: 26, reason: "Restock" },
    });
    expect(audits.find((a) => a.entityId === sized.productSizeId)).toMatchObject({
      before: { stock: 20 },
      after: { stock: 17, threshold: 8 },
    });
  });

  it("writes nothing when one row is bad, and says which field of which row", async () => {
    const plain = await findProduct(api, "PRODUCT", 3);
    await setStock(api, plain, 9);
    const colour = await findProduct(api, "PRODUCT_WITH_COLOR", 1);
    await setStock(api, colour, 9);
    const logged = (await changesOf(plain.productId)).length;
    const good = { kind: "product", id: plain.productId, stock: 12 };

    const fraction = await save([good, { ...targetOf(colour), stock: "2.5" }]);
    expect(fraction.status).toBe(400);
    expect(fraction.json.errors).toEqual({ "rows.1.stock": "Stock must be a whole number" });
    const negative = await save([good, { ...targetOf(colour), stock: -1 }]);
    expect(negative.json.errors).toEqual({ "rows.1.stock": "Stock cannot be below 0" });
    const noReason = await save([good], " ");
    expect(noReason.json.errors).toEqual({ reason: "Reason is a required field" });
    const none = await save([]);
    expect(none.json.errors).toEqual({ rows: "Change at least one count" });
    const gone = await save([good, { kind: "size", id: "no-such-size", stock: 1 }]);
    expect(gone.status).toBe(400);
    expect(gone.json.errors).toEqual({ "rows.1": "This sku no longer exists" });
    const sized = await findProduct(api, "PRODUCT_WITH_COLOR_SIZE", 1);
    const total = await save([good, { kind: "color", id: sized.productColorId, stock: 1 }]);
    expect(total.json.errors).toEqual({
      "rows.1": "This row's stock follows its variants; change the variants' stock",
    });
    const twice = await save([good, good]);
    expect(twice.json.errors).toEqual({ "rows.1": "This sku is listed twice" });
    // An order took a unit after the page was loaded: the count typed would undo that sale.
    const moved = await save([good, { ...targetOf(colour), stock: 20, expected: 10 }]);
    expect(moved.status).toBe(409);
    expect(moved.json.errors).toEqual({
      "rows.1.stock":
        "The stock changed to 9 since you loaded the page (an order or another person); check it and save again",
    });

    expect(await stockOf(api, plain)).toBe(9);
    expect(await stockOf(api, colour)).toBe(9);
    expect((await changesOf(plain.productId)).length).toBe(logged);
  });

  it("answers 'Nothing to change' and writes no log or audit row when the counts are as they were", async () => {
    const plain = await findProduct(api, "PRODUCT", 4);
    await setStock(api, plain, 14);
    const audits = async () =>
      (await api.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityId, plain.productId)))[0].n;
    const before = await audits();
    const res = await save([{ kind: "product", id: plain.productId, stock: 14 }]);
    expect(res.json.message).toBe("Nothing to change");
    expect(await audits()).toBe(before);
    expect((await changesOf(plain.productId)).length).toBe(0);
  });
});

describe("low-stock alerts", () => {
  it("one crossing raises one alert, however often the sku sells below it; rising above re-arms it", async () => {
    await flushAlerts();
    const plain = await findProduct(api, "PRODUCT", 5);
    await setStock(api, plain, 10, { maximumOrderQuantity: 10 });
    expect((await save([{ kind: "product", id: plain.productId, stock: 10, threshold: 3 }], "Threshold")).status).toBe(
      200,
    );

    expect((await save([{ kind: "product", id: plain.productId, stock: 3 }], "Damaged")).status).toBe(200);
    expect(await alertsOf(plain.productId)).toMatchObject([{ stock: 3, threshold: 3, sentAt: null }]);
    expect((await productRow(api, plain)).lowStockAlertedAt).not.toBeNull();

    // Still low: neither a hand change nor an order alerts again.
    await save([{ kind: "product", id: plain.productId, stock: 2 }], "Count correction");
    const shopper = await api.signIn();
    expect((await api.post("/customerOrders", orderPayload([line(plain, 1)]), shopper.token)).status).toBe(200);
    expect(await stockOf(api, plain)).toBe(1);
    expect((await alertsOf(plain.productId)).length).toBe(1);

    // Back above the threshold re-arms; the next fall alerts again.
    await save([{ kind: "product", id: plain.productId, stock: 8 }], "Restock");
    expect((await productRow(api, plain)).lowStockAlertedAt).toBeNull();
    expect((await alertsOf(plain.productId)).length).toBe(1);
    await save([{ kind: "product", id: plain.productId, stock: 0 }], "Damaged");
    expect((await alertsOf(plain.productId)).map((a) => a.stock).sort()).toEqual([0, 3]);
  });

  it("an order that drains several skus is logged and sends one email listing them all to each catalogue member and owner", async () => {
    await flushAlerts();
    const a = await findProduct(api, "PRODUCT", 6);
    const b = await findProduct(api, "PRODUCT_WITH_COLOR", 2);
    await setStock(api, a, 6, { maximumOrderQuantity: 10 });
    await setStock(api, b, 6, { maximumOrderQuantity: 10 });
    const shopper = await api.signIn();
    const placed = await api.post("/customerOrders", orderPayload([line(a, 2), line(b, 3)]), shopper.token);
    expect(placed.status).toBe(200);
    expect((await changesOf(a.productId)).at(-1)).toMatchObject({
      source: "order",
      before: 6,
      after: 4,
      delta: -2,
      orderId: placed.json.body._id,
      staffId: null,
    });
    expect((await changesOf(b.productColorId as string)).at(-1)).toMatchObject({
      source: "order",
      before: 6,
      after: 3,
    });
    expect((await alertsOf(a.productId)).length).toBe(1);
    expect((await alertsOf(b.productColorId as string)).length).toBe(1);

    const disabled = await signedInStaff(api, "catalogue");
    await api.db.update(staff).set({ disabledAt: api.clock.now() }).where(eq(staff.id, disabled.member.id));
    const rowA = await productRow(api, a);
    const rowB = await productRow(api, b);
    const mailBefore = new Map<string, number>();
    for (const member of [catalogue, owner])
      mailBefore.set(member.member.email, (await api.outbox(member.member.email)).length);
    expect(await flushAlerts()).toBe(2);
    for (const member of [catalogue, owner]) {
      const mail = await api.outbox(member.member.email);
      expect(mail.length).toBe((mailBefore.get(member.member.email) ?? 0) + 1);
      // The manual clock stands still, so the outbox's order among equal times is by id: find the new email.
      const [email] = mail.filter((m) => m.body.includes(rowA.sku) && m.body.includes(rowB.sku));
      expect(email.subject).toBe("Low stock: 2 skus");
      expect(email.body).toContain(`- ${rowA.name} (${rowA.sku}): 4 left, threshold 5`);
      expect(email.body).toContain("https://shop.test/admin/stock?state=low");
    }
    expect(await api.outbox(operations.member.email)).toEqual([]);
    expect(await api.outbox(disabled.member.email)).toEqual([]);
    // Sent once: the next run finds nothing.
    expect(await flushAlerts()).toBe(0);
    expect(await pendingAlerts()).toBe(0);

    // Cancelling gives the stock back, logs it, and re-arms the skus above the threshold.
    api.clock.advance(60_000);
    const cancelled = await api.put(
      `/customerOrders/cancel/${placed.json.body._id}`,
      { cancelMessage: "Changed my mind" },
      shopper.token,
    );
    expect(cancelled.status).toBe(200);
    expect((await changesOf(a.productId)).at(-1)).toMatchObject({ source: "cancellation", before: 4, after: 6 });
    expect((await productRow(api, a)).lowStockAlertedAt).toBeNull();
  });

  it("a stock change and a concurrent order both apply", async () => {
    const plain = await findProduct(api, "PRODUCT", 7);
    await setStock(api, plain, 30, { maximumOrderQuantity: 10 });
    const shopper = await api.signIn();
    const restock = api.db.transaction((tx) =>
      changeStock(tx, {
        changes: [{ target: { kind: "product", id: plain.productId }, delta: 5 }],
        reason: "Restock",
        source: "back-office",
        actor: { id: catalogue.member.id, email: catalogue.member.email },
        at: api.clock.now(),
      }),
    );
    const order = api.post("/customerOrders", orderPayload([line(plain, 2)]), shopper.token);
    const [, placed] = await Promise.all([restock, order]);
    expect(placed.status).toBe(200);
    expect(await stockOf(api, plain)).toBe(33);
    expect((await changesOf(plain.productId)).map((c) => c.delta).sort()).toEqual([-2, 5]);
  });
});

describe("GET /v1/admin/stock/low and a sku's history", () => {
  it("lists active low skus, emptiest first, and a sku's changes, newest first", async () => {
    const plain = await findProduct(api, "PRODUCT", 8);
    await setStock(api, plain, 12);
    await save([{ kind: "product", id: plain.productId, stock: 0 }], "Damaged");
    const low = await api.get("/admin/stock/low", catalogue.token);
    expect(low.status).toBe(200);
    expect(low.json.body.total).toBeGreaterThan(0);
    expect(low.json.body.skus[0].stock).toBe(0);
    expect(low.json.body.skus.every((s: { low: boolean; active: boolean }) => s.low && s.active)).toBe(true);

    api.clock.advance(60_000);
    await save([{ kind: "product", id: plain.productId, stock: 4 }], "Restock");
    const history = await api.get(`/admin/stock/product/${plain.productId}`, catalogue.token);
    expect(history.status).toBe(200);
    expect(history.json.body.sku).toMatchObject({ id: plain.productId, stock: 4, low: true });
    expect(history.json.body.changes.map((c: { after: number; reason: string }) => [c.after, c.reason])).toEqual([
      [4, "Restock"],
      [0, "Damaged"],
    ]);
    expect((await api.get("/admin/stock/size/nope", catalogue.token)).status).toBe(404);
  });
});

describe("PUT /v1/admin/stock/settings", () => {
  it("lets the owner set the default threshold, audited; a bad figure is refused", async () => {
    const bad = await api.put("/admin/stock/settings", { lowStockThreshold: "x" }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ lowStockThreshold: "Default low-stock threshold must be a whole number" });
    const res = await api.put("/admin/stock/settings", { lowStockThreshold: 7 }, owner.token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("The default low-stock threshold is now 7");
    expect((await api.get("/admin/stock", catalogue.token)).json.defaultThreshold).toBe(7);
    const [audit] = await api.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audit).toMatchObject({
      staffId: owner.member.id,
      before: { lowStockThreshold: 5 },
      after: { lowStockThreshold: 7 },
    });
    expect((await api.put("/admin/stock/settings", { lowStockThreshold: 5 }, catalogue.token)).status).toBe(403);
    await api.put("/admin/stock/settings", { lowStockThreshold: 5 }, owner.token);
  });
});
