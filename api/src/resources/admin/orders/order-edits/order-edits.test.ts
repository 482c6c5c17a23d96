import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  colors,
  coupons,
  orderEvents,
  orderItems,
  orderMessages,
  orders,
  pincodes,
  productColors,
  products,
  refunds,
  sandboxCourierShipments,
  stockChanges,
} from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { rupeesLabel } from "@api/lib/money";
import { SandboxGateway, sandboxId } from "@api/services/payments/sandbox";
import type { TestApi } from "@api/test/harness";
import { NOTHING_DUE, balanceDueBlocksPacking } from "@api/validation/order-edit";
import { PARCEL } from "@api/resources/courier/courier-fixtures";
import {
  type Target,
  deliveryAddress,
  line,
  orderPayload,
  orderRow,
  stockOf,
  openShop,
  placePaidOrder,
} from "@api/resources/customer-orders/order-fixtures";
import { maximumAllowed } from "@api/resources/customer-orders/pricing";
import { notServiceable } from "@api/resources/pincodes/pincodes.service";
import { OUT_OF_STOCK } from "@api/resources/customer-orders/stock";
import { orderMessageText } from "@api/resources/order-messages/order-message-text";
import { submitRefund } from "@api/resources/refunds/refunds.service";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { settleBalanceDue } from "./balance-due";
import {
  LAST_LINE,
  NOTHING_CHANGED,
  SKU_UNKNOWN,
  couponBelowMinimumReason,
  couponDropped,
  notEditable,
} from "./order-edit.service";

let api: TestApi;
let ops: { token: string; member: { id: string; email: string; name: string } };
let walnut: Target & { sku: string };
let teak: Target & { sku: string };
let plain: Target & { sku: string };

const WALNUT_PAISE = 1_299_900;
const TEAK_PAISE = 1_099_900;
const PLAIN_PAISE = 450_000;
const image = { url: "/media/test/placeholder.jpg", width: 800, height: 600, alt: "" };

/** A chair sold in two colours (teak cheaper than walnut) and a plain side table, made for these tests. */
async function makeCatalogue() {
  const suffix = newId().slice(0, 8);
  const productId = newId();
  await api.db.insert(products).values({
    id: productId,
    name: `Edit chair ${suffix}`,
    slug: `edit-chair-${suffix}`,
    sku: `EDIT-CHAIR-${suffix}`,
    productType: "PRODUCT_WITH_COLOR",
    sellingPricePaise: WALNUT_PAISE,
    mrpPaise: 1_599_900,
    defaultImage: image,
    image,
    stock: 20,
    maximumOrderQuantity: 5,
    hsnCode: "940161",
    gstRate: 18,
  });
  const colour = async (name: string, price: number, position: number) => {
    const colorId = newId();
    await api.db.insert(colors).values({ id: colorId, name, slug: `${name.toLowerCase()}-${suffix}`, hex: "#7a4b2a" });
    const id = newId();
    const sku = `EDIT-CHAIR-${suffix}-${name.toUpperCase()}`;
    await api.db.insert(productColors).values({
      id,
      productId,
      colorId,
      stock: 20,
      sellingPricePaise: price,
      mrpPaise: 1_599_900,
      defaultImage: image,
      sku,
      position,
      maximumOrderQuantity: 5,
    });
    return { type: "PRODUCT_WITH_COLOR" as const, productId, productColorId: id, productSizeId: null, sku };
  };
  walnut = await colour("Walnut", WALNUT_PAISE, 0);
  teak = await colour("Teak", TEAK_PAISE, 1);
  const plainId = newId();
  const plainSku = `EDIT-TABLE-${suffix}`;
  await api.db.insert(products).values({
    id: plainId,
    name: `Edit side table ${suffix}`,
    slug: `edit-table-${suffix}`,
    sku: plainSku,
    productType: "PRODUCT",
    sellingPricePaise: PLAIN_PAISE,
    mrpPaise: 500_000,
    defaultImage: image,
    image,
    stock: 20,
    hsnCode: "940360",
    gstRate: 12,
  });
  plain = { type: "PRODUCT", productId: plainId, productColorId: null, productSizeId: null, sku: plainSku };
}

