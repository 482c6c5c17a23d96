import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, orderEvents, orders, sandboxCourierShipments } from "@api/db/schema";
import { CourierError } from "@api/services/courier/courier";
import { SANDBOX_COURIER_NAME, SandboxCourier } from "@api/services/courier/sandbox";
import type { TestApi } from "@api/test/harness";
import { PARCEL, packedOrder } from "@api/resources/courier/courier-fixtures";
import { type Target, orderRow, openStockedShop } from "@api/resources/customer-orders/order-fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { onlyPackedShips } from "./order-shipment";

let api: TestApi;
let product: Target;
let ops: { token: string; member: { id: string; email: string; name: string } };

beforeAll(async () => {
  ({ api, product } = await openStockedShop());
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

const ship = (orderId: string, body: unknown = PARCEL, token = ops.token) =>
  api.post(`/admin/orders/${orderId}/ship`, body, token);
const sandbox = () => api.deps.courier as SandboxCourier;

describe("POST /admin/orders/:orderId/ship", () => {
  it("books the shipment, stores the courier's ids and AWB, and moves the packed order to SHIPPED", async () => {
    const order = await packedOrder(api, product, ops.token);
    const res = await ship(order.orderId.toLowerCase());
    expect(res.status).toBe(200);
    const body = res.json.body;
    expect(res.json.message).toBe(`Order ${order.orderId} is shipped: AWB ${body.shipment.awb}`);
    expect(body).toMatchObject({
      orderId: order.orderId,
      orderStatus: "SHIPPED",
      paymentMethod: "COD",
      courier: "sandbox",
    });
    expect(body.shipment.awb).toMatch(/^SB\d{12}$/);
    expect(body.shipment.courierName).toBe(SANDBOX_COURIER_NAME);
    expect(body.shipment.trackingUrl).toBe(`http://api.test/v1/sandbox-courier/track/${body.shipment.awb}`);
    expect(body.shipment.controlUrl).toBe(
      `http://api.test/v1/sandbox-courier/shipments/${body.shipment.courierShipmentId}`,
    );
    expect(body.shipment.labelUrl).toBe(`http://api.test/v1/sandbox-courier/labels/${body.shipment.courierShipmentId}`);

    const row = await orderRow(api, order._id);
    expect(row).toMatchObject({
      orderStatus: "SHIPPED",
      awb: body.shipment.awb,
      courierName: SANDBOX_COURIER_NAME,
      couriertChannelOrderId: order.orderId,
      couriertOrderId: expect.stringMatching(/^\d{9}$/),
      couriertShipmentId: body.shipment.courierShipmentId,
      shippedAt: api.clock.now(),
    });
    const [shipment] = await api.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.shipmentId, row.couriertShipmentId ?? ""));
    expect(shipment).toMatchObject({
      awb: row.awb,
      courierOrderId: row.couriertOrderId,
      status: "PICKUP SCHEDULED",
      kind: "forward",
    });
    expect(shipment.details).toMatchObject({ paymentMethod: "COD", subTotal: order.totalAmount, parcel: PARCEL });
    expect(shipment.details.lines[0].hsn).toMatch(/^\d{4,8}$/);

    const [event] = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.toStatus, "SHIPPED")));
    expect(event).toMatchObject({
      fromStatus: "PACKED",
      actorType: "staff",
      staffId: ops.member.id,
      note: `${SANDBOX_COURIER_NAME} AWB ${row.awb}`,
    });
    const audits = await api.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderId));
    expect(audits.at(-1)).toMatchObject({
      action: "order.status",
      staffId: ops.member.id,
      before: { orderStatus: "PACKED" },
      after: { orderStatus: "SHIPPED", note: `${SANDBOX_COURIER_NAME} AWB ${row.awb}` },
    });
  });

  it("ships only a packed order: 409 with the reason otherwise, and a second ship is refused", async () => {
    const order = await packedOrder(api, product, ops.token);
    await api.db.update(orders).set({ orderStatus: "CONFIRMED" }).where(eq(orders.id, order._id));
    const early = await ship(order.orderId);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(onlyPackedShips(order.orderId, "CONFIRMED"));
    await api.db.update(orders).set({ orderStatus: "PACKED" }).where(eq(orders.id, order._id));
    expect((await ship(order.orderId)).status).toBe(200);
    const again = await ship(order.orderId);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(onlyPackedShips(order.orderId, "SHIPPED"));
    expect(
      await api.db
        .select()
        .from(sandboxCourierShipments)
        .where(eq(sandboxCourierShipments.channelOrderId, order.orderId)),
    ).toHaveLength(1);
  });

  it("refuses a bad parcel field by field", async () => {
    const order = await packedOrder(api, product, ops.token);
    const res = await ship(order.orderId, { length: "", breadth: 0.5, height: "tall", weight: 0 });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      length: "Length is a required field",
      breadth: "Breadth must be more than 0.5 cm",
      height: "Height must be a number of cm",
      weight: "Weight must be more than 0 kg",
    });
    expect((await ship(order.orderId, { ...PARCEL, weight: 1.234 })).json.errors).toEqual({
      weight: "Weight may have at most 2 decimals",
    });
    expect((await orderRow(api, order._id)).orderStatus).toBe("PACKED");
  });

  it("answers 404 for an unknown order", async () => {
    expect((await ship("FS999999")).status).toBe(404);
  });

  it("leaves the order packed with nothing stored when the courier fails, and cancels the half-made booking", async () => {
    const order = await packedOrder(api, product, ops.token);
    vi.spyOn(sandbox(), "schedulePickup").mockRejectedValueOnce(new CourierError("Pickup location is not serviceable"));
    const res = await ship(order.orderId);
    expect(res.status).toBe(502);
    expect(res.json.message).toContain("Pickup location is not serviceable");
    expect(res.json.message).toContain("the order is still packed");
    const row = await orderRow(api, order._id);
    expect(row).toMatchObject({
      orderStatus: "PACKED",
      awb: null,
      couriertOrderId: null,
      couriertShipmentId: null,
      shippedAt: null,
    });
    const bookings = await api.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.channelOrderId, order.orderId));
    expect(bookings.map((b) => b.status)).toEqual(["CANCELED"]);
    // Staff's moves only: the shopper's placing is in the log too.
    const audits = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.actorKind, "staff")));
    expect(audits.map((a) => (a.after as { orderStatus: string }).orderStatus)).toEqual(["CONFIRMED", "PACKED"]);

    // The next attempt starts clean and succeeds.
    expect((await ship(order.orderId)).status).toBe(200);
    expect((await orderRow(api, order._id)).orderStatus).toBe("SHIPPED");
  });

  it("cancels its booking when the order was cancelled while the courier was booking", async () => {
    const order = await packedOrder(api, product, ops.token);
    const assign = sandbox().assignAwb.bind(sandbox());
    vi.spyOn(sandbox(), "assignAwb").mockImplementationOnce(async (shipmentId) => {
      await api.post(
        `/admin/orders/${order.orderId}/status`,
        { to: "CANCELLED", note: "Shopper called to cancel" },
        ops.token,
      );
      return assign(shipmentId);
    });
    const res = await ship(order.orderId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(onlyPackedShips(order.orderId, "CANCELLED"));
    expect((await orderRow(api, order._id)).awb).toBeNull();
    const bookings = await api.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.channelOrderId, order.orderId));
    expect(bookings.map((b) => b.status)).toEqual(["CANCELED"]);
  });
});

