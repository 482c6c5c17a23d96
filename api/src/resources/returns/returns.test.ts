import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orderMessages, orders, refunds } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import {
  NOT_RECEIVED_YET,
  NO_LINES_CHOSEN,
  REFUND_ALREADY_PAID,
  REFUND_NOT_MANUAL,
  REFUND_TO_REQUIRED,
  RETURN_PHOTO_GONE,
  TOO_MANY_RETURN_PHOTOS,
} from "@api/validation/return-choices";
import { WRONG_TYPE } from "@api/services/images/process-image";
import { testJpeg, uploadForm } from "../admin/media/upload-fixtures";
import { signedInStaff } from "../admin/test-helpers";
import { PARCEL, deliverAsCourier } from "../courier/courier-fixtures";
import {
  type Target,
  ensureDemoFacts,
  findProduct,
  freshToken,
  line,
  orderPayload,
  orderRow,
  setStock,
  stockOf,
  unitPricePaise,
} from "../customer-orders/order-fixtures";
import { RETURN_PHOTO_REQUIRED, RETURN_REQUESTED_MESSAGE } from "./returns.handlers";
import { NOT_DELIVERED, RETURN_OPEN, atMost, returnNotIn, windowClosed } from "./returns.service";

const DAY = 86_400_000;
let api: TestApi;
let chair: Target;
let table: Target;
let ops: { token: string };

beforeAll(async () => {
  api = await createTestApi();
  await ensureDemoFacts(api);
  chair = await findProduct(api, "PRODUCT", 0);
  table = await findProduct(api, "PRODUCT", 1);
  await setStock(api, chair, 1_000, { maximumOrderQuantity: 10 });
  await setStock(api, table, 1_000, { maximumOrderQuantity: 10 });
});
afterAll(() => api.close());

/** A COD order of four chairs and a table, delivered now (unless told otherwise). */
async function deliveredOrder(delivered = true) {
  const shopper = await api.signIn();
  const res = await api.post("/customerOrders", orderPayload([line(chair, 4), line(table, 1)]), shopper.token);
  expect(res.status).toBe(200);
  const order = res.json.body as { _id: string; orderId: string; products: { _id: string; product: string }[] };
  if (delivered) await deliverAsCourier(api, order._id);
  const lineOf = (t: Target) => order.products.find((p) => p.product === t.productId)?._id as string;
  return {
    ...order,
    token: shopper.token,
    customerId: shopper.customerId,
    chairLine: lineOf(chair),
    tableLine: lineOf(table),
  };
}

const ask = (order: { _id: string; token: string }, body: Record<string, unknown>) =>
  api.post(`/customerOrders/${order._id}/returns`, body, order.token);
const staffPost = (path: string, body: Record<string, unknown> = {}, token = ops.token) =>
  api.post(`/admin/returns/${path}`, body, token);

