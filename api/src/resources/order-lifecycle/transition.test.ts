import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderEvents, orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { CANCEL_REASON_REQUIRED, NO_ORDERS_CHOSEN } from "@api/validation/admin-orders";
import {
  ORDER_STATUSES,
  type OrderStatus,
  STAFF_MOVES,
  illegalMoveMessage,
  isLegalMove,
  shopperCanCancel,
} from "@api/validation/order-states";
import { signedInStaff } from "../admin/test-helpers";
import { type Target, line, orderPayload, orderRow, stockOf, openStockedShop } from "../customer-orders/order-fixtures";

let api: TestApi;
let plain: Target;
let ops: { token: string; member: { id: string; name: string; email: string } };

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop());
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

/** A fresh cash-on-delivery order of one unit, placed through the shop's own endpoint. */
async function placeOrder(quantity = 1) {
  const { token } = await api.signIn();
  const res = await api.post("/customerOrders", orderPayload([line(plain, quantity)]), token);
  expect(res.status).toBe(200);
  return { ...(res.json.body as { _id: string; orderId: string }), shopperToken: token };
}

const setStatus = (id: string, orderStatus: OrderStatus) =>
  api.db.update(orders).set({ orderStatus }).where(eq(orders.id, id));
const move = (orderId: string, body: Record<string, unknown>, token = ops.token) =>
  api.post(`/admin/orders/${orderId}/status`, body, token);
const eventsOf = (id: string) =>
  api.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.at, orderEvents.seq);

