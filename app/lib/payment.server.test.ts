import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCheckout } from "./checkout.server";
import { LAST_ORDER_TTL_MS, isPlaced, justFinished, readGatewaySuccess, rememberOrder } from "./payment.server";
import { createShopSessionStorage } from "./session.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("readGatewaySuccess", () => {
  it("reads a successful payment's three fields for verifyPayment", () => {
    expect(
      readGatewaySuccess(
        form({ razorpay_payment_id: "pay_A", razorpay_order_id: "order_B", razorpay_signature: "c0ffee" }),
      ),
    ).toEqual({ razorpayPaymentId: "pay_A", razorpayOrderId: "order_B", razorpaySignature: "c0ffee" });
  });

  it("reads nothing from an unsigned post: a failure report, a missing signature, an empty form", () => {
    const failure = form({
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "Payment failed",
      "error[metadata]": JSON.stringify({ order_id: "order_B", payment_id: "pay_X" }),
    });
    expect(readGatewaySuccess(failure)).toBeNull();
    expect(readGatewaySuccess(form({ razorpay_payment_id: "pay_A", razorpay_order_id: "order_B" }))).toBeNull();
    expect(readGatewaySuccess(form({}))).toBeNull();
  });
});

describe("the just-finished order", () => {
  const storage = createShopSessionStorage({ secrets: ["a-test-secret-that-is-long-enough-000"], secure: false });
  const order = { _id: "abc123", orderId: "FS100001" };

  afterEach(() => {
    vi.useRealTimers();
  });

  async function signedInSession() {
    const session = await storage.getSession();
    session.set("token", "a-token");
    session.set("cart", ["p1...2"]);
    session.set("coupon", "WELCOME10");
    return session;
  }

  it("is shown for its own outcome, to the signed-in shopper, for an hour", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T10:00:00Z"));
    const session = await signedInSession();
    rememberOrder(session, order, "placed");
    expect(justFinished(session, ["placed", "paid"])).toMatchObject({ ...order, outcome: "placed" });
    expect(justFinished(session, ["failed"])).toBeNull();

    vi.setSystemTime(new Date(Date.now() + LAST_ORDER_TTL_MS + 1));
    expect(justFinished(session, ["placed", "paid"])).toBeNull();
  });

  it("is not shown once the shopper has signed out", async () => {
    const session = await signedInSession();
    rememberOrder(session, order, "failed");
    session.unset("token");
    expect(justFinished(session, ["failed"])).toBeNull();
  });

  it("marks the browser as one that has ordered once an order is placed or paid, not when its payment failed", async () => {
    const failed = await signedInSession();
    rememberOrder(failed, order, "failed");
    expect(failed.get("ordered")).toBeUndefined();
    for (const outcome of ["placed", "paid"] as const) {
      const session = await signedInSession();
      rememberOrder(session, order, outcome);
      expect(session.get("ordered")).toBe(true);
    }
  });

  it("a finished checkout leaves no cart and no coupon", async () => {
    const session = await signedInSession();
    clearCheckout(session);
    expect(session.get("cart")).toBeUndefined();
    expect(session.get("coupon")).toBeUndefined();
    expect(session.get("token")).toBe("a-token");
  });
});

describe("isPlaced", () => {
  it("is true for a COD or a paid order, false while payment is awaited, failed or refunded", () => {
    expect(isPlaced({ orderStatus: "ORDERPLACED", paymentStatus: "PENDING" })).toBe(true);
    expect(isPlaced({ orderStatus: "ORDERPLACED", paymentStatus: "PAID" })).toBe(true);
    expect(isPlaced({ orderStatus: "PAYMENT_PENDING", paymentStatus: "PENDING" })).toBe(false);
    expect(isPlaced({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED" })).toBe(false);
    expect(isPlaced({ orderStatus: "PAYMENT_FAILED", paymentStatus: "REFUND_PENDING" })).toBe(false);
  });
});
