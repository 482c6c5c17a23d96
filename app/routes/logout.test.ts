import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeCart } from "~/lib/cart";
import { commitSession, getSession } from "~/lib/session.server";
import { action } from "./logout";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sign out", () => {
  it("revokes the token and leaves no token, cart, pincode, coupon or last order (spec 4)", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(new URL(url).pathname);
        return new Response(JSON.stringify({ status: 200, message: "", body: {}, errors: {} }), {
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "token-A");
    session.set("customer", { firstName: "Asha", lastName: null, email: null, mobile: "9876543210" });
    session.set("cart", encodeCart([{ productId: "p1", productColorId: null, productSizeId: null, quantity: 2 }]));
    session.set("pincode", { pincode: "110001" });
    session.set("coupon", "WELCOME10");
    session.set("lastOrder", { _id: "abc123", orderId: "FS100001", outcome: "placed", at: Date.now() });
    const cookie = (await commitSession(session)).split(";")[0];

    const response = await action({
      request: new Request("http://shop.test/logout", { method: "POST", headers: { Cookie: cookie } }),
      params: {},
      context: {},
    });

    expect(calls.some((path) => path.endsWith("/customers/logout"))).toBe(true);
    expect(response.headers.get("Location")).toBe("/login");
    const after = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: response.headers.get("Set-Cookie") ?? "" } }),
    );
    for (const key of ["token", "customer", "cart", "pincode", "coupon", "lastOrder"] as const) {
      expect(after.get(key), key).toBeUndefined();
    }
    expect(after.get("toast")).toMatchObject({ message: "Account Logout Successfully" });
  });
});
