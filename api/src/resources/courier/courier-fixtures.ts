/** Orders on their way to the courier, for the courier's tests. */
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { type Target, line, orderPayload } from "../customer-orders/order-fixtures";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";

export const PARCEL = { length: 120, breadth: 60, height: 45, weight: 18.5 };

/** A cash-on-delivery order placed by a new shopper and moved by staff to PACKED. */
export async function packedOrder(api: TestApi, product: Target, staffToken: string) {
  const shopper = await api.signIn();
  const placed = await api.post("/customerOrders", orderPayload([line(product, 1)]), shopper.token);
  expect(placed.status).toBe(200);
  const order = placed.json.body as { _id: string; orderId: string; totalAmount: number };
  for (const to of ["CONFIRMED", "PACKED"]) {
    expect((await api.post(`/admin/orders/${order.orderId}/status`, { to }, staffToken)).status).toBe(200);
  }
  return { ...order, shopperToken: shopper.token };
}

/** Marks an order shipped, then delivers it the way the courier's webhook does. */
export async function deliverAsCourier(api: TestApi, orderId: string) {
  await api.db.update(orders).set({ orderStatus: "SHIPPED" }).where(eq(orders.id, orderId));
  await api.db.transaction(async (tx) =>
    moveOrder(tx, await lockOrder(tx, orderId), {
      to: "DELIVERED",
      actor: { type: "courier", name: "Sandbox" },
      now: api.clock.now(),
    }),
  );
}

/** A packed order shipped through the courier; answers the order and its AWB. */
export async function shippedOrder(api: TestApi, product: Target, staffToken: string) {
  const order = await packedOrder(api, product, staffToken);
  const shipped = await api.post(`/admin/orders/${order.orderId}/ship`, PARCEL, staffToken);
  expect(shipped.status).toBe(200);
  return {
    ...order,
    awb: shipped.json.body.shipment.awb as string,
    shipmentId: shipped.json.body.shipment.courierShipmentId as string,
  };
}

/**
 * Sends the sandbox courier's HTTP calls to the shop's webhook into the test's app, as the
 * network would in a running shop; answers the calls made.
 */
export function routeWebhookCallsToApp(api: TestApi) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the webhook's JSON, read by the tests' own expectations
  const calls: { url: string; headers: Record<string, string>; body: any; status: number }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const res = await api.app.request(url, init);
    calls.push({
      url,
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)),
      status: res.status,
    });
    return res;
  });
  return calls;
}
