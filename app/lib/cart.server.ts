/**
 * The cart in the session cookie, priced through the API's quote, and the one set of rules
 * for changing it (the /cart action). Ids and quantities live in the cookie; names, pictures
 * and every figure come from POST /cart/quote each time the cart is shown.
 */
import type { CartQuote } from "@api/contract/schemas/cart-quote";
import { MAX_LINE_QUANTITY } from "@api/validation/order-payload";
import { lineKey } from "@api/validation/line-key";
import { z } from "zod";
import { ApiUnavailableError, apiFetch } from "./api.server";
import {
  ADDED_TO_CART,
  ADD_TO_CART_ANCHOR,
  CART_FULL_MESSAGE,
  type CartLine,
  type CartTotals,
  PINCODE_REQUIRED,
  type PricedCartLine,
  REMOVED_FROM_CART,
  addToCart,
  decodeCart,
  encodeCart,
  cartLineKey,
  removeFromCart,
  setQuantity,
} from "./cart";
import { safeRedirect } from "./safe-redirect";
import type { ShopSession } from "./session.server";
import type { Toast } from "./toast";

export type { CartQuote };

export const CART_UNAVAILABLE = "We could not update your cart just now. Please try again in a moment.";
export const LINE_NOT_IN_CART = "This item is no longer in your cart";
/** Where an unnamed product stands in a list: the shop no longer knows its name. */
export const UNKNOWN_PRODUCT_NAME = "Unavailable product";

export const readCart = (session: ShopSession) => decodeCart(session.get("cart"));

export function writeCart(session: ShopSession, lines: CartLine[]) {
  if (lines.length > 0) session.set("cart", encodeCart(lines));
  else session.unset("cart");
}

/** The lines as the API takes them for a quote or an order. */
export const orderLinesOf = (lines: CartLine[]) =>
  lines.map((line) => ({
    product: line.productId,
    ...(line.productColorId ? { productColor: line.productColorId } : {}),
    ...(line.productSizeId ? { productSize: line.productSizeId } : {}),
    quantity: line.quantity,
  }));

/**
 * What the lines and the coupon cost today, by the rules order placement uses: the one way
 * the storefront asks for a quote. Its failure rule: a quote that cannot be had (the API
 * unreachable, or answering anything but 200) is logged and prices nothing, null; every
 * caller then says so. The cart and the header show that the cart could not be loaded, the
 * checkout answers 503 (it cannot go on without prices), and a change to the cart is refused
 * with CART_UNAVAILABLE. A line the quote refuses is not a failure: it comes back with its
 * problem.
 */
export async function requestQuote(
  lines: CartLine[],
  request: Request,
  couponCode?: string | null,
  { shared = false }: { shared?: boolean } = {},
): Promise<CartQuote | null> {
  try {
    const answer = await apiFetch<CartQuote>("/cart/quote", {
      method: "POST",
      body: { products: orderLinesOf(lines), ...(couponCode ? { couponCode } : {}) },
      request,
      shared: shared && !couponCode,
    });
    if (answer.status === 200) return answer.body;
    console.error(`POST /cart/quote answered ${answer.status}: ${answer.message}`);
    return null;
  } catch (error) {
    if (error instanceof ApiUnavailableError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

/** The cart's lines in the cart's own order, each with what the quote says about it. */
export function pricedLines(lines: CartLine[], quote: CartQuote): PricedCartLine[] {
  const byKey = new Map(quote.lines.map((q) => [lineKey(q), q]));
  // The quote answers every line it is sent (the cookie holds no duplicates to merge).
  return lines.flatMap((line) => {
    const key = cartLineKey(line);
    const q = byKey.get(key);
    if (!q) return [];
    return [
      {
        ...line,
        key,
        slug: q.slug,
        name: q.name ?? UNKNOWN_PRODUCT_NAME,
        colorName: q.colorName,
        sizeName: q.sizeName,
        defaultImage: q.defaultImage,
        sellingPrice: q.sellingPrice,
        lineTotal: q.lineTotal,
        stock: q.stock,
        maximumOrderQuantity: q.maximumOrderQuantity,
        problem: q.problem,
      },
    ];
  });
}

const totalsOf = (quote: CartQuote): CartTotals => ({
  subtotalAmount: quote.subtotalAmount,
  deliveryAmount: quote.deliveryAmount,
  discountWithCoupon: quote.discountWithCoupon,
  totalAmount: quote.totalAmount,
});

export type PricedCart = { lines: PricedCartLine[]; totals: CartTotals };

/**
 * /cart, where a shopper is about to buy, is priced afresh, as checkout, cart changes and the order
 * are. Elsewhere the header's preview is only shown: it may use the same few seconds' copy as a
 * product page's stock (as long as the API says).
 */
const isCartPage = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "") === "/cart";

/**
 * The cart as the header and /cart show it: one quote call, no coupon (the cart's discount
 * is 0, spec 9; coupons are applied at checkout). null when the quote cannot be had.
 */
export async function priceCart(lines: CartLine[], request: Request): Promise<PricedCart | null> {
  if (lines.length === 0) {
    return { lines: [], totals: { subtotalAmount: 0, deliveryAmount: 0, discountWithCoupon: 0, totalAmount: 0 } };
  }
  const quote = await requestQuote(lines, request, null, { shared: !isCartPage(request) });
  return quote ? { lines: pricedLines(lines, quote), totals: totalsOf(quote) } : null;
}

/* ---------------------------------------------------------------- changes */

export type CartChange =
  | { intent: "add"; line: CartLine }
  | { intent: "increase" | "decrease" | "remove"; key: string }
  | { intent: "set"; key: string; quantity: number };

const optionalId = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
);

/** A quantity field: blank means 1; anything else is held between 1 and the API's own cap. */
const quantityField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? 1 : v),
  z.coerce
    .number()
    .finite()
    .transform((n) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(n)))),
);

