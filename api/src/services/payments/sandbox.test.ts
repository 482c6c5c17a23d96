import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@api/db/client";
import { GatewayRefusal } from "./gateway";
import { SandboxGateway } from "./sandbox";

const SECRET = "a-sandbox-secret-for-this-test";
let database: Database;
let sandbox: SandboxGateway;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  sandbox = new SandboxGateway(database.db, SECRET, "http://api.test");
});
afterAll(() => database.close());

describe("SandboxGateway", () => {
  it("creates Razorpay-shaped orders and reports them paid only after a capture", async () => {
    const order = await sandbox.createOrder({ amount: 99_900, receipt: "FS100001" });
    expect(order).toEqual({ id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/), amount: 99_900, currency: "INR" });
    expect(await sandbox.isOrderPaid(order.id)).toBe(false);
    expect(await sandbox.fail(order.id, "pay_FAILEDATTEMPT1")).toBe("recorded");
    expect(await sandbox.isOrderPaid(order.id)).toBe(false);
    expect(await sandbox.capture(order.id, "pay_FAILEDATTEMPT1")).toBe("used");
    expect(await sandbox.capture(order.id, "pay_GOODPAYMENT01")).toBe("recorded");
    expect(await sandbox.isOrderPaid(order.id)).toBe(true);
    expect(await sandbox.capture(order.id, "pay_GOODPAYMENT01")).toBe("repeated");
    expect(await sandbox.capture(order.id, "pay_SECONDPAYMNT1")).toBe("already_paid");
    expect(await sandbox.isOrderPaid("order_UNKNOWNORDER01")).toBe(false);
  });

  it("refunds a captured payment in Razorpay's shapes, once per key, never past the payment, and tells the shop by signed webhook", async () => {
    const delivered: { body: Record<string, any>; headers: Record<string, string> }[] = [];
    sandbox.deliverWebhook = async (rawBody, headers) => {
      delivered.push({ body: JSON.parse(rawBody), headers });
      expect(headers["x-razorpay-signature"]).toBe(createHmac("sha256", SECRET).update(rawBody).digest("hex"));
    };
    const order = await sandbox.createOrder({ amount: 10_000, receipt: "FS100009" });
    await sandbox.capture(order.id, "pay_REFUNDABLEPAY1");
    const request = {
      paymentId: "pay_REFUNDABLEPAY1",
      amount: 6_000,
      idempotencyKey: "refund_first_1",
      notes: { shop_refund_key: "refund_first_1" },
    };

    const made = await sandbox.refund(request);
    expect(made).toEqual({ id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/), status: "pending", amount: 6_000 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0].headers["x-razorpay-event-id"]).toMatch(/^evt_/);
    expect(delivered[0].body).toMatchObject({
      event: "refund.processed",
      payload: {
        refund: {
          entity: {
            id: made.id,
            entity: "refund",
            amount: 6_000,
            payment_id: "pay_REFUNDABLEPAY1",
            status: "processed",
            notes: request.notes,
          },
        },
      },
    });

    expect(await sandbox.refund(request)).toEqual({ ...made, status: "processed" });
    expect(delivered).toHaveLength(1);
    await expect(sandbox.refund({ ...request, amount: 5_000 })).rejects.toBeInstanceOf(GatewayRefusal);
    await expect(sandbox.refund({ ...request, idempotencyKey: "refund_second_1", amount: 4_001 })).rejects.toThrow(
      /greater than the refund payment amount/,
    );
    await expect(
      sandbox.refund({ ...request, paymentId: "pay_NEVERCAPTURED1", idempotencyKey: "refund_third_1" }),
    ).rejects.toBeInstanceOf(GatewayRefusal);

    await sandbox.failNextRefunds(1);
    expect(await sandbox.refundsToFail()).toBe(1);
    await sandbox.refund({ ...request, idempotencyKey: "refund_fourth_1", amount: 4_000 });
    expect(delivered.at(-1)?.body.event).toBe("refund.failed");
    expect(await sandbox.refundsToFail()).toBe(0);
    // A failed refund gives nothing back, so the money can be refunded again.
    await sandbox.refund({ ...request, idempotencyKey: "refund_fourth_2", amount: 4_000 });
    expect(delivered.at(-1)?.body.event).toBe("refund.processed");
    // A switch for one amount leaves refunds of other amounts alone.
    const other = await sandbox.createOrder({ amount: 10_000, receipt: "FS100010" });
    await sandbox.capture(other.id, "pay_REFUNDABLEPAY2");
    await sandbox.failNextRefunds(1, 1_037);
    await sandbox.refund({
      paymentId: "pay_REFUNDABLEPAY2",
      amount: 1_000,
      idempotencyKey: "refund_fifth_1",
      notes: {},
    });
    expect(delivered.at(-1)?.body.event).toBe("refund.processed");
    await sandbox.refund({
      paymentId: "pay_REFUNDABLEPAY2",
      amount: 1_037,
      idempotencyKey: "refund_sixth_1",
      notes: {},
    });
    expect(delivered.at(-1)?.body.event).toBe("refund.failed");
  });

  it("signs as Razorpay does, with its own secret", () => {
    const expected = createHmac("sha256", SECRET).update("order_A|pay_B").digest("hex");
    expect(sandbox.sign("order_A", "pay_B")).toBe(expected);
    expect(sandbox.verifyPaymentSignature({ orderId: "order_A", paymentId: "pay_B", signature: expected })).toBe(true);
    expect(sandbox.verifyPaymentSignature({ orderId: "order_A", paymentId: "pay_C", signature: expected })).toBe(false);
    const body = '{"event":"order.paid"}';
    expect(sandbox.verifyWebhookSignature(body, createHmac("sha256", SECRET).update(body).digest("hex"))).toBe(true);
    expect(sandbox.verifyWebhookSignature(body, "nope")).toBe(false);
  });

  it("hosts its checkout on the API's public address", () => {
    const form = sandbox.hostedCheckout({
      orderId: "order_A",
      amount: 100,
      callbackUrl: "http://localhost:3000/cb",
      cancelUrl: "http://localhost:3000/failed-payment",
      description: "Order FS1",
      prefill: {},
    });
    expect(form.action).toBe("http://api.test/v1/sandbox/checkout");
    expect(form.fields).toMatchObject({
      key_id: "rzp_test_sandbox",
      order_id: "order_A",
      amount: "100",
      "prefill[name]": "",
    });
  });
});
