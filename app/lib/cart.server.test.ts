import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ADDED_TO_CART,
  CART_FULL_MESSAGE,
  type CartLine,
  MAX_CART_LINES,
  PINCODE_REQUIRED,
  REMOVED_FROM_CART,
  encodeCart,
  cartLineKey,
} from "./cart";
import {
  CART_UNAVAILABLE,
  afterAdd,
  type CartChange,
  type CartQuote,
  LINE_NOT_IN_CART,
  type LineCheck,
  UNKNOWN_PRODUCT_NAME,
  changeCart,
  parseCartForm,
  priceCart,
  pricedLines,
  quoteCheck,
  readCart,
  requestQuote,
  writeCart,
} from "./cart.server";
import { clearApiCache } from "./api.server";
import { createShopSessionStorage } from "./session.server";

const id = (n: number) => n.toString(16).padStart(24, "a");
const line = (n: number, quantity = 1, variants = true): CartLine => ({
  productId: id(n),
  productColorId: variants ? id(n + 1000) : null,
  productSizeId: variants ? id(n + 2000) : null,
  quantity,
});

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

/** A check that accepts everything and records what it was asked. */
function recordingCheck(answer: (l: CartLine) => string | null = () => null) {
  const asked: CartLine[] = [];
  const check: LineCheck = async (l) => {
    asked.push(l);
    return answer(l);
  };
  return { check, asked };
}

const add = (l: CartLine): CartChange => ({ intent: "add", line: l });

describe("the cart form", () => {
  it("reads an add with the product page's fields, a missing quantity meaning 1", () => {
    const parsed = parseCartForm(
      form({
        intent: "add",
        productId: id(1),
        productColorId: "",
        productSizeId: "",
        quantity: "",
        redirectTo: "/product/sofa",
      }),
    );
    expect(parsed).toEqual({ change: { intent: "add", line: line(1, 1, false) }, redirectTo: "/product/sofa" });
    const withVariants = parseCartForm(
      form({ intent: "add", productId: id(1), productColorId: id(1001), productSizeId: id(2001), quantity: "3" }),
    );
    expect(withVariants).toEqual({ change: { intent: "add", line: line(1, 3) }, redirectTo: "/cart" });
  });

  it("holds a quantity at 1 or more, and under the API's cap", () => {
    const quantityOf = (quantity: string) => {
      const parsed = parseCartForm(form({ intent: "set", key: "k", quantity }));
      return parsed?.change.intent === "set" ? parsed.change.quantity : undefined;
    };
    expect(quantityOf("0")).toBe(1);
    expect(quantityOf("-4")).toBe(1);
    expect(quantityOf("2.7")).toBe(2);
    expect(quantityOf("99999999")).toBe(10_000);
    expect(quantityOf("lots")).toBeUndefined();
  });

  it("refuses an unknown intent, a line without its key, and odd ids", () => {
    expect(parseCartForm(form({ intent: "empty" }))).toBeNull();
    expect(parseCartForm(form({}))).toBeNull();
    expect(parseCartForm(form({ intent: "increase" }))).toBeNull();
    expect(parseCartForm(form({ intent: "add", productId: "<script>" }))).toBeNull();
    expect(parseCartForm(form({ intent: "add", productId: id(1), productColorId: "a b" }))).toBeNull();
  });

  it("only sends the shopper back to a page of this site", () => {
    const to = (redirectTo: string) => parseCartForm(form({ intent: "remove", key: "k", redirectTo }))?.redirectTo;
    expect(to("/wishlist")).toBe("/wishlist");
    expect(to("https://evil.example/")).toBe("/cart");
    expect(to("//evil.example")).toBe("/cart");
    expect(to("")).toBe("/cart");
  });

  it("sends an add back to the delivery check (product pages, /wishlist) or the product's add-to-cart block", () => {
    expect(afterAdd("/product/kabir-fabric-sofa/color/grey", true)).toBe(
      "/product/kabir-fabric-sofa/color/grey#delivery",
    );
    expect(afterAdd("/product/kabir-fabric-sofa?x=1", false)).toBe("/product/kabir-fabric-sofa?x=1#add-to-cart");
    expect(afterAdd("/wishlist", true)).toBe("/wishlist#delivery");
    expect(afterAdd("/wishlist", false)).toBe("/wishlist");
    expect(afterAdd("/shop/living-room", true)).toBe("/shop/living-room");
  });
});

