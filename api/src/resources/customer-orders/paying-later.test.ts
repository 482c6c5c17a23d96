/**
 * Paying later, and twice (issue 30 item 5, docs/decisions/paying-later.md): one order waiting
 * per checkout, its payment from its page and its message, and the shopper told when it
 * expires. Money and stock: run on PGlite and, with API_TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderMessages, orders } from "@api/db/schema";
import type { OutgoingMessage } from "@api/services/messaging/messenger";
import type { TestApi } from "@api/test/harness";
import { deliverOrderMessages } from "../order-messages/deliver-order-messages";
import { releasePendingPayments } from "../payments/payments.service";
import { ALREADY_PAID, ORDER_CANCELLED_UNPAID, PAYMENT_EXPIRED } from "../payments/payments.handlers";
import { ORDER_RESUMED } from "./customer-orders.handlers";
import {
  type Target,
  openShop,
  findProduct,
  line,
  orderCount,
  orderPayload,
  orderRow,
  setStock,
  stockOf,
} from "./order-fixtures";
import { REPLACED_BY_NEW_CHECKOUT } from "./pending-order";

const MINUTE = 60_000;

let api: TestApi;
let plain: Target;
let other: Target;

beforeAll(async () => {
  api = await openShop({
    env: { STOREFRONT_URL: "https://shop.test", PENDING_PAYMENT_TTL_MINUTES: "30", RATE_LIMIT_MULTIPLIER: "100" },
  });
  plain = await findProduct(api, "PRODUCT", 0);
  other = await findProduct(api, "PRODUCT", 1);
});
afterAll(() => api.close());
beforeEach(async () => {
  await setStock(api, plain, 20, { maximumOrderQuantity: 10 });
  await setStock(api, other, 20, { maximumOrderQuantity: 10 });
});

const prepaid = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  orderPayload(lines, { paymentMethod: "Prepaid", ...extra });

/** Place order with a fresh page's key each time, as a second visit to /checkout does. */
async function checkout(token: string, payload: Record<string, unknown>) {
  return api.request("POST", "/customerOrders", {
    body: payload,
    token,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
}

const messagesOf = (orderId: string, event: string) =>
  api.db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.event, event as "placed")));

async function delivered() {
  const sent: OutgoingMessage[] = [];
  await deliverOrderMessages({ ...api.deps, messenger: { send: async (m) => void sent.push(m) } }, 200);
  return sent;
}

describe("checkout with an order already waiting for its payment", () => {
  it("resumes the waiting order for the same checkout: no second order, no second hold", async () => {
    const { token, customerId } = await api.signIn();
    const first = await checkout(token, prepaid([line(plain, 2)]));
    expect(first.status).toBe(200);
    expect(await stockOf(api, plain)).toBe(18);

    api.clock.advance(10 * MINUTE);
    const again = await checkout(token, prepaid([line(plain, 2)]));
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(ORDER_RESUMED);
    expect(again.json.body).toMatchObject({
      _id: first.json.body._id,
      orderId: first.json.body.orderId,
      orderStatus: "PAYMENT_PENDING",
    });
    expect(await orderCount(api, customerId)).toBe(1);
    expect(await stockOf(api, plain)).toBe(18);
    // Paying now gets a full hold: the sweep does not release it 20 minutes later, mid-payment.
    expect((await orderRow(api, first.json.body._id)).stockReservedAt).toEqual(api.clock.now());
  });

  it("cancels the waiting order, giving its stock back, before placing a changed one", async () => {
    const { token, customerId } = await api.signIn();
    const first = (await checkout(token, prepaid([line(plain, 2)]))).json.body;

    const changed = await checkout(token, prepaid([line(plain, 3)]));
    expect(changed.status).toBe(200);
    expect(changed.json.body._id).not.toBe(first._id);
    expect(await orderRow(api, first._id)).toMatchObject({
      orderStatus: "CANCELLED",
      cancelMessage: REPLACED_BY_NEW_CHECKOUT,
    });
    expect(await stockOf(api, plain)).toBe(17);

    // Another address, or cash on delivery, is another checkout too.
    const moved = await checkout(token, prepaid([line(plain, 3)], { address: "22 Babar Road" }));
    const cod = await checkout(token, orderPayload([line(plain, 3)]));
    expect([moved.status, cod.status]).toEqual([200, 200]);
    expect(await orderRow(api, changed.json.body._id)).toMatchObject({ orderStatus: "CANCELLED" });
    expect(await orderRow(api, cod.json.body._id)).toMatchObject({ orderStatus: "ORDERPLACED" });
    const rows = await api.db.select().from(orders).where(eq(orders.customerId, customerId));
    expect(rows.filter((o) => o.orderStatus === "PAYMENT_PENDING")).toEqual([]);
    expect(await stockOf(api, plain)).toBe(17);
  });

  it("cancels nothing when the changed order is refused", async () => {
    const { token } = await api.signIn();
    const first = (await checkout(token, prepaid([line(plain, 2)]))).json.body;
    await setStock(api, other, 1, { maximumOrderQuantity: 10 });
    // Refused when it takes the stock, after the waiting order was cancelled in the same transaction.
    const refused = await checkout(token, prepaid([line(plain, 2), line(other, 2)]));
    expect(refused.status).toBe(409);
    expect(await orderRow(api, first._id)).toMatchObject({ orderStatus: "PAYMENT_PENDING", cancelledAt: null });
    expect(await stockOf(api, plain)).toBe(18);
  });

  it("makes one order of two Place orders racing for the same cart from two pages", async () => {
    const { token, customerId } = await api.signIn();
    const racing = await Promise.all([
      checkout(token, prepaid([line(plain, 1), line(other, 2)])),
      checkout(token, prepaid([line(other, 2), line(plain, 1)])),
    ]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(racing[0].json.body._id).toBe(racing[1].json.body._id);
    expect(racing.map((r) => r.json.message).sort()).toEqual(
      [ORDER_RESUMED, "Order created. Complete the payment to place it."].sort(),
    );
    expect(await orderCount(api, customerId)).toBe(1);
    expect(await stockOf(api, plain)).toBe(19);
    expect(await stockOf(api, other)).toBe(18);
  });
});

describe("paying an order awaiting payment later", () => {
  it("tells the shopper at checkout, with the link to the order's page that pays it", async () => {
    const { token } = await api.signIn();
    const order = (await checkout(token, prepaid([line(plain)]))).json.body;
    expect(order.canPay).toBe(true);
    expect((await messagesOf(order._id, "awaiting_payment")).map((r) => r.channel)).toEqual(["email"]);
    const sent = (await delivered()).find((m) => m.body.includes(order.orderId));
    expect(sent?.subject).toBe(`Your Woodnest order ${order.orderId} is waiting for payment`);
    expect(sent?.body).toContain(`pay for it here: https://shop.test/my-account/orderDetails/${order.orderId} `);
  });

  it("pays the same order from its page, and refuses a paid or cancelled one with its reason", async () => {
    const { token, customerId } = await api.signIn();
    const order = (await checkout(token, prepaid([line(plain)]))).json.body;
    const pay = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order.orderId }, token);
    expect(pay.status).toBe(200);
    expect(pay.json.body._id).toBe(order._id);
    expect(await orderCount(api, customerId)).toBe(1);

    await api.put(`/customerOrders/cancel/${order._id}`, { cancelMessage: "Not now" }, token);
    expect((await api.get(`/customerOrders/${order._id}`, token)).json.body.canPay).toBe(false);
    const cancelled = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect([cancelled.status, cancelled.json.message]).toEqual([409, ORDER_CANCELLED_UNPAID]);
    expect(cancelled.json.code).toBe("CONFLICT");

    const paid = (await checkout(token, prepaid([line(plain)]))).json.body;
    await api.db
      .update(orders)
      .set({ paidAt: api.clock.now(), paymentStatus: "PAID", orderStatus: "ORDERPLACED" })
      .where(eq(orders.id, paid._id));
    const again = await api.post("/payments/createOrder", { amount: paid.totalAmount, orderId: paid._id }, token);
    expect([again.status, again.json.message]).toEqual([409, ALREADY_PAID]);
    expect(again.json.code).toBe("ORDER_ALREADY_PAID");
  });
});