beforeAll(async () => {
  api = await openShop({ env: { RATE_LIMIT_MULTIPLIER: "100" } });
  await api.db
    .insert(pincodes)
    .values([
      { pincode: "400001", city: "Mumbai", state: "Maharashtra", deliveryDays: 4, codAvailable: true },
      { pincode: "560001", city: "Bengaluru", state: "Karnataka", deliveryDays: 4, codAvailable: false },
    ])
    .onConflictDoNothing();
  await api.db.update(pincodes).set({ codAvailable: false, isActive: true }).where(eq(pincodes.pincode, "560001"));
  await api.db.update(pincodes).set({ codAvailable: true, isActive: true }).where(eq(pincodes.pincode, "400001"));
  await makeCatalogue();
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

type Placed = { _id: string; orderId: string; totalAmount: number };

async function codOrder(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const shopper = await api.signIn();
  const placed = await api.post("/customerOrders", orderPayload(lines, extra), shopper.token);
  expect(placed.status).toBe(200);
  return placed.json.body as Placed;
}

/** A prepaid order paid through the sandbox gateway, as the shopper's browser pays it. */
async function paidOrder(lines: Record<string, unknown>[]) {
  const { order, verified } = await placePaidOrder(api, lines);
  expect(verified).toMatchObject({ paymentStatus: "PAID" });
  return order;
}

type EditView = {
  version: number;
  lines: {
    line: string;
    variant: string;
    quantity: number;
    options: { variant: string; sku: string; price: number }[];
  }[];
};

const editViewOf = async (orderNumber: string, token = ops.token) => {
  const res = await api.get(`/admin/orders/${orderNumber}/edit`, token);
  expect(res.status).toBe(200);
  return res.json.body as EditView & Record<string, unknown>;
};

/** The form as loaded, with `change` applied: the address fields, the version and each line. */
async function editBody(
  orderNumber: string,
  change: (body: { lines: Record<string, unknown>[] } & Record<string, unknown>) => void = () => {},
) {
  const view = await editViewOf(orderNumber);
  const body = {
    ...deliveryAddress,
    version: view.version,
    lines: view.lines.map((l) => ({ line: l.line, variant: l.variant, quantity: l.quantity, remove: false })),
  } as { lines: Record<string, unknown>[] } & Record<string, unknown>;
  change(body);
  return body;
}

const save = (orderNumber: string, body: unknown, token = ops.token) =>
  api.post(`/admin/orders/${orderNumber}/edit`, body, token);
const keyOf = (t: Target) => (t.productColorId ? `color:${t.productColorId}` : `product:${t.productId}`);
const linesOf = (id: string) =>
  api.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.name);
const notesOf = async (id: string) =>
  (
    await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, "note")))
      .orderBy(orderEvents.seq)
  ).map((e) => e.note);
const editAudits = (orderNumber: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, orderNumber), eq(auditLog.action, "order.edit")));
const move = (orderNumber: string, to: string) =>
  api.post(
    `/admin/orders/${orderNumber}/status`,
    { to, note: to === "CANCELLED" ? "The shopper asked" : undefined },
    ops.token,
  );

describe("GET /admin/orders/:orderId/edit", () => {
  it("answers the address, each line with the colours it may become, the money and the version", async () => {
    const order = await codOrder([line(walnut, 1)]);
    const view = await editViewOf(order.orderId.toLowerCase());
    expect(view).toMatchObject({
      orderId: order.orderId,
      editable: true,
      version: 1,
      paymentMethod: "COD",
      total: WALNUT_PAISE / 100,
      balanceDue: 0,
    });
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ variant: keyOf(walnut), quantity: 1 });
    expect(view.lines[0].options.map((o) => [o.sku, o.price])).toEqual([
      [walnut.sku, WALNUT_PAISE / 100],
      [teak.sku, TEAK_PAISE / 100],
    ]);
  });
});

