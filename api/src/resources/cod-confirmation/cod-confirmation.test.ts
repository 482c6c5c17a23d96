import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents, orders } from "@api/db/schema";
import { type TestApi, createTestApi } from "@api/test/harness";
import { type Target, line, orderPayload, orderRow, openStockedShop } from "../customer-orders/order-fixtures";
import { codConfirmationToken, readCodConfirmationToken } from "./cod-link";
import {
  ALREADY_CONFIRMED,
  CONFIRMED_BY_SHOPPER_NOTE,
  LINK_EXPIRED,
  LINK_NOT_FOUND,
  ORDER_CANCELLED,
} from "./cod-confirmation.service";

let api: TestApi;
let plain: Target;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop({ env: { RATE_LIMIT_MULTIPLIER: "100" } }));
});
afterAll(() => api.close());

async function placeOrder(extra: Record<string, unknown> = {}) {
  const { token } = await api.signIn();
  const res = await api.post("/customerOrders", orderPayload([line(plain)], extra), token);
  expect(res.status).toBe(200);
  const body = res.json.body as { _id: string; orderId: string; totalAmount: number };
  const row = await orderRow(api, body._id);
  return { ...body, link: codConfirmationToken(api.deps.env.ORDER_LINK_SECRET, row.orderId, row.createdAt) };
}

describe("the COD confirmation token", () => {
  const placed = new Date("2026-11-20T10:00:00Z");
  it("names its order until it expires seven days after placement, and refuses any other secret or change", () => {
    const token = codConfirmationToken("secret-one-long-enough", "FS100042", placed);
    expect(readCodConfirmationToken("secret-one-long-enough", token, new Date(placed.getTime() + 7 * DAY - 1))).toEqual(
      { orderNumber: "FS100042", expired: false },
    );
    expect(
      readCodConfirmationToken("secret-one-long-enough", token, new Date(placed.getTime() + 7 * DAY))?.expired,
    ).toBe(true);
    expect(readCodConfirmationToken("another-secret-entirely", token, placed)).toBeNull();
    expect(
      readCodConfirmationToken("secret-one-long-enough", token.replace("FS100042", "FS100043"), placed),
    ).toBeNull();
    const [number, expires, signature] = token.split(".");
    expect(
      readCodConfirmationToken(
        "secret-one-long-enough",
        `${number}.${Number(expires) + DAY / 1000}.${signature}`,
        placed,
      ),
    ).toBeNull();
    expect(readCodConfirmationToken("secret-one-long-enough", "not-a-token", placed)).toBeNull();
  });
});

describe("/codConfirmations/:token", () => {
  it("shows the order without changing it, confirms it on POST as the shopper, once", async () => {
    const order = await placeOrder();
    const shown = await api.get(`/codConfirmations/${order.link}`);
    expect(shown.status).toBe(200);
    expect(shown.json.body).toEqual({ orderId: order.orderId, totalAmount: order.totalAmount, state: "awaiting" });
    expect((await orderRow(api, order._id)).orderStatus).toBe("ORDERPLACED");

    const confirmed = await api.post(`/codConfirmations/${order.link}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.body.state).toBe("confirmed");
    const row = await orderRow(api, order._id);
    expect(row.orderStatus).toBe("CONFIRMED");
    expect(row.codConfirmedAt).toEqual(api.clock.now());
    const [event] = await api.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order._id))
      .orderBy(orderEvents.seq)
      .offset(1);
    expect(event).toMatchObject({
      fromStatus: "ORDERPLACED",
      toStatus: "CONFIRMED",
      actorType: "customer",
      note: CONFIRMED_BY_SHOPPER_NOTE,
    });

    const again = await api.post(`/codConfirmations/${order.link}`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ALREADY_CONFIRMED);
    expect((await api.get(`/codConfirmations/${order.link}`)).json.body.state).toBe("confirmed");
  });

  it("says an order confirmed by staff (or moved on) is already confirmed", async () => {
    const order = await placeOrder();
    await api.db.update(orders).set({ orderStatus: "PACKED" }).where(eq(orders.id, order._id));
    const res = await api.post(`/codConfirmations/${order.link}`);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(ALREADY_CONFIRMED);
  });

  it("refuses an expired link with 410, and a cancelled order with 409", async () => {
    const expired = await placeOrder();
    const cancelled = await placeOrder();
    await api.db.update(orders).set({ orderStatus: "CANCELLED" }).where(eq(orders.id, cancelled._id));
    const cancel = await api.post(`/codConfirmations/${cancelled.link}`);
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toBe(ORDER_CANCELLED);

    api.clock.advance(7 * DAY + 1);
    expect((await api.get(`/codConfirmations/${expired.link}`)).json.body.state).toBe("expired");
    const late = await api.post(`/codConfirmations/${expired.link}`);
    expect(late.status).toBe(410);
    expect(late.json.message).toBe(LINK_EXPIRED);
    expect((await orderRow(api, expired._id)).orderStatus).toBe("ORDERPLACED");
  });

  it("answers 404 to a forged link and to a prepaid order's", async () => {
    const order = await placeOrder();
    const forged = codConfirmationToken("a-secret-the-shop-does-not-use", order.orderId, api.clock.now());
    for (const token of [forged, "FS1.1.x", order.link.slice(0, -1) + (order.link.endsWith("A") ? "B" : "A")]) {
      const res = await api.post(`/codConfirmations/${token}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(LINK_NOT_FOUND);
    }
    const prepaid = await placeOrder({ paymentMethod: "Prepaid" });
    expect((await api.get(`/codConfirmations/${prepaid.link}`)).status).toBe(404);
    expect((await orderRow(api, order._id)).orderStatus).toBe("ORDERPLACED");
  });
});

describe("the confirmation endpoint's rate limit", () => {
  it("refuses an address that tries too many links", async () => {
    const limited = await createTestApi({ seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await limited.get("/codConfirmations/FS1.1.forged")).status);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
