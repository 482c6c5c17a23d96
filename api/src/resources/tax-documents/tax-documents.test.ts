import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderReturnLines, orderReturns, orders, products, refunds, siteContent } from "@api/db/schema";
import { DEMO_GST_SETTINGS } from "@api/db/seed/content";
import { splitInclusive } from "@api/lib/gst-tax";
import { newId } from "@api/lib/ids";
import type { TestApi } from "@api/test/harness";
import { GST_SETTINGS_KEY } from "@api/resources/admin/settings/gst-settings/gst-settings";
import { signedInStaff } from "../admin/test-helpers";
import { packedOrder, PARCEL } from "../courier/courier-fixtures";
import { type Target, openStockedShop } from "../customer-orders/order-fixtures";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";
import { requestFullRefund } from "../refunds/refunds.service";
import { returnValuePaise } from "../returns/return-value";
import { markReturnRefundPaid, receiveReturn } from "../returns/returns.service";
import { DEFAULT_GST_RATE, DEFAULT_HSN, DELIVERY_SAC } from "./invoice-lines";
import { COURIER, documentsOf, insertOrder, ship } from "./tax-document-fixtures";

let api: TestApi;
let product: Target;
let ops: Awaited<ReturnType<typeof signedInStaff>>;
const STAFF = () => ({ type: "staff" as const, id: ops.member.id, email: ops.member.email, name: ops.member.name });

beforeAll(async () => {
  ({ api, product } = await openStockedShop());
  ops = await signedInStaff(api, "operations");
});
afterAll(() => api.close());

const sum = (lines: { totalPaise: number }[]) => lines.reduce((s, l) => s + l.totalPaise, 0);

/** Moves an order through the given statuses, as the courier and staff would. */
async function moveThrough(orderId: string, statuses: ("DELIVERED" | "RETURN_REQUESTED" | "RETURN_APPROVED")[]) {
  for (const to of statuses)
    await api.db.transaction(async (tx) =>
      moveOrder(tx, await lockOrder(tx, orderId), { to, actor: COURIER, now: api.clock.now() }),
    );
}

