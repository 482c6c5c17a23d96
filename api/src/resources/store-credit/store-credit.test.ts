import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStoreCredit } from "@api/resources/balances/store-credit-ledger";
import { MOVEMENTS_PAGE_SIZE } from "@api/resources/balances/store-credit-views";
import { createTestApi, type TestApi } from "@api/test/harness";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe("GET /v1/customers/store-credit", () => {
  it("answers the signed-in shopper's balance and movements, newest first, a page at a time, without staff names", async () => {
    const shopper = await api.signIn();
    const empty = await api.get("/customers/store-credit", shopper.token);
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ body: [], balance: 0, totalRecords: 0, page: 1, totalPages: 1 });

    for (let i = 1; i <= MOVEMENTS_PAGE_SIZE + 1; i++) {
      api.clock.advance(60_000);
      await api.db.transaction((tx) =>
        addStoreCredit(tx, {
          customerId: shopper.customerId,
          kind: "GOODWILL",
          amountPaise: i * 100,
          staffId: null,
          reason: `Goodwill ${i}`,
          at: api.clock.now(),
        }),
      );
    }
    const total = ((MOVEMENTS_PAGE_SIZE + 1) * (MOVEMENTS_PAGE_SIZE + 2)) / 2;
    const first = await api.get("/customers/store-credit", shopper.token);
    expect(first.json).toMatchObject({ balance: total, totalRecords: MOVEMENTS_PAGE_SIZE + 1, totalPages: 2 });
    expect(first.json.body).toHaveLength(MOVEMENTS_PAGE_SIZE);
    expect(first.json.body[0]).toEqual({
      kind: "GOODWILL",
      amount: MOVEMENTS_PAGE_SIZE + 1,
      balanceAfter: total,
      orderNumber: null,
      reason: `Goodwill ${MOVEMENTS_PAGE_SIZE + 1}`,
      at: api.clock.now().toISOString(),
    });
    const second = await api.get("/customers/store-credit?page=2", shopper.token);
    expect(second.json.body).toMatchObject([{ amount: 1, balanceAfter: 1, reason: "Goodwill 1" }]);

    const other = await api.signIn();
    expect((await api.get("/customers/store-credit", other.token)).json).toMatchObject({ balance: 0, body: [] });
  });

  it("is refused without a signed-in shopper", async () => {
    expect((await api.get("/customers/store-credit")).status).toBe(401);
  });
});
