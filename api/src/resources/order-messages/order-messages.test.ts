import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderMessages, orders } from "@api/db/schema";
import type { Messenger, OutgoingMessage } from "@api/services/messaging/messenger";
import type { TestApi } from "@api/test/harness";
import { signedInStaff } from "../admin/test-helpers";
import { type Target, line, orderPayload, orderRow, openStockedShop } from "../customer-orders/order-fixtures";
import type { OrderRow } from "../customer-orders/order-view";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";
import { markOrderPaid } from "../payments/payments.service";
import { MAX_ATTEMPTS, STALE_CLAIM_MS, deliverOrderMessages } from "./deliver-order-messages";
import { queueRefundedMessage, recipientsOf } from "./queue-order-messages";

let api: TestApi;
let plain: Target;
let ops: { token: string };

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop({
    env: { RATE_LIMIT_MULTIPLIER: "100", STOREFRONT_URL: "https://shop.test" },
  }));
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

/** Everything due, delivered now, through `messenger` (the outbox unless a test says otherwise). */
const drain = (messenger: Messenger = api.deps.messenger) => deliverOrderMessages({ ...api.deps, messenger });

async function placeOrder(extra: Record<string, unknown> = {}) {
  const { token } = await api.signIn();
  const res = await api.post("/customerOrders", orderPayload([line(plain)], extra), token);
  expect(res.status).toBe(200);
  return res.json.body as { _id: string; orderId: string; totalAmount: number };
}

const rowsOf = (orderId: string) => api.db.select().from(orderMessages).where(eq(orderMessages.orderId, orderId));
const move = (orderId: string, to: string) =>
  api.post(`/admin/orders/${orderId}/status`, { to, note: "test" }, ops.token);
const recording = () => {
  const sent: OutgoingMessage[] = [];
  return { sent, messenger: { send: async (m: OutgoingMessage) => void sent.push(m) } satisfies Messenger };
};

