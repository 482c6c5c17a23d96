import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, giftCards, type staff } from "@api/db/schema";
import { findGiftCardByCode } from "@api/resources/balances/gift-card-ledger";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
let catalogue: { member: typeof staff.$inferSelect; token: string };
let operations: { member: typeof staff.$inferSelect; token: string };

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  catalogue = await signedInStaff(api, "catalogue");
  operations = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

/** A minute between writes, so the ledger and the audit log read in order. */
const later = () => api.clock.advance(60_000);
const issue = (body: Record<string, unknown>, token = catalogue.token) => {
  later();
  return api.post("/admin/gift-cards", body, token);
};
const complaint = {
  amount: "2,500",
  recipientName: "Asha Verma",
  recipientEmail: "Asha@Example.in",
  reason: "Late delivery",
};
const auditOf = (id: string) =>
  api.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(desc(auditLog.at), desc(auditLog.id));

describe("POST /v1/admin/gift-cards", () => {
  it("issues a card valid a year, answers its code and PIN once, and keeps only their hashes and an audit row without them", async () => {
    const res = await issue(complaint);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Gift card of Rs 2,500 issued: give its code and PIN now, they are not shown again");
    const { card, code, pin } = res.json.body;
    expect(card).toMatchObject({
      balance: 2500,
      initialAmount: 2500,
      status: "ACTIVE",
      state: "active",
      source: "ISSUED",
      recipientName: "Asha Verma",
      recipientEmail: "asha@example.in",
      reason: "Late delivery",
      last4: code.slice(-4),
    });
    expect(new Date(card.expiresAt).getTime() - api.clock.now().getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect((await findGiftCardByCode(api.db, api.deps.env.AUTH_SECRET, code, pin))?.id).toBe(card.id);

    const [entry] = await auditOf(card.id);
    expect(entry).toMatchObject({
      action: "gift_card.issue",
      entityType: "gift_card",
      staffId: catalogue.member.id,
      entityLabel: `Gift card ending ${card.last4}`,
    });
    expect(JSON.stringify(entry)).not.toContain(code.replace(/-/g, "").slice(0, 12));
    expect(JSON.stringify(entry)).not.toContain(pin);

    const detail = await api.get(`/admin/gift-cards/${card.id}`, catalogue.token);
    expect(detail.json.body.movements).toEqual([
      {
        kind: "ISSUED",
        amount: 2500,
        balanceAfter: 2500,
        orderNumber: null,
        staffName: catalogue.member.name,
        reason: "Late delivery",
        at: api.clock.now().toISOString(),
      },
    ]);
  });

  it("refuses an amount outside Rs 500 to Rs 1,00,000, a missing reason and a bad email, each at its field", async () => {
    const res = await issue({ amount: "499", recipientEmail: "not-an-email", recipientMobile: "12345", reason: " " });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      amount: "Amount must be at least 500",
      recipientEmail: "Recipient's email must be a valid email",
      recipientMobile: "Recipient's mobile must be exactly 10 digits",
      reason: "Reason is a required field",
    });
    expect((await issue({ amount: 100_001, reason: "Promotion" })).json.errors).toEqual({
      amount: "Amount must be at most 1,00,000",
    });
    expect((await issue({ amount: 500.5, reason: "Promotion" })).json.errors).toEqual({
      amount: "Amount must be a whole number",
    });
  });

  it("is the catalogue's and the owner's: operations staff are refused", async () => {
    expect((await issue(complaint, operations.token)).status).toBe(403);
    expect((await api.get("/admin/gift-cards", operations.token)).status).toBe(403);
  });
});

