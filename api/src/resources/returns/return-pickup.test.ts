import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, orderEvents, orderReturns, orders, sandboxCourierShipments } from "@api/db/schema";
import { CourierError } from "@api/services/courier/courier";
import { SandboxCourier } from "@api/services/courier/sandbox";
import type { TestApi } from "@api/test/harness";
import { RETURNS_ADDRESS_NOT_SET } from "@api/validation/order-settings";
import { signedInStaff } from "../admin/test-helpers";
import { PARCEL, deliverAsCourier, routeWebhookCallsToApp } from "../courier/courier-fixtures";
import { returnArrivedNote } from "../courier/courier-webhook.handlers";
import { type Target, line, orderPayload, openStockedShop } from "../customer-orders/order-fixtures";
import { returnNotIn } from "./returns.service";
import { pickupFailed } from "./return-pickup";

let api: TestApi;
let chair: Target;
let ops: string;
let owner: string;
const sandbox = () => api.deps.courier as SandboxCourier;

beforeAll(async () => {
  ({ api, product: chair } = await openStockedShop({}, 1_000));
  ops = (await signedInStaff(api, "operations")).token;
  owner = (await signedInStaff(api, "owner")).token;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
afterAll(() => api.close());

/** A delivered COD order of three chairs whose shopper asked to return two. */
async function requestedReturn() {
  const shopper = await api.signIn();
  const placed = await api.post("/customerOrders", orderPayload([line(chair, 3)]), shopper.token);
  const order = placed.json.body as { _id: string; orderId: string; products: { _id: string }[] };
  await deliverAsCourier(api, order._id);
  const asked = await api.post(
    `/customerOrders/${order._id}/returns`,
    { lines: [{ orderItemId: order.products[0]._id, quantity: 2 }], reason: "damaged", refundTo: "asha@upi" },
    shopper.token,
  );
  expect(asked.status).toBe(200);
  return { order, returnId: asked.json.body._id as string, shopperToken: shopper.token };
}

const approve = (returnId: string, body: Record<string, unknown> = PARCEL) =>
  api.post(`/admin/returns/${returnId}/approve`, body, ops);
const bookingsOf = (channelOrderId: string) =>
  api.db.select().from(sandboxCourierShipments).where(eq(sandboxCourierShipments.channelOrderId, channelOrderId));
const returnRow = async (id: string) => (await api.db.select().from(orderReturns).where(eq(orderReturns.id, id)))[0];
const settings = async () => (await api.get("/admin/settings/orders", owner)).json.body;

describe("approving a return books its reverse pickup", () => {
  it("books the pickup from the shopper to the returns address, stores it and shows its AWB to staff and the shopper", async () => {
    const { order, returnId, shopperToken } = await requestedReturn();
    const res = await approve(returnId, { ...PARCEL, note: "Pickup booked" });
    expect(res.status).toBe(200);
    const [booking] = await bookingsOf(`${order.orderId}-R1`);
    expect(booking).toMatchObject({ kind: "return", status: "PICKUP SCHEDULED" });
    expect(booking.details).toMatchObject({
      paymentMethod: "Prepaid",
      parcel: PARCEL,
      from: { pincode: "110001", name: "Asha Verma" },
      to: {
        name: "Woodnest Jodhpur factory",
        mobile: "9811042424",
        email: "support@woodnest.example",
        address: "Plot 27, Basni Industrial Area Phase II",
        city: "Jodhpur",
        state: "Rajasthan",
        pincode: "342005",
      },
    });
    expect(booking.details.lines).toEqual([
      expect.objectContaining({ units: 2, sku: expect.any(String), hsn: expect.any(String) }),
    ]);
    const stored = await returnRow(returnId);
    expect(stored).toMatchObject({
      status: "approved",
      pickupCourierOrderId: booking.courierOrderId,
      pickupShipmentId: booking.shipmentId,
      pickupAwb: booking.awb,
      pickupCourierName: expect.any(String),
    });
    expect(stored.pickupTrackingUrl).toBe(sandbox().trackingUrl(booking.awb ?? ""));
    expect(res.json.message).toContain(booking.awb);
    expect(res.json.body).toMatchObject({
      pickup: { awb: booking.awb, trackingUrl: stored.pickupTrackingUrl },
      pickupControlUrl: sandbox().controlUrl(booking.shipmentId),
    });
    const shopperView = await api.get(`/customerOrders/${order._id}/returns`, shopperToken);
    expect(shopperView.json.body.returns).toEqual([
      expect.objectContaining({ status: "approved", pickup: expect.objectContaining({ awb: booking.awb }) }),
    ]);
    const notes = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.kind, "note")));
    expect(notes.map((n) => n.note)).toContain(`Return pickup booked: ${stored.pickupCourierName} AWB ${booking.awb}`);
    const audits = await api.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderId));
    expect(audits.map((a) => a.action)).toContain("order.status");
  });

  it("numbers each return of an order apart at the courier", async () => {
    const { order, returnId, shopperToken } = await requestedReturn();
    expect((await api.post(`/admin/returns/${returnId}/reject`, { note: "Not damaged" }, ops)).status).toBe(200);
    api.clock.advance(60_000);
    const again = await api.post(
      `/customerOrders/${order._id}/returns`,
      { lines: [{ orderItemId: order.products[0]._id, quantity: 1 }], reason: "damaged", refundTo: "asha@upi" },
      shopperToken,
    );
    expect(again.status).toBe(200);
    expect((await approve(again.json.body._id)).status).toBe(200);
    expect(await bookingsOf(`${order.orderId}-R1`)).toEqual([]);
    expect((await bookingsOf(`${order.orderId}-R2`)).map((b) => b.kind)).toEqual(["return"]);
  });

  it("refuses a parcel without its measures, field by field", async () => {
    const { returnId } = await requestedReturn();
    const res = await approve(returnId, { length: "", breadth: "0", height: "abc", weight: 600 });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      length: "Length is a required field",
      breadth: "Breadth must be more than 0.5 cm",
      height: "Height must be a number of cm",
      weight: "Weight must be at most 500 kg",
    });
    expect((await returnRow(returnId)).status).toBe("requested");
  });

  it("leaves the return waiting with nothing saved when the courier fails, and cancels the half-made booking", async () => {
    const { order, returnId } = await requestedReturn();
    vi.spyOn(sandbox(), "assignAwb").mockRejectedValueOnce(new CourierError("Pickup pincode is not serviceable"));
    const res = await approve(returnId);
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(pickupFailed("Pickup pincode is not serviceable"));
    expect(await returnRow(returnId)).toMatchObject({
      status: "requested",
      pickupAwb: null,
      pickupShipmentId: null,
      decidedAt: null,
    });
    expect((await api.db.select().from(orders).where(eq(orders.id, order._id)))[0].orderStatus).toBe(
      "RETURN_REQUESTED",
    );
    expect((await bookingsOf(`${order.orderId}-R1`)).map((b) => b.status)).toEqual(["CANCELED"]);
  });

  it("cancels its booking when a colleague decided the return while the courier was booking", async () => {
    const { order, returnId } = await requestedReturn();
    const assign = sandbox().assignAwb.bind(sandbox());
    vi.spyOn(sandbox(), "assignAwb").mockImplementationOnce(async (shipmentId) => {
      await api.post(`/admin/returns/${returnId}/reject`, { note: "Used, not damaged" }, ops);
      return assign(shipmentId);
    });
    const res = await approve(returnId);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(returnNotIn("rejected"));
    expect(await returnRow(returnId)).toMatchObject({ status: "rejected", pickupAwb: null });
    expect((await bookingsOf(`${order.orderId}-R1`)).map((b) => b.status)).toEqual(["CANCELED"]);
  });

  it("is refused, booking nothing, until the owner sets where returns go", async () => {
    const { order, returnId } = await requestedReturn();
    const saved = await settings();
    const blank = {
      returnsName: "",
      returnsPhone: "",
      returnsAddress: "",
      returnsCity: "",
      returnsState: "",
      returnsPincode: "",
    };
    expect((await api.put("/admin/settings/orders", { ...saved, ...blank }, owner)).status).toBe(200);
    try {
      const res = await approve(returnId);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(RETURNS_ADDRESS_NOT_SET);
      expect(await bookingsOf(`${order.orderId}-R1`)).toEqual([]);
      expect((await returnRow(returnId)).status).toBe("requested");
    } finally {
      expect((await api.put("/admin/settings/orders", { ...saved, version: saved.version + 1 }, owner)).status).toBe(
        200,
      );
    }
    expect((await approve(returnId)).status).toBe(200);
  });
});