describe("the tax invoice, issued when the order ships", () => {
  it("within the seller's state: CGST + SGST, the coupon spread over the lines, delivery as a line, totals = the amount paid", async () => {
    const { order, items } = await insertOrder(api, product.productId, {
      lines: [
        { pricePaise: 2_499_900, quantity: 1, hsnCode: "94036000", gstRate: 18, name: "Teak bed" },
        { pricePaise: 349_950, quantity: 3, hsnCode: "9404", gstRate: 12, name: "Cotton cushion" },
      ],
      discountPaise: 333_333,
      deliveryPaise: 49_900,
    });
    await ship(api, order.id);
    const [invoice] = await documentsOf(api, order.id);
    expect(invoice).toMatchObject({
      kind: "invoice",
      serial: 1,
      supplyType: "intra",
      placeOfSupply: "07",
      igstPaise: 0,
      totalPaise: order.totalPaise,
    });
    expect(invoice.number).toMatch(/^WN\/\d\d-\d\d\/000001$/);
    expect(invoice.seller).toEqual({
      name: "Woodnest Furniture & Decor Pvt. Ltd. (Woodnest)",
      gstin: DEMO_GST_SETTINGS.gstin,
      address: "14 Barakhamba Road, Connaught Place, New Delhi, Delhi, 110001",
      state: "Delhi",
      stateCode: "07",
    });
    expect(invoice.buyer).toMatchObject({ name: "Asha Verma", gstin: null, state: "Delhi", stateCode: "07" });
    const byItem = (id: string) => invoice.lines.find((l) => l.orderItemId === id)!;
    const [bed, cushions, delivery] = [byItem(items[0].id), byItem(items[1].id), invoice.lines[2]];
    expect(bed).toMatchObject({
      orderItemId: items[0].id,
      hsnCode: "94036000",
      gstRate: 18,
      quantity: 1,
      igstPaise: 0,
    });
    expect(cushions).toMatchObject({ orderItemId: items[1].id, hsnCode: "9404", gstRate: 12, quantity: 3 });
    // The coupon comes off both lines in proportion to their price (2,499,900 : 1,049,850).
    expect(bed.discountPaise + cushions.discountPaise).toBe(333_333);
    expect(bed.discountPaise).toBe(Math.round((333_333 * 2_499_900) / 3_549_750));
    for (const line of [bed, cushions, delivery]) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.totalPaise);
      expect(line.cgstPaise - line.sgstPaise).toBeGreaterThanOrEqual(0);
      expect(line.cgstPaise - line.sgstPaise).toBeLessThanOrEqual(1);
    }
    // Delivery: its own line, at the principal supply's (the bed's) rate.
    expect(delivery).toMatchObject({
      orderItemId: null,
      hsnCode: DELIVERY_SAC,
      gstRate: 18,
      quantity: 1,
      totalPaise: 49_900,
      ...splitInclusive(49_900, 18, "intra"),
    });
    expect(sum(invoice.lines)).toBe(order.totalPaise);
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(order.totalPaise);
  });

  it("to another state: IGST only, with the business buyer's GSTIN and name", async () => {
    const { order } = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 1_899_900, quantity: 2, gstRate: 28 }],
      state: "Maharashtra",
      deliveryPaise: 99_900,
      buyer: { gstin: "27AAPFU0939F1ZV", businessName: "Sahyadri Interiors LLP" },
    });
    await ship(api, order.id);
    const [invoice] = await documentsOf(api, order.id);
    expect(invoice).toMatchObject({
      supplyType: "inter",
      placeOfSupply: "27",
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: order.totalPaise,
    });
    expect(invoice.igstPaise).toBe(sum(invoice.lines) - invoice.taxablePaise);
    expect(invoice.buyer).toMatchObject({
      name: "Sahyadri Interiors LLP",
      gstin: "27AAPFU0939F1ZV",
      state: "Maharashtra",
      stateCode: "27",
    });
    expect(invoice.buyer.address).toMatch(/^Asha Verma, /);
    expect(invoice.lines.map((l) => [l.gstRate, l.cgstPaise + l.sgstPaise])).toEqual([
      [28, 0],
      [28, 0],
    ]);
  });

  it("adds up to the paisa when the discount is more than the goods (the rest off delivery)", async () => {
    const { order } = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 40_000, quantity: 1 }],
      discountPaise: 50_000,
      deliveryPaise: 29_900,
    });
    await ship(api, order.id);
    const [invoice] = await documentsOf(api, order.id);
    expect(order.totalPaise).toBe(19_900);
    expect(invoice.lines.map((l) => l.totalPaise)).toEqual([0, 19_900]);
  });

  it("takes the product's current code and rate when the order line has none, else HSN 9403 at 18%", async () => {
    await api.db.update(products).set({ hsnCode: "94016100", gstRate: 12 }).where(eq(products.id, product.productId));
    const withProduct = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 100_000, quantity: 1, hsnCode: null, gstRate: null }],
    });
    await ship(api, withProduct.order.id);
    expect((await documentsOf(api, withProduct.order.id))[0].lines[0]).toMatchObject({
      hsnCode: "94016100",
      gstRate: 12,
    });
    await api.db.update(products).set({ hsnCode: null, gstRate: null }).where(eq(products.id, product.productId));
    const bare = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 100_000, quantity: 1, hsnCode: null, gstRate: null }],
    });
    await ship(api, bare.order.id);
    expect((await documentsOf(api, bare.order.id))[0].lines[0]).toMatchObject({
      hsnCode: DEFAULT_HSN,
      gstRate: DEFAULT_GST_RATE,
    });
  });

  it("is issued once through the courier's booking, and not again as the order moves on", async () => {
    const order = await packedOrder(api, product, ops.token);
    expect((await api.post(`/admin/orders/${order.orderId}/ship`, PARCEL, ops.token)).status).toBe(200);
    await moveThrough(order._id, ["DELIVERED"]);
    const docs = await documentsOf(api, order._id);
    expect(docs.map((d) => d.kind)).toEqual(["invoice"]);
    const [row] = await api.db.select().from(orders).where(eq(orders.id, order._id));
    expect(docs[0].totalPaise).toBe(row.totalPaise);
  });

  it("is not issued while the shop has no GST settings", async () => {
    const [saved] = await api.db.select().from(siteContent).where(eq(siteContent.key, GST_SETTINGS_KEY));
    await api.db.delete(siteContent).where(eq(siteContent.key, GST_SETTINGS_KEY));
    try {
      const { order } = await insertOrder(api, product.productId, { lines: [{ pricePaise: 100_000, quantity: 1 }] });
      await ship(api, order.id);
      expect(await documentsOf(api, order.id)).toEqual([]);
    } finally {
      await api.db.insert(siteContent).values(saved);
    }
  });
});

