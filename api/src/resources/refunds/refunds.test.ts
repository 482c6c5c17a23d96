import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderEvents, orderMessages, orders, refunds, sandboxGatewayRefunds } from "@api/db/schema";
import { RESUBMIT_STALLED_REFUNDS, STALLED_AFTER_MS, SUBMIT_REFUND, scheduleRefundJobs } from "@api/jobs/refund-jobs";
import { type JobQueue, startJobQueue, stopJobQueue } from "@api/jobs/queue";
import { SandboxGateway, sandboxId } from "@api/services/payments/sandbox";
import type { TestApi } from "@api/test/harness";
import { signedInStaff } from "../admin/test-helpers";
import {
  type Target,
  line,
  orderPayload,
  orderRow,
  openStockedShop,
  placePaidOrder,
} from "../customer-orders/order-fixtures";
import { GATEWAY_ACTOR } from "../order-lifecycle/order-events";
import { reachesBankBy } from "./bank-arrival";
import { refundAmountLabel, requestRefund, submitRefund, unsubmittedRefunds } from "./refunds.service";

let api: TestApi;
let sandbox: SandboxGateway;
let product: Target;
let ops: { token: string; member: { id: string; name: string; email: string } };

beforeAll(async () => {
  ({ api, product } = await openStockedShop({ env: { RATE_LIMIT_MULTIPLIER: "100" } }));
  ops = await signedInStaff(api, "operations");
  sandbox = api.deps.gateway as SandboxGateway;
});
afterAll(() => api.close());

type PlacedOrder = { _id: string; orderId: string; totalAmount: number };

/** A prepaid order paid through the sandbox gateway, as the shopper's browser pays it. */
async function paidOrder(quantity = 1) {
  const { shopper, order, paymentId, verified } = await placePaidOrder(api, [line(product, quantity)]);
  expect(verified).toMatchObject({ orderStatus: "ORDERPLACED", paymentStatus: "PAID" });
  return { ...shopper, order, paymentId, totalPaise: Math.round(order.totalAmount * 100) };
}

const refundsOfOrder = (id: string) =>
  api.db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(refunds.createdAt);
const gatewayRefundsOf = (paymentId: string) =>
  api.db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentId, paymentId));
/** The refund's entries on the order's timeline: each of its own kind, never an internal note. */
const refundEventsOf = async (id: string) =>
  (
    await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), like(orderEvents.kind, "refund_%")))
      .orderBy(orderEvents.seq)
  ).map((e) => ({ kind: e.kind, note: e.note, actorType: e.actorType }));
const cancelAsShopper = (token: string, id: string) =>
  api.put(`/customerOrders/cancel/${id}`, { cancelMessage: "Found a better one" }, token);
const refundAsStaff = (orderNumber: string, body: Record<string, unknown>, token = ops.token) =>
  api.post(`/admin/orders/${orderNumber}/refunds`, body, token);

