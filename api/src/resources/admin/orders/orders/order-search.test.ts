import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "@api/db/schema";
import type { TestApi } from "@api/test/harness";
import { ORDER_SEARCH_LIMIT } from "@api/validation/admin-order-search";
import {
  type Target,
  deliveryAddress,
  line,
  orderPayload,
  openStockedShop,
} from "@api/resources/customer-orders/order-fixtures";
import { signedInStaff } from "@api/resources/admin/test-helpers";

let api: TestApi;
let plain: Target;
let ops: string;

beforeAll(async () => {
  ({ api, product: plain } = await openStockedShop());
  ops = (await signedInStaff(api, "operations")).token;
});
afterAll(() => api.close());

/** An order placed by a shopper, shipped to `shipTo` (the fixtures' address by default); a minute after the last. */
async function placeOrder(
  profile: { mobile?: string; email?: string } = {},
  shipTo: Partial<typeof deliveryAddress> = {},
) {
  api.clock.advance(60_000);
  const shopper = await api.signIn(profile);
  const res = await api.post("/customerOrders", orderPayload([line(plain)], shipTo), shopper.token);
  expect(res.status).toBe(200);
  return res.json.body as { _id: string; orderId: string };
}

const search = (q: string, token = ops) => api.get(`/admin/orders/search?${new URLSearchParams({ q })}`, token);
const found = (res: Awaited<ReturnType<typeof search>>) =>
  (res.json.body.matches as { orderId: string }[]).map((m) => m.orderId);

describe("GET /admin/orders/search", () => {
  it("opens one order by its id, in any case", async () => {
    const order = await placeOrder();
    const res = await search(` ${order.orderId.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.json.body).toMatchObject({
      exact: order.orderId,
      matches: [{ orderId: order.orderId, matchedBy: "orderId" }],
    });
  });

  it("opens one order by its AWB", async () => {
    const order = await placeOrder();
    await api.db
      .update(orders)
      .set({ awb: "SBXAWB7001", courierName: "Sandbox Courier" })
      .where(eq(orders.id, order._id));
    for (const q of ["SBXAWB7001", "sbxawb7001"]) {
      const res = await search(q);
      expect(res.json.body, q).toMatchObject({
        exact: order.orderId,
        matches: [{ orderId: order.orderId, awb: "SBXAWB7001", matchedBy: "awb" }],
      });
    }
  });

  it("lists the orders of a mobile, on the account or the shipping address, newest first, and opens none of them", async () => {
    const byAccount = await placeOrder({ mobile: "9811100001" });
    const byAddress = await placeOrder({}, { mobile: "9811100001" });
    await placeOrder({ mobile: "9811100002" });
    const res = await search("+91 98111-00001");
    expect(found(res)).toEqual([byAddress.orderId, byAccount.orderId]);
    expect(res.json.body.exact).toBeNull();
    expect(res.json.body.matches[0]).toMatchObject({
      matchedBy: "mobile",
      mobile: "9811100001",
      name: deliveryAddress.name,
    });

    // One order of a mobile is still a list: a mobile names a shopper, not an order.
    const single = await search("9811100002");
    expect(found(single)).toHaveLength(1);
    expect(single.json.body.exact).toBeNull();
  });

  it("lists the orders of an email, on the account or the shipping address, whatever its case", async () => {
    const byAccount = await placeOrder({ email: "Ravi.Kumar@Example.in" });
    const byAddress = await placeOrder({}, { email: "ravi.kumar@example.in" });
    const res = await search("RAVI.KUMAR@example.IN");
    expect(found(res)).toEqual([byAddress.orderId, byAccount.orderId]);
    expect(res.json.body.matches.every((m: { matchedBy: string }) => m.matchedBy === "email")).toBe(true);
  });

  it(`lists at most ${ORDER_SEARCH_LIMIT}, the newest`, async () => {
    const placed = [];
    for (let i = 0; i < ORDER_SEARCH_LIMIT + 2; i += 1) placed.push(await placeOrder({}, { mobile: "9811100003" }));
    const res = await search("9811100003");
    expect(found(res)).toEqual(
      placed
        .reverse()
        .slice(0, ORDER_SEARCH_LIMIT)
        .map((o) => o.orderId),
    );
  });

  it("says so when nothing matches, and needs something to search for", async () => {
    const none = await search("FS000000");
    expect(none.status).toBe(200);
    expect(none.json.body).toEqual({ q: "FS000000", exact: null, matches: [] });
    expect(none.json.message).toBe("No order matches FS000000");
    // Not a partial match: part of a mobile finds nothing.
    expect(found(await search("98111"))).toEqual([]);

    const empty = await search(" ");
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ q: "Search is a required field" });
  });

  it("is for staff who look after orders only", async () => {
    const order = await placeOrder();
    expect((await api.get(`/admin/orders/search?q=${order.orderId}`)).status).toBe(401);
    const content = (await signedInStaff(api, "content")).token;
    expect((await search(order.orderId, content)).status).toBe(403);
    const owner = (await signedInStaff(api, "owner")).token;
    expect((await search(order.orderId, owner)).json.body.exact).toBe(order.orderId);
    // A shopper's token is no staff session.
    const shopper = await api.signIn();
    expect((await search(order.orderId, shopper.token)).status).toBe(401);
  });
});