describe("credit notes", () => {
  const prepaidShipped = async (state = "Delhi") => {
    const placed = await insertOrder(api, product.productId, {
      lines: [
        { pricePaise: 1_200_000, quantity: 2, gstRate: 18, name: "Sheesham chair" },
        { pricePaise: 300_000, quantity: 1, gstRate: 12, name: "Jute rug" },
      ],
      discountPaise: 150_000,
      deliveryPaise: 50_000,
      paymentMethod: "Prepaid",
      state,
    });
    await ship(api, placed.order.id);
    return placed;
  };

  it("a partial refund: one credit note naming the invoice, its amount spread over every invoice line with the invoice's tax", async () => {
    const { order } = await prepaidShipped("Karnataka");
    const res = await api.post(
      `/admin/orders/${order.orderId}/refunds`,
      { amount: 1000.55, reason: "Scratched leg" },
      ops.token,
    );
    expect(res.status).toBe(200);
    const [invoice, note] = await documentsOf(api, order.id);
    expect(note).toMatchObject({
      kind: "credit_note",
      invoiceId: invoice.id,
      supplyType: "inter",
      placeOfSupply: "29",
      totalPaise: 100_055,
      cgstPaise: 0,
    });
    const [refund] = await api.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(note.refundId).toBe(refund.id);
    expect(note.number).toMatch(/^WN\/\d\d-\d\d\/C\d{5}$/);
    expect(note.lines.map((l) => l.hsnCode)).toEqual(invoice.lines.map((l) => l.hsnCode));
    expect(note.lines.map((l) => l.quantity)).toEqual([0, 0, 0]);
    expect(sum(note.lines)).toBe(100_055);
    for (const line of note.lines) expect(line.taxablePaise + line.igstPaise).toBe(line.totalPaise);
  });

  it("a return: the returned lines only, with the quantity that came back", async () => {
    const { order, items } = await prepaidShipped();
    await moveThrough(order.id, ["DELIVERED", "RETURN_REQUESTED", "RETURN_APPROVED"]);
    const returnId = newId();
    // What the return service values one chair at: its price less its share of the coupon.
    const worth = returnValuePaise(order, [{ unitPaise: 1_200_000, quantity: 1 }]);
    await api.db.insert(orderReturns).values({
      id: returnId,
      orderId: order.id,
      status: "approved",
      reason: "damaged",
      refundPaise: worth,
      requestedAt: api.clock.now(),
    });
    await api.db.insert(orderReturnLines).values({ returnId, orderItemId: items[0].id, quantity: 1 });
    await receiveReturn(api.deps, returnId, { resaleable: [], actor: STAFF() });
    const [invoice, note] = await documentsOf(api, order.id);
    expect(note).toMatchObject({ kind: "credit_note", invoiceId: invoice.id, supplyType: "intra", totalPaise: worth });
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      orderItemId: items[0].id,
      quantity: 1,
      gstRate: 18,
      totalPaise: worth,
      ...splitInclusive(worth, 18, "intra"),
    });
  });

  it("a cash-on-delivery return paid back by staff: a credit note with no gateway refund", async () => {
    const { order, items } = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 500_000, quantity: 2 }],
    });
    await ship(api, order.id);
    await moveThrough(order.id, ["DELIVERED", "RETURN_REQUESTED", "RETURN_APPROVED"]);
    const returnId = newId();
    await api.db.insert(orderReturns).values({
      id: returnId,
      orderId: order.id,
      status: "approved",
      reason: "damaged",
      refundPaise: 500_000,
      refundTo: "asha@upi",
      requestedAt: api.clock.now(),
    });
    await api.db.insert(orderReturnLines).values({ returnId, orderItemId: items[0].id, quantity: 1 });
    await receiveReturn(api.deps, returnId, { resaleable: [], actor: STAFF() });
    expect(await documentsOf(api, order.id)).toHaveLength(1);
    await markReturnRefundPaid(api.deps, returnId, { reference: "UTR123", actor: STAFF() });
    const [, note] = await documentsOf(api, order.id);
    expect(note).toMatchObject({ kind: "credit_note", refundId: null, totalPaise: 500_000 });
    expect(note.lines).toEqual([expect.objectContaining({ quantity: 1, totalPaise: 500_000 })]);
  });

  it("the whole amount refunded after invoicing (a cancellation's refund): the invoice's lines in full, numbered after the earlier notes", async () => {
    const { order } = await prepaidShipped();
    const before = await documentsOf(api, order.id);
    await api.db.transaction((tx) =>
      requestFullRefund(tx, {
        orderId: order.id,
        reason: "Cancelled by the shop",
        kind: "cancellation",
        actor: STAFF(),
        now: api.clock.now(),
      }),
    );
    const [invoice, note] = await documentsOf(api, order.id);
    expect(before).toHaveLength(1);
    expect(note.totalPaise).toBe(invoice.totalPaise);
    expect(note.lines.map((l) => [l.totalPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual(
      invoice.lines.map((l) => [l.totalPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise]),
    );
    // Three credit notes so far in this file's year, one after another.
    expect(note.serial).toBe(4);
  });

  it("none for a refund of an order not yet invoiced", async () => {
    const { order } = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 100_000, quantity: 1 }],
      paymentMethod: "Prepaid",
    });
    expect(
      (await api.post(`/admin/orders/${order.orderId}/refunds`, { amount: 100, reason: "Goodwill" }, ops.token)).status,
    ).toBe(200);
    expect(await documentsOf(api, order.id)).toEqual([]);
  });
});

