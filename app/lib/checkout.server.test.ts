import { afterEach, describe, expect, it, vi } from "vitest";
import { type CheckoutActionData, ORDER_UNCONFIRMED, placeOrder } from "./checkout.server";
import { SHIPPING_ERROR_KEY } from "~/components/checkout/types";
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

describe("placeOrder reading the API's refusals", () => {
  const storage = createShopSessionStorage({ secrets: ["a-test-secret-that-is-long-enough-000"], secure: false });
  const envelope = (status: number, fields: Record<string, unknown>) =>
    new Response(JSON.stringify({ status, message: "Worded anyhow", body: null, errors: {}, ...fields }), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  const awaitingPayment = { _id: "o1", orderId: "WN-1", totalAmount: 100, orderStatus: "PAYMENT_PENDING" };

  /** The API answers each path as given; the order is placed from a saved address. */
  async function place(answers: Record<string, Response>) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string | URL) => {
        const path = new URL(String(url)).pathname;
        const answer = Object.entries(answers).find(([end]) => path.endsWith(end))?.[1];
        if (!answer) throw new Error(`No answer for ${path}`);
        return answer;
      }),
    );
    const session = await storage.getSession();
    session.set("token", "a-token");
    session.set("cart", ["p1...2"]);
    const fields = form({
      intent: "place-order",
      idempotencyKey: "key",
      addressId: "a1",
      paymentMethod: "Prepaid",
      subtotalAmount: "100",
      deliveryAmount: "0",
      discountWithCoupon: "0",
      totalAmount: "100",
    });
    const request = new Request("http://shop.test/checkout", { method: "POST" });
    return { session, response: await placeOrder(request, { token: "a-token", session } as never, fields) };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("redraws the page with the API's own words when the code says the prices changed", async () => {
    const { response } = await place({
      "/customerOrders": envelope(409, {
        code: "PRICES_CHANGED",
        message: "The prices moved",
        errors: { totalAmount: "The total is now Rs 120" },
      }),
    });
    const answer = response as unknown as { init: ResponseInit; data: CheckoutActionData };
    expect(answer.init.status).toBe(409);
    expect(answer.data.result?.error?.[""]).toEqual(["The prices moved"]);
  });

  it("puts a refused saved address in the address slot, whatever its words", async () => {
    const { response } = await place({
      "/customerOrders": envelope(400, { errors: { address: "Pick an address" } }),
    });
    const answer = response as unknown as { data: CheckoutActionData };
    expect(answer.data.result?.error?.[SHIPPING_ERROR_KEY]).toEqual(["Pick an address"]);
  });

  it("sends the shopper to the thank-you page when the code says the order is paid already", async () => {
    const { response, session } = await place({
      "/customerOrders": envelope(200, { message: "Order placed", body: awaitingPayment }),
      "/payments/createOrder": envelope(409, { code: "ORDER_ALREADY_PAID", message: "Paid, thanks" }),
    });
    expect((response as Response).headers.get("Location")).toBe("/thank-you");
    expect(session.get("lastOrder")).toMatchObject({ orderId: "WN-1", outcome: "paid" });
  });

  it("sends the shopper to the failed-payment page when a payment is refused without that code", async () => {
    const { response } = await place({
      "/customerOrders": envelope(200, { message: "Order placed", body: awaitingPayment }),
      "/payments/createOrder": envelope(409, { message: "This order is already paid" }),
    });
    expect((response as Response).headers.get("Location")).toBe("/failed-payment");
  });
});
