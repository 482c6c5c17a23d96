import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderEvents, orders } from "@api/db/schema";
import { SandboxCourier } from "@api/services/courier/sandbox";
import { type TestApi, createTestApi } from "@api/test/harness";
import { signedInStaff } from "../admin/test-helpers";
import { type Target, openStockedShop } from "../customer-orders/order-fixtures";
import { shippedOrder } from "./courier-fixtures";
import { orderStatusForUpdate } from "./courier-states";

let api: TestApi;
let product: Target;
let ops: string;
const TOKEN = "sandbox-courier-webhook-token-for-development";

beforeAll(async () => {
  ({ api, product } = await openStockedShop());
  ops = (await signedInStaff(api, "operations")).token;
});
afterAll(() => api.close());

/** Shiprocket's tracking update, as its webhook posts it. */
const update = (awb: string, status: string, id: number, extra: Record<string, unknown> = {}) => ({
  awb,
  courier_name: "Delhivery Surface",
  current_status: status,
  current_status_id: id,
  shipment_status: status,
  shipment_status_id: id,
  current_timestamp: "23 11 2026 11:43:52",
  order_id: "FS100001",
  sr_order_id: 348456385,
  scans: [],
  is_return: 0,
  ...extra,
});
const deliver = (body: unknown, token = TOKEN) =>
  api.request("POST", "/courier/webhook", { body, headers: { "x-api-key": token } });
const statusOf = async (id: string) =>
  (await api.db.select({ s: orders.orderStatus, d: orders.deliveredAt }).from(orders).where(eq(orders.id, id)))[0];
const courierEvents = (id: string) =>
  api.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.actorType, "courier")))
    .orderBy(orderEvents.at, orderEvents.seq);

describe("reading a tracking update", () => {
  it("moves an order only for out for delivery and delivered, by status id or by words", () => {
    expect(orderStatusForUpdate({ shipmentStatusId: 17 })).toBe("OUT_FOR_DELIVERY");
    expect(orderStatusForUpdate({ shipmentStatusId: 7 })).toBe("DELIVERED");
    expect(orderStatusForUpdate({ currentStatus: "Out For Delivery" })).toBe("OUT_FOR_DELIVERY");
    expect(orderStatusForUpdate({ shipmentStatusId: 999, currentStatus: "delivered" })).toBe("DELIVERED");
    for (const [id, words] of [
      [6, "SHIPPED"],
      [18, "IN TRANSIT"],
      [42, "PICKED UP"],
      [9, "RTO INITIATED"],
      [10, "RTO DELIVERED"],
    ] as const) {
      expect(orderStatusForUpdate({ shipmentStatusId: id, currentStatus: words })).toBeUndefined();
    }
  });
});

describe("POST /courier/webhook", () => {
  it("refuses a missing or wrong token with 401 and changes nothing", async () => {
    const order = await shippedOrder(api, product, ops);
    expect((await deliver(update(order.awb, "DELIVERED", 7), "wrong-token")).status).toBe(401);
    expect((await api.post("/courier/webhook", update(order.awb, "DELIVERED", 7))).status).toBe(401);
    expect((await statusOf(order._id)).s).toBe("SHIPPED");
  });

  it("moves a shipped order out for delivery, then delivered, with the courier named on the timeline", async () => {
    const order = await shippedOrder(api, product, ops);
    expect((await deliver(update(order.awb, "IN TRANSIT", 18))).status).toBe(200);
    expect((await statusOf(order._id)).s).toBe("SHIPPED");
    const ofd = await deliver(update(order.awb, "OUT FOR DELIVERY", 17));
    expect(ofd.status).toBe(200);
    expect(ofd.json.body).toEqual({ handled: true });
    expect((await statusOf(order._id)).s).toBe("OUT_FOR_DELIVERY");
    expect((await deliver(update(order.awb, "DELIVERED", 7))).status).toBe(200);
    const after = await statusOf(order._id);
    expect(after.s).toBe("DELIVERED");
    expect(after.d).toEqual(api.clock.now());
    const events = await courierEvents(order._id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorName, e.note])).toEqual([
      ["SHIPPED", "OUT_FOR_DELIVERY", "Sandbox courier", "OUT FOR DELIVERY"],
      ["OUT_FOR_DELIVERY", "DELIVERED", "Sandbox courier", "DELIVERED"],
    ]);
    // The audit log has the courier's doing too, under its own kind of actor.
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.actorKind, "courier")))
      .orderBy(auditLog.at, auditLog.action);
    expect(audits.map((a) => [a.action, a.actorName, (a.after as { orderStatus: string }).orderStatus])).toEqual([
      ["order.delivered", "Sandbox courier", "DELIVERED"],
      ["order.out_for_delivery", "Sandbox courier", "OUT_FOR_DELIVERY"],
    ]);
  });

  it("lets a shipped order jump straight to delivered", async () => {
    const order = await shippedOrder(api, product, ops);
    expect((await deliver(update(order.awb, "DELIVERED", 7))).status).toBe(200);
    expect((await statusOf(order._id)).s).toBe("DELIVERED");
  });

  it("changes nothing on a replay or an out-of-order update, and still answers 200", async () => {
    const order = await shippedOrder(api, product, ops);
    const delivered = update(order.awb, "DELIVERED", 7);
    expect((await deliver(delivered)).status).toBe(200);
    const replay = await deliver(delivered);
    expect(replay.status).toBe(200);
    expect(replay.json.body).toEqual({ handled: false });
    const late = await deliver(update(order.awb, "OUT FOR DELIVERY", 17));
    expect(late.status).toBe(200);
    expect(late.json.body).toEqual({ handled: false });
    expect((await statusOf(order._id)).s).toBe("DELIVERED");
    expect((await courierEvents(order._id)).map((e) => e.toStatus)).toEqual(["DELIVERED"]);
  });

  it("answers 200 and does nothing for an AWB no order has, or a return's update", async () => {
    const unknown = await deliver(update("NOSUCHAWB0001", "DELIVERED", 7));
    expect(unknown.status).toBe(200);
    expect(unknown.json.body).toEqual({ handled: false });
    const order = await shippedOrder(api, product, ops);
    expect((await deliver(update(order.awb, "DELIVERED", 7, { is_return: 1 }))).json.body).toEqual({ handled: false });
    expect((await statusOf(order._id)).s).toBe("SHIPPED");
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await api.request("POST", "/courier/webhook", {
      rawBody: "awb=1",
      headers: { "x-api-key": TOKEN, "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
  });
});

describe("with Shiprocket configured", () => {
  it("checks Shiprocket's own token", async () => {
    const live = await createTestApi({
      seed: false,
      env: {
        SHIPROCKET_EMAIL: "api@woodnest.example",
        SHIPROCKET_PASSWORD: "pw",
        SHIPROCKET_WEBHOOK_TOKEN: "shiprocket-hook-token",
      },
    });
    try {
      expect(live.deps.courier).not.toBeInstanceOf(SandboxCourier);
      const send = (token: string) =>
        live.request("POST", "/courier/webhook", {
          body: update("X1", "DELIVERED", 7),
          headers: { "x-api-key": token },
        });
      expect((await send(TOKEN)).status).toBe(401);
      expect((await send("shiprocket-hook-token")).status).toBe(200);
    } finally {
      await live.close();
    }
  });
});