describe("the order messages' outbox", () => {
  it("writes a COD order's placed message with the order, by email and SMS, and the drain delivers it with its confirmation link", async () => {
    const order = await placeOrder();
    const rows = await rowsOf(order._id);
    expect(rows.map((r) => [r.event, r.channel, r.recipient, r.status]).sort()).toEqual([
      ["placed", "email", "asha.verma@example.in", "pending"],
      ["placed", "sms", "9876543210", "pending"],
    ]);

    await drain();
    const [sms] = await api.outbox("9876543210");
    expect(sms.body).toContain(order.orderId);
    expect(sms.body).toMatch(new RegExp(`https://shop\\.test/confirm-order/${order.orderId}\\.\\d+\\.[\\w-]{43}`));
    const after = await rowsOf(order._id);
    expect(after.every((r) => r.status === "sent" && r.sentAt && r.attempts === 1 && r.body === sms.body)).toBe(true);
  });

  it("queues each status's message once, however often the move is replayed", async () => {
    const order = await placeOrder();
    expect((await move(order.orderId, "CONFIRMED")).status).toBe(200);
    // The same move again, as a replayed request would make it from the same state.
    await api.db.update(orders).set({ orderStatus: "ORDERPLACED" }).where(eq(orders.id, order._id));
    expect((await move(order.orderId, "CONFIRMED")).status).toBe(200);
    const confirmed = (await rowsOf(order._id)).filter((r) => r.event === "confirmed");
    expect(confirmed.map((r) => r.channel)).toEqual(["email"]);

    const { sent, messenger } = recording();
    await drain(messenger);
    await drain(messenger);
    expect(
      sent.filter(
        (m) => m.body.includes("is confirmed") && m.to === "asha.verma@example.in" && m.body.includes(order.orderId),
      ),
    ).toHaveLength(1);
  });

  it("writes nothing when the move is refused (the same transaction)", async () => {
    const order = await placeOrder();
    await drain();
    expect((await move(order.orderId, "DELIVERED")).status).toBe(409);
    expect((await rowsOf(order._id)).map((r) => r.event)).toEqual(["placed", "placed"]);
  });

  it("tells the shopper of shipping with the courier's tracking link, or the shop's tracking page", async () => {
    const tracked = await placeOrder();
    const untracked = await placeOrder();
    for (const order of [tracked, untracked]) {
      await api.db.update(orders).set({ orderStatus: "PACKED" }).where(eq(orders.id, order._id));
    }
    await api.db
      .update(orders)
      .set({ trackingUrl: "https://courier.test/track/AWB123", awb: "AWB123", courierName: "Sandbox Courier" })
      .where(eq(orders.id, tracked._id));
    // Shipping is the courier code's move: made here as it makes it.
    for (const order of [tracked, untracked]) {
      await api.db.transaction(async (tx) =>
        moveOrder(tx, await lockOrder(tx, order._id), {
          to: "SHIPPED",
          actor: { type: "courier", name: "Sandbox Courier" },
          now: api.clock.now(),
        }),
      );
    }
    const { sent, messenger } = recording();
    await drain(messenger);
    const shipped = (number: string) => sent.find((m) => m.subject?.includes("shipped") && m.body.includes(number));
    expect(shipped(tracked.orderId)?.body).toContain(
      "with Sandbox Courier (AWB AWB123). Track it here: https://courier.test/track/AWB123",
    );
    expect(shipped(untracked.orderId)?.body).toContain(`https://shop.test/order-tracking?orderId=${untracked.orderId}`);
  });

  it("tells of delivery and of cancellation", async () => {
    const delivered = await placeOrder();
    await api.db.update(orders).set({ orderStatus: "OUT_FOR_DELIVERY" }).where(eq(orders.id, delivered._id));
    expect((await move(delivered.orderId, "DELIVERED")).status).toBe(200);
    const cancelled = await placeOrder();
    expect(
      (
        await api.post(
          `/admin/orders/${cancelled.orderId}/status`,
          { to: "CANCELLED", note: "Out of stock" },
          ops.token,
        )
      ).status,
    ).toBe(200);
    const events = async (id: string) => (await rowsOf(id)).map((r) => r.event).sort();
    expect(await events(delivered._id)).toEqual(["delivered", "placed", "placed"]);
    expect(await events(cancelled._id)).toEqual(["cancelled", "placed", "placed"]);
  });

  it("tells a prepaid order's shopper when it is paid (placed), once however often the payment is reported", async () => {
    const order = await placeOrder({ paymentMethod: "Prepaid" });
    // At checkout only the message with the link that pays it (paying-later.md 4).
    expect((await rowsOf(order._id)).map((r) => r.event)).toEqual(["awaiting_payment"]);
    await api.db.transaction((tx) => markOrderPaid(tx, order._id, "pay_1", api.clock.now()));
    await api.db.transaction((tx) => markOrderPaid(tx, order._id, "pay_1", api.clock.now()));
    const rows = (await rowsOf(order._id)).filter((r) => r.event === "placed");
    expect(rows.map((r) => [r.event, r.channel])).toEqual([["placed", "email"]]);
    const { sent, messenger } = recording();
    await drain(messenger);
    const placed = sent.find((m) => m.body.includes(order.orderId) && m.subject?.endsWith("is placed"));
    expect(placed?.body).toContain("We will tell you when it ships");
    expect(placed?.body).not.toContain("confirm-order");
  });

  it("queues a refund's message once per refund, with its amount", async () => {
    const order = await placeOrder();
    const row = await orderRow(api, order._id);
    const now = api.clock.now();
    await api.db.transaction(async (tx) => {
      await queueRefundedMessage(tx, row, { refundId: "rfnd_1", amountPaise: 123_400, now });
      await queueRefundedMessage(tx, row, { refundId: "rfnd_1", amountPaise: 123_400, now });
      await queueRefundedMessage(tx, row, { refundId: "rfnd_2", amountPaise: 500, now });
    });
    const { sent, messenger } = recording();
    await drain(messenger);
    const refunds = sent
      .filter((m) => m.subject?.startsWith("Refund") && m.body.includes(order.orderId))
      .map((m) => m.subject);
    expect(refunds.sort()).toEqual([
      `Refund of Rs 1,234 for your Woodnest order ${order.orderId}`,
      `Refund of Rs 5 for your Woodnest order ${order.orderId}`,
    ]);
  });

  it("tries a failed send again after a wait, and gives up after MAX_ATTEMPTS", async () => {
    await drain();
    const order = await placeOrder();
    const failing = { send: vi.fn(async () => Promise.reject(new Error("SMS provider answered 503"))) };
    const first = await drain(failing);
    expect(first).toMatchObject({ claimed: 2, sent: 0, failed: 2 });
    let [row] = (await rowsOf(order._id)).filter((r) => r.channel === "sms");
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "SMS provider answered 503" });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(api.clock.now().getTime());

    // Not due yet: nothing is claimed.
    expect((await drain(failing)).claimed).toBe(0);
    api.clock.advance(10_000);
    const { sent, messenger } = recording();
    expect(await drain(messenger)).toMatchObject({ claimed: 2, sent: 2 });
    [row] = (await rowsOf(order._id)).filter((r) => r.channel === "sms");
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(sent.filter((m) => m.to === "9876543210" && m.body.includes(order.orderId))).toHaveLength(1);

    const doomed = await placeOrder();
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      await drain(failing);
      api.clock.advance(3_600_000);
    }
    expect((await rowsOf(doomed._id)).map((r) => [r.status, r.attempts])).toEqual([
      ["failed", MAX_ATTEMPTS],
      ["failed", MAX_ATTEMPTS],
    ]);
  });

  it("never lets two drains send one message, and takes over a claim its sender abandoned", async () => {
    await drain();
    const order = await placeOrder();
    const { sent, messenger } = recording();
    await Promise.all([drain(messenger), drain(messenger), drain(messenger)]);
    expect(sent.filter((m) => m.body.includes(order.orderId))).toHaveLength(2);

    // A sender that claimed a row and died: after STALE_CLAIM_MS it is sent by another.
    const other = await placeOrder();
    await api.db
      .update(orderMessages)
      .set({ status: "sending", claimedAt: api.clock.now(), attempts: 1 })
      .where(and(eq(orderMessages.orderId, other._id), eq(orderMessages.channel, "sms")));
    const again = recording();
    await drain(again.messenger);
    expect(again.sent.filter((m) => m.to === "9876543210")).toHaveLength(0);
    api.clock.advance(STALE_CLAIM_MS + 1);
    await drain(again.messenger);
    expect(again.sent.filter((m) => m.to === "9876543210" && m.body.includes(other.orderId))).toHaveLength(1);
  });

  it("stores the shopper's WhatsApp opt-in from checkout and sends its updates there as templates", async () => {
    const order = await placeOrder({ whatsappOptIn: "on" });
    expect((await orderRow(api, order._id)).whatsappOptIn).toBe(true);
    const { sent, messenger } = recording();
    await drain(messenger);
    const whatsapp = sent.find((m) => m.channel === "whatsapp" && m.body.includes(order.orderId));
    expect(whatsapp?.to).toBe("919876543210");
    expect(whatsapp?.template?.key).toBe("placed_cod");
    expect(whatsapp?.template?.parameters.slice(0, 2)).toEqual(["Asha", order.orderId]);
    expect(whatsapp?.template?.parameters[3]).toMatch(/^https:\/\/shop\.test\/confirm-order\//);

    const without = await placeOrder();
    expect((await orderRow(api, without._id)).whatsappOptIn).toBe(false);
    expect((await rowsOf(without._id)).some((r) => r.channel === "whatsapp")).toBe(false);
  });
});

