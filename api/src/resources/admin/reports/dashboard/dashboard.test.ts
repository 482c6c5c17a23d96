import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  inquiries,
  inquiryNotes,
  orderEvents,
  orderMessages,
  orders,
  products,
  refunds,
  reviews,
} from "@api/db/schema";
import { newId } from "@api/lib/ids";
import { type TestApi, createTestApi } from "@api/test/harness";
import { DASHBOARD_MAX_DAYS, RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE } from "@api/validation/admin-dashboard";
import type { OrderStatus, PaymentMethod } from "@api/validation/order-states";
import { PAYMENT_EXPIRED_NOTE, releasePendingPayments } from "@api/resources/payments/payments.service";
import { signedInStaff } from "@api/resources/admin/test-helpers";
import type { DashboardBody, Takings } from "@api/contract/schemas/admin-dashboard";
import { insertRupeeProduct } from "@api/resources/products/products.fixtures";

let api: TestApi;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let customerId: string;

/** Noon in India on 20 November 2026: "today" for every test here. */
const NOW = new Date("2026-11-20T12:00:00+05:30");

beforeAll(async () => {
  api = await createTestApi({
    seed: false,
    env: { RATE_LIMIT_MULTIPLIER: "100" },
  });
  api.clock.set(NOW);
  owner = await signedInStaff(api, "owner");
  customerId = (await api.signIn()).customerId;
});
afterAll(() => api.close());

let orderCounter = 0;
/** An order straight in the database, placed at `at` (an instant written with India's offset). */
async function order(
  at: string,
  rupees: number,
  paymentMethod: PaymentMethod,
  orderStatus: OrderStatus = "ORDERPLACED",
) {
  const id = newId();
  await api.db.insert(orders).values({
    id,
    orderId: `FSDASH${++orderCounter}`,
    customerId,
    orderStatus,
    paymentMethod,
    paymentStatus: paymentMethod === "Prepaid" && orderStatus !== "PAYMENT_PENDING" ? "PAID" : "PENDING",
    subtotalPaise: rupees * 100,
    totalPaise: rupees * 100,
    shippingAddress: {
      name: "Asha Verma",
      mobile: "9876543210",
      email: "asha@example.in",
      address: "12 MG Road",
      landmark: "",
      locality: "Connaught Place",
      addressType: "HOME",
      country: "India",
      state: "Delhi",
      city: "New Delhi",
      pincode: "110001",
    },
    createdAt: new Date(at),
  });
  return id;
}

async function refund(orderId: string, rupees: number, status: "pending" | "processed" | "failed") {
  await api.db.insert(refunds).values({
    id: newId(),
    orderId,
    amountPaise: rupees * 100,
    reason: "Returned",
    kind: "return",
    status,
    idempotencyKey: newId(),
    requestedBy: "staff",
  });
}

const dashboard = async (query = "", token = owner.token) => {
  const res = await api.get(`/admin/dashboard${query}`, token);
  expect(res.status, JSON.stringify(res.json.errors)).toBe(200);
  return res.json.body as DashboardBody;
};
const day = (body: DashboardBody, date: string) => body.daily.find((row) => row.date === date);
const nothing: Takings = {
  paidOrders: 0,
  paidRevenue: 0,
  codOrders: 0,
  codRevenue: 0,
  orders: 0,
  revenue: 0,
};