describe("a shopper's return request", () => {
  it("is refused before the order is delivered", async () => {
    const order = await deliveredOrder(false);
    const options = await api.get(`/customerOrders/${order._id}/returns`, order.token);
    expect(options.json.body).toMatchObject({ canRequest: false, refusal: NOT_DELIVERED });
    const res = await ask(order, {
      lines: [{ orderItemId: order.chairLine, quantity: 1 }],
      reason: "damaged",
      refundTo: "asha@upi",
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(NOT_DELIVERED);
  });

  it("returns some of a line, worth its price, and moves the order to RETURN_REQUESTED", async () => {
    const order = await deliveredOrder();
    const res = await ask(order, {
      lines: [
        { orderItemId: order.chairLine, quantity: 1 },
        { orderItemId: order.tableLine, quantity: 0 },
      ],
      reason: "damaged",
      details: "One leg cracked",
      refundTo: "asha@upi",
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(RETURN_REQUESTED_MESSAGE);
    expect(res.json.body).toMatchObject({
      status: "requested",
      reason: "damaged",
      details: "One leg cracked",
      refundTo: "asha@upi",
      refundAmount: (await unitPricePaise(api, chair)) / 100,
      lines: [{ orderItemId: order.chairLine, quantity: 1, resaleable: null }],
    });
    expect((await orderRow(api, order._id)).orderStatus).toBe("RETURN_REQUESTED");
    const again = await ask(order, {
      lines: [{ orderItemId: order.tableLine, quantity: 1 }],
      reason: "other",
      refundTo: "asha@upi",
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(RETURN_OPEN);
  });

  it("names the line asked for more than was bought, needs a line, a reason and (cash on delivery) where to refund", async () => {
    const order = await deliveredOrder();
    const tooMany = await ask(order, {
      lines: [{ orderItemId: order.chairLine, quantity: 5 }],
      reason: "damaged",
      refundTo: "asha@upi",
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual({ "lines.0.quantity": atMost(4) });
    const nothing = await ask(order, { lines: [{ orderItemId: order.chairLine, quantity: 0 }] });
    expect(nothing.status).toBe(400);
    expect(nothing.json.errors).toMatchObject({ lines: NO_LINES_CHOSEN, reason: "Reason is a required field" });
    const noRefundTo = await ask(order, { lines: [{ orderItemId: order.chairLine, quantity: 1 }], reason: "damaged" });
    expect(noRefundTo.status).toBe(400);
    expect(noRefundTo.json.errors).toEqual({ refundTo: REFUND_TO_REQUIRED });
  });

  it("is refused once the return window (7 days from delivery) has closed", async () => {
    const order = await deliveredOrder();
    api.clock.advance(7 * DAY);
    // The sign-in of a week ago has expired: the shopper signs in again.
    order.token = await freshToken(api, order.customerId);
    const res = await ask(order, {
      lines: [{ orderItemId: order.chairLine, quantity: 1 }],
      reason: "changed-mind",
      refundTo: "asha@upi",
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(windowClosed(7));
  });

  it("carries the shopper's own photos, uploaded first and checked by their bytes", async () => {
    const order = await deliveredOrder();
    const upload = (body: FormData, token = order.token) =>
      api.request("POST", `/customerOrders/${order._id}/returns/photos`, { token, body });
    const first = await upload(uploadForm(await testJpeg(), {}));
    expect(first.status).toBe(200);
    const photo = first.json.body as { key: string; image: { url: string; alt: string } };
    expect(photo.key).toMatch(/^images\/[0-9a-f]{32}$/);
    expect(photo.image.url).toMatch(new RegExp(`^/v1/media/${photo.key}/\\d+\\.jpg$`));
    expect((await api.request("GET", photo.image.url.replace(/^\/v1/, ""))).status).toBe(200);

    const notAnImage = await upload(uploadForm(new TextEncoder().encode("not a picture"), {}, "leg.jpg"));
    expect(notAnImage.status).toBe(400);
    expect(notAnImage.json.errors).toEqual({ image: WRONG_TYPE });
    const nothing = await upload(new FormData());
    expect(nothing.json.errors).toEqual({ image: RETURN_PHOTO_REQUIRED });
    // Another shopper can neither upload to this order nor name this shopper's photo in their own request.
    const stranger = await deliveredOrder();
    expect((await upload(uploadForm(await testJpeg(), {}), stranger.token)).status).toBe(404);
    const borrowed = await ask(stranger, {
      lines: [{ orderItemId: stranger.chairLine, quantity: 1 }],
      reason: "damaged",
      refundTo: "x@upi",
      photos: [photo.key],
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.json.errors).toEqual({ photos: RETURN_PHOTO_GONE });

    const four = await ask(order, {
      lines: [{ orderItemId: order.chairLine, quantity: 1 }],
      reason: "damaged",
      refundTo: "x@upi",
      photos: Array(4).fill(photo.key),
    });
    expect(four.json.errors).toMatchObject({ photos: TOO_MANY_RETURN_PHOTOS });
    const res = await ask(order, {
      lines: [{ orderItemId: order.chairLine, quantity: 1 }],
      reason: "damaged",
      refundTo: "x@upi",
      photos: [photo.key],
    });
    expect(res.status).toBe(200);
    expect(res.json.body.photos).toEqual([photo.image]);
    const staffView = await api.get(
      `/admin/returns/${res.json.body._id}`,
      (await signedInStaff(api, "operations")).token,
    );
    expect(staffView.json.body.photos).toEqual([photo.image]);
  });

  it("is another shopper's order: not found", async () => {
    const order = await deliveredOrder();
    const stranger = await api.signIn();
    expect((await api.get(`/customerOrders/${order._id}/returns`, stranger.token)).status).toBe(404);
    expect((await api.get(`/customerOrders/${order._id}/returns`)).status).toBe(401);
  });
});

describe("staff handling a return", () => {
  // Made here, after the window test moved the clock on a week, so the session is fresh.
  beforeAll(async () => {
    ops = await signedInStaff(api, "operations");
  });

  async function requested() {
    const order = await deliveredOrder();
    const res = await ask(order, {
      lines: [
        { orderItemId: order.chairLine, quantity: 2 },
        { orderItemId: order.tableLine, quantity: 1 },
      ],
      reason: "damaged",
      refundTo: "asha@upi",
    });
    return { order, returnId: res.json.body._id as string };
  }

  it("approves, then receives: resaleable goods go back in stock, the order is RETURNED and the rest can still be returned", async () => {
    const { order, returnId } = await requested();
    const list = await api.get("/admin/returns?status=open", ops.token);
    expect(list.json.body).toContainEqual(
      expect.objectContaining({ _id: returnId, orderId: order.orderId, status: "requested" }),
    );
    expect((await staffPost(`${returnId}/receive`)).json.message).toBe(returnNotIn("requested"));

    const approved = await staffPost(`${returnId}/approve`, { ...PARCEL, note: "Pickup on Tuesday" });
    expect(approved.status).toBe(200);
    expect(approved.json.body).toMatchObject({
      status: "approved",
      orderStatus: "RETURN_APPROVED",
      note: "Pickup on Tuesday",
    });
    expect((await staffPost(`${returnId}/approve`, PARCEL)).status).toBe(409);

    const chairsBefore = await stockOf(api, chair);
    const tablesBefore = await stockOf(api, table);
    const received = await staffPost(`${returnId}/receive`, { resaleable: [order.chairLine], note: "Table scratched" });
    expect(received.status).toBe(200);
    expect(received.json.body).toMatchObject({ status: "received", orderStatus: "RETURNED" });
    expect(received.json.body.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderItemId: order.chairLine, quantity: 2, resaleable: true }),
        expect.objectContaining({ orderItemId: order.tableLine, quantity: 1, resaleable: false }),
      ]),
    );
    expect(await stockOf(api, chair)).toBe(chairsBefore + 2);
    expect(await stockOf(api, table)).toBe(tablesBefore);

    const options = await api.get(`/customerOrders/${order._id}/returns`, order.token);
    expect(options.json.body.canRequest).toBe(true);
    expect(options.json.body.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderItemId: order.chairLine, returnable: 2 }),
        expect.objectContaining({ orderItemId: order.tableLine, returnable: 0 }),
      ]),
    );
    const events = await api.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order._id))
      .orderBy(orderEvents.seq);
    expect(events.filter((e) => e.kind === "status").map((e) => e.toStatus)).toEqual([
      "ORDERPLACED",
      "DELIVERED",
      "RETURN_REQUESTED",
      "RETURN_APPROVED",
      "RETURNED",
    ]);
  });

  it("refuses with a reason the shopper reads, and the shopper may ask again", async () => {
    const { order, returnId } = await requested();
    const noReason = await staffPost(`${returnId}/reject`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual({ note: "Reason for refusing is a required field" });
    expect((await staffPost(`${returnId}/reject`, { note: "The photos show wear from use" })).status).toBe(200);
    const options = await api.get(`/customerOrders/${order._id}/returns`, order.token);
    expect(options.json.body).toMatchObject({ canRequest: true });
    expect(options.json.body.returns).toEqual([
      expect.objectContaining({ status: "rejected", note: "The photos show wear from use" }),
    ]);
    expect(options.json.body.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ orderItemId: order.chairLine, returnable: 4 })]),
    );
  });

  it("pays a cash-on-delivery return's refund by hand once the goods are back, and tells the shopper at each step", async () => {
    const { order, returnId } = await requested();
    expect((await orderRow(api, order._id)).paymentStatus).toBe("PAID");
    expect((await staffPost(`${returnId}/refund-paid`, { reference: "UTR123" })).json.message).toBe(NOT_RECEIVED_YET);
    expect((await staffPost(`${returnId}/approve`, PARCEL)).status).toBe(200);
    await staffPost(`${returnId}/receive`, { resaleable: [] });
    const missing = await staffPost(`${returnId}/refund-paid`, {});
    expect(missing.json.errors).toEqual({ reference: "Payment reference is a required field" });
    const paid = await staffPost(`${returnId}/refund-paid`, { reference: "UTR123" });
    expect(paid.status).toBe(200);
    expect(paid.json.body).toMatchObject({ refundReference: "UTR123", refundPaidAt: api.clock.now().toISOString() });
    // Two of four chairs and the table came back: the rest was kept, so the order is refunded in part.
    expect((await orderRow(api, order._id)).paymentStatus).toBe("PARTIALLY_REFUNDED");
    expect((await staffPost(`${returnId}/refund-paid`, { reference: "UTR124" })).json.message).toBe(
      REFUND_ALREADY_PAID,
    );
    // On the timeline as a refund made, not a note; the shopper's progress ends refunded in part, when it was paid.
    const [made] = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.kind, "refund_made")));
    expect(made.note).toMatch(/ paid to asha@upi \(reference UTR123\)$/);
    const timeline = (await api.get(`/customerOrders/${order._id}`, order.token)).json.body.timeline;
    expect(timeline.at(-1)).toEqual({
      status: "PARTIALLY_REFUNDED",
      label: "Partly refunded",
      at: api.clock.now().toISOString(),
    });
    const told = await api.db
      .select({ event: orderMessages.event })
      .from(orderMessages)
      .where(eq(orderMessages.orderId, order._id));
    expect(new Set(told.map((m) => m.event))).toEqual(
      new Set(["placed", "delivered", "return_requested", "return_approved", "returned", "refunded"]),
    );
  });

  it("refunds an online payment's return through the gateway when the goods are received, never more than is left", async () => {
    const shopper = await api.signIn();
    const placed = await api.post(
      "/customerOrders",
      orderPayload([line(chair, 2)], { paymentMethod: "Prepaid" }),
      shopper.token,
    );
    const order = placed.json.body as { _id: string; products: { _id: string }[] };
    await api.db
      .update(orders)
      .set({
        orderStatus: "DELIVERED",
        deliveredAt: api.clock.now(),
        paymentStatus: "PAID",
        paidAt: api.clock.now(),
        gatewayPaymentId: `pay_${order._id}`,
      })
      .where(eq(orders.id, order._id));
    const asked = await api.post(
      `/customerOrders/${order._id}/returns`,
      { lines: [{ orderItemId: order.products[0]._id, quantity: 1 }], reason: "damaged" },
      shopper.token,
    );
    expect(asked.status).toBe(200);
    const returnId = asked.json.body._id as string;
    expect((await staffPost(`${returnId}/approve`, PARCEL)).status).toBe(200);
    expect((await staffPost(`${returnId}/receive`, { resaleable: [order.products[0]._id] })).status).toBe(200);
    const requestedRefunds = await api.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(requestedRefunds).toMatchObject([
      { kind: "return", amountPaise: await unitPricePaise(api, chair), status: "pending" },
    ]);
    expect((await orderRow(api, order._id)).paymentStatus).toBe("REFUND_PENDING");
    expect((await staffPost(`${returnId}/refund-paid`, { reference: "UTR1" })).json.message).toBe(REFUND_NOT_MANUAL);
  });

  it("is operations' and the owner's work only", async () => {
    const { returnId } = await requested();
    const catalogue = await signedInStaff(api, "catalogue");
    expect((await staffPost(`${returnId}/approve`, PARCEL, catalogue.token)).status).toBe(403);
    expect((await api.get("/admin/returns/unknown", ops.token)).status).toBe(404);
  });
});
