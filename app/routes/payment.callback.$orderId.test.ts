import { afterEach, describe, expect, it, vi } from "vitest";

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
    const body = new URLSearchParams({
      razorpay_payment_id: "pay_A",
      razorpay_order_id: "order_B",
      razorpay_signature: "c0ffee",
    });
    const request = new Request("http://shop.test/payment/callback/abc123?check=the-check", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.7" },
    });

    const response = (await action({ request, params: { orderId: "abc123" }, context: {} })) as Response;

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(/\/payments\/verifyPayment$/);
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      razorpayPaymentId: "pay_A",
      razorpayOrderId: "order_B",
      razorpaySignature: "c0ffee",
      orderId: "abc123",
    });
    expect(new Headers(calls[0].init.headers).get("x-forwarded-for")).toBe("198.51.100.7");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/payment/outcome/abc123?check=the-check");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("acts on no unsigned failure report: it only passes the shopper on to the outcome page", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const body = new URLSearchParams({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[metadata]": JSON.stringify({ order_id: "order_B", payment_id: "pay_X" }),
    });
    const request = new Request("http://shop.test/payment/callback/abc123?check=the-check", { method: "POST", body });

    const response = (await action({ request, params: { orderId: "abc123" }, context: {} })) as Response;

    expect(fetch).not.toHaveBeenCalled();
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/payment/outcome/abc123?check=the-check");
  });
});