describe("POST /admin/orders/:orderId/edit", () => {
  it("changes the address after checking the pincode as checkout does, with the timeline, audit and shopper's message", async () => {
    const order = await codOrder([line(walnut, 1)]);
    const refused = await save(
      order.orderId,
      await editBody(order.orderId, (b) => Object.assign(b, { pincode: "999999" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ pincode: notServiceable("999999") });
    const noCod = await save(
      order.orderId,
      await editBody(order.orderId, (b) => Object.assign(b, { pincode: "560001" })),
    );
    expect(noCod.status).toBe(400);
    expect(noCod.json.errors.pincode).toBe("Cash on delivery is not available at this pincode");

    const moved = await save(
      order.orderId,
      await editBody(order.orderId, (b) =>
        Object.assign(b, { address: "7 Marine Drive", city: "Mumbai", state: "Maharashtra", pincode: "400001" }),
      ),
    );
    expect(moved.status).toBe(200);
    expect(moved.json.body).toMatchObject({ version: 2 });
    const row = await orderRow(api, order._id);
    expect(row.shippingAddress).toMatchObject({ address: "7 Marine Drive", city: "Mumbai", pincode: "400001" });
    expect(row.totalPaise).toBe(WALNUT_PAISE);
    expect((await notesOf(order._id)).at(-1)).toContain(
      "address Asha Verma, 14 Janpath Lane, New Delhi 110001 → Asha Verma, 7 Marine Drive, Mumbai 400001",
    );
    const [audit] = await editAudits(order.orderId);
    expect(audit).toMatchObject({
      staffId: ops.member.id,
      entityType: "order",
      before: { shippingAddress: { pincode: "110001" } },
      after: { shippingAddress: { pincode: "400001" } },
    });
    const messages = await api.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, order._id), eq(orderMessages.event, "updated")));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatchObject({
      ref: "edit-2",
      details: { summary: expect.stringContaining(`New total: ${rupeesLabel(WALNUT_PAISE)}. To pay on delivery`) },
    });
  });

  it("moves stock with the quantity, up and down, within the maximum order quantity and the stock", async () => {
    const order = await codOrder([line(walnut, 2)]);
    const before = await stockOf(api, walnut);
    const over = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 6)));
    expect(over.status).toBe(400);
    expect(over.json.errors).toEqual({ "lines.0.quantity": maximumAllowed(5) });

    const up = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 4)));
    expect(up.status).toBe(200);
    expect(await stockOf(api, walnut)).toBe(before - 2);
    const log = await api.db
      .select()
      .from(stockChanges)
      .where(and(eq(stockChanges.orderId, order._id), eq(stockChanges.source, "edit")));
    expect(log.map((l) => l.delta)).toEqual([-2]);
    expect(await orderRow(api, order._id)).toMatchObject({
      subtotalPaise: 4 * WALNUT_PAISE,
      totalPaise: 4 * WALNUT_PAISE,
      balanceDuePaise: 0,
    });

    // None is left on the shelf: one more cannot be taken, and nothing moves.
    await api.db
      .update(productColors)
      .set({ stock: 0 })
      .where(eq(productColors.id, walnut.productColorId as string));
    const short = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 5)));
    expect(short.status).toBe(409);
    expect(short.json.errors).toEqual({ "lines.0.quantity": OUT_OF_STOCK });
    expect((await linesOf(order._id))[0].quantity).toBe(4);

    const down = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 1)));
    expect(down.status).toBe(200);
    expect(await stockOf(api, walnut)).toBe(3);
    await api.db
      .update(productColors)
      .set({ stock: 20 })
      .where(eq(productColors.id, walnut.productColorId as string));
  });

  it("changes a line's colour: the stock moves between the colours and the line is priced and classified as sold now", async () => {
    const order = await codOrder([line(walnut, 1)]);
    const [walnutBefore, teakBefore] = [await stockOf(api, walnut), await stockOf(api, teak)];
    await api.db.update(products).set({ hsnCode: "940169", gstRate: 12 }).where(eq(products.id, walnut.productId));
    const res = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].variant = keyOf(teak))));
    expect(res.status).toBe(200);
    expect(res.json.message).toContain(`the total is now ${rupeesLabel(TEAK_PAISE)}`);
    expect(res.json.message).toContain(`The courier will collect ${rupeesLabel(TEAK_PAISE)}`);
    expect([await stockOf(api, walnut), await stockOf(api, teak)]).toEqual([walnutBefore + 1, teakBefore - 1]);
    const [item] = await linesOf(order._id);
    expect(item).toMatchObject({
      productColorId: teak.productColorId,
      colorName: "Teak",
      sku: teak.sku,
      sellingPricePaise: TEAK_PAISE,
      hsnCode: "940169",
      gstRate: 12,
    });
    expect(await orderRow(api, order._id)).toMatchObject({ totalPaise: TEAK_PAISE, balanceDuePaise: 0 });
    await api.db.update(products).set({ hsnCode: "940161", gstRate: 18 }).where(eq(products.id, walnut.productId));
  });

  it("adds a line by its SKU and removes lines, but never the last one", async () => {
    const order = await codOrder([line(walnut, 1)]);
    const unknown = await save(
      order.orderId,
      await editBody(order.orderId, (b) => Object.assign(b, { addSku: "NO-SUCH-SKU", addQuantity: 1 })),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ addSku: SKU_UNKNOWN });

    const tableBefore = await stockOf(api, plain);
    const added = await save(
      order.orderId,
      await editBody(order.orderId, (b) => Object.assign(b, { addSku: plain.sku.toLowerCase(), addQuantity: 2 })),
    );
    expect(added.status).toBe(200);
    expect(await stockOf(api, plain)).toBe(tableBefore - 2);
    expect((await linesOf(order._id)).map((l) => [l.sku, l.quantity, l.hsnCode, l.gstRate])).toEqual([
      [walnut.sku, 1, "940161", 18],
      [plain.sku, 2, "940360", 12],
    ]);
    expect(await orderRow(api, order._id)).toMatchObject({ totalPaise: WALNUT_PAISE + 2 * PLAIN_PAISE });

    const walnutBefore = await stockOf(api, walnut);
    const removed = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].remove = true)));
    expect(removed.status).toBe(200);
    expect(await stockOf(api, walnut)).toBe(walnutBefore + 1);
    expect((await linesOf(order._id)).map((l) => l.sku)).toEqual([plain.sku]);

    const last = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].remove = true)));
    expect(last.status).toBe(400);
    expect(last.json.errors).toEqual({ lines: LAST_LINE });
  });

  it("works the coupon out again on the new subtotal, and drops it (saying so) when its minimum is no longer met", async () => {
    const code = `EDIT${newId().slice(0, 6).toUpperCase()}`;
    await api.db.insert(coupons).values({
      couponCode: code,
      discountType: "PERCENTAGE",
      discount: 10,
      minimumOrderPaise: 2_000_000,
      validFrom: new Date(api.clock.now().getTime() - 86_400_000),
    });
    const order = await codOrder([line(walnut, 3)], { couponCode: code });
    expect(await orderRow(api, order._id)).toMatchObject({ discountPaise: Math.round(3 * WALNUT_PAISE * 0.1) });
    const two = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 2)));
    expect(two.status).toBe(200);
    expect(await orderRow(api, order._id)).toMatchObject({
      couponCode: code,
      discountPaise: Math.round(2 * WALNUT_PAISE * 0.1),
      totalPaise: 2 * WALNUT_PAISE - Math.round(2 * WALNUT_PAISE * 0.1),
    });
    const one = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 1)));
    expect(one.status).toBe(200);
    expect(one.json.message).toContain(couponDropped(code, couponBelowMinimumReason(2_000_000)));
    expect(await orderRow(api, order._id)).toMatchObject({
      couponCode: null,
      discountPaise: 0,
      totalPaise: WALNUT_PAISE,
    });
  });

  it("tells the courier a COD order's new amount to collect when it ships", async () => {
    const order = await codOrder([line(walnut, 2)]);
    expect((await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 1)))).status).toBe(
      200,
    );
    await move(order.orderId, "CONFIRMED");
    await move(order.orderId, "PACKED");
    expect((await api.post(`/admin/orders/${order.orderId}/ship`, PARCEL, ops.token)).status).toBe(200);
    const [shipment] = await api.db
      .select()
      .from(sandboxCourierShipments)
      .where(eq(sandboxCourierShipments.channelOrderId, order.orderId));
    expect(shipment.details).toMatchObject({ paymentMethod: "COD", subTotal: WALNUT_PAISE / 100 });
  });

  it("refunds a prepaid order's surplus through the gateway", async () => {
    const order = await paidOrder([line(walnut, 1), line(plain, 1)]);
    const res = await save(
      order.orderId,
      await editBody(order.orderId, (b) => {
        b.lines[0].remove = true; // lines come by name: the chair first
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toContain(
      `${rupeesLabel(WALNUT_PAISE)} is being refunded to the shopper through the payment gateway`,
    );
    const [refund] = await api.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(refund).toMatchObject({ amountPaise: WALNUT_PAISE, kind: "edit", status: "pending", requestedBy: "staff" });
    expect(await orderRow(api, order._id)).toMatchObject({
      totalPaise: PLAIN_PAISE,
      paidOnlinePaise: WALNUT_PAISE + PLAIN_PAISE,
      paymentStatus: "REFUND_PENDING",
      balanceDuePaise: 0,
    });

    expect(await submitRefund(api.deps, refund.id)).toBe("submitted");
    expect(await orderRow(api, order._id)).toMatchObject({ paymentStatus: "PARTIALLY_REFUNDED" });
    const refundable = await api.get(`/admin/orders/${order.orderId}/refunds`, ops.token);
    expect(refundable.json.body).toMatchObject({
      paid: (WALNUT_PAISE + PLAIN_PAISE) / 100,
      refundable: PLAIN_PAISE / 100,
    });
    const [message] = await api.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, order._id), eq(orderMessages.event, "updated")));
    expect(message.details.summary).toContain(
      `${rupeesLabel(WALNUT_PAISE)} will be refunded to your original payment method`,
    );
    const text = orderMessageText(
      await orderRow(api, order._id),
      "updated",
      { tracking: "", codConfirmation: "", order: "", cart: "" },
      message.details,
    );
    expect(text.subject).toBe(`Your Woodnest order ${order.orderId} has been changed`);
    expect(text.body).toContain(
      `Your order now has: 1 × ${(await linesOf(order._id))[0].name}. New total: ${rupeesLabel(PLAIN_PAISE)}.`,
    );
  });

  it("refunds what is left of the payment when an edited order is cancelled", async () => {
    const order = await paidOrder([line(plain, 2)]);
    expect((await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 1)))).status).toBe(
      200,
    );
    const [edit] = await api.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(await submitRefund(api.deps, edit.id)).toBe("submitted");
    expect((await move(order.orderId, "CANCELLED")).status).toBe(200);
    const all = await api.db.select().from(refunds).where(eq(refunds.orderId, order._id)).orderBy(refunds.createdAt);
    expect(all.map((r) => [r.kind, r.amountPaise])).toEqual([
      ["edit", PLAIN_PAISE],
      ["cancellation", PLAIN_PAISE],
    ]);
  });

  it("records a prepaid order's shortfall as due, blocks packing until it is settled, and sets a later saving against it first", async () => {
    const order = await paidOrder([line(plain, 1)]);
    const more = await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 3)));
    expect(more.status).toBe(200);
    expect(more.json.message).toContain(`${rupeesLabel(2 * PLAIN_PAISE)} is due from the shopper`);
    expect(await orderRow(api, order._id)).toMatchObject({
      totalPaise: 3 * PLAIN_PAISE,
      balanceDuePaise: 2 * PLAIN_PAISE,
      paidOnlinePaise: PLAIN_PAISE,
    });
    expect((await api.get(`/admin/orders/${order.orderId}`, ops.token)).json.body).toMatchObject({
      balanceDue: (2 * PLAIN_PAISE) / 100,
      editable: true,
    });

    // One unit fewer: half of what was due is no longer owed, and nothing is refunded.
    expect((await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 2)))).status).toBe(
      200,
    );
    expect(await orderRow(api, order._id)).toMatchObject({ balanceDuePaise: PLAIN_PAISE });
    expect(await api.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);

    expect((await move(order.orderId, "CONFIRMED")).status).toBe(200);
    const blocked = await move(order.orderId, "PACKED");
    expect(blocked.status).toBe(409);
    expect(blocked.json.message).toBe(balanceDueBlocksPacking(order.orderId, PLAIN_PAISE));

    await api.db.transaction((tx) => settleBalanceDue(tx, order._id, PLAIN_PAISE, api.clock.now()));
    expect((await orderRow(api, order._id)).balanceDuePaise).toBe(0);
    expect((await move(order.orderId, "PACKED")).status).toBe(200);
  });

  it("refuses to ship a packed order an edit left money due on, before the courier is booked", async () => {
    const order = await paidOrder([line(plain, 1)]);
    await move(order.orderId, "CONFIRMED");
    await move(order.orderId, "PACKED");
    expect((await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 2)))).status).toBe(
      200,
    );
    const ship = await api.post(`/admin/orders/${order.orderId}/ship`, PARCEL, ops.token);
    expect(ship.status).toBe(409);
    expect(ship.json.message).toBe(balanceDueBlocksPacking(order.orderId, PLAIN_PAISE));
    expect(
      await api.db
        .select()
        .from(sandboxCourierShipments)
        .where(eq(sandboxCourierShipments.channelOrderId, order.orderId)),
    ).toEqual([]);
  });

  it("sends a payment link for a shortfall whose payment clears it, so the order may be packed, and a cancellation gives both payments back", async () => {
    const sandbox = api.deps.gateway as SandboxGateway;
    const order = await paidOrder([line(plain, 1)]);
    const none = await api.post(`/admin/orders/${order.orderId}/balance-link`, { channel: "sms" }, ops.token);
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(NOTHING_DUE(order.orderId));
    expect((await save(order.orderId, await editBody(order.orderId, (b) => (b.lines[0].quantity = 2)))).status).toBe(
      200,
    );
    expect((await api.post(`/admin/orders/${order.orderId}/balance-link`, {}, ops.token)).json.errors).toMatchObject({
      channel: "Choose how to send the link",
    });

    const sent = await api.post(`/admin/orders/${order.orderId}/balance-link`, { channel: "email" }, ops.token);
    expect(sent.status).toBe(200);
    expect(sent.json.message).toContain(
      `Payment link for ${rupeesLabel(PLAIN_PAISE)} on order ${order.orderId} sent by Email`,
    );
    const [audit] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.balance_link"), eq(auditLog.entityId, order.orderId)));
    expect(audit.after).toMatchObject({ amount: PLAIN_PAISE / 100, channel: "email" });

    const token = (sent.json.body.link.url as string).split("/pay/")[1];
    const page = await api.get(`/paymentLinks/${token}`);
    expect(page.json.body).toMatchObject({ state: "open", purpose: "balance", amount: PLAIN_PAISE / 100 });
    const gatewayOrderId = page.json.body.checkout.fields.order_id as string;
    const paymentId = sandboxId("pay_");
    expect(await sandbox.capture(gatewayOrderId, paymentId)).toBe("recorded");
    const paid = await api.post(`/paymentLinks/${token}/verify`, {
      razorpayPaymentId: paymentId,
      razorpayOrderId: gatewayOrderId,
      razorpaySignature: sandbox.sign(gatewayOrderId, paymentId),
    });
    expect(paid.status).toBe(200);
    expect((await orderRow(api, order._id)).balanceDuePaise).toBe(0);
    const notes = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.kind, "note")));
    expect(notes.map((n) => n.note)).toContain(`Balance of ${rupeesLabel(PLAIN_PAISE)} paid: the order can be packed`);
    expect((await move(order.orderId, "CONFIRMED")).status).toBe(200);
    expect((await move(order.orderId, "PACKED")).status).toBe(200);

    // Cancelled now, the order gives back both payments, each through its own gateway payment.
    expect((await orderRow(api, order._id)).paidOnlinePaise).toBe(2 * PLAIN_PAISE);
    expect((await move(order.orderId, "CANCELLED")).status).toBe(200);
    const given = await api.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order._id))
      .orderBy(refunds.createdAt, refunds.paymentLinkId);
    expect(given.map((r) => [r.kind, r.amountPaise, r.paymentLinkId === null])).toEqual(
      expect.arrayContaining([
        ["cancellation", PLAIN_PAISE, true],
        ["cancellation", PLAIN_PAISE, false],
      ]),
    );
    for (const refund of given) expect(await submitRefund(api.deps, refund.id)).toBe("submitted");
    const sandboxRefunds = await sandbox.recentRefunds();
    expect(sandboxRefunds.filter((r) => r.paymentId === paymentId).map((r) => r.amount)).toEqual([PLAIN_PAISE]);
    expect(
      (await api.db.select().from(refunds).where(eq(refunds.orderId, order._id))).every((r) => r.status !== "failed"),
    ).toBe(true);
  });

  it("lets only one of two edits made at once from the same form win", async () => {
    const order = await codOrder([line(plain, 1)]);
    const first = await editBody(order.orderId, (b) => (b.lines[0].quantity = 2));
    const second = await editBody(order.orderId, (b) => (b.lines[0].quantity = 3));
    const statuses = (await Promise.all([save(order.orderId, first), save(order.orderId, second)]))
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect(await orderRow(api, order._id)).toMatchObject({ version: 2 });
    expect(await editAudits(order.orderId)).toHaveLength(1);
  });

  it("refuses to edit an order once it has shipped, and a cancelled one", async () => {
    const order = await codOrder([line(plain, 1)]);
    const body = await editBody(order.orderId, (b) => (b.lines[0].quantity = 2));
    await move(order.orderId, "CONFIRMED");
    await move(order.orderId, "PACKED");
    expect((await api.post(`/admin/orders/${order.orderId}/ship`, PARCEL, ops.token)).status).toBe(200);
    const shipped = await save(order.orderId, body);
    expect(shipped.status).toBe(409);
    expect(shipped.json.message).toBe(notEditable({ orderId: order.orderId, orderStatus: "SHIPPED" }));
    expect((await editViewOf(order.orderId)).editable).toBe(false);

    const other = await codOrder([line(plain, 1)]);
    const otherBody = await editBody(other.orderId, (b) => (b.lines[0].quantity = 2));
    await move(other.orderId, "CANCELLED");
    const cancelled = await save(other.orderId, otherBody);
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.message).toBe(
      `Order ${other.orderId} is cancelled: only an order that has not shipped can be edited`,
    );
  });

  it("refuses a stale edit, naming who edited the order first and what they changed", async () => {
    const order = await codOrder([line(plain, 1)]);
    const mine = await editBody(order.orderId, (b) => (b.lines[0].quantity = 2));
    const colleague = await signedInStaff(api, "operations");
    expect(
      (
        await save(
          order.orderId,
          await editBody(order.orderId, (b) => Object.assign(b, { city: "Delhi" })),
          colleague.token,
        )
      ).status,
    ).toBe(200);
    const stale = await save(order.orderId, mine);
    expect(stale.status).toBe(409);
    expect(stale.json.message).toContain(`${colleague.member.name} (${colleague.member.email}) saved this order at`);
    expect(stale.json.message).toContain("changing the address");
    expect(stale.json.errors).toEqual({ version: "Not saved: someone else saved first." });
    expect((await linesOf(order._id))[0].quantity).toBe(1);
  });

  it("changes nothing when the form is sent as loaded", async () => {
    const order = await codOrder([line(plain, 1)]);
    const res = await save(order.orderId, await editBody(order.orderId));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(NOTHING_CHANGED);
    expect(await orderRow(api, order._id)).toMatchObject({ version: 1 });
    expect(await editAudits(order.orderId)).toEqual([]);
  });
});

describe("settleBalanceDue", () => {
  it("takes a payment off the balance due, part then the rest, writes the timeline, and ignores a repeat", async () => {
    const order = await paidOrder([line(plain, 1)]);
    await api.db.update(orders).set({ balanceDuePaise: 300_000 }).where(eq(orders.id, order._id));
    const part = await api.db.transaction((tx) => settleBalanceDue(tx, order._id, 100_000, api.clock.now()));
    expect(part.balanceDuePaise).toBe(200_000);
    const rest = await api.db.transaction((tx) => settleBalanceDue(tx, order._id, 200_000, api.clock.now()));
    expect(rest.balanceDuePaise).toBe(0);
    const again = await api.db.transaction((tx) => settleBalanceDue(tx, order._id, 200_000, api.clock.now()));
    expect(again.balanceDuePaise).toBe(0);
    expect((await notesOf(order._id)).slice(-2)).toEqual([
      `${rupeesLabel(100_000)} of the balance paid: ${rupeesLabel(200_000)} is still due`,
      `Balance of ${rupeesLabel(200_000)} paid: the order can be packed`,
    ]);
  });
});
