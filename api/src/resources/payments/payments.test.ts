import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders, paymentWebhookEvents, sandboxGatewayOrders } from "@api/db/schema";
import { PAYMENT_REFUNDED } from "@api/contract/shared-messages";
import { SandboxGateway } from "@api/services/payments/sandbox";
import { createTestApi, type TestApi } from "@api/test/harness";
import { paymentSignature, postSignedWebhook } from "@api/test/sandbox-signatures";
import {
  type Target,
  ensureDemoFacts,
  findProduct,
  line,
  orderPayload,
  orderRow,
  setStock,
  stockOf,
  openShop,
} from "../customer-orders/order-fixtures";
import { ALREADY_PAID, AMOUNT_MISMATCH, FOREIGN_URL, NOT_PREPAID, VERIFICATION_FAILED } from "./payments.handlers";
import { releasePendingPayments } from "./payments.service";

const MINUTE = 60_000;

let api: TestApi;
let product: Target;

beforeAll(async () => {
  api = await openShop();
  product = await findProduct(api, "PRODUCT", 0);
});
afterAll(() => api.close());
beforeEach(() => setStock(api, product, 50, { maximumOrderQuantity: 10 }));

/** A customer with a prepaid order of `quantity` units awaiting payment. */
async function prepaidOrder(quantity = 1) {
  const shopper = await api.signIn();
  const res = await api.post(
    "/customerOrders",
    orderPayload([line(product, quantity)], { paymentMethod: "Prepaid" }),
    shopper.token,
  );
  expect(res.status).toBe(200);
  expect(res.json.body).toMatchObject({ orderStatus: "PAYMENT_PENDING", paymentStatus: "PENDING" });
  return { ...shopper, order: res.json.body as { _id: string; orderId: string; totalAmount: number } };
}

async function gatewayOrder(
  token: string,
  order: { _id: string; totalAmount: number },
  extra: Record<string, unknown> = {},
) {
  const res = await api.post(
    "/payments/createOrder",
    { amount: order.totalAmount, orderId: order._id, ...extra },
    token,
  );
  expect(res.status).toBe(200);
  return res.json.body as {
    id: string;
    amount: number;
    checkout: { action: string; fields: Record<string, string> } | null;
  };
}

const webhook = (body: unknown, headers: Record<string, string>) =>
  api.request("POST", "/payments/webhook", {
    rawBody: JSON.stringify(body),
    headers: { "content-type": "application/json", ...headers },
  });

const signedWebhook = (body: unknown, eventId: string) => postSignedWebhook(api, JSON.stringify(body), eventId);

const paymentEvent = (event: string, gatewayOrderId: string, paymentId: string) => ({
  entity: "event",
  event,
  contains: ["payment"],
  payload: { payment: { entity: { id: paymentId, entity: "payment", order_id: gatewayOrderId, status: "captured" } } },
});

