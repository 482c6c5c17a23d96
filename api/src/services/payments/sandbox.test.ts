import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
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
    expect(form.fields).toMatchObject({ key_id: "rzp_test_sandbox", order_id: "order_A", amount: "100", "prefill[name]": "" });
  });
});