describe("an unpaid order that expires", () => {
  it("tells the shopper it was released, with the link to the cart, and is not paid for again", async () => {
    // The earlier tests' orders expire first, so the stock below is this order's alone.
    api.clock.advance(31 * MINUTE);
    await releasePendingPayments(api.deps);
    await setStock(api, plain, 20, { maximumOrderQuantity: 10 });
    const { token } = await api.signIn();
    const order = (await checkout(token, prepaid([line(plain, 2)]))).json.body;
    await delivered();
    api.clock.advance(31 * MINUTE);
    expect(await releasePendingPayments(api.deps)).toBe(1);
    expect(await orderRow(api, order._id)).toMatchObject({
      orderStatus: "PAYMENT_FAILED",
      paymentExpiredAt: api.clock.now(),
    });
    expect(await stockOf(api, plain)).toBe(20);

    const sent = (await delivered()).filter((m) => m.body.includes(order.orderId));
    expect(sent.map((m) => m.subject)).toEqual([`Your Woodnest order ${order.orderId} was not paid`]);
    expect(sent[0].body).toContain("we have released its items");
    expect(sent[0].body).toContain(
      "Your cart still holds the items if you would like to try again: https://shop.test/cart",
    );
    // A second sweep tells nobody twice.
    await releasePendingPayments(api.deps);
    expect(await messagesOf(order._id, "payment_expired")).toHaveLength(1);

    expect((await api.get(`/customerOrders/${order._id}`, token)).json.body.canPay).toBe(false);
    const retry = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect([retry.status, retry.json.message]).toEqual([409, PAYMENT_EXPIRED]);
    expect(await stockOf(api, plain)).toBe(20);
  });

  it("keeps a declined payment's order payable (not expired), and sends it no expiry message", async () => {
    const { token } = await api.signIn();
    const order = (await checkout(token, prepaid([line(plain)]))).json.body;
    await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    const failed = await api.post("/payments/failed", { orderId: order._id }, token);
    expect(failed.json.body.orderStatus).toBe("PAYMENT_FAILED");
    expect((await api.get(`/customerOrders/${order._id}`, token)).json.body.canPay).toBe(true);
    expect(await messagesOf(order._id, "payment_expired")).toEqual([]);
    const retry = await api.post("/payments/createOrder", { amount: order.totalAmount, orderId: order._id }, token);
    expect(retry.status).toBe(200);
  });
});

describe("POST /dev/payments/expire/:orderId (for the end-to-end tests)", () => {
  it("lets one order's hold run out now and runs the sweep, leaving another fresh order waiting", async () => {
    const first = await api.signIn();
    const second = await api.signIn();
    const aged = (await checkout(first.token, prepaid([line(plain)]))).json.body;
    const fresh = (await checkout(second.token, prepaid([line(plain)]))).json.body;
    const res = await api.post(`/dev/payments/expire/${aged.orderId.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.json.body.orderStatus).toBe("PAYMENT_FAILED");
    expect(await orderRow(api, fresh._id)).toMatchObject({ orderStatus: "PAYMENT_PENDING" });
    expect(await messagesOf(aged._id, "payment_expired")).toHaveLength(1);
    expect((await api.post("/dev/payments/expire/FS999999")).status).toBe(404);
  });
});