describe("cancelling a paid prepaid order", () => {
  it("requests the full refund with the cancellation, sends it once, and ends REFUNDED by the gateway's webhook", async () => {
    const { token, order, paymentId, totalPaise } = await paidOrder(2);
    const cancelled = await cancelAsShopper(token, order._id);
    expect(cancelled.status).toBe(200);
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUND_PENDING");
    const [refund] = await refundsOfOrder(order._id);
    expect(refund).toMatchObject({
      amountPaise: totalPaise,
      kind: "cancellation",
      status: "pending",
      requestedBy: "customer",
      reason: "Found a better one",
    });

    expect(await submitRefund(api.deps, refund.id)).toBe("submitted");
    const [settled] = await refundsOfOrder(order._id);
    expect(settled).toMatchObject({ status: "processed", gatewayRefundId: expect.stringMatching(/^rfnd_/) });
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUNDED");
    expect(await refundEventsOf(order._id)).toEqual([
      {
        kind: "refund_requested",
        note: `Refund of ${refundAmountLabel(totalPaise)} requested: Found a better one`,
        actorType: "customer",
      },
      {
        kind: "refund_made",
        note: `Refund of ${refundAmountLabel(totalPaise)} processed by the gateway`,
        actorType: "gateway",
      },
    ]);
    const notes = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.kind, "note")));
    expect(notes).toEqual([]);

    // The shopper's order: the refund's amount, dates, the gateway's reference and the day it reaches the bank; its progress ends refunded.
    const details = await api.get(`/customerOrders/${order.orderId}`, token);
    expect(details.json.body.refunds).toEqual([
      {
        _id: settled.id,
        amount: totalPaise / 100,
        status: "processed",
        requestedAt: settled.createdAt.toISOString(),
        processedAt: settled.settledAt?.toISOString(),
        reference: settled.gatewayRefundId,
        reachesBankBy: reachesBankBy(settled.settledAt as Date).toISOString(),
      },
    ]);
    expect(details.json.body.timeline.map((step: { label: string }) => step.label)).toEqual([
      "Awaiting payment",
      "Order placed",
      "Cancelled",
      "Refunded",
    ]);
    expect(details.json.body.timeline.at(-1).at).toBe(settled.settledAt?.toISOString());

    // The shopper is told, once.
    const told = await api.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, order._id), eq(orderMessages.event, "refunded")));
    expect(told).toHaveLength(1);

    // The job run again (a retry after a lost answer) asks nothing more of the gateway.
    expect(await submitRefund(api.deps, refund.id)).toBe("skipped");
    expect(await gatewayRefundsOf(paymentId)).toHaveLength(1);
    expect(
      await api.db
        .select()
        .from(orderMessages)
        .where(and(eq(orderMessages.orderId, order._id), eq(orderMessages.event, "refunded"))),
    ).toHaveLength(1);
  });

  it("by staff does the same; a cash-on-delivery or unpaid order gets no refund", async () => {
    const { order, totalPaise } = await paidOrder();
    const moved = await api.post(
      `/admin/orders/${order.orderId}/status`,
      { to: "CANCELLED", note: "Out of stock at the workshop" },
      ops.token,
    );
    expect(moved.status).toBe(200);
    expect(await refundsOfOrder(order._id)).toMatchObject([
      { amountPaise: totalPaise, requestedBy: "staff", kind: "cancellation" },
    ]);

    const shopper = await api.signIn();
    const cod = await api.post("/customerOrders", orderPayload([line(product, 1)]), shopper.token);
    expect((await cancelAsShopper(shopper.token, cod.json.body._id)).status).toBe(200);
    expect(await refundsOfOrder(cod.json.body._id)).toEqual([]);
    expect((await orderRow(api, cod.json.body._id)).paymentStatus).toBe("PENDING");
  });
});

describe("refund idempotency", () => {
  it("never refunds twice when the job is retried after the gateway's answer was lost", async () => {
    const { token, order, paymentId, totalPaise } = await paidOrder();
    await cancelAsShopper(token, order._id);
    const [refund] = await refundsOfOrder(order._id);
    // The first attempt reached the gateway, but its answer never came back to the job, and its webhook is late.
    const deliver = sandbox.deliverWebhook;
    sandbox.deliverWebhook = async () => {};
    const lost = await sandbox
      .refund({
        paymentId,
        amount: totalPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: { shop_refund_key: refund.idempotencyKey },
      })
      .finally(() => {
        sandbox.deliverWebhook = deliver;
      });
    expect(await submitRefund(api.deps, refund.id)).toBe("submitted");
    expect(await gatewayRefundsOf(paymentId)).toEqual([expect.objectContaining({ id: lost.id, amount: totalPaise })]);
    expect((await refundsOfOrder(order._id))[0]).toMatchObject({ gatewayRefundId: lost.id, status: "processed" });
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUNDED");
  });

  it("runs through the job queue: queued after the cancel commits, sent once however many instances work it", async () => {
    const { token, order, paymentId } = await paidOrder();
    const silent = { info: () => {}, error: () => {} };
    const instances: JobQueue[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const queue = await startJobQueue(api, silent);
        instances.push(queue);
        await scheduleRefundJobs(queue, { ...api.deps, logger: silent });
      }
      expect((await instances[0].getSchedules()).map(({ name }) => name)).toEqual([RESUBMIT_STALLED_REFUNDS]);
      api.deps.jobs = instances[0];
      expect((await cancelAsShopper(token, order._id)).status).toBe(200);
      const [refund] = await refundsOfOrder(order._id);
      await instances[1].send(SUBMIT_REFUND, { refundId: refund.id }, { singletonKey: refund.id });
      await expect
        .poll(async () => (await orderRow(api, order._id)).paymentStatus, { timeout: 15_000 })
        .toBe("REFUNDED");
      await expect
        .poll(async () => (await instances[0].getQueueSize(SUBMIT_REFUND)) === 0, { timeout: 15_000 })
        .toBe(true);
      expect(await gatewayRefundsOf(paymentId)).toHaveLength(1);
    } finally {
      api.deps.jobs = null;
      for (const queue of instances) await stopJobQueue(queue, 1_000);
    }
  }, 60_000);
});