describe("the order state machine", () => {
  it("never lets an order leave CANCELLED, and reaches every state from placement", () => {
    expect(ORDER_STATUSES.filter((to) => isLegalMove("CANCELLED", to))).toEqual([]);
    const reached = new Set<OrderStatus>(["PAYMENT_PENDING", "ORDERPLACED"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached]) {
        for (const to of ORDER_STATUSES.filter((next) => isLegalMove(from, next) && !reached.has(next))) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("keeps the shopper's cancel rule: placed or confirmed at any time, packed within 24 hours, never once shipped", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const old = new Date(now.getTime() - 25 * 3_600_000);
    const fresh = new Date(now.getTime() - 3_600_000);
    expect(shopperCanCancel({ orderStatus: "ORDERPLACED", createdAt: old }, now)).toBe(true);
    expect(shopperCanCancel({ orderStatus: "CONFIRMED", createdAt: old }, now)).toBe(true);
    expect(shopperCanCancel({ orderStatus: "PACKED", createdAt: fresh }, now)).toBe(true);
    expect(shopperCanCancel({ orderStatus: "PACKED", createdAt: old }, now)).toBe(false);
    for (const status of [
      "SHIPPED",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
      "CANCELLED",
      "PAYMENT_FAILED",
      "RETURNED",
    ] as const) {
      expect(shopperCanCancel({ orderStatus: status, createdAt: fresh }, now)).toBe(false);
    }
  });
});

describe("POST /admin/orders/:orderId/status", () => {
  it("allows exactly the legal staff moves from every status, and refuses the rest with 409 and the reason", async () => {
    const order = await placeOrder();
    for (const from of ORDER_STATUSES) {
      for (const to of STAFF_MOVES) {
        await setStatus(order._id, from);
        const res = await move(order.orderId, { to, note: "checked" });
        if (isLegalMove(from, to)) expect(res.status, `${from} -> ${to}`).toBe(200);
        else {
          expect(res.status, `${from} -> ${to}`).toBe(409);
          expect(res.json.message).toBe(illegalMoveMessage(from, to));
        }
      }
    }
  });

  it("writes the move to the timeline, with the staff member's name and note, and to the audit log", async () => {
    const order = await placeOrder();
    const res = await move(order.orderId.toLowerCase(), { to: "CONFIRMED", note: "Called the shopper, all good" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Order ${order.orderId} is now confirmed`);
    const events = await eventsOf(order._id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorType])).toEqual([
      [null, "ORDERPLACED", "customer"],
      ["ORDERPLACED", "CONFIRMED", "staff"],
    ]);
    expect(events[1]).toMatchObject({
      note: "Called the shopper, all good",
      staffId: ops.member.id,
      actorName: ops.member.name,
    });
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, order.orderId)))
      .orderBy(auditLog.at);
    // The shopper's placing is in the log too, by its own kind of actor.
    expect(audits.map((a) => [a.action, a.actorKind])).toEqual([
      ["order.placed", "shopper"],
      ["order.status", "staff"],
    ]);
    expect(audits[1]).toMatchObject({ staffId: ops.member.id, before: { orderStatus: "ORDERPLACED" } });
  });

  it("cancels with a required reason, gives the stock back once and tells the shopper the reason", async () => {
    const order = await placeOrder(3);
    const before = await stockOf(api, plain);
    const missing = await move(order.orderId, { to: "CANCELLED" });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({ note: CANCEL_REASON_REQUIRED });

    expect((await move(order.orderId, { to: "CANCELLED", note: "Out of this fabric" })).status).toBe(200);
    expect(await stockOf(api, plain)).toBe(before + 3);
    expect((await move(order.orderId, { to: "CANCELLED", note: "again" })).status).toBe(409);
    expect(await stockOf(api, plain)).toBe(before + 3);
    const shopperView = await api.get(`/customerOrders/${order._id}`, order.shopperToken);
    expect(shopperView.json.body).toMatchObject({
      orderStatus: "CANCELLED",
      cancelMessage: "Out of this fabric",
      canCancel: false,
    });
  });

  it("marks a prepaid order's payment for refund when staff cancel it", async () => {
    const order = await placeOrder();
    await api.db
      .update(orders)
      .set({ paymentMethod: "Prepaid", paymentStatus: "PAID" })
      .where(eq(orders.id, order._id));
    expect((await move(order.orderId, { to: "CANCELLED", note: "Damaged in the warehouse" })).status).toBe(200);
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUND_PENDING");
  });

  it("records when an order was delivered", async () => {
    const order = await placeOrder();
    await setStatus(order._id, "SHIPPED");
    api.clock.advance(60_000);
    expect((await move(order.orderId, { to: "DELIVERED" })).status).toBe(200);
    expect((await orderRow(api, order._id)).deliveredAt).toEqual(api.clock.now());
  });

  it("lets one of two racing moves win", async () => {
    const order = await placeOrder();
    const [a, b] = await Promise.all([
      move(order.orderId, { to: "CONFIRMED" }),
      move(order.orderId, { to: "CONFIRMED" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await eventsOf(order._id)).filter((e) => e.toStatus === "CONFIRMED")).toHaveLength(1);
  });

  it("refuses moves only the courier or the returns screen make, an unknown order, and other roles", async () => {
    const order = await placeOrder();
    expect((await move(order.orderId, { to: "SHIPPED" })).status).toBe(400);
    expect((await move(order.orderId, { to: "RETURNED" })).status).toBe(400);
    expect((await move("FS999999999", { to: "CONFIRMED" })).status).toBe(404);
    const catalogue = await signedInStaff(api, "catalogue");
    expect((await move(order.orderId, { to: "CONFIRMED" }, catalogue.token)).status).toBe(403);
    expect((await orderRow(api, order._id)).orderStatus).toBe("ORDERPLACED");
  });
});

describe("POST /admin/orders/status (bulk)", () => {
  it("moves every order it can and names the ones it cannot, with why", async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const cancelled = await placeOrder();
    await setStatus(cancelled._id, "CANCELLED");
    const res = await api.post(
      "/admin/orders/status",
      { orderIds: [a.orderId, b.orderId, cancelled.orderId, a.orderId], to: "CONFIRMED" },
      ops.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.body).toEqual({
      moved: [a.orderId, b.orderId],
      refused: [{ orderId: cancelled.orderId, message: illegalMoveMessage("CANCELLED", "CONFIRMED") }],
    });
    expect(res.json.message).toBe("2 of 3 orders marked confirmed; 1 could not be");
  });

  it("needs at least one order and only takes the queue's moves", async () => {
    const none = await api.post("/admin/orders/status", { orderIds: [], to: "CONFIRMED" }, ops.token);
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual({ orderIds: NO_ORDERS_CHOSEN });
    const order = await placeOrder();
    expect(
      (await api.post("/admin/orders/status", { orderIds: [order.orderId], to: "CANCELLED" }, ops.token)).status,
    ).toBe(400);
  });
});

describe("the shopper's side of the timeline", () => {
  it("records the shopper's cancellation as theirs", async () => {
    const order = await placeOrder();
    const res = await api.put(
      `/customerOrders/cancel/${order._id}`,
      { cancelMessage: "Changed my mind" },
      order.shopperToken,
    );
    expect(res.status).toBe(200);
    const events = await eventsOf(order._id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: "ORDERPLACED",
      toStatus: "CANCELLED",
      actorType: "customer",
      note: "Changed my mind",
    });
  });
});
