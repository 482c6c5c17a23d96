import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { CONTACT_INVALID, TRACKING_NOT_FOUND } from "@api/validation/order-tracking";
import { signedInStaff } from "../admin/test-helpers";
import { type Target, deliveryAddress, line, orderPayload, openStockedShop } from "../customer-orders/order-fixtures";
import { ORDER_TRACKING_RATE_LIMIT } from "./order-tracking.routes";

let api: TestApi;
let plain: Target;
let staffToken: string;

beforeAll(async () => {
  // Behind the storefront every shopper's address comes in X-Forwarded-For: each test gets its own.
  ({ api, product: plain } = await openStockedShop({ env: { API_TRUST_PROXY: "true" } }));
  staffToken = (await signedInStaff(api, "operations")).token;
});
afterAll(() => api.close());

let addresses = 0;
const newAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const track = (body: Record<string, unknown>, address = newAddress()) =>
  api.request("POST", "/order-tracking", { body, headers: { "x-forwarded-for": address } });

/** A COD order of two units with the fixtures' delivery address, by a shopper with their own mobile and email. */
async function placeOrder(profile: { mobile?: string; email?: string } = {}) {
  const shopper = await api.signIn(profile);
  const res = await api.post("/customerOrders", orderPayload([line(plain, 2)]), shopper.token);
  expect(res.status).toBe(200);
  return { ...(res.json.body as { _id: string; orderId: string; totalAmount: number }), shopper };
}

