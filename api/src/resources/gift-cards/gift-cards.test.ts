import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disableGiftCard, issueGiftCard } from "@api/resources/balances/gift-card-ledger";
import { createTestApi, type TestApi } from "@api/test/harness";
import { NO_SUCH_GIFT_CARD } from "./gift-cards.handlers";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const issue = (amountPaise: number) =>
  api.db.transaction((tx) =>
    issueGiftCard(tx, api.deps.env.AUTH_SECRET, {
      amountPaise,
      source: "ISSUED",
      reason: "Promotion",
      at: api.clock.now(),
    }),
  );
const balance = (body: unknown) => api.post("/gift-cards/balance", body);
const otherPin = (pin: string) => (pin === "123456" ? "654321" : "123456");

describe("POST /v1/gift-cards/balance", () => {
  it("answers the balance, expiry and state for the code (however typed) and its PIN", async () => {
    const { card, code, pin } = await issue(150_000);
    const typed = code.toLowerCase().replace(/-/g, " ");
    const res = await balance({ code: typed, pin });
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ balance: 1500, expiresAt: card.expiresAt.toISOString(), state: "active" });

    await api.db.transaction((tx) =>
      disableGiftCard(tx, { cardId: card.id, staffId: null, reason: "Stolen", at: api.clock.now() }),
    );
    expect((await balance({ code, pin })).json.body.state).toBe("disabled");
  });

  it("refuses a wrong PIN and an unknown code with the same answer", async () => {
    const { code, pin } = await issue(50_000);
    const wrongPin = await balance({ code, pin: otherPin(pin) });
    const unknownCode = await balance({ code: "AAAA-AAAA-AAAA-AAAA", pin });
    expect(wrongPin.status).toBe(404);
    expect(unknownCode.status).toBe(404);
    expect(wrongPin.json).toEqual(unknownCode.json);
    expect(wrongPin.json.message).toBe(NO_SUCH_GIFT_CARD);
  });

  it("names what is wrong with the form at its field", async () => {
    const res = await balance({ code: "ABC", pin: "12" });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      code: "Gift card code must be 16 letters and digits, like K7M2-QX9P-4DHT-8RWA",
      pin: "PIN must be exactly 6 digits",
    });
    expect((await balance({})).json.errors).toEqual({
      code: "Gift card code is a required field",
      pin: "PIN is a required field",
    });
  });

  it("limits the tries on one card from any number of addresses, so its 6-digit PIN cannot be guessed", async () => {
    const { code, pin } = await issue(50_000);
    const from = (address: string, tried: string) =>
      api.request("POST", "/gift-cards/balance", {
        body: { code, pin: tried },
        headers: { "x-forwarded-for": address },
      });
    for (let i = 0; i < 10; i++) expect((await from(`10.0.0.${i}`, String(100_000 + i))).status).toBe(404);
    const right = await from("10.0.1.1", pin);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(600);
  });
});
