import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { readApiEnv } from "../../env";
import { createPaymentGateway } from "./create-gateway";
import { GatewayError } from "./gateway";
import { type FetchLike, RazorpayGateway } from "./razorpay";
import { SandboxGateway } from "./sandbox";

const KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET = "thisisthekeysecret";
const WEBHOOK_SECRET = "webhook-secret-from-the-dashboard";

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const gateway = (fetch: FetchLike) =>
  new RazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, fetch });

describe("RazorpayGateway.createOrder", () => {
  it("posts the amount in paise, INR and the receipt to the Orders API with basic auth", async () => {
    const fake = fakeFetch(() => json(200, { id: "order_IluGWxBm9U8zJ8", entity: "order", amount: 1_249_900, currency: "INR", receipt: "FS100001", status: "created" }));
    const order = await gateway(fake.fetch).createOrder({ amount: 1_249_900, receipt: "FS100001" });

    expect(order).toEqual({ id: "order_IluGWxBm9U8zJ8", amount: 1_249_900, currency: "INR" });
    expect(fake.calls).toHaveLength(1);
    const [{ url, init }] = fake.calls;
    expect(url).toBe("https://api.razorpay.com/v1/orders");
    expect(init.method).toBe("POST");
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`);
    expect(headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ amount: 1_249_900, currency: "INR", receipt: "FS100001" });
  });

  it("turns an error answer or a network failure into a GatewayError", async () => {
    const refused = fakeFetch(() =>
      json(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be atleast INR 1.00" } }),
    );
    await expect(gateway(refused.fetch).createOrder({ amount: 50, receipt: "FS100002" })).rejects.toThrow(
      /The amount must be atleast INR 1.00/,
    );
    const offline = gateway(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(offline.createOrder({ amount: 100, receipt: "FS100003" })).rejects.toBeInstanceOf(GatewayError);
  });
});

describe("RazorpayGateway.isOrderPaid", () => {
  it("asks GET /v1/orders/:id and reads its status", async () => {
    const fake = fakeFetch(({ url }) => json(200, { id: url.split("/").pop(), status: url.endsWith("PAID") ? "paid" : "attempted" }));
    const rzp = gateway(fake.fetch);
    expect(await rzp.isOrderPaid("order_SOMEORDERPAID")).toBe(true);
    expect(await rzp.isOrderPaid("order_SOMEORDERWAIT")).toBe(false);
    expect(fake.calls[0].url).toBe("https://api.razorpay.com/v1/orders/order_SOMEORDERPAID");
    expect(fake.calls[0].init.method).toBe("GET");
    expect((fake.calls[0].init.headers as Record<string, string>).authorization).toMatch(/^Basic /);
  });
});

describe("signatures", () => {
  const orderId = "order_IEIaMR65cu6nz3";
  const paymentId = "pay_IH4NVgf4Dreq1l";
  const expected = createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex");
  const rzp = gateway(fakeFetch(() => json(500, {})).fetch);

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
    const rzp = gateway(fakeFetch(() => json(500, {})).fetch);
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