describe("adding to the cart", () => {
  it("needs a pincode first, and asks the API nothing without one", async () => {
    const { check, asked } = recordingCheck();
    const outcome = await changeCart({ lines: [], hasPincode: false }, add(line(1)), check);
    expect(outcome).toEqual({ lines: [], toast: { type: "error", message: PINCODE_REQUIRED }, needsPincode: true });
    expect(asked).toEqual([]);
  });

  it("checks the combined quantity with the API before storing it", async () => {
    const { check, asked } = recordingCheck();
    const outcome = await changeCart({ lines: [line(1, 2)], hasPincode: true }, add(line(1, 3)), check);
    expect(asked).toEqual([line(1, 5)]);
    expect(outcome).toEqual({ lines: [line(1, 5)], toast: { type: "success", message: ADDED_TO_CART } });
  });

  it("stores nothing the API refuses, and says why", async () => {
    const lines = [line(1, 2)];
    const limit = recordingCheck(() => "Maximum 2 Quantity allowed to order");
    expect(await changeCart({ lines, hasPincode: true }, add(line(1)), limit.check)).toEqual({
      lines,
      toast: { type: "error", message: "Maximum 2 Quantity allowed to order" },
    });
    const stock = recordingCheck(() => "Only 3 Quantity left");
    const refused = await changeCart({ lines, hasPincode: true }, add(line(2, 4)), stock.check);
    expect(refused.lines).toBe(lines);
    expect(refused.toast).toEqual({ type: "error", message: "Only 3 Quantity left" });
  });

  it(`refuses a new line past ${MAX_CART_LINES} with a clear message, and keeps the cookie under 4 KB`, async () => {
    const storage = createShopSessionStorage({ secrets: ["s".repeat(64)], secure: true });
    const session = await storage.getSession(null);
    session.set("token", "t".repeat(43));
    session.set("customer", {
      firstName: "Venkataraghavan",
      lastName: "Subramanyam-Iyer",
      email: `${"x".repeat(60)}@example.in`,
      mobile: "9876543210",
    });
    session.set("pincode", { pincode: "110001" });
    const { check, asked } = recordingCheck();

    for (let n = 0; n < MAX_CART_LINES; n += 1) {
      const outcome = await changeCart({ lines: readCart(session), hasPincode: true }, add(line(n * 10, 99)), check);
      expect(outcome.toast?.message).toBe(ADDED_TO_CART);
      writeCart(session, outcome.lines);
    }
    expect(readCart(session)).toHaveLength(MAX_CART_LINES);
    const header = await storage.commitSession(session, { maxAge: 2_592_000 });
    expect(header.split(";")[0].length).toBeLessThan(4096 - 200);

    asked.length = 0;
    const full = await changeCart({ lines: readCart(session), hasPincode: true }, add(line(999)), check);
    expect(full.toast).toEqual({ type: "error", message: CART_FULL_MESSAGE });
    expect(full.lines).toHaveLength(MAX_CART_LINES);
    expect(asked).toEqual([]);
    // More of something already in a full cart is still welcome.
    const more = await changeCart({ lines: readCart(session), hasPincode: true }, add(line(0, 1)), check);
    expect(more.toast?.message).toBe(ADDED_TO_CART);
  });
});

describe("changing a line", () => {
  const lines = [line(1, 2), line(2, 1, false)];
  const key = cartLineKey(line(1));

  it("increases only as far as the API allows", async () => {
    const ok = recordingCheck();
    expect(await changeCart({ lines, hasPincode: true }, { intent: "increase", key }, ok.check)).toEqual({
      lines: [line(1, 3), line(2, 1, false)],
      toast: null,
    });
    expect(ok.asked).toEqual([line(1, 3)]);
    const refused = recordingCheck(() => "Only 2 Quantity left");
    const outcome = await changeCart({ lines, hasPincode: true }, { intent: "increase", key }, refused.check);
    expect(outcome).toEqual({ lines, toast: { type: "error", message: "Only 2 Quantity left" } });
  });

  it("decreases without asking, never below 1", async () => {
    const { check, asked } = recordingCheck(() => "Only 1 Quantity left");
    const once = await changeCart({ lines, hasPincode: true }, { intent: "decrease", key }, check);
    expect(once.lines[0].quantity).toBe(1);
    const again = await changeCart({ lines: once.lines, hasPincode: true }, { intent: "decrease", key }, check);
    expect(again.lines[0].quantity).toBe(1);
    expect(asked).toEqual([]);
  });

  it("sets a quantity, asking the API only when it grows", async () => {
    const { check, asked } = recordingCheck();
    const up = await changeCart({ lines, hasPincode: true }, { intent: "set", key, quantity: 4 }, check);
    expect(up.lines[0].quantity).toBe(4);
    expect(asked).toEqual([line(1, 4)]);
    const down = await changeCart(
      { lines: [line(1, 9)], hasPincode: true },
      { intent: "set", key, quantity: 3 },
      check,
    );
    expect(down.lines[0].quantity).toBe(3);
    expect(asked).toHaveLength(1);
  });

  it("removes a line with the spec's message, and says when a line is already gone", async () => {
    const { check } = recordingCheck();
    expect(await changeCart({ lines, hasPincode: false }, { intent: "remove", key }, check)).toEqual({
      lines: [line(2, 1, false)],
      toast: { type: "success", message: REMOVED_FROM_CART },
    });
    expect(await changeCart({ lines, hasPincode: true }, { intent: "increase", key: "nope" }, check)).toEqual({
      lines,
      toast: { type: "info", message: LINE_NOT_IN_CART },
    });
  });
});