describe("POST /payments/createOrder", () => {
  it("creates a gateway order for the exact total, in paise, and reuses it on a second call", async () => {
    const { token, order } = await prepaidOrder(2);
    const res = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order.orderId }, token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      _id: order._id,
      orderId: order.orderId,
      amount: Math.round(order.totalAmount * 100),
      currency: "INR",
      key: "rzp_test_sandbox",
      gateway: "sandbox",
      name: "Woodnest",
      prefill: { name: "Asha Verma", email: "asha.verma@example.in", contact: "9876543210" },
      checkout: null,
    });
    expect(res.json.body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const [sandboxOrder] = await api.db
      .select()
      .from(sandboxGatewayOrders)
      .where(eq(sandboxGatewayOrders.id, res.json.body.id));
    expect(sandboxOrder).toMatchObject({
      amount: Math.round(order.totalAmount * 100),
      receipt: order.orderId,
      status: "created",
    });
    expect((await orderRow(api, order._id)).gatewayOrderId).toBe(res.json.body.id);

    const again = await gatewayOrder(token, order);
    expect(again.id).toBe(res.json.body.id);
  });

  it("builds the hosted checkout form with return addresses on the shop's own site only", async () => {
    const { token, order } = await prepaidOrder();
    const body = await gatewayOrder(token, order, {
      callbackUrl: `http://localhost:3000/payment/callback/${order.orderId}`,
      cancelUrl: `http://localhost:3000/failed-payment?order=${order.orderId}`,
    });
    expect(body.checkout).toEqual({
      action: "http://api.test/v1/sandbox/checkout",
      method: "POST",
      fields: {
        key_id: "rzp_test_sandbox",
        order_id: body.id,
        amount: String(body.amount),
        currency: "INR",
        name: "Woodnest",
        description: `Order ${order.orderId}`,
        callback_url: `http://localhost:3000/payment/callback/${order.orderId}`,
        cancel_url: `http://localhost:3000/failed-payment?order=${order.orderId}`,
        "prefill[name]": "Asha Verma",
        "prefill[email]": "asha.verma@example.in",
        "prefill[contact]": "9876543210",
      },
    });

    const foreign = await api.post(
      "/payments/createOrder",
      { amount: order.totalAmount, orderId: order._id, callbackUrl: "https://evil.example/steal" },
      token,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors.callbackUrl).toBe(FOREIGN_URL);
  });

  it("refuses an amount other than the order total, a COD order and another customer's order", async () => {
    const { token, order } = await prepaidOrder();
    const wrong = await api.post("/payments/createOrder", { amount: order.totalAmount - 1, orderId: order._id }, token);
    expect(wrong.status).toBe(409);
    expect(wrong.json.message).toBe(AMOUNT_MISMATCH);
    expect((await orderRow(api, order._id)).gatewayOrderId).toBeNull();

    const cod = (await api.post("/customerOrders", orderPayload([line(product)]), token)).json.body;
    const codPay = await api.post("/payments/createOrder", { amount: cod.totalAmount, orderId: cod._id }, token);
    expect(codPay.status).toBe(400);
    expect(codPay.json.message).toBe(NOT_PREPAID);

    const stranger = await api.signIn();
    const theirs = await api.post(
      "/payments/createOrder",
      { amount: order.totalAmount, orderId: order._id },
      stranger.token,
    );
    expect(theirs.status).toBe(404);
    expect((await api.post("/payments/createOrder", { amount: 1, orderId: order._id })).status).toBe(401);
  });
});

describe("POST /payments/verifyPayment", () => {
  it("marks the order paid on a good signature, without a session, and twice is fine", async () => {
    const { token, order } = await prepaidOrder();
    const gw = await gatewayOrder(token, order);
    const payload = {
      razorpayOrderId: gw.id,
      razorpayPaymentId: "pay_TESTPAYMENT0001",
      razorpaySignature: paymentSignature(gw.id, "pay_TESTPAYMENT0001"),
    };

    const res = await api.post("/payments/verifyPayment", payload);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      _id: order._id,
      orderId: order.orderId,
      orderStatus: "ORDERPLACED",
      paymentStatus: "PAID",
    });
    const row = await orderRow(api, order._id);
    expect(row).toMatchObject({
      paymentStatus: "PAID",
      orderStatus: "ORDERPLACED",
      gatewayPaymentId: "pay_TESTPAYMENT0001",
    });
    expect(row.paidAt).toBeInstanceOf(Date);

    const again = await api.post("/payments/verifyPayment", payload, token);
    expect(again.status).toBe(200);
    expect(again.json.body.orderStatus).toBe("ORDERPLACED");
  });

  it("refuses an altered signature and another order's signature, changing nothing", async () => {
    const first = await prepaidOrder();
    const second = await prepaidOrder();
    const gw1 = await gatewayOrder(first.token, first.order);
    const gw2 = await gatewayOrder(second.token, second.order);
    const good = paymentSignature(gw1.id, "pay_TESTPAYMENT0002");
    const altered = (good[0] === "a" ? "b" : "a") + good.slice(1);

    const tampered = await api.post("/payments/verifyPayment", {
      razorpayOrderId: gw1.id,
      razorpayPaymentId: "pay_TESTPAYMENT0002",
      razorpaySignature: altered,
    });
    expect(tampered.status).toBe(400);
    expect(tampered.json.message).toBe(VERIFICATION_FAILED);

    const borrowed = await api.post("/payments/verifyPayment", {
      razorpayOrderId: gw2.id,
      razorpayPaymentId: "pay_TESTPAYMENT0002",
      razorpaySignature: good,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.json.message).toBe(VERIFICATION_FAILED);

    const unknown = await api.post("/payments/verifyPayment", {
      razorpayOrderId: "order_DOESNOTEXIST01",
      razorpayPaymentId: "pay_TESTPAYMENT0002",
      razorpaySignature: paymentSignature("order_DOESNOTEXIST01", "pay_TESTPAYMENT0002"),
    });
    expect(unknown.status).toBe(400);

    // A genuine signature, but the callback was addressed to another order: a forged redirect.
    const misaddressed = await api.post("/payments/verifyPayment", {
      razorpayOrderId: gw1.id,
      razorpayPaymentId: "pay_TESTPAYMENT0002",
      razorpaySignature: good,
      orderId: second.order._id,
    });
    expect(misaddressed.status).toBe(400);
    expect(misaddressed.json.message).toBe(VERIFICATION_FAILED);

    for (const { order } of [first, second]) {
      expect(await orderRow(api, order._id)).toMatchObject({
        orderStatus: "PAYMENT_PENDING",
        paymentStatus: "PENDING",
        paidAt: null,
      });
    }
  });
});

