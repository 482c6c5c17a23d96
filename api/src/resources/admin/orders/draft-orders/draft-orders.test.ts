import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  customers,
  draftOrders,
  orderEvents,
  orders,
  paymentLinks,
  pincodes,
  products,
} from "@api/db/schema";
import { writeOrderSettings, readOrderSettings } from "@api/resources/admin/settings/order-settings/order-settings";
import type { TestApi } from "@api/test/harness";
import { paymentSignature, postSignedWebhook } from "@api/test/sandbox-signatures";
import {
  type Target,
  deliveryAddress,
  findProduct,
  line,
  setStock,
  stockOf,
  openShop,
} from "@api/resources/customer-orders/order-fixtures";
import { maximumAllowed } from "@api/resources/customer-orders/pricing";
import { releasePendingPayments } from "@api/resources/payments/payments.service";
import { createPaymentLink } from "@api/resources/payment-links/payment-links.service";
import {
  DRAFT_NOT_OPEN,
  MANUAL_DISCOUNT_NEEDS_REASON,
  MANUAL_DISCOUNT_NOT_ALLOWED,
} from "@api/validation/draft-orders";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import { CUSTOMER_EXISTS } from "./draft-start";

const MINUTE = 60_000;

let api: TestApi;
let product: Target;
let operations: { member: { id: string }; token: string };
let owner: { member: { id: string }; token: string };
let mobileCounter = 0;
const newMobile = () =>
  `70000${String(process.pid % 1000).padStart(3, "0")}${String(++mobileCounter).padStart(2, "0")}`;

beforeAll(async () => {
  api = await openShop();
  product = await findProduct(api, "PRODUCT", 0);
  operations = await signedInStaff(api, "operations");
  owner = await signedInStaff(api, "owner");
});
afterAll(() => api.close());
beforeEach(() => setStock(api, product, 20, { maximumOrderQuantity: 5, sellingPricePaise: 1_000_000 }));

/** A new customer and a draft for them, started by operations. */
async function newDraft(token = operations.token) {
  const mobile = newMobile();
  const res = await api.post(
    "/admin/draft-orders",
    { firstName: "Ravi", lastName: "Kumar", mobile, email: `ravi.${mobile}@example.in` },
    token,
  );
  expect(res.status).toBe(200);
  return { ...(res.json.body as { id: string; version: number; customer: { id: string } }), mobile };
}

const save = (draft: { id: string }, version: number, body: Record<string, unknown>, token = operations.token) =>
  api.put(
    `/admin/draft-orders/${draft.id}`,
    { version, lines: [], couponCode: null, manualDiscount: null, manualDiscountReason: null, ...body },
    token,
  );

