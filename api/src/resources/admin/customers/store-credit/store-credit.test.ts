import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, type staff } from "@api/db/schema";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
let operations: { member: typeof staff.$inferSelect; token: string };
let catalogue: { member: typeof staff.$inferSelect; token: string };

beforeAll(async () => {
  api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  operations = await signedInStaff(api, "operations");
  catalogue = await signedInStaff(api, "catalogue");
});
afterAll(() => api.close());

/** A minute between writes, so the movements read newest first in the order they were made. */
const later = () => api.clock.advance(60_000);
const creditOf = (customerId: string, query = "", token = operations.token) =>
  api.get(`/admin/customers/${customerId}/store-credit${query}`, token);
const goodwill = (customerId: string, body: unknown, token = operations.token) => {
  later();
  return api.post(`/admin/customers/${customerId}/store-credit/goodwill`, body, token);
};
const adjust = (customerId: string, body: unknown) => {
  later();
  return api.post(`/admin/customers/${customerId}/store-credit/adjust`, body, operations.token);
};

describe("/v1/admin/customers/{id}/store-credit", () => {
  it("starts at nothing, takes goodwill credit and corrections with reasons, never below zero, each on the ledger and audited", async () => {
    const { customerId } = await api.signIn({ firstName: "Meera" });
    const empty = await creditOf(customerId);
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ body: [], balance: 0, totalRecords: 0 });

    const added = await goodwill(customerId, { amount: "1,500", reason: "Delivery was late" });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      message: "Goodwill credit of Rs 1,500 added: the balance is Rs 1,500",
      body: { balance: 1500 },
    });

    const taken = await adjust(customerId, { amount: "-200.25", reason: "Given twice by mistake" });
    const takenAt = api.clock.now().toISOString();
    expect(taken.json).toMatchObject({
      message: "Store credit adjusted: the balance is Rs 1,299.75",
      body: { balance: 1299.75 },
    });

    const tooMuch = await adjust(customerId, { amount: -1300, reason: "Typo" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json).toMatchObject({
      code: "BALANCE_TOO_LOW",
      message: "Only Rs 1,299.75 is left in store credit",
      errors: { amount: "Only Rs 1,299.75 is left in store credit" },
    });

    const read = await creditOf(customerId);
    expect(read.json).toMatchObject({ balance: 1299.75, totalRecords: 2, page: 1, totalPages: 1 });
    expect(read.json.body).toEqual([
      {
        kind: "ADJUSTED",
        amount: -200.25,
        balanceAfter: 1299.75,
        orderNumber: null,
        staffName: operations.member.name,
        reason: "Given twice by mistake",
        at: takenAt,
      },
      expect.objectContaining({ kind: "GOODWILL", amount: 1500, balanceAfter: 1500, reason: "Delivery was late" }),
    ]);

    const audits = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, customerId))
      .orderBy(desc(auditLog.at), desc(auditLog.id));
    expect(audits.map((entry) => [entry.action, entry.entityType, entry.staffId])).toEqual([
      ["store_credit.adjust", "customer", operations.member.id],
      ["store_credit.goodwill", "customer", operations.member.id],
    ]);
    expect(audits[0]).toMatchObject({
      before: { storeCredit: 1500 },
      after: { storeCredit: 1299.75, reason: "Given twice by mistake" },
    });
  });

  it("refuses a missing amount or reason at its field, and a zero correction", async () => {
    const { customerId } = await api.signIn();
    const refused = await goodwill(customerId, { amount: "", reason: "" });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ amount: "Amount is a required field", reason: "Reason is a required field" });
    expect((await goodwill(customerId, { amount: -5, reason: "Oops" })).json.errors).toEqual({
      amount: "Amount must be more than 0",
    });
    expect((await adjust(customerId, { amount: "0", reason: "Nothing" })).json.errors).toEqual({
      amount: "Amount must not be 0: add with a positive amount, take with a negative one",
    });
  });

  it("answers 404 for a customer who does not exist, and 403 to roles that do not manage customers", async () => {
    expect((await creditOf("nobody")).status).toBe(404);
    expect((await goodwill("nobody", { amount: 10, reason: "Test" })).json.message).toBe("Customer not found");
    const { customerId } = await api.signIn();
    expect((await creditOf(customerId, "", catalogue.token)).status).toBe(403);
    expect((await goodwill(customerId, { amount: 10, reason: "Test" }, catalogue.token)).status).toBe(403);
  });
});
