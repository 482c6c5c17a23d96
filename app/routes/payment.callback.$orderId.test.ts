import { afterEach, describe, expect, it, vi } from "vitest";

process.env.TRUST_PROXY = "true";
const { action } = await import("./payment.callback.$orderId");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the payment callback", () => {
  it("passes the signed fields on with the shopper's address, answers 303 to the outcome page and sets no cookie", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify({ status: 200, message: "Payment verified", body: {}, errors: {} }), {
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    const body = new URLSearchParams({ razorpay_payment_id: "pay_A", razorpay_order_id: "order_B", razorpay_signature: "c0ffee" });
    const request = new Request("http://shop.test/payment/callback/abc123", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.7" },
    });

    const response = (await action({ request, params: { orderId: "abc123" }, context: {} })) as Response;

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(/\/payments\/verifyPayment$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ razorpayPaymentId: "pay_A", razorpayOrderId: "order_B", razorpaySignature: "c0ffee" });
    expect(new Headers(calls[0].init.headers).get("x-forwarded-for")).toBe("198.51.100.7");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/payment/outcome/abc123");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
