import { afterEach, describe, expect, it, vi } from "vitest";
import { type CheckoutActionData, ORDER_UNCONFIRMED, placeOrder } from "./checkout.server";
import { createShopSessionStorage } from "./session.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("placeOrder when the API's answer is lost", () => {
  const storage = createShopSessionStorage({ secrets: ["a-test-secret-that-is-long-enough-000"], secure: false });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the cart and answers 503 with the same key, so pressing again cannot place a second order", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    const session = await storage.getSession();
    session.set("token", "a-token");
    session.set("cart", ["p1...2"]);
    const fields = form({
      intent: "place-order",
      idempotencyKey: "key-of-the-drawn-page",
      addressId: "a1",
      paymentMethod: "COD",
      subtotalAmount: "100",
      deliveryAmount: "0",
      discountWithCoupon: "0",
      totalAmount: "100",
    });
    const response = await placeOrder(
      new Request("http://shop.test/checkout", { method: "POST" }),
      { token: "a-token", session } as never,
      fields,
    );

    expect(response).not.toBeInstanceOf(Response);
    const answer = response as unknown as { init: ResponseInit; data: CheckoutActionData };
    expect(answer.init.status).toBe(503);
    expect(answer.data.idempotencyKey).toBe("key-of-the-drawn-page");
    expect(answer.data.result?.error?.[""]).toEqual([ORDER_UNCONFIRMED]);
    expect(session.get("cart")).toEqual(["p1...2"]);
  });
});