describe("GET /admin/dashboard", () => {
  it("shows the last 30 India days, every one of them, before any order is placed", async () => {
    const body = await dashboard();
    expect(body.range).toEqual({ from: "2026-10-22", to: "2026-11-20" });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: "2026-10-22", ...nothing });
    expect(body.daily.at(-1)).toEqual({ date: "2026-11-20", ...nothing });
    expect(body.total).toEqual(nothing);
    expect(body.today).toEqual({ date: "2026-11-20", ...nothing });
    expect(body.month).toEqual({
      from: "2026-11-01",
      to: "2026-11-20",
      ...nothing,
    });
    expect(body.waiting.map((row) => row.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(body).toMatchObject({ pendingReviews: 0, newEnquiries: 0 });
    expect(body.todayEvents).toEqual({
      refunds: 0,
      refunded: 0,
      cancellations: 0,
      expiredUnpaid: 0,
      reviewsApproved: 0,
      enquiriesAnswered: 0,
    });
  });

  it("counts today's refunds and their sum, cancellations, expired unpaid orders, approved reviews and answered enquiries, India's day only", async () => {
    const today = "2026-11-20T09:00:00+05:30";
    const yesterday = "2026-11-19T23:50:00+05:30";
    const placed = await order("2026-11-10T10:00:00+05:30", 3000, "Prepaid", "CANCELLED");
    const refundAt = async (at: string, rupees: number, status: "pending" | "processed" | "failed") =>
      api.db.insert(refunds).values({
        id: newId(),
        orderId: placed,
        amountPaise: rupees * 100,
        reason: "Cancelled",
        kind: "cancellation",
        status,
        idempotencyKey: newId(),
        requestedBy: "staff",
        createdAt: new Date(at),
      });
    await refundAt(today, 1200.5, "processed");
    await refundAt(today, 300, "pending");
    await refundAt(today, 999, "failed");
    await refundAt(yesterday, 700, "processed");

    const event = (orderId: string, at: string, toStatus: OrderStatus, note = "") =>
      api.db.insert(orderEvents).values({
        id: newId(),
        orderId,
        kind: "status",
        toStatus,
        note,
        actorType: "gateway",
        actorName: "Payment gateway",
        at: new Date(at),
      });
    const second = await order("2026-11-10T10:00:00+05:30", 100, "COD", "CANCELLED");
    await event(placed, today, "CANCELLED");
    await event(second, "2026-11-20T00:05:00+05:30", "CANCELLED");
    await event(second, yesterday, "CANCELLED");
    const declined = await order("2026-11-20T08:00:00+05:30", 100, "Prepaid", "PAYMENT_FAILED");
    await event(declined, today, "PAYMENT_FAILED");
    const lapsed = await order("2026-11-19T08:00:00+05:30", 100, "Prepaid", "PAYMENT_FAILED");
    await event(lapsed, yesterday, "PAYMENT_FAILED", PAYMENT_EXPIRED_NOTE);
    await api.db
      .update(orders)
      .set({ paymentExpiredAt: new Date(yesterday) })
      .where(eq(orders.id, lapsed));

    const { id: productId } = await insertRupeeProduct(api.db, "Events stool", "EVT-STOOL");
    const review = async (
      reviewStatus: "PENDING" | "APPROVED" | "REJECTED",
      moderatedAt: string | null,
      createdAt = "2026-11-01T10:00:00+05:30",
    ) => ({
      id: newId(),
      productId,
      customerId: (await api.signIn()).customerId,
      ratings: 5,
      comment: "Lovely",
      reviewStatus,
      moderatedAt: moderatedAt ? new Date(moderatedAt) : null,
      createdAt: new Date(createdAt),
    });
    await api.db.insert(reviews).values([
      await review("APPROVED", today),
      await review("APPROVED", today),
      await review("APPROVED", yesterday),
      await review("REJECTED", today),
      await review("PENDING", null, today),
      // Published at once by automatic approval: today's counts, yesterday's does not.
      await review("APPROVED", null, today),
      await review("APPROVED", null, yesterday),
    ]);

    const enquiry = {
      inquiryType: "CONTACT" as const,
      name: "Ravi",
      mobile: "9876500000",
      email: "ravi@example.in",
      status: "IN_PROGRESS" as const,
    };
    const [answeredTwice, answeredOnce, noted] = [newId(), newId(), newId()];
    await api.db.insert(inquiries).values([answeredTwice, answeredOnce, noted].map((id) => ({ ...enquiry, id })));
    const note = (inquiryId: string, kind: "note" | "reply", at: string) => ({
      id: newId(),
      inquiryId,
      staffId: owner.member.id,
      kind,
      body: "Thanks",
      createdAt: new Date(at),
    });
    await api.db
      .insert(inquiryNotes)
      .values([
        note(answeredTwice, "reply", today),
        note(answeredTwice, "reply", today),
        note(answeredOnce, "reply", today),
        note(noted, "note", today),
        note(noted, "reply", yesterday),
      ]);

    expect((await dashboard()).todayEvents).toEqual({
      refunds: 2,
      refunded: 1500.5,
      cancellations: 2,
      expiredUnpaid: 0,
      reviewsApproved: 3,
      enquiriesAnswered: 2,
    });

    // The sweeper's own record of a hold that ran out is what the dashboard counts as expired.
    const unpaid = await order("2026-11-20T10:00:00+05:30", 100, "Prepaid", "PAYMENT_PENDING");
    await api.db
      .update(orders)
      .set({ stockReservedAt: new Date("2026-11-20T10:00:00+05:30") })
      .where(eq(orders.id, unpaid));
    expect(await releasePendingPayments(api.deps)).toBe(1);
    expect((await dashboard()).todayEvents.expiredUnpaid).toBe(1);

    await api.db.delete(orderMessages);
    await api.db.delete(inquiryNotes);
    await api.db.delete(inquiries);
    await api.db.delete(reviews);
    await api.db.delete(products);
    for (const id of [placed, second, declined, lapsed, unpaid]) await api.db.delete(orders).where(eq(orders.id, id));
  });

  it("counts the reviews waiting for approval and the enquiries nobody has opened, not the others", async () => {
    const { id: productId } = await insertRupeeProduct(api.db, "Dashboard stool", "DASH-STOOL");
    // One review a shopper per product.
    const review = async (reviewStatus: "PENDING" | "APPROVED" | "REJECTED") => ({
      id: newId(),
      productId,
      customerId: (await api.signIn()).customerId,
      ratings: 4,
      comment: "Sturdy",
      reviewStatus,
    });
    await api.db
      .insert(reviews)
      .values([await review("PENDING"), await review("PENDING"), await review("APPROVED"), await review("REJECTED")]);
    const enquiry = { inquiryType: "CONTACT" as const, name: "Ravi", mobile: "9876500000", email: "ravi@example.in" };
    await api.db.insert(inquiries).values([
      { ...enquiry, id: newId() },
      { ...enquiry, id: newId(), status: "IN_PROGRESS" },
      { ...enquiry, id: newId(), status: "CLOSED" },
    ]);
    expect(await dashboard()).toMatchObject({ pendingReviews: 2, newEnquiries: 1 });
    await api.db.delete(reviews);
    await api.db.delete(inquiries);
    await api.db.delete(products);
  });

  it("puts an order on India's day: 23:50 is the day before, 00:10 today, though both are the same UTC day", async () => {
    await order("2026-11-19T23:50:00+05:30", 1000, "COD");
    await order("2026-11-20T00:10:00+05:30", 2000, "COD");
    const body = await dashboard();
    expect(day(body, "2026-11-19")).toMatchObject({
      codOrders: 1,
      codRevenue: 1000,
    });
    expect(day(body, "2026-11-20")).toMatchObject({
      codOrders: 1,
      codRevenue: 2000,
    });
    expect(body.today).toMatchObject({ orders: 1, revenue: 2000 });
    expect(body.month).toMatchObject({ orders: 2, revenue: 3000 });
  });

  it("splits online and cash on delivery, leaves out cancelled and unpaid orders, and takes off refunds that were not refused", async () => {
    const paid = await order("2026-11-18T10:00:00+05:30", 5000, "Prepaid", "CONFIRMED");
    await order("2026-11-18T10:05:00+05:30", 1500.5, "COD", "PACKED");
    await order("2026-11-18T11:00:00+05:30", 9000, "COD", "CANCELLED");
    await order("2026-11-18T11:10:00+05:30", 7000, "Prepaid", "CANCELLED");
    await order("2026-11-18T11:20:00+05:30", 8000, "Prepaid", "PAYMENT_PENDING");
    await order("2026-11-18T11:30:00+05:30", 6000, "Prepaid", "PAYMENT_FAILED");
    await refund(paid, 500, "processed");
    await refund(paid, 250, "pending");
    await refund(paid, 4000, "failed");
    const body = await dashboard();
    expect(day(body, "2026-11-18")).toEqual({
      date: "2026-11-18",
      paidOrders: 1,
      paidRevenue: 4250,
      codOrders: 1,
      codRevenue: 1500.5,
      orders: 2,
      revenue: 5750.5,
    });
    expect(body.total).toEqual({
      paidOrders: 1,
      paidRevenue: 4250,
      codOrders: 3,
      codRevenue: 4500.5,
      orders: 4,
      revenue: 8750.5,
    });
  });

  it("counts this month from the 1st in India: an order at 23:50 on 31 October is last month's", async () => {
    const before = await dashboard();
    await order("2026-10-31T23:50:00+05:30", 300, "COD");
    await order("2026-11-01T00:10:00+05:30", 400, "Prepaid", "DELIVERED");
    const after = await dashboard();
    expect(after.month.orders - before.month.orders).toBe(1);
    expect(after.month.paidRevenue - before.month.paidRevenue).toBe(400);
    expect(day(after, "2026-10-31")).toMatchObject({
      codOrders: 1,
      codRevenue: 300,
    });
    expect(day(after, "2026-11-01")).toMatchObject({
      paidOrders: 1,
      paidRevenue: 400,
    });
  });

  it("counts the orders waiting at each status, whenever they were placed", async () => {
    const before = await dashboard();
    await order("2025-01-05T10:00:00+05:30", 100, "COD", "SHIPPED");
    await order("2025-01-05T10:00:00+05:30", 100, "COD", "RETURN_REQUESTED");
    await order("2025-01-05T10:00:00+05:30", 100, "COD", "DELIVERED");
    const after = await dashboard();
    const counts = (body: DashboardBody) => Object.fromEntries(body.waiting.map((row) => [row.status, row.count]));
    expect(after.waiting.map((row) => row.status)).toEqual([
      "ORDERPLACED",
      "CONFIRMED",
      "PACKED",
      "SHIPPED",
      "OUT_FOR_DELIVERY",
      "RETURN_REQUESTED",
      "RETURN_APPROVED",
    ]);
    expect(counts(after)).toEqual({
      ...counts(before),
      SHIPPED: counts(before).SHIPPED + 1,
      RETURN_REQUESTED: counts(before).RETURN_REQUESTED + 1,
    });
  });

  it("shows a chosen range, a year and a day at most, and the stock screen's low skus", async () => {
    const body = await dashboard("?from=2026-11-18&to=2026-11-20");
    expect(body.daily.map((row) => row.date)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20"]);
    expect(body.total).toMatchObject({ orders: 4, revenue: 8750.5 });
    const longest = await dashboard("?from=2025-11-20&to=2026-11-20");
    expect(longest.daily).toHaveLength(DASHBOARD_MAX_DAYS);
    // A "from" alone runs to today.
    expect((await dashboard("?from=2026-11-19&to=")).range).toEqual({
      from: "2026-11-19",
      to: "2026-11-20",
    });
    const low = await api.get("/admin/stock/low", owner.token);
    expect(body.lowStock).toEqual(low.json.body);
  });

  it.each([
    ["?from=2026-11-20&to=2026-11-19", { to: RANGE_ORDER_MESSAGE }],
    ["?from=2025-11-19&to=2026-11-20", { from: RANGE_LENGTH_MESSAGE }],
    ["?from=2025-01-01", { from: RANGE_LENGTH_MESSAGE }],
    ["?from=2026-02-30", { from: "From must be a date like 2026-12-31" }],
    ["?to=yesterday", { to: "To must be a date like 2026-12-31" }],
  ])("refuses %s with the field's message", async (query, errors) => {
    const res = await api.get(`/admin/dashboard${query}`, owner.token);
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(errors);
  });

  it("is for the owner and operations only", async () => {
    expect((await api.get("/admin/dashboard", (await signedInStaff(api, "operations")).token)).status).toBe(200);
    expect((await api.get("/admin/dashboard", (await signedInStaff(api, "catalogue")).token)).status).toBe(403);
    expect((await api.get("/admin/dashboard", (await signedInStaff(api, "content")).token)).status).toBe(403);
    expect((await api.get("/admin/dashboard")).status).toBe(401);
  });
});