describe("reading an order's documents", () => {
  it("the shopper reads their own invoice and credit notes; another shopper's order is not found", async () => {
    const { order, shopperToken } = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 250_000, quantity: 1 }],
      paymentMethod: "Prepaid",
    });
    const before = await api.get(`/customerOrders/${order.orderId}/documents`, shopperToken);
    expect(before.status).toBe(200);
    expect(before.json.body).toEqual({ orderId: order.orderId, orderStatus: "PACKED", invoice: null, creditNotes: [] });
    await ship(api, order.id);
    await api.post(`/admin/orders/${order.orderId}/refunds`, { amount: 500, reason: "Late delivery" }, ops.token);
    const res = await api.get(`/customerOrders/${order.id}/documents`, shopperToken);
    const { invoice, creditNotes } = res.json.body;
    expect(invoice).toMatchObject({
      kind: "invoice",
      placeOfSupply: { code: "07", state: "Delhi" },
      total: 2500,
      invoiceNumber: null,
    });
    expect(invoice.lines[0]).toMatchObject({ hsnCode: "9403", quantity: 1, gstRate: 18, total: 2500 });
    expect(invoice.taxableValue + invoice.cgst + invoice.sgst).toBeCloseTo(2500, 2);
    expect(creditNotes).toEqual([
      expect.objectContaining({ kind: "credit_note", invoiceNumber: invoice.number, total: 500 }),
    ]);
    const stranger = await api.signIn();
    expect((await api.get(`/customerOrders/${order.orderId}/documents`, stranger.token)).status).toBe(404);
    expect((await api.get(`/customerOrders/${order.orderId}/documents`)).status).toBe(401);
  });

  it("each downloads as a PDF named after its number, the shopper's own and staff's", async () => {
    const { order, shopperToken } = await insertOrder(api, product.productId, {
      lines: [{ pricePaise: 250_000, quantity: 1 }],
      paymentMethod: "Prepaid",
    });
    await ship(api, order.id);
    await api.post(`/admin/orders/${order.orderId}/refunds`, { amount: 250.5, reason: "Late delivery" }, ops.token);
    const { invoice, creditNotes } = (await api.get(`/customerOrders/${order.id}/documents`, shopperToken)).json.body;
    for (const doc of [invoice, creditNotes[0]]) {
      for (const res of [
        await api.get(`/customerOrders/${order.id}/documents/${doc._id}/pdf`, shopperToken),
        await api.get(`/admin/orders/${order.orderId}/documents/${doc._id}/pdf`, ops.token),
      ]) {
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(res.headers.get("content-disposition")).toBe(
          `attachment; filename="${doc.number.replaceAll("/", "-")}.pdf"`,
        );
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(String(res.json).startsWith("%PDF-")).toBe(true);
      }
    }
    const stranger = await api.signIn();
    expect((await api.get(`/customerOrders/${order.id}/documents/${invoice._id}/pdf`, stranger.token)).status).toBe(
      404,
    );
    expect((await api.get(`/customerOrders/${order.id}/documents/nothing/pdf`, shopperToken)).status).toBe(404);
    expect((await api.get(`/admin/orders/${order.orderId}/documents/nothing/pdf`, ops.token)).status).toBe(404);
  });

  it("staff read them in the back office", async () => {
    const { order } = await insertOrder(api, product.productId, { lines: [{ pricePaise: 250_000, quantity: 1 }] });
    await ship(api, order.id);
    const res = await api.get(`/admin/orders/${order.orderId.toLowerCase()}/documents`, ops.token);
    expect(res.status).toBe(200);
    expect(res.json.body.invoice.number).toMatch(/^WN\//);
    expect((await api.get("/admin/orders/FS999999/documents", ops.token)).status).toBe(404);
  });
});