describe("the pickup's tracking", () => {
  it("notes on the order's timeline, once, that the goods arrived back, and leaves receiving them to staff", async () => {
    const { order, returnId } = await requestedReturn();
    expect((await approve(returnId)).status).toBe(200);
    const { pickupShipmentId, pickupAwb } = await returnRow(returnId);
    const calls = routeWebhookCallsToApp(api);
    for (const step of ["PICKED_UP", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"] as const) {
      expect(await sandbox().move(pickupShipmentId ?? "", step)).toBeDefined();
    }
    expect(calls.map((call) => [call.body.is_return, call.status])).toEqual([
      [1, 200],
      [1, 200],
      [1, 200],
      [1, 200],
    ]);
    expect(calls.map((call) => call.body.awb)).toEqual(Array(4).fill(pickupAwb));
    const courierNotes = () =>
      api.db
        .select()
        .from(orderEvents)
        .where(
          and(eq(orderEvents.orderId, order._id), eq(orderEvents.actorType, "courier"), eq(orderEvents.kind, "note")),
        );
    expect((await courierNotes()).map((e) => [e.note, e.actorName])).toEqual([
      [returnArrivedNote(pickupAwb ?? ""), "Sandbox courier"],
    ]);
    // A repeated delivery adds nothing; the return waits for staff to inspect and receive it.
    const repeat = await api.request("POST", "/courier/webhook", { body: calls[3].body, headers: calls[3].headers });
    expect(repeat.json.body).toEqual({ handled: false });
    expect(await courierNotes()).toHaveLength(1);
    expect((await returnRow(returnId)).status).toBe("approved");
    expect((await api.db.select().from(orders).where(eq(orders.id, order._id)))[0].orderStatus).toBe("RETURN_APPROVED");
  });
});