describe("GET /admin/orders/:orderId/shipment and /label", () => {
  it("shows a packed order without a shipment, and a shipped one with it", async () => {
    const order = await packedOrder(api, product, ops.token);
    const before = await api.get(`/admin/orders/${order.orderId}/shipment`, ops.token);
    expect(before.status).toBe(200);
    expect(before.json.body).toMatchObject({
      orderId: order.orderId,
      orderStatus: "PACKED",
      shipment: null,
      deliverTo: { pincode: expect.any(String) },
    });
    expect(before.json.body.lines).toEqual([
      expect.objectContaining({ quantity: 1, sku: expect.any(String), name: expect.any(String) }),
    ]);
    expect((await api.get(`/admin/orders/${order.orderId}/label`, ops.token)).status).toBe(404);

    await ship(order.orderId);
    const after = await api.get(`/admin/orders/${order.orderId}/shipment`, ops.token);
    expect(after.json.body.shipment).toMatchObject({
      awb: expect.stringMatching(/^SB/),
      courierName: SANDBOX_COURIER_NAME,
    });

    const label = await api.get(`/admin/orders/${order.orderId}/label`, ops.token);
    expect(label.status).toBe(200);
    expect(label.headers.get("content-type")).toMatch(/text\/html/);
    expect(label.headers.get("content-security-policy")).toMatch(/style-src 'sha256-/);
    const html = label.json as string;
    const row = await orderRow(api, order._id);
    for (const fact of [row.awb ?? "", order.orderId, row.shippingAddress.pincode, "18.5 kg", "COD: collect Rs"])
      expect(html).toContain(fact);
    expect(html).not.toMatch(/<script/i);
  });

  it("redirects to Shiprocket's label file when Shiprocket is the courier", async () => {
    const order = await packedOrder(api, product, ops.token);
    await api.db.update(orders).set({ couriertShipmentId: "16090281" }).where(eq(orders.id, order._id));
    const original = api.deps.courier;
    const labelUrl = vi.fn(
      async () => "https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/25149/labels/label.pdf",
    );
    api.deps.courier = { ...original, name: "shiprocket", labelUrl } as unknown as typeof original;
    try {
      const res = await api.get(`/admin/orders/${order.orderId}/label`, ops.token);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(
        "https://kr-shipmultichannel.s3.ap-southeast-1.amazonaws.com/25149/labels/label.pdf",
      );
      expect(labelUrl).toHaveBeenCalledWith("16090281");
    } finally {
      api.deps.courier = original;
    }
  });
});
