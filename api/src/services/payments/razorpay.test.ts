import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Db } from "@api/db/client";
import { readApiEnv } from "@api/env";
import { createPaymentGateway } from "./create-gateway";
import { GatewayError, GatewayRefusal } from "./gateway";
import { type RazorpayClient, RazorpayGateway } from "./razorpay";
import { SandboxGateway } from "./sandbox";

const KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET = "thisisthekeysecret";
const WEBHOOK_SECRET = "webhook-secret-from-the-dashboard";

type Call = { method: string; args: unknown[] };

/**
 * A stand-in for the SDK's client: records each call and answers as Razorpay would, or throws
 * what the SDK throws for an error answer ({statusCode, error}).
 */
function fakeClient(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const respond =
    (method: string) =>
    async (...args: unknown[]) => {
      const call = { method, args };
      calls.push(call);
      return answer(call);
    };
  const client = {
    orders: { create: respond("orders.create"), fetch: respond("orders.fetch") },
    payments: { refund: respond("payments.refund"), fetchMultipleRefund: respond("payments.fetchMultipleRefund") },
  } as unknown as RazorpayClient;
  return { client, calls };
}

const sdkError = (statusCode: number, description: string) => ({
  statusCode,
  error: { code: "BAD_REQUEST_ERROR", description },
});

const gateway = (client: RazorpayClient, timeoutMs?: number) =>
  new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, client, timeoutMs });

describe("RazorpayGateway.createOrder", () => {
  it("creates the order through the SDK with the amount in paise, INR and the receipt", async () => {
    const fake = fakeClient(() => ({
      id: "order_IluGWxBm9U8zJ8",
      entity: "order",
      amount: 1_249_900,
      currency: "INR",
      receipt: "FS100001",
      status: "created",
    }));
    const order = await gateway(fake.client).createOrder({ amount: 1_249_900, receipt: "FS100001" });

    expect(order).toEqual({ id: "order_IluGWxBm9U8zJ8", amount: 1_249_900, currency: "INR" });
    expect(fake.calls).toEqual([
      { method: "orders.create", args: [{ amount: 1_249_900, currency: "INR", receipt: "FS100001" }] },
    ]);
  });

  it("turns an error answer into a refusal, and a failure without an answer or a hang into a GatewayError", async () => {
    const refused = fakeClient(() => {
      throw sdkError(400, "The amount must be atleast INR 1.00");
    });
    const refusal = gateway(refused.client).createOrder({ amount: 50, receipt: "FS100002" });
    await expect(refusal).rejects.toThrow(/The amount must be atleast INR 1.00/);
    await expect(refusal).rejects.toBeInstanceOf(GatewayRefusal);
    const offline = fakeClient(() => {
      throw new Error("getaddrinfo ENOTFOUND api.razorpay.com");
    });
    const down = gateway(offline.client).createOrder({ amount: 100, receipt: "FS100003" });
    await expect(down).rejects.toBeInstanceOf(GatewayError);
    await expect(down).rejects.not.toBeInstanceOf(GatewayRefusal);
    const hanging = fakeClient(() => new Promise(() => {}));
    await expect(gateway(hanging.client, 20).createOrder({ amount: 100, receipt: "FS100004" })).rejects.toThrow(
      /timed out/,
    );
  });
});

describe("RazorpayGateway.isOrderPaid", () => {
  it("fetches the order and reads its status", async () => {
    const fake = fakeClient(({ args }) => ({
      id: args[0],
      status: String(args[0]).endsWith("PAID") ? "paid" : "attempted",
    }));
    const rzp = gateway(fake.client);
    expect(await rzp.isOrderPaid("order_SOMEORDERPAID")).toBe(true);
    expect(await rzp.isOrderPaid("order_SOMEORDERWAIT")).toBe(false);
    expect(fake.calls[0]).toEqual({ method: "orders.fetch", args: ["order_SOMEORDERPAID"] });
  });
});

