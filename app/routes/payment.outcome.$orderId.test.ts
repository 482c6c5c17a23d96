import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeCart } from "~/lib/cart";
import { paymentCheck } from "~/lib/payment-return.server";
import { commitSession, getSession } from "~/lib/session.server";
import { loader } from "./payment.outcome.$orderId";

afterEach(() => {
  vi.unstubAllGlobals();
});

const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify({ status, message: "", body, errors: {} }), {
    status,
    headers: { "Content-Type": "application/json" },
  });

const CUSTOMER = { firstName: "Asha", lastName: null, email: null, mobile: "9876543210" };

/** A signed-in shopper's cookie holding a cart. */
async function shopperCookie(token: string) {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("token", token);
  session.set("customer", CUSTOMER);
  session.set("cart", encodeCart([{ productId: "p1", productColorId: null, productSizeId: null, quantity: 1 }]));
  return (await commitSession(session)).split(";")[0];
}

async function load(path: string, token = "token-A") {
  const request = new Request(`http://shop.test${path}`, { headers: { Cookie: await shopperCookie(token) } });
  try {
    return (await loader({ request, params: { orderId: "abc123" }, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the payment outcome page", () => {
  it("changes nothing without the shopper's check: a link from another site only shows the order", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    for (const path of [
      "/payment/outcome/abc123",
      `/payment/outcome/abc123?check=${paymentCheck("token-B", "abc123")}`,
    ]) {
      const response = await load(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/my-account/orderDetails/abc123");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it("settles an order still waiting with the gateway through the API, then clears the cart", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method ?? "GET"} ${new URL(url).pathname}`);
        const waiting = {
          _id: "abc123",
          orderId: "FS100001",
          orderStatus: "PAYMENT_PENDING",
          paymentStatus: "PENDING",
        };
        // The verification was lost, but the gateway has the payment: the API records it.
        if (url.endsWith("/payments/failed"))
          return envelope({ ...waiting, orderStatus: "ORDERPLACED", paymentStatus: "PAID" });
        return envelope(waiting);
      }),
    );
    const response = await load(`/payment/outcome/abc123?check=${paymentCheck("token-A", "abc123")}`);

    expect(calls.map((call) => call.replace(/^(\w+) \/v1/, "$1 "))).toEqual([
      "GET /customerOrders/abc123",
      "POST /payments/failed",
    ]);
    expect(response.headers.get("Location")).toBe("/thank-you");
    const session = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }),
    );
    expect(session.get("cart")).toBeUndefined();
    expect(session.get("lastOrder")).toMatchObject({ _id: "abc123", outcome: "paid" });
  });
});
