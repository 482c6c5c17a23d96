import { describe, expect, it } from "vitest";
import { createShopSessionStorage } from "./session.server";
import {
  type CartLine,
  MAX_CART_LINES,
  addToCart,
  cartCount,
  decodeCart,
  encodeCart,
  cartLineKey,
  removeFromCart,
  setQuantity,
} from "./cart";

const id = (n: number) => n.toString(16).padStart(24, "a");
const line = (n: number, quantity = 1, withVariants = true): CartLine => ({
  productId: id(n),
  productColorId: withVariants ? id(n + 1000) : null,
  productSizeId: withVariants ? id(n + 2000) : null,
  quantity,
});

describe("the cart codec", () => {
  it("round-trips lines with and without variants", () => {
    const lines = [line(1, 2), line(2, 1, false), { ...line(3), productSizeId: null }];
    expect(decodeCart(encodeCart(lines))).toEqual(lines);
  });

  it("drops malformed, tampered and duplicate entries", () => {
    const good = encodeCart([line(1)])[0];
    expect(
      decodeCart([
        good,
        good,
        "not-a-line",
        `${id(2)}...0`,
        `${id(3)}...-4`,
        `${id(4)}...1.5`,
        `${id(5)}.<script>..1`,
        `${id(6)}...1.extra`,
        42,
        null,
      ]),
    ).toEqual([line(1)]);
    expect(decodeCart("a string")).toEqual([]);
    expect(decodeCart(undefined)).toEqual([]);
  });

  it("keeps a full cart under the 4 KB cookie limit with every other key of the session at its longest", async () => {
    const storage = createShopSessionStorage({ secrets: ["s".repeat(64)], secure: true });
    const session = await storage.getSession(null);
    session.set("token", "t".repeat(43));
    session.set("customer", {
      firstName: "Venkataraghavan",
      lastName: "Subramanyam-Iyer",
      email: `${"x".repeat(60)}@example.in`,
      mobile: "9876543210",
    });
    session.set("remember", true);
    session.set("pincode", { pincode: "110001" });
    // The coupon field takes at most 50 characters.
    session.set("coupon", "C".repeat(50));
    session.set("lastOrder", { _id: "a".repeat(24), orderId: "FS1000000001", outcome: "failed", at: Date.now() });
    // A sign-in again after an expired token, while the cart is full.
    session.set("pendingLogin", {
      channel: "email",
      destination: `${"x".repeat(60)}@example.in`,
      redirectTo: `/product/${"a-long-product-slug-".repeat(4)}/color/emerald-green/size/three-seater`,
      resendAvailableAt: new Date().toISOString(),
      flow: "login",
      remember: true,
    });
    session.flash("toast", { type: "error", message: `${"A refusal from the API, as long as they come. ".repeat(4)}` });
    session.set("cart", encodeCart(Array.from({ length: MAX_CART_LINES }, (_, n) => line(n * 10, 99))));
    const header = await storage.commitSession(session, { maxAge: 2_592_000 });
    const cookie = header.split(";")[0];
    // Measured: 3,740 characters; the margin is for the attributes (Path, Max-Age, ...), under 100.
    expect(cookie.length).toBeLessThan(4096 - 200);
  });
});

describe("cart operations", () => {
  it("merges the same product and variant, keeps other variants apart", () => {
    const first = addToCart([], line(1, 1));
    if (!first.ok) throw new Error("unexpected");
    const again = addToCart(first.lines, line(1, 2));
    if (!again.ok) throw new Error("unexpected");
    expect(again.lines).toEqual([line(1, 3)]);
    const otherColour = addToCart(again.lines, { ...line(1, 1), productColorId: id(9999) });
    expect(otherColour.ok && otherColour.lines).toHaveLength(2);
  });

  it(`refuses a new line past ${MAX_CART_LINES}, but still merges into an existing one`, () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, n) => line(n * 10));
    expect(addToCart(full, line(999))).toEqual({ ok: false, reason: "full" });
    const merged = addToCart(full, line(0, 4));
    expect(merged.ok && merged.lines[0].quantity).toBe(5);
  });

  it("never sets a quantity below 1, and removes a line", () => {
    const lines = [line(1, 3), line(2, 1)];
    expect(setQuantity(lines, cartLineKey(line(1)), 0)[0].quantity).toBe(1);
    expect(setQuantity(lines, cartLineKey(line(1)), 7)[0].quantity).toBe(7);
    expect(removeFromCart(lines, cartLineKey(line(1)))).toEqual([line(2, 1)]);
    expect(cartCount(lines)).toBe(4);
  });
});