describe("RazorpayGateway.refund", () => {
  const request = {
    paymentId: "pay_29QQoUBi66xm2f",
    amount: 500_100,
    idempotencyKey: "refund_abc_1",
    notes: { shop_refund_key: "refund_abc_1", order: "FS100001" },
  };
  const made = {
    id: "rfnd_FP8QHiV938haTz",
    entity: "refund",
    amount: 500_100,
    payment_id: "pay_29QQoUBi66xm2f",
    receipt: "refund_abc_1",
    status: "pending",
  };

  it("refunds the payment with the amount, normal speed, the key as receipt and the notes", async () => {
    const fake = fakeClient(({ method }) =>
      method === "payments.fetchMultipleRefund" ? { entity: "collection", count: 0, items: [] } : made,
    );
    expect(await gateway(fake.client).refund(request)).toEqual({
      id: "rfnd_FP8QHiV938haTz",
      status: "pending",
      amount: 500_100,
    });
    expect(fake.calls).toEqual([
      { method: "payments.fetchMultipleRefund", args: ["pay_29QQoUBi66xm2f", { count: 100 }] },
      {
        method: "payments.refund",
        args: [
          "pay_29QQoUBi66xm2f",
          { amount: 500_100, speed: "normal", receipt: "refund_abc_1", notes: request.notes },
        ],
      },
    ]);
  });

  it("answers the earlier refund of the same key instead of refunding twice", async () => {
    const other = { ...made, id: "rfnd_OTHERREFUND001", receipt: "refund_xyz_1", status: "processed" };
    const fake = fakeClient(() => ({
      entity: "collection",
      count: 2,
      items: [other, { ...made, status: "processed" }],
    }));
    expect(await gateway(fake.client).refund(request)).toEqual({
      id: "rfnd_FP8QHiV938haTz",
      status: "processed",
      amount: 500_100,
    });
    expect(fake.calls.map((call) => call.method)).toEqual(["payments.fetchMultipleRefund"]);
  });

  it("is refused when Razorpay says no (more than was captured), and retryable when it does not answer", async () => {
    const refused = fakeClient(({ method }) => {
      if (method === "payments.fetchMultipleRefund") return { entity: "collection", count: 0, items: [] };
      throw sdkError(400, "The total refund amount is greater than the refund payment amount");
    });
    await expect(gateway(refused.client).refund(request)).rejects.toBeInstanceOf(GatewayRefusal);
    const busy = fakeClient(() => {
      throw { statusCode: 502, error: { description: "Bad gateway" } };
    });
    const retryable = gateway(busy.client).refund(request);
    await expect(retryable).rejects.toBeInstanceOf(GatewayError);
    await expect(retryable).rejects.not.toBeInstanceOf(GatewayRefusal);
  });
});

describe("signatures", () => {
  const orderId = "order_IEIaMR65cu6nz3";
  const paymentId = "pay_IH4NVgf4Dreq1l";
  const expected = createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex");
  const rzp = gateway(fakeClient(() => ({})).client);

  it("accepts Razorpay's payment signature: hex HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    expect(rzp.verifyPaymentSignature({ orderId, paymentId, signature: expected })).toBe(true);
  });

  it("refuses an altered signature, another payment's, and one of the wrong length", () => {
    const altered = (expected[0] === "0" ? "1" : "0") + expected.slice(1);
    expect(rzp.verifyPaymentSignature({ orderId, paymentId, signature: altered })).toBe(false);
    expect(rzp.verifyPaymentSignature({ orderId, paymentId: "pay_SomeoneElse01", signature: expected })).toBe(false);
    expect(rzp.verifyPaymentSignature({ orderId, paymentId, signature: expected.slice(2) })).toBe(false);
    expect(rzp.verifyPaymentSignature({ orderId, paymentId, signature: "" })).toBe(false);
  });

  it("checks webhooks against the webhook secret over the raw body, and trusts none without one", () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
    expect(rzp.verifyWebhookSignature(body, signature)).toBe(true);
    expect(rzp.verifyWebhookSignature(`${body} `, signature)).toBe(false);
    const keySigned = createHmac("sha256", KEY_SECRET).update(body).digest("hex");
    expect(rzp.verifyWebhookSignature(body, keySigned)).toBe(false);
    const unconfigured = new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET });
    expect(unconfigured.verifyWebhookSignature(body, signature)).toBe(false);
  });
});

describe("RazorpayGateway.hostedCheckout", () => {
  it("is a form posting Razorpay's embedded checkout fields", () => {
    const rzp = gateway(fakeClient(() => ({})).client);
    const form = rzp.hostedCheckout({
      orderId: "order_IluGWxBm9U8zJ8",
      amount: 1_249_900,
      callbackUrl: "http://localhost:3000/payment/callback",
      cancelUrl: "http://localhost:3000/failed-payment",
      description: "Order FS100001",
      prefill: { name: "Asha Verma", email: "asha@example.in", contact: "9876543210" },
    });
    expect(form).toEqual({
      action: "https://api.razorpay.com/v1/checkout/embedded",
      method: "POST",
      fields: {
        key_id: KEY_ID,
        order_id: "order_IluGWxBm9U8zJ8",
        amount: "1249900",
        currency: "INR",
        name: "Woodnest",
        description: "Order FS100001",
        callback_url: "http://localhost:3000/payment/callback",
        cancel_url: "http://localhost:3000/failed-payment",
        "prefill[name]": "Asha Verma",
        "prefill[email]": "asha@example.in",
        "prefill[contact]": "9876543210",
      },
    });
  });
});

describe("createPaymentGateway", () => {
  const db = {} as Db;
  it("uses Razorpay only when both keys are set, and the sandbox otherwise", () => {
    const both = readApiEnv({ NODE_ENV: "test", RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET });
    expect(createPaymentGateway(both, db, "http://api.test")).toBeInstanceOf(RazorpayGateway);
    const onlyId = readApiEnv({ NODE_ENV: "test", RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: "" });
    const sandbox = createPaymentGateway(onlyId, db, "http://api.test");
    expect(sandbox).toBeInstanceOf(SandboxGateway);
    expect(sandbox.keyId).toBe("rzp_test_sandbox");
  });
});