describe("failed payments and retries", () => {
  it("marks the order failed and gives the stock back once; a retry takes it again", async () => {
    await setStock(api, product, 10, { maximumOrderQuantity: 10 });
    const { token, order } = await prepaidOrder(3);
    const gw = await gatewayOrder(token, order);
    expect(await stockOf(api, product)).toBe(7);

    const failed = await api.post("/payments/failed", { orderId: order.orderId, reason: "payment_failed" }, token);
    expect(failed.status).toBe(200);
    expect(failed.json.body).toMatchObject({
      _id: order._id,
      orderId: order.orderId,
      orderStatus: "PAYMENT_FAILED",
      paymentStatus: "FAILED",
    });
    expect(await stockOf(api, product)).toBe(10);

    const twice = await api.post("/payments/failed", { orderId: order._id }, token);
    expect(twice.json.body.orderStatus).toBe("PAYMENT_FAILED");
    expect(await stockOf(api, product)).toBe(10);

    const retry = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect(retry.status).toBe(200);
    expect(retry.json.body.id).toBe(gw.id);
    expect(await orderRow(api, order._id)).toMatchObject({
      orderStatus: "PAYMENT_PENDING",
      paymentStatus: "PENDING",
      stockReleasedAt: null,
    });
    expect(await stockOf(api, product)).toBe(7);

    const paid = await api.post("/payments/verifyPayment", {
      razorpayOrderId: gw.id,
      razorpayPaymentId: "pay_TESTPAYMENT0003",
      razorpaySignature: paymentSignature(gw.id, "pay_TESTPAYMENT0003"),
    });
    expect(paid.json.body.orderStatus).toBe("ORDERPLACED");
    expect(await stockOf(api, product)).toBe(7);
  });

  it("fails an abandoned (cancelled) payment by the shop's order id, for its owner only", async () => {
    await setStock(api, product, 10, { maximumOrderQuantity: 10 });
    const { token, order } = await prepaidOrder(2);
    const gw = await gatewayOrder(token, order);
    const stranger = await api.signIn();

    expect((await api.post("/payments/failed", { orderId: order.orderId })).status).toBe(401);
    // The gateway's order id, which a failure redirect names, is no longer enough on its own.
    expect((await api.post("/payments/failed", { razorpayOrderId: gw.id })).status).toBe(401);
    expect((await api.post("/payments/failed", { orderId: order.orderId }, stranger.token)).status).toBe(404);
    expect(await stockOf(api, product)).toBe(8);

    const res = await api.post("/payments/failed", { orderId: order.orderId, reason: "cancelled" }, token);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED" });
    expect(await stockOf(api, product)).toBe(10);
  });

  it("refuses a retry when the stock has gone, saying how many are left", async () => {
    await setStock(api, product, 10, { maximumOrderQuantity: 10 });
    const { token, order } = await prepaidOrder(3);
    await gatewayOrder(token, order);
    await api.post("/payments/failed", { orderId: order.orderId }, token);
    await setStock(api, product, 2);

    const retry = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect(retry.status).toBe(409);
    expect(retry.json.message).toBe("Only 2 Quantity left");
    expect(retry.json.errors["products.0.quantity"]).toBe("Only 2 Quantity left");
    expect(await stockOf(api, product)).toBe(2);
    expect((await orderRow(api, order._id)).orderStatus).toBe("PAYMENT_FAILED");
  });

  it("records a payment the gateway has seen instead of failing the order", async () => {
    await setStock(api, product, 10, { maximumOrderQuantity: 10 });
    const { token, order } = await prepaidOrder();
    const gw = await gatewayOrder(token, order);
    const sandbox = api.deps.gateway as SandboxGateway;
    expect(await sandbox.capture(gw.id, "pay_TESTPAYMENT0004")).toBe("recorded");

    const res = await api.post("/payments/failed", { orderId: order.orderId }, token);
    expect(res.json.body).toMatchObject({ orderStatus: "ORDERPLACED", paymentStatus: "PAID" });
    expect(await stockOf(api, product)).toBe(9);

    const retry = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect(retry.status).toBe(409);
    expect(retry.json.message).toBe(ALREADY_PAID);
    expect(retry.json.code).toBe("ORDER_ALREADY_PAID");
  });

  it("records, instead of charging again, a payment made while the order still waits", async () => {
    const { token, order } = await prepaidOrder();
    const gw = await gatewayOrder(token, order);
    // Paid at the gateway, but neither the verification nor the webhook has reached the shop.
    expect(await (api.deps.gateway as SandboxGateway).capture(gw.id, "pay_TESTPAYMENT0007")).toBe("recorded");

    const retry = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect(retry.status).toBe(409);
    expect(retry.json.message).toBe(ALREADY_PAID);
    expect(retry.json.code).toBe("ORDER_ALREADY_PAID");
    expect(await orderRow(api, order._id)).toMatchObject({ orderStatus: "ORDERPLACED", paymentStatus: "PAID" });
  });

  it("takes the stock again for a payment that arrives after the order failed, or refunds when it is gone", async () => {
    await setStock(api, product, 10, { maximumOrderQuantity: 10 });
    const late = await prepaidOrder(2);
    const gwLate = await gatewayOrder(late.token, late.order);
    await api.post("/payments/failed", { orderId: late.order.orderId }, late.token);
    expect(await stockOf(api, product)).toBe(10);
    const ok = await api.post("/payments/verifyPayment", {
      razorpayOrderId: gwLate.id,
      razorpayPaymentId: "pay_TESTPAYMENT0005",
      razorpaySignature: paymentSignature(gwLate.id, "pay_TESTPAYMENT0005"),
    });
    expect(ok.status).toBe(200);
    expect(ok.json.body.orderStatus).toBe("ORDERPLACED");
    expect(await stockOf(api, product)).toBe(8);

    const gone = await prepaidOrder(2);
    const gwGone = await gatewayOrder(gone.token, gone.order);
    await api.post("/payments/failed", { orderId: gone.order.orderId }, gone.token);
    await setStock(api, product, 1);
    const refund = await api.post("/payments/verifyPayment", {
      razorpayOrderId: gwGone.id,
      razorpayPaymentId: "pay_TESTPAYMENT0006",
      razorpaySignature: paymentSignature(gwGone.id, "pay_TESTPAYMENT0006"),
    });
    expect(refund.status).toBe(409);
    expect(refund.json.message).toBe(PAYMENT_REFUNDED);
    expect(refund.json.body).toMatchObject({ orderStatus: "PAYMENT_FAILED", paymentStatus: "REFUND_PENDING" });
    expect(await stockOf(api, product)).toBe(1);
  });
});