describe("pricing the cart through the quote", () => {
  afterEach(() => vi.unstubAllGlobals());

  const quoteLine = (l: CartLine, extra: Partial<CartQuote["lines"][number]> = {}): CartQuote["lines"][number] => ({
    product: l.productId,
    productColor: l.productColorId,
    productSize: l.productSizeId,
    quantity: l.quantity,
    name: "Kabir Fabric Sofa",
    slug: "kabir-fabric-sofa",
    sku: "KFS-1",
    colorName: "Grey",
    sizeName: null,
    defaultImage: { url: "/media/products/kabir.jpg", width: 800, height: 600, alt: "" },
    sellingPrice: 100,
    mrp: 120,
    lineTotal: 100 * l.quantity,
    stock: 5,
    maximumOrderQuantity: 3,
    problem: null,
    ...extra,
  });

  it("keeps the cart's order and takes every figure from the quote", () => {
    const cart = [line(1, 2), line(2, 1, false)];
    const quote: CartQuote = {
      lines: [
        quoteLine(cart[1], {
          name: null,
          slug: null,
          sellingPrice: null,
          defaultImage: null,
          lineTotal: 0,
          problem: "This product is no longer available",
        }),
        quoteLine(cart[0], { lineTotal: 199.98 }),
      ],
      subtotalAmount: 199.98,
      deliveryAmount: 0,
      discountWithCoupon: 0,
      totalAmount: 199.98,
      coupon: null,
      couponError: null,
    };
    const priced = pricedLines(cart, quote);
    expect(priced.map((l) => l.key)).toEqual(cart.map(cartLineKey));
    expect(priced[0]).toMatchObject({
      quantity: 2,
      lineTotal: 199.98,
      sellingPrice: 100,
      problem: null,
      colorName: "Grey",
    });
    expect(priced[1]).toMatchObject({
      name: UNKNOWN_PRODUCT_NAME,
      slug: null,
      problem: "This product is no longer available",
    });
  });

  it("asks the API about the one line, and stores nothing when it cannot answer", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const body = { lines: [quoteLine(line(1, 4), { problem: "Maximum 3 Quantity allowed to order" })] };
      return new Response(JSON.stringify({ status: 200, message: "Success", body, errors: {} }));
    });
    const check = quoteCheck(new Request("http://shop.test/cart", { method: "POST" }));
    expect(await check(line(1, 4))).toBe("Maximum 3 Quantity allowed to order");
    expect(await check(line(2, 1, false))).toBe("Maximum 3 Quantity allowed to order");
    expect(sent).toEqual([
      { products: [{ product: id(1), productColor: id(1001), productSize: id(2001), quantity: 4 }] },
      { products: [{ product: id(2), quantity: 1 }] },
    ]);

    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await check(line(1))).toBe(CART_UNAVAILABLE);
    quiet.mockRestore();
  });

  it("has one failure rule for every quote: a refused or unanswered quote prices nothing", async () => {
    const request = new Request("http://shop.test/checkout");
    const sent: unknown[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: 400, message: "Invalid coupon code", body: null, errors: {} }));
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await requestQuote([line(2, 1, false)], request, "WELCOME10")).toBeNull();
    expect(sent).toEqual([{ products: [{ product: id(2), quantity: 1 }], couponCode: "WELCOME10" }]);

    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    expect(await requestQuote([line(2, 1, false)], request)).toBeNull();
    quiet.mockRestore();
  });

  it("prices the header's preview from the API's short-lived copy, but /cart, where the shopper buys, afresh", async () => {
    clearApiCache();
    let stock = 5;
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      calls.push(url);
      const body = {
        lines: [{ product: id(2), productColor: null, productSize: null, quantity: 1, stock, problem: null }],
      };
      return new Response(JSON.stringify({ status: 200, message: "Success", body, errors: {} }), {
        headers: { "Cache-Control": "public, max-age=1, stale-while-revalidate=1" },
      });
    });
    const quoteOn = async (path: string) =>
      (
        await requestQuote([line(2, 1, false)], new Request(`http://shop.test${path}`), null, {
          shared: !path.startsWith("/cart"),
        })
      )?.lines[0]?.stock;
    expect(await quoteOn("/product/sofa")).toBe(5);
    stock = 0;
    expect(await quoteOn("/product/sofa")).toBe(5);
    expect(await quoteOn("/cart")).toBe(0);
    expect(calls).toHaveLength(2);

    const priced = async (path: string) =>
      (await priceCart([line(2, 1, false)], new Request(`http://shop.test${path}`)))?.lines[0]?.stock;
    expect(await priced("/")).toBe(5);
    expect(await priced("/cart")).toBe(0);
    expect(await priced("/cart.data")).toBe(0);
    expect(calls).toHaveLength(4);
  });

  it("writes an emptied cart out of the session altogether", async () => {
    const storage = createShopSessionStorage({ secrets: ["s".repeat(64)], secure: false });
    const session = await storage.getSession(null);
    writeCart(session, [line(1)]);
    expect(session.get("cart")).toEqual(encodeCart([line(1)]));
    writeCart(session, []);
    expect(session.has("cart")).toBe(false);
  });
});
