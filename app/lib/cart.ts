import { lineKey } from "@api/validation/line-key";
import type { StoredImage } from "./api-types";

/**
 * The cart as the session cookie keeps it (issue 5): compact lines of ids and a quantity.
 * Names, pictures and prices are never stored here; they are read fresh from the API when
 * the cart is shown, so a price change is never hidden.
 */

export type CartLine = {
  productId: string;
  productColorId: string | null;
  productSizeId: string | null;
  quantity: number;
};

/**
 * At most this many distinct lines. A line costs about 110 bytes in the signed cookie; 20
 * of them leave room under the browsers' 4 KB limit for the sign-in, pincode and coupon.
 */
export const MAX_CART_LINES = 20;

export const CART_FULL_MESSAGE = `Your cart can hold ${MAX_CART_LINES} different items. Please check out or remove an item first.`;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The identity of a line in forms: the same product in two colours is two lines. */
export const cartLineKey = (line: Pick<CartLine, "productId" | "productColorId" | "productSizeId">) =>
  lineKey({ product: line.productId, productColor: line.productColorId, productSize: line.productSizeId });

/** "product.color.size.quantity" (the line's key and its quantity), the empty string standing for no variant. */
export function encodeCart(lines: CartLine[]): string[] {
  return lines.map((line) => `${cartLineKey(line)}.${line.quantity}`);
}

/** Reads what the cookie holds; anything malformed (an older deploy, a tampered value) is dropped. */
export function decodeCart(stored: unknown): CartLine[] {
  if (!Array.isArray(stored)) return [];
  const lines: CartLine[] = [];
  for (const entry of stored) {
    if (typeof entry !== "string") continue;
    const [productId, color, size, quantityText, ...rest] = entry.split(".");
    const quantity = Number(quantityText);
    if (rest.length > 0 || !ID.test(productId ?? "")) continue;
    if ((color && !ID.test(color)) || (size && !ID.test(size))) continue;
    if (!Number.isInteger(quantity) || quantity < 1) continue;
    const line = { productId, productColorId: color || null, productSizeId: size || null, quantity };
    if (lines.some((l) => cartLineKey(l) === cartLineKey(line))) continue;
    lines.push(line);
    if (lines.length === MAX_CART_LINES) break;
  }
  return lines;
}

export type CartChange = { ok: true; lines: CartLine[] } | { ok: false; reason: "full" };

/**
 * Adds `quantity` of an item, merging with the same product and variant. The limits of
 * stock and maximum order quantity are the caller's to check against fresh API data.
 */
export function addToCart(lines: CartLine[], item: CartLine): CartChange {
  const existing = lines.find((l) => cartLineKey(l) === cartLineKey(item));
  if (existing) {
    return { ok: true, lines: lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + item.quantity } : l)) };
  }
  if (lines.length >= MAX_CART_LINES) return { ok: false, reason: "full" };
  return { ok: true, lines: [...lines, item] };
}

/** Sets a line's quantity, never below 1 (spec 5); a line not in the cart changes nothing. */
export function setQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  const safe = Math.max(1, Math.floor(quantity));
  return lines.map((l) => (cartLineKey(l) === key ? { ...l, quantity: safe } : l));
}

export function removeFromCart(lines: CartLine[], key: string): CartLine[] {
  return lines.filter((l) => cartLineKey(l) !== key);
}

export const cartCount = (lines: CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/**
 * A cart line with what the API's quote says about it now: what the header preview and
 * /cart show. Every figure is the API's; the storefront only formats it.
 */
export type PricedCartLine = CartLine & {
  key: string;
  /** null when the product's page is gone: nothing to link to. */
  slug: string | null;
  name: string;
  colorName: string | null;
  sizeName: string | null;
  defaultImage: StoredImage | null;
  /** The unit price now; null when the shop no longer knows the product. */
  sellingPrice: number | null;
  /** sellingPrice x quantity, 0 for a line with a problem (it counts in no total). */
  lineTotal: number;
  stock: number;
  maximumOrderQuantity: number;
  /** Why the line cannot be bought as it stands ('Only 2 Quantity left'); null when it can. */
  problem: string | null;
};

/** The quote's totals, in rupees. In the cart the discount is 0: coupons are applied at checkout. */
export type CartTotals = {
  subtotalAmount: number;
  deliveryAmount: number;
  discountWithCoupon: number;
  totalAmount: number;
};

/** Spec 5 and 8. */
export const PINCODE_REQUIRED = "Please Enter Pincode";
export const ADDED_TO_CART = "Product added to cart";
export const REMOVED_FROM_CART = "Product removed from cart";

/** The id of the product page's add-to-cart block; an add returns the shopper to it. */
export const ADD_TO_CART_ANCHOR = "add-to-cart";