describe("the stalled-refund sweep", () => {
  it("finds a pending refund the gateway has not accepted 15 minutes after it was written, and not once it is sent", async () => {
    const { token, order } = await paidOrder();
    await cancelAsShopper(token, order._id);
    const [refund] = await refundsOfOrder(order._id);
    const stalledSince = () => new Date(api.clock.now().getTime() - STALLED_AFTER_MS);
    expect((await unsubmittedRefunds(api.db, stalledSince())).map((r) => r.id)).not.toContain(refund.id);
    api.clock.advance(STALLED_AFTER_MS + 60_000);
    expect((await unsubmittedRefunds(api.db, stalledSince())).map((r) => r.id)).toContain(refund.id);
    await submitRefund(api.deps, refund.id);
    expect((await unsubmittedRefunds(api.db, stalledSince())).map((r) => r.id)).not.toContain(refund.id);
  });
});

describe("refund webhooks", () => {
  it("are replay-safe: the same event again, or another event about a settled refund, changes nothing", async () => {
    const { token, order } = await paidOrder();
    await sandbox.failNextRefunds(1);
    await cancelAsShopper(token, order._id);
    const [refund] = await refundsOfOrder(order._id);
    await submitRefund(api.deps, refund.id);
    const [failed] = await refundsOfOrder(order._id);
    expect(failed.status).toBe("failed");
    const body = JSON.stringify({
      event: "refund.processed",
      payload: {
        refund: {
          entity: {
            id: failed.gatewayRefundId,
            status: "processed",
            notes: { shop_refund_key: failed.idempotencyKey },
          },
        },
      },
    });
    const { hmacHex } = await import("@api/services/payments/gateway");
    const headers = {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(api.deps.env.SANDBOX_GATEWAY_SECRET, body),
      "x-razorpay-event-id": "evt_REPLAYTEST0001",
    };
    const first = await api.request("POST", "/payments/webhook", { rawBody: body, headers });
    expect(first.json.body).toEqual({ event: "refund.processed", outcome: "unchanged" });
    const again = await api.request("POST", "/payments/webhook", { rawBody: body, headers });
    expect(again.json.body).toEqual({ event: "refund.processed", outcome: "replayed" });
    expect((await refundsOfOrder(order._id))[0].status).toBe("failed");
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUND_FAILED");
    const forged = await api.request("POST", "/payments/webhook", {
      rawBody: body,
      headers: { ...headers, "x-razorpay-signature": "0".repeat(64) },
    });
    expect(forged.status).toBe(400);
  });
});

describe("a failed refund", () => {
  it("shows REFUND_FAILED with the gateway's note, and staff's retry (a new key) ends REFUNDED", async () => {
    const { token, order, paymentId } = await paidOrder();
    await sandbox.failNextRefunds(1);
    await cancelAsShopper(token, order._id);
    const [refund] = await refundsOfOrder(order._id);
    await submitRefund(api.deps, refund.id);
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUND_FAILED");
    expect((await refundEventsOf(order._id)).at(-1)).toEqual({
      kind: "refund_failed",
      note: expect.stringMatching(/^Refund of Rs [\d,.]+ failed: /),
      actorType: "gateway",
    });

    const listed = await api.get(`/admin/orders/${order.orderId}/refunds`, ops.token);
    expect(listed.json.body).toMatchObject({
      paymentStatus: "REFUND_FAILED",
      refundable: order.totalAmount,
      refunds: [{ status: "failed", attempt: 1 }],
    });

    const retried = await api.post(`/admin/orders/${order.orderId}/refunds/${refund.id}/retry`, {}, ops.token);
    expect(retried.status).toBe(200);
    expect(retried.json.body).toMatchObject({ status: "pending", attempt: 2 });
    const [again] = await refundsOfOrder(order._id);
    expect(again.idempotencyKey).not.toBe(refund.idempotencyKey);
    await submitRefund(api.deps, refund.id);
    expect((await refundsOfOrder(order._id))[0].status).toBe("processed");
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUNDED");
    expect((await gatewayRefundsOf(paymentId)).map((r) => r.status).sort()).toEqual(["failed", "processed"]);

    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, "order.refund_retry")));
    expect(audit).toMatchObject([
      { staffId: ops.member.id, before: { status: "failed", attempt: 1 }, after: { status: "pending", attempt: 2 } },
    ]);
    const twice = await api.post(`/admin/orders/${order.orderId}/refunds/${refund.id}/retry`, {}, ops.token);
    expect(twice.status).toBe(409);
  });
});