describe("POST /payments/webhook", () => {
  it("marks an order paid on payment.captured with a good signature, once per event id", async () => {
    const { token, order } = await prepaidOrder();
    const gw = await gatewayOrder(token, order);
    const res = await signedWebhook(paymentEvent("payment.captured", gw.id, "pay_WEBHOOKPAY0001"), "evt_0001");
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({ event: "payment.captured", outcome: "paid" });
    expect(await orderRow(api, order._id)).toMatchObject({
      orderStatus: "ORDERPLACED",
      paymentStatus: "PAID",
      gatewayPaymentId: "pay_WEBHOOKPAY0001",
    });
  });

  it("refuses a bad or missing signature", async () => {
    const { token, order } = await prepaidOrder();
    const gw = await gatewayOrder(token, order);
    const body = paymentEvent("payment.captured", gw.id, "pay_WEBHOOKPAY0002");
    const bad = await webhook(body, { "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": "evt_0002" });
    expect(bad.status).toBe(400);
    expect((await webhook(body, { "x-razorpay-event-id": "evt_0002" })).status).toBe(400);
    expect((await orderRow(api, order._id)).orderStatus).toBe("PAYMENT_PENDING");
    expect(
      await api.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, "evt_0002")),
    ).toHaveLength(0);
  });

  it("releases stock on payment.failed once, and a replayed event changes nothing", async () => {
    await setStock(api, product, 10, { maximumOrderQuantity: 10 });
    const { token, order } = await prepaidOrder(2);
    const gw = await gatewayOrder(token, order);
    const failedEvent = paymentEvent("payment.failed", gw.id, "pay_WEBHOOKPAY0003");

    const first = await signedWebhook(failedEvent, "evt_0003");
    expect(first.json.body.outcome).toBe("failed");
    expect(await stockOf(api, product)).toBe(10);

    // The shopper retries; a replay of the old failure must not undo the new hold.
    await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect(await stockOf(api, product)).toBe(8);
    const replay = await signedWebhook(failedEvent, "evt_0003");
    expect(replay.status).toBe(200);
    expect(replay.json.body.outcome).toBe("replayed");
    expect((await orderRow(api, order._id)).orderStatus).toBe("PAYMENT_PENDING");
    expect(await stockOf(api, product)).toBe(8);
  });

  it("handles order.paid, does not fail a paid order, and ignores other events", async () => {
    const { token, order } = await prepaidOrder();
    const gw = await gatewayOrder(token, order);
    const orderPaid = {
      event: "order.paid",
      payload: {
        payment: { entity: { id: "pay_WEBHOOKPAY0004", order_id: gw.id } },
        order: { entity: { id: gw.id, status: "paid" } },
      },
    };
    expect((await signedWebhook(orderPaid, "evt_0004")).json.body.outcome).toBe("paid");
    const lateFailure = await signedWebhook(paymentEvent("payment.failed", gw.id, "pay_WEBHOOKPAY0005"), "evt_0005");
    expect(lateFailure.json.body.outcome).toBe("unchanged");
    expect((await orderRow(api, order._id)).paymentStatus).toBe("PAID");

    const other = await signedWebhook({ event: "refund.created", payload: {} }, "evt_0006");
    expect(other.status).toBe(200);
    expect(other.json.body.outcome).toBe("ignored");
  });
});