const keyField = z.string().min(1).max(200);

const changeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    productColorId: optionalId,
    productSizeId: optionalId,
    quantity: quantityField,
  }),
  z.object({ intent: z.enum(["increase", "decrease", "remove"]), key: keyField }),
  z.object({ intent: z.literal("set"), key: keyField, quantity: quantityField }),
]);

/** The cart form's fields (issue 5's contract), or null when they do not make a change. */
export function parseCartForm(form: FormData): { change: CartChange; redirectTo: string } | null {
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = changeSchema.safeParse(fields);
  if (!parsed.success) return null;
  const redirectTo = safeRedirect(form.get("redirectTo"), "/cart");
  const data = parsed.data;
  if (data.intent === "add") {
    const line = {
      productId: data.productId,
      productColorId: data.productColorId ?? null,
      productSizeId: data.productSizeId ?? null,
      quantity: data.quantity,
    };
    return { change: { intent: "add", line }, redirectTo };
  }
  return { change: data, redirectTo };
}

/** Whether a line may be kept at its quantity: the problem to refuse it with, or null. */
export type LineCheck = (line: CartLine) => Promise<string | null>;

/** The quote's verdict on one line; without an answer nothing is stored. */
export const quoteCheck =
  (request: Request): LineCheck =>
  async (line) => {
    const quote = await requestQuote([line], request);
    if (!quote) return CART_UNAVAILABLE;
    return quote.lines[0]?.problem ?? null;
  };

export type CartOutcome = {
  lines: CartLine[];
  toast: Toast | null;
  /** The add was refused for want of a pincode: the shopper is sent to the pincode check. */
  needsPincode?: boolean;
};

const refuse = (lines: CartLine[], message: string): CartOutcome => ({ lines, toast: { type: "error", message } });

/**
 * Applies one change. Nothing is stored that the API has not just accepted at its new
 * quantity (stock, order limit, variant); a lower quantity is always accepted, so a line that
 * went over the stock can be brought back down. Quantities never go below 1 (spec 5).
 */
export async function changeCart(
  state: { lines: CartLine[]; hasPincode: boolean },
  change: CartChange,
  check: LineCheck,
): Promise<CartOutcome> {
  const { lines } = state;

  if (change.intent === "add") {
    if (!state.hasPincode) return { ...refuse(lines, PINCODE_REQUIRED), needsPincode: true };
    const added = addToCart(lines, change.line);
    if (!added.ok) return refuse(lines, CART_FULL_MESSAGE);
    const key = cartLineKey(change.line);
    const combined = added.lines.find((l) => cartLineKey(l) === key);
    const problem = combined ? await check(combined) : null;
    if (problem) return refuse(lines, problem);
    return { lines: added.lines, toast: { type: "success", message: ADDED_TO_CART } };
  }

  if (change.intent === "remove") {
    return { lines: removeFromCart(lines, change.key), toast: { type: "success", message: REMOVED_FROM_CART } };
  }

  const current = lines.find((l) => cartLineKey(l) === change.key);
  if (!current) return { lines, toast: { type: "info", message: LINE_NOT_IN_CART } };
  const wanted =
    change.intent === "set"
      ? change.quantity
      : change.intent === "increase"
        ? current.quantity + 1
        : current.quantity - 1;
  const quantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, wanted));
  if (quantity > current.quantity) {
    const problem = await check({ ...current, quantity });
    if (problem) return refuse(lines, problem);
  }
  return { lines: setQuantity(lines, change.key, quantity), toast: null };
}

/** The delivery check's anchor, on product pages and /wishlist. */
const PINCODE_ANCHOR = "delivery";

/**
 * Where an add sends the shopper back to: to the part that matters. The delivery check when
 * the pincode is missing (product pages and /wishlist have one); on a product page otherwise
 * the add-to-cart block, which also puts the keyboard of a shopper without JavaScript back
 * beside 'Go to cart'.
 */
export function afterAdd(redirectTo: string, needsPincode: boolean) {
  const url = new URL(redirectTo, "http://shop.invalid");
  const product = url.pathname.startsWith("/product/");
  if (needsPincode && (product || url.pathname === "/wishlist"))
    return `${url.pathname}${url.search}#${PINCODE_ANCHOR}`;
  if (!product) return redirectTo;
  return `${url.pathname}${url.search}#${ADD_TO_CART_ANCHOR}`;
}