describe("GET /v1/admin/gift-cards", () => {
  it("finds cards by the code's last 4 or the recipient, by state, newest first", async () => {
    const first = (await issue({ amount: 500, recipientName: "Ravi Kulkarni", reason: "Promotion" })).json.body;
    const second = (await issue({ amount: 700, recipientEmail: "meera@example.in", reason: "Promotion" })).json.body;
    const byLast4 = await api.get(`/admin/gift-cards?q=${first.card.last4.toLowerCase()}`, catalogue.token);
    expect(byLast4.json.body.map((card: { id: string }) => card.id)).toContain(first.card.id);
    const byName = await api.get("/admin/gift-cards?q=kulkarni", catalogue.token);
    expect(byName.json.body.map((card: { id: string }) => card.id)).toEqual([first.card.id]);
    const byEmail = await api.get("/admin/gift-cards?q=MEERA@", catalogue.token);
    expect(byEmail.json.body.map((card: { id: string }) => card.id)).toEqual([second.card.id]);

    const all = await api.get("/admin/gift-cards?status=active", catalogue.token);
    expect(all.json.body[0].id).toBe(second.card.id);
    expect(all.json).toMatchObject({ page: 1, totalRecords: all.json.body.length });
    expect(JSON.stringify(all.json)).not.toContain(first.code);

    const bad = await api.get("/admin/gift-cards?status=lost", catalogue.token);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ status: "Status is not one of the allowed values" });
  });
});

describe("POST /v1/admin/gift-cards/{id}/adjust and /disable", () => {
  it("adjusts either way with a reason, never below zero, then disables with a reason, each on the ledger and audited", async () => {
    const { card } = (await issue({ amount: 1000, reason: "Complaint" })).json.body;
    later();
    const added = await api.post(
      `/admin/gift-cards/${card.id}/adjust`,
      { amount: "250.50", reason: "Courier damage" },
      catalogue.token,
    );
    expect(added.status).toBe(200);
    expect(added.json.message).toBe(`Gift card ending ${card.last4} now holds Rs 1,250.50`);
    expect(added.json.body.balance).toBe(1250.5);

    later();
    const tooMuch = await api.post(
      `/admin/gift-cards/${card.id}/adjust`,
      { amount: -1300, reason: "Typo" },
      catalogue.token,
    );
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json).toMatchObject({
      code: "BALANCE_TOO_LOW",
      message: "Only Rs 1,250.50 is left on this gift card",
      errors: { amount: "Only Rs 1,250.50 is left on this gift card" },
    });

    const invalid = await api.post(`/admin/gift-cards/${card.id}/adjust`, { amount: 0, reason: "" }, catalogue.token);
    expect(invalid.status).toBe(400);
    expect(invalid.json.errors).toEqual({
      amount: "Amount must not be 0: add with a positive amount, take with a negative one",
      reason: "Reason is a required field",
    });

    later();
    const disabled = await api.post(
      `/admin/gift-cards/${card.id}/disable`,
      { reason: "Reported stolen" },
      catalogue.token,
    );
    expect(disabled.status).toBe(200);
    expect(disabled.json.message).toBe(`Gift card ending ${card.last4} is disabled: it can no longer be spent`);
    expect(disabled.json.body).toMatchObject({ status: "DISABLED", state: "disabled", balance: 1250.5 });
    const again = await api.post(
      `/admin/gift-cards/${card.id}/disable`,
      { reason: "Reported stolen" },
      catalogue.token,
    );
    expect(again.json.message).toBe("Nothing to change");
    expect((await api.post(`/admin/gift-cards/${card.id}/disable`, {}, catalogue.token)).json.errors).toEqual({
      reason: "Reason is a required field",
    });

    const detail = await api.get(`/admin/gift-cards/${card.id}`, catalogue.token);
    expect(
      detail.json.body.movements.map((m: { kind: string; amount: number; balanceAfter: number; reason: string }) => [
        m.kind,
        m.amount,
        m.balanceAfter,
        m.reason,
      ]),
    ).toEqual([
      ["ISSUED", 1000, 1000, "Complaint"],
      ["ADJUSTED", 250.5, 1250.5, "Courier damage"],
      ["DISABLED", 0, 1250.5, "Reported stolen"],
    ]);
    expect((await auditOf(card.id)).map((entry) => entry.action)).toEqual([
      "gift_card.disable",
      "gift_card.adjust",
      "gift_card.issue",
    ]);
    const [row] = await api.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row.balancePaise).toBe(125_050);
  });

  it("answers 404 for a card that does not exist", async () => {
    expect((await api.get("/admin/gift-cards/nope", catalogue.token)).status).toBe(404);
    const adjust = await api.post("/admin/gift-cards/nope/adjust", { amount: 5, reason: "Test" }, catalogue.token);
    expect(adjust).toMatchObject({ status: 404, json: { message: "Gift card not found" } });
  });
});