describe("partial refunds from the back office", () => {
  it("refunds part of a paid order, audited, and PARTIALLY_REFUNDED once processed", async () => {
    const { order, totalPaise } = await paidOrder(2);
    const res = await refundAsStaff(order.orderId, { amount: "100.50", reason: "One chair arrived scratched" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("A refund of Rs 100.50 has been sent to the payment gateway");
    expect(res.json.body).toMatchObject({
      amount: 100.5,
      kind: "partial",
      status: "pending",
      requestedBy: "staff",
      requestedByName: ops.member.name,
    });
    const audit = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, "order.refund")));
    expect(audit).toMatchObject([
      { staffId: ops.member.id, after: { amount: 100.5, reason: "One chair arrived scratched", kind: "partial" } },
    ]);
    await submitRefund(api.deps, res.json.body._id);
    expect((await orderRow(api, order._id)).paymentStatus).toBe("PARTIALLY_REFUNDED");
    const listed = await api.get(`/admin/orders/${order.orderId}/refunds`, ops.token);
    expect(listed.json.body).toMatchObject({
      paid: totalPaise / 100,
      refundable: (totalPaise - 10_050) / 100,
      refunds: [{ status: "processed", amount: 100.5 }],
    });
  });

  it("never refunds more than was paid, even for two requests at once", async () => {
    const { order, totalPaise } = await paidOrder();
    const over = await refundAsStaff(order.orderId, { amount: totalPaise / 100 + 1, reason: "Too much" });
    expect(over.status).toBe(409);
    expect(over.json.errors.amount).toMatch(/^At most Rs [\d,.]+ can be refunded$/);

    const share = Math.ceil((totalPaise * 0.6) / 100);
    const raced = await Promise.all(
      [1, 2].map(() => refundAsStaff(order.orderId, { amount: share, reason: "Goodwill" })),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await refundsOfOrder(order._id);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBeLessThanOrEqual(totalPaise);

    // The service refuses on its own too, for the returns that will call it.
    const now = api.clock.now();
    await expect(
      api.db.transaction((tx) =>
        requestRefund(tx, {
          orderId: order._id,
          amountPaise: totalPaise,
          reason: "x",
          kind: "return",
          actor: GATEWAY_ACTOR,
          now,
        }),
      ),
    ).rejects.toThrow(/^At most Rs /);
  });

  it("refuses a blank reason, a zero or malformed amount, a cash-on-delivery order and an unknown order", async () => {
    const { order } = await paidOrder();
    const blank = await refundAsStaff(order.orderId, { amount: "0", reason: " " });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual({ amount: "Amount must be more than 0", reason: "Reason is a required field" });
    const paise = await refundAsStaff(order.orderId, { amount: "1.234", reason: "x" });
    expect(paise.json.errors.amount).toBe("Amount may have at most 2 decimals (paise)");

    const shopper = await api.signIn();
    const cod = await api.post("/customerOrders", orderPayload([line(product, 1)]), shopper.token);
    const none = await refundAsStaff(cod.json.body.orderId, { amount: 10, reason: "x" });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe("This order has no online payment to refund");
    expect((await refundAsStaff("FS999999", { amount: 10, reason: "x" })).status).toBe(404);
    expect((await api.get("/admin/orders/FS999999/refunds", ops.token)).status).toBe(404);
  });
});

describe("money that arrives for an order that can no longer be placed", () => {
  it("is refunded in full automatically", async () => {
    const shopper = await api.signIn();
    const placed = await api.post(
      "/customerOrders",
      orderPayload([line(product, 1)], { paymentMethod: "Prepaid" }),
      shopper.token,
    );
    const order = placed.json.body as PlacedOrder;
    const gateway = await api.post(
      "/payments/createOrder",
      { amount: order.totalAmount, orderId: order._id },
      shopper.token,
    );
    await api.db.update(orders).set({ orderStatus: "CANCELLED" }).where(eq(orders.id, order._id));
    const paymentId = sandboxId("pay_");
    await sandbox.capture(gateway.json.body.id, paymentId);
    const verified = await api.post("/payments/verifyPayment", {
      razorpayPaymentId: paymentId,
      razorpayOrderId: gateway.json.body.id,
      razorpaySignature: sandbox.sign(gateway.json.body.id, paymentId),
    });
    expect(verified.status).toBe(409);
    const [refund] = await refundsOfOrder(order._id);
    expect(refund).toMatchObject({
      amountPaise: Math.round(order.totalAmount * 100),
      requestedBy: "system",
      status: "pending",
    });
    await submitRefund(api.deps, refund.id);
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUNDED");
  });
});