describe("the channels of an order's message", () => {
  const order = (over: Partial<OrderRow> = {}, address: Partial<OrderRow["shippingAddress"]> = {}) =>
    ({
      paymentMethod: "Prepaid",
      whatsappOptIn: false,
      shippingAddress: { name: "Asha", mobile: "9876543210", email: "asha@example.in", ...address },
      ...over,
    }) as OrderRow;

  it("uses email when there is an address, else SMS", () => {
    expect(recipientsOf(order(), "shipped", null)).toEqual([{ channel: "email", recipient: "asha@example.in" }]);
    expect(recipientsOf(order({}, { email: "" }), "shipped", "account@example.in")).toEqual([
      { channel: "email", recipient: "account@example.in" },
    ]);
    expect(recipientsOf(order({}, { email: "" }), "shipped", null)).toEqual([
      { channel: "sms", recipient: "9876543210" },
    ]);
  });

  it("also texts a COD order's confirmation link, and adds WhatsApp for shoppers who opted in", () => {
    expect(recipientsOf(order({ paymentMethod: "COD" }), "placed", null).map((r) => r.channel)).toEqual([
      "email",
      "sms",
    ]);
    expect(recipientsOf(order({ paymentMethod: "COD" }), "confirmed", null).map((r) => r.channel)).toEqual(["email"]);
    expect(recipientsOf(order({ whatsappOptIn: true }), "delivered", null)).toEqual([
      { channel: "email", recipient: "asha@example.in" },
      { channel: "whatsapp", recipient: "919876543210" },
    ]);
  });
});