/** A draft with `quantity` of the product and the demo address, saved. */
async function readyDraft(quantity = 2, extra: Record<string, unknown> = {}, token = operations.token) {
  const draft = await newDraft(token);
  const res = await save(
    draft,
    draft.version,
    { lines: [line(product, quantity)], shippingAddress: { ...deliveryAddress, mobile: draft.mobile }, ...extra },
    token,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { ...draft, version: res.json.body.version as number, saved: res.json.body };
}

const auditsOf = (entityId: string) => api.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe("starting a draft", () => {
  it("finds a customer by mobile, or makes a new one with the sign-up rules (audited)", async () => {
    const draft = await newDraft();
    const found = await api.get(`/admin/draft-orders/customer?mobile=${draft.mobile}`, operations.token);
    expect(found.json.body).toMatchObject({ id: draft.customer.id, name: "Ravi Kumar", mobile: draft.mobile });
    expect((await api.get("/admin/draft-orders/customer?mobile=6999999999", operations.token)).json.body).toBeNull();
    expect((await auditsOf(draft.customer.id)).map((a) => a.action)).toEqual(["customer.create"]);
    expect((await auditsOf(draft.id)).map((a) => a.action)).toEqual(["draft_order.create"]);

    const twin = await api.post(
      "/admin/draft-orders",
      { firstName: "Ravi", mobile: draft.mobile, email: "other@example.in" },
      operations.token,
    );
    expect(twin.status).toBe(409);
    expect(twin.json.errors.mobile).toBe(CUSTOMER_EXISTS);
    const bad = await api.post(
      "/admin/draft-orders",
      { firstName: "R2", mobile: "123", email: "nope" },
      operations.token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(["mobile", "email"]));

    const again = await api.post("/admin/draft-orders", { customerId: draft.customer.id }, operations.token);
    expect(again.status).toBe(200);
  });

  it("searches products by name or sku with their choices", async () => {
    const [row] = await api.db.select().from(products).where(eq(products.id, product.productId));
    const res = await api.get(`/admin/draft-orders/products?q=${encodeURIComponent(row.sku)}`, operations.token);
    expect(res.status).toBe(200);
    expect(res.json.body[0]).toMatchObject({
      _id: product.productId,
      options: [{ value: ":", price: 10_000, stock: 20, maximumOrderQuantity: 5 }],
    });
  });
});

describe("saving a draft", () => {
  it("holds no stock, and shows its figures", async () => {
    const before = await stockOf(api, product);
    const draft = await readyDraft(3);
    expect(await stockOf(api, product)).toBe(before);
    expect(draft.saved).toMatchObject({
      subtotal: 30_000,
      total: 30_000,
      status: "open",
      lines: [{ quantity: 3, amount: 30_000, problem: null }],
    });
    expect((await auditsOf(draft.id)).map((a) => a.action)).toEqual(["draft_order.create", "draft_order.update"]);
  });

  it("refuses more than the stock or the order limit, an unserviceable pincode and a bad coupon, all at once", async () => {
    const draft = await newDraft();
    await api.db
      .insert(pincodes)
      .values({
        pincode: "999001",
        city: "Nowhere",
        state: "Delhi",
        deliveryDays: 3,
        codAvailable: true,
        isActive: false,
      })
      .onConflictDoNothing();
    const res = await save(draft, draft.version, {
      lines: [line(product, 6)],
      shippingAddress: { ...deliveryAddress, pincode: "999001" },
      couponCode: "NOSUCHCODE",
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({
      "lines.0.quantity": maximumAllowed(5),
      pincode: expect.stringContaining("999001"),
      couponCode: "Invalid coupon code",
    });
    await setStock(api, product, 1, { maximumOrderQuantity: 5 });
    const short = await save(draft, draft.version, { lines: [line(product, 2)] });
    expect(short.json.errors["lines.0.quantity"]).toBe("Only 1 Quantity left");
  });

  it("applies a coupon as checkout does", async () => {
    const draft = await readyDraft(1, { couponCode: "welcome10" });
    expect(draft.saved).toMatchObject({ couponCode: "WELCOME10", couponDiscount: 1000, total: 9000 });
  });

  it("lets only a role with orders.discount give a discount by hand, with a reason", async () => {
    const draft = await readyDraft(1);
    const refused = await save(draft, draft.version, {
      lines: [line(product, 1)],
      shippingAddress: deliveryAddress,
      manualDiscount: 500,
      manualDiscountReason: "Showroom display piece",
    });
    expect(refused.status).toBe(403);
    expect(refused.json.errors.manualDiscount).toBe(MANUAL_DISCOUNT_NOT_ALLOWED);
    const noReason = await save(
      draft,
      draft.version,
      { lines: [line(product, 1)], shippingAddress: deliveryAddress, manualDiscount: 500 },
      owner.token,
    );
    expect(noReason.json.errors.manualDiscountReason).toBe(MANUAL_DISCOUNT_NEEDS_REASON);
    const given = await save(
      draft,
      draft.version,
      {
        lines: [line(product, 1)],
        shippingAddress: deliveryAddress,
        manualDiscount: 500,
        manualDiscountReason: "Showroom display piece",
      },
      owner.token,
    );
    expect(given.status).toBe(200);
    expect(given.json.body).toMatchObject({ manualDiscount: 500, total: 9500 });
    // Operations may still change the lines of a draft that carries the owner's discount.
    const kept = await save(draft, given.json.body.version, {
      lines: [line(product, 2)],
      shippingAddress: deliveryAddress,
      manualDiscount: 500,
      manualDiscountReason: "Showroom display piece",
    });
    expect(kept.status).toBe(200);
    expect(kept.json.body.total).toBe(19_500);
  });

  it("refuses a save from an older version, and deletes with its audit row", async () => {
    const draft = await readyDraft(1);
    const stale = await save(draft, draft.version - 1, { lines: [line(product, 1)] });
    expect(stale.status).toBe(409);
    const gone = await api.request("DELETE", `/admin/draft-orders/${draft.id}`, {
      body: { version: draft.version },
      token: operations.token,
    });
    expect(gone.status).toBe(200);
    expect(await api.db.select().from(draftOrders).where(eq(draftOrders.id, draft.id))).toEqual([]);
    expect((await auditsOf(draft.id)).map((a) => a.action)).toContain("draft_order.delete");
  });
});

describe("completing a draft", () => {
  it("places it as cash on delivery: stock taken, taken by the staff member, on the timeline, audited", async () => {
    const before = await stockOf(api, product);
    const draft = await readyDraft(2);
    const res = await api.post(`/admin/draft-orders/${draft.id}/place`, { version: draft.version }, operations.token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await stockOf(api, product)).toBe(before - 2);
    const [order] = await api.db.select().from(orders).where(eq(orders.orderId, res.json.body.orderId));
    expect(order).toMatchObject({
      orderStatus: "ORDERPLACED",
      paymentMethod: "COD",
      takenByStaffId: operations.member.id,
      totalPaise: 2_000_000,
    });
    const [event] = await api.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event).toMatchObject({ actorType: "staff", staffId: operations.member.id, toStatus: "ORDERPLACED" });
    expect((await auditsOf(draft.id)).map((a) => a.action)).toContain("draft_order.place");
    const again = await api.post(
      `/admin/draft-orders/${draft.id}/place`,
      { version: draft.version + 1 },
      operations.token,
    );
    expect(again.json.message).toBe(DRAFT_NOT_OPEN);
  });

  it("applies the COD limit and refuses what ran out since the draft was saved", async () => {
    const { version, ...settings } = await readOrderSettings(api.db);
    await writeOrderSettings(api.db, { ...settings, codMaxOrderAmount: 5000 }, version + 1, api.clock.now());
    const draft = await readyDraft(1);
    const over = await api.post(`/admin/draft-orders/${draft.id}/place`, { version: draft.version }, operations.token);
    await writeOrderSettings(api.db, settings, version + 2, api.clock.now());
    expect(over.status).toBe(400);
    expect(over.json.errors.paymentMethod).toContain("5,000");

    await setStock(api, product, 0, { maximumOrderQuantity: 5 });
    const short = await api.post(`/admin/draft-orders/${draft.id}/place`, { version: draft.version }, operations.token);
    expect(short.status).toBe(409);
    expect(short.json.errors["lines.0.quantity"]).toBe("This item is out of stock");
  });

  it("sends a payment link that holds the stock, and the paid link places the order", async () => {
    const before = await stockOf(api, product);
    const draft = await readyDraft(1, { couponCode: null });
    const res = await api.post(
      `/admin/draft-orders/${draft.id}/payment-link`,
      { version: draft.version, channel: "sms" },
      operations.token,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await stockOf(api, product)).toBe(before - 1);
    const url: string = res.json.body.link.url;
    const [message] = await api.outbox(draft.mobile);
    expect(message.body).toContain(url);
    const token = url.split("/pay/")[1];

    const page = await api.get(`/paymentLinks/${token}`);
    expect(page.json.body).toMatchObject({
      state: "open",
      amount: 10_000,
      purpose: "draft",
      orderId: res.json.body.orderId,
    });
    const gatewayOrderId = page.json.body.checkout.fields.order_id;
    const forged = await api.post(`/paymentLinks/${token}/verify`, {
      razorpayPaymentId: "pay_X",
      razorpayOrderId: gatewayOrderId,
      razorpaySignature: "00",
    });
    expect(forged.status).toBe(400);
    const paid = await api.post(`/paymentLinks/${token}/verify`, {
      razorpayPaymentId: "pay_DRAFT1",
      razorpayOrderId: gatewayOrderId,
      razorpaySignature: paymentSignature(gatewayOrderId, "pay_DRAFT1"),
    });
    expect(paid.status).toBe(200);
    const [order] = await api.db.select().from(orders).where(eq(orders.orderId, res.json.body.orderId));
    expect(order).toMatchObject({
      orderStatus: "ORDERPLACED",
      paymentStatus: "PAID",
      paymentMethod: "Prepaid",
      takenByStaffId: operations.member.id,
    });
    expect((await api.db.select().from(draftOrders).where(eq(draftOrders.id, draft.id)))[0].status).toBe("placed");
    expect((await api.get(`/paymentLinks/${token}`)).json.body.state).toBe("paid");
    expect((await api.get(`/admin/draft-orders/${draft.id}`, operations.token)).json.body).toMatchObject({
      status: "placed",
      paymentLink: { state: "paid" },
    });
    expect(await stockOf(api, product)).toBe(before - 1);
  });

  it("an expired link gives the stock back and says so", async () => {
    const before = await stockOf(api, product);
    const draft = await readyDraft(2);
    const res = await api.post(
      `/admin/draft-orders/${draft.id}/payment-link`,
      { version: draft.version, channel: "email" },
      operations.token,
    );
    const token = res.json.body.link.url.split("/pay/")[1];
    expect(await stockOf(api, product)).toBe(before - 2);
    api.clock.advance(api.deps.env.PENDING_PAYMENT_TTL_MINUTES * MINUTE + MINUTE);
    expect(await releasePendingPayments(api.deps)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(api, product)).toBe(before);
    expect((await api.get(`/paymentLinks/${token}`)).json.body).toMatchObject({ state: "expired", checkout: null });
    const staffView = await api.get(`/admin/draft-orders/${draft.id}`, operations.token);
    expect(staffView.json.body.paymentLink).toMatchObject({ state: "expired", channel: "email" });
  });

  it("a new link for an expired one takes the stock again, and is paid", async () => {
    const before = await stockOf(api, product);
    const draft = await readyDraft(1);
    const first = await api.post(
      `/admin/draft-orders/${draft.id}/payment-link`,
      { version: draft.version, channel: "sms" },
      operations.token,
    );
    const firstToken = first.json.body.link.url.split("/pay/")[1];
    expect(
      (
        await api.post(
          `/admin/draft-orders/${draft.id}/payment-link`,
          { version: draft.version + 1, channel: "sms" },
          operations.token,
        )
      ).status,
    ).toBe(409);
    api.clock.advance(api.deps.env.PENDING_PAYMENT_TTL_MINUTES * MINUTE + MINUTE);
    expect((await api.get(`/paymentLinks/${firstToken}`)).json.body.state).toBe("expired");
    expect(await stockOf(api, product)).toBe(before);

    const again = await api.post(
      `/admin/draft-orders/${draft.id}/payment-link`,
      { version: draft.version + 1, channel: "email" },
      operations.token,
    );
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.body.orderId).toBe(first.json.body.orderId);
    expect(await stockOf(api, product)).toBe(before - 1);
    const token = again.json.body.link.url.split("/pay/")[1];
    expect((await api.get(`/paymentLinks/${firstToken}`)).json.body.state).toBe("expired");
    const page = await api.get(`/paymentLinks/${token}`);
    expect(page.json.body.state).toBe("open");
    const gatewayOrderId = page.json.body.checkout.fields.order_id;
    await api.post(`/paymentLinks/${token}/verify`, {
      razorpayPaymentId: "pay_AGAIN1",
      razorpayOrderId: gatewayOrderId,
      razorpaySignature: paymentSignature(gatewayOrderId, "pay_AGAIN1"),
    });
    expect((await api.get(`/admin/draft-orders/${draft.id}`, operations.token)).json.body).toMatchObject({
      status: "placed",
      order: { orderStatus: "ORDERPLACED", paymentStatus: "PAID" },
    });
    expect((await auditsOf(draft.id)).filter((a) => a.action === "draft_order.send_payment_link")).toHaveLength(2);
  });

  it("an expired link read before the sweeper runs releases the stock itself", async () => {
    const before = await stockOf(api, product);
    const draft = await readyDraft(1);
    const res = await api.post(
      `/admin/draft-orders/${draft.id}/payment-link`,
      { version: draft.version, channel: "whatsapp" },
      operations.token,
    );
    const token = res.json.body.link.url.split("/pay/")[1];
    api.clock.advance(api.deps.env.PENDING_PAYMENT_TTL_MINUTES * MINUTE + MINUTE);
    expect((await api.get(`/paymentLinks/${token}`)).json.body.state).toBe("expired");
    expect(await stockOf(api, product)).toBe(before);
    const [order] = await api.db.select().from(orders).where(eq(orders.orderId, res.json.body.orderId));
    expect(order.orderStatus).toBe("PAYMENT_FAILED");
  });
});

describe("payment links for a balance", () => {
  it("asks for an amount on a placed order and notes the payment on its timeline", async () => {
    const draft = await readyDraft(1);
    const placed = await api.post(
      `/admin/draft-orders/${draft.id}/place`,
      { version: draft.version },
      operations.token,
    );
    const [order] = await api.db.select().from(orders).where(eq(orders.orderId, placed.json.body.orderId));
    const link = await api.db.transaction((tx) =>
      createPaymentLink(tx, api.deps, { orderId: order.id, amountPaise: 250_000, purpose: "balance", channel: "sms" }),
    );
    const page = await api.get(`/paymentLinks/${link.token}`);
    expect(page.json.body).toMatchObject({ state: "open", amount: 2500, purpose: "balance" });
    const gatewayOrderId = page.json.body.checkout.fields.order_id;
    const paid = await api.post(`/paymentLinks/${link.token}/verify`, {
      razorpayPaymentId: "pay_BAL1",
      razorpayOrderId: gatewayOrderId,
      razorpaySignature: paymentSignature(gatewayOrderId, "pay_BAL1"),
    });
    expect(paid.status).toBe(200);
    const [row] = await api.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row.paidAt).not.toBeNull();
    const notes = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, "note")));
    expect(notes.map((n) => n.note)).toEqual(
      expect.arrayContaining([expect.stringContaining("Balance of Rs 2,500 paid")]),
    );
    // The order itself is untouched: still cash on delivery, placed.
    const [after] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ orderStatus: "ORDERPLACED", paymentMethod: "COD" });
  });

  it("the shop's webhook settles a balance link and a draft's link too", async () => {
    const webhook = (gatewayOrderId: string, paymentId: string, eventId: string) => {
      const raw = JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId } } },
      });
      return postSignedWebhook(api, raw, eventId);
    };
    const placedDraft = await readyDraft(1);
    const placed = await api.post(
      `/admin/draft-orders/${placedDraft.id}/place`,
      { version: placedDraft.version },
      operations.token,
    );
    const [order] = await api.db.select().from(orders).where(eq(orders.orderId, placed.json.body.orderId));
    const balance = await api.db.transaction((tx) =>
      createPaymentLink(tx, api.deps, { orderId: order.id, amountPaise: 10_000, purpose: "balance", channel: "email" }),
    );
    const balanceGateway = (await api.get(`/paymentLinks/${balance.token}`)).json.body.checkout.fields.order_id;
    expect((await webhook(balanceGateway, "pay_BALHOOK", `evt_bal_${balance.id}`)).json.body.outcome).toBe("paid");
    expect((await api.db.select().from(paymentLinks).where(eq(paymentLinks.id, balance.id)))[0].gatewayPaymentId).toBe(
      "pay_BALHOOK",
    );

    const draft = await readyDraft(1);
    const sent = await api.post(
      `/admin/draft-orders/${draft.id}/payment-link`,
      { version: draft.version, channel: "sms" },
      operations.token,
    );
    const token = sent.json.body.link.url.split("/pay/")[1];
    const draftGateway = (await api.get(`/paymentLinks/${token}`)).json.body.checkout.fields.order_id;
    expect((await webhook(draftGateway, "pay_DRAFTHOOK", `evt_draft_${draft.id}`)).json.body.outcome).toBe("paid");
    expect((await api.get(`/admin/draft-orders/${draft.id}`, operations.token)).json.body).toMatchObject({
      status: "placed",
      paymentLink: { state: "paid" },
    });
  });

  it("refuses a token that was not signed by the shop", async () => {
    expect(
      (await api.get("/paymentLinks/0123456789abcdef01234567.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status,
    ).toBe(404);
  });
});

it("drafts are not orders: the customer has none until one is placed", async () => {
  const draft = await readyDraft(1);
  const [customer] = await api.db.select().from(customers).where(eq(customers.id, draft.customer.id));
  expect(await api.db.select().from(orders).where(eq(orders.customerId, customer.id))).toEqual([]);
  const list = await api.get("/admin/draft-orders?status=open", operations.token);
  expect(list.json.body.map((d: { id: string }) => d.id)).toContain(draft.id);
});