describe("releasePendingPayments", () => {
  it("fails unpaid online orders past the time limit, gives their stock back, and records late payments", async () => {
    const sweeper = await createTestApi({ env: { PENDING_PAYMENT_TTL_MINUTES: "30" } });
    try {
      await ensureDemoFacts(sweeper);
      const item = await findProduct(sweeper, "PRODUCT", 0);
      await setStock(sweeper, item, 10, { maximumOrderQuantity: 10 });
      // A shopper per order: one shopper's second checkout would replace their first (paying-later.md 2).
      const place = async (quantity: number) => {
        const shopper = await sweeper.signIn();
        const res = await sweeper.post(
          "/customerOrders",
          orderPayload([line(item, quantity)], { paymentMethod: "Prepaid" }),
          shopper.token,
        );
        return { ...res.json.body, token: shopper.token };
      };

      const abandoned = await place(2);
      const paidElsewhere = await place(1);
      const gw = (
        await sweeper.post(
          "/payments/createOrder",
          { amount: paidElsewhere.totalAmount, orderId: paidElsewhere._id },
          paidElsewhere.token,
        )
      ).json.body;
      await (sweeper.deps.gateway as SandboxGateway).capture(gw.id, "pay_SWEEPERPAY001");
      sweeper.clock.advance(20 * MINUTE);
      const recent = await place(3);
      expect(await stockOf(sweeper, item)).toBe(4);

      expect(await releasePendingPayments(sweeper.deps)).toBe(0);
      sweeper.clock.advance(11 * MINUTE);
      expect(await releasePendingPayments(sweeper.deps)).toBe(2);

      const status = async (id: string) => (await sweeper.db.select().from(orders).where(eq(orders.id, id)))[0];
      expect(await status(abandoned._id)).toMatchObject({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED" });
      expect(await status(paidElsewhere._id)).toMatchObject({ orderStatus: "ORDERPLACED", paymentStatus: "PAID" });
      expect(await status(recent._id)).toMatchObject({ orderStatus: "PAYMENT_PENDING" });
      expect(await stockOf(sweeper, item)).toBe(6);

      expect(await releasePendingPayments(sweeper.deps)).toBe(0);
      expect(await stockOf(sweeper, item)).toBe(6);
    } finally {
      await sweeper.close();
    }
  });
});