describe("POST /order-tracking", () => {
  it("finds an order by the shipping address's mobile or email, typed as people type them", async () => {
    const order = await placeOrder();
    for (const contact of [
      deliveryAddress.mobile,
      `+91 ${deliveryAddress.mobile.slice(0, 5)} ${deliveryAddress.mobile.slice(5)}`,
      `0${deliveryAddress.mobile}`,
      deliveryAddress.email.toUpperCase(),
      `  ${deliveryAddress.email}  `,
    ]) {
      const res = await track({ orderId: order.orderId.toLowerCase(), contact });
      expect(res.status, contact).toBe(200);
      expect(res.json.body).toMatchObject({
        orderId: order.orderId,
        orderStatus: "ORDERPLACED",
        statusLabel: "Order placed",
      });
    }
  });

  it("finds an order by the account's own mobile or email too", async () => {
    const order = await placeOrder({ mobile: "9123456780", email: "Meera.Iyer@Example.in" });
    expect((await track({ orderId: order.orderId, contact: "9123456780" })).status).toBe(200);
    expect((await track({ orderId: order.orderId, contact: "meera.iyer@example.in" })).status).toBe(200);
  });

  it("answers a wrong contact, an unknown order and another shopper's order with the same 404", async () => {
    const order = await placeOrder({ mobile: "9000000001" });
    const other = await placeOrder({ mobile: "9000000002" });
    await api.db
      .update(orders)
      .set({
        shippingAddress: {
          ...deliveryAddress,
          addressType: "HOME",
          mobile: "9000000002",
          email: "other.shopper@example.in",
        },
      })
      .where(eq(orders.id, other._id));

    const refusals = await Promise.all([
      track({ orderId: order.orderId, contact: "9000000002" }),
      track({ orderId: order.orderId, contact: "someone.else@example.in" }),
      track({ orderId: "FS999999", contact: deliveryAddress.mobile }),
      track({ orderId: other.orderId, contact: deliveryAddress.mobile }),
      track({ orderId: `${order.orderId}X`, contact: deliveryAddress.mobile }),
    ]);
    for (const res of refusals) {
      expect(res.status).toBe(404);
      // Word for word the same envelope: nothing tells an existing order from a missing one.
      expect(res.json).toEqual({ status: 404, code: "NOT_FOUND", message: TRACKING_NOT_FOUND, body: null, errors: {} });
    }
  });

  it("shows the status, the timeline of each status reached and when, and nothing personal or priced but the total", async () => {
    const placedAt = api.clock.now();
    const order = await placeOrder({ mobile: "9000000003", email: "private.person@example.in" });
    api.clock.advance(2 * 3_600_000);
    const confirmedAt = api.clock.now();
    expect(
      (
        await api.post(
          `/admin/orders/${order.orderId}/status`,
          { to: "CONFIRMED", note: "Spoke to Asha at home" },
          staffToken,
        )
      ).status,
    ).toBe(200);
    api.clock.advance(3_600_000);
    expect((await api.post(`/admin/orders/${order.orderId}/status`, { to: "PACKED" }, staffToken)).status).toBe(200);

    const res = await track({ orderId: order.orderId, contact: deliveryAddress.mobile });
    expect(res.status).toBe(200);
    const body = res.json.body;
    expect(body).toMatchObject({
      orderId: order.orderId,
      orderStatus: "PACKED",
      statusLabel: "Packed",
      placedAt: placedAt.toISOString(),
    });
    expect(body.timeline).toEqual([
      { status: "ORDERPLACED", label: "Order placed", at: placedAt.toISOString() },
      { status: "CONFIRMED", label: "Confirmed", at: confirmedAt.toISOString() },
      { status: "PACKED", label: "Packed", at: new Date(confirmedAt.getTime() + 3_600_000).toISOString() },
    ]);
    expect(body.totalAmount).toBe(order.totalAmount);
    expect(body.shipment).toBeNull();
    expect(body.lines).toHaveLength(1);
    expect(Object.keys(body.lines[0]).sort()).toEqual(["colorName", "image", "name", "quantity", "sizeName"]);
    expect(body.lines[0]).toMatchObject({ quantity: 2 });
    expect(body.lines[0].image.url).toEqual(expect.any(String));

    expect(Object.keys(body).sort()).toEqual([
      "lines",
      "orderId",
      "orderStatus",
      "placedAt",
      "shipment",
      "statusLabel",
      "timeline",
      "totalAmount",
    ]);
    const text = JSON.stringify(res.json);
    for (const secret of [
      deliveryAddress.mobile,
      deliveryAddress.email,
      deliveryAddress.name,
      deliveryAddress.address,
      deliveryAddress.locality,
      deliveryAddress.pincode,
      "9000000003",
      "private.person@example.in",
      "Spoke to Asha",
      order._id,
      order.shopper.customerId,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).not.toMatch(/sellingPrice|mrp|subtotal|discount|coupon|payment/i);
  });

  it("gives the courier, the AWB and the tracking page once the order has shipped", async () => {
    const order = await placeOrder();
    await api.db
      .update(orders)
      .set({
        orderStatus: "SHIPPED",
        awb: "SBX1234567890",
        courierName: "Sandbox Courier",
        trackingUrl: "https://courier.example/track/SBX1234567890",
      })
      .where(eq(orders.id, order._id));
    const res = await track({ orderId: order.orderId, contact: deliveryAddress.email });
    expect(res.json.body.shipment).toEqual({
      courierName: "Sandbox Courier",
      awb: "SBX1234567890",
      trackingUrl: "https://courier.example/track/SBX1234567890",
    });
  });

  it("says what is missing or malformed next to each field", async () => {
    const empty = await track({ orderId: " ", contact: "" });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({
      orderId: "Order ID is a required field",
      contact: "Mobile or email is a required field",
    });
    for (const contact of ["98765", "not-an-email@", "98765432101"]) {
      const bad = await track({ orderId: "FS100001", contact });
      expect(bad.status, contact).toBe(400);
      expect(bad.json.errors).toEqual({ contact: CONTACT_INVALID });
    }
  });

  it(`allows ${ORDER_TRACKING_RATE_LIMIT.max} lookups per address in ${ORDER_TRACKING_RATE_LIMIT.windowSeconds / 60} minutes, right or wrong`, async () => {
    const order = await placeOrder();
    const address = newAddress();
    const { max, windowSeconds } = ORDER_TRACKING_RATE_LIMIT;
    for (let i = 0; i < max; i += 1) {
      const res = await track(
        { orderId: order.orderId, contact: i % 2 ? deliveryAddress.mobile : "9000000999" },
        address,
      );
      expect(res.status).toBe(i % 2 ? 200 : 404);
    }
    const limited = await track({ orderId: order.orderId, contact: deliveryAddress.mobile }, address);
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(`Too many requests. Please try again in ${windowSeconds} seconds.`);
    expect(limited.headers.get("retry-after")).toBe(String(windowSeconds));

    expect((await track({ orderId: order.orderId, contact: deliveryAddress.mobile })).status).toBe(200);
    api.clock.advance(windowSeconds * 1000);
    expect((await track({ orderId: order.orderId, contact: deliveryAddress.mobile }, address)).status).toBe(200);
  });
});
