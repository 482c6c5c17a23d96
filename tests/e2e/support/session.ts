/**
 * Signed-in shoppers with a cart, without the sign-in and cart screens (built and tested on
 * other branches). A customer is created through the API exactly as the mobile sign-in does it
 * (login, the code from the dev outbox, verify, update name); the browser then gets the session
 * cookie the storefront itself writes: the app's own session storage, signIn() and cart codec,
 * signed with the e2e server's fixed secret (playwright.config.ts). Nothing in the product
 * exists for tests to sign in through.
 */
import type { BrowserContext } from "@playwright/test";
import type { ClientEnvelope } from "@api/contract/envelope";
import { signIn } from "~/lib/auth.server";
import { type CartLine, encodeCart } from "~/lib/cart";
import { type LastOrder, SESSION_COOKIE_NAME, createShopSessionStorage } from "~/lib/session.server";
import { expect } from "./fixtures";
import { E2E_API_URL, E2E_WEB_URL } from "./ports";
import { E2E_SESSION_SECRET } from "./session-secret";

export type Envelope<T = any> = ClientEnvelope<T>;

/** Calls the e2e API directly, as a customer when given a token. */
export async function callApi<T = any>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${E2E_API_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** A mobile no other test uses: 9 and nine random digits. */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

export type TestCustomer = { token: string; mobile: string; firstName: string; lastName: string; email: string | null };

/** A new customer through the API's mobile sign-in; the name as /updateName would save it. */
export async function createCustomer(name: { firstName?: string; lastName?: string } = {}): Promise<TestCustomer> {
  const mobile = uniqueMobile();
  const login = await callApi("POST", "/customers/login", { body: { mobile } });
  expect(login.status, login.message).toBe(200);
  const outbox = await callApi<{ body: string }[]>("GET", `/dev/outbox?to=${mobile}`);
  const otp = /\d{4}/.exec(outbox.body[0]?.body ?? "")?.[0];
  expect(otp, "the sign-in code in the dev outbox").toBeDefined();
  const verified = await callApi<{ token: string }>("POST", "/customers/verifyAccount", { body: { mobile, otp } });
  expect(verified.status, verified.message).toBe(200);
  const token = verified.body.token;
  const firstName = name.firstName ?? "Asha";
  const lastName = name.lastName ?? "Verma";
  const named = await callApi("POST", "/customers/updateName", { token, body: { firstName, lastName } });
  expect(named.status, named.message).toBe(200);
  return { token, mobile, firstName, lastName, email: null };
}

// The e2e storefront runs as production, where session cookies are Secure (localhost allows them).
const storage = createShopSessionStorage({ secrets: [E2E_SESSION_SECRET], secure: true });

export type SessionContents = {
  customer?: TestCustomer;
  cart?: CartLine[];
  coupon?: string;
  /** The delivery check the product page stores; 110001 is serviceable. */
  pincode?: string;
  lastOrder?: LastOrder;
  /** This browser has placed an order (payment.server.ts rememberOrder). */
  ordered?: boolean;
};

/** Puts a session cookie into the browser, as the storefront would have written it. */
export async function writeSession(context: BrowserContext, contents: SessionContents) {
  const session = await storage.getSession();
  if (contents.customer) {
    const { token, firstName, lastName, email, mobile } = contents.customer;
    signIn(session, { token, customer: { firstName, lastName, email, mobile }, remember: true });
  }
  if (contents.cart) session.set("cart", encodeCart(contents.cart));
  if (contents.coupon) session.set("coupon", contents.coupon);
  if (contents.pincode) session.set("pincode", { pincode: contents.pincode });
  if (contents.lastOrder) session.set("lastOrder", contents.lastOrder);
  if (contents.ordered) session.set("ordered", true);
  const [pair] = (await storage.commitSession(session)).split(";");
  const separator = pair.indexOf("=");
  await context.addCookies([
    {
      name: pair.slice(0, separator),
      value: pair.slice(separator + 1),
      url: E2E_WEB_URL,
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
    },
  ]);
}

/** Signs the browser in as the customer, as a finished sign-in leaves the session. */
export const signInBrowser = (context: BrowserContext, customer: TestCustomer) => writeSession(context, { customer });

/** What the browser's session cookie holds now, read as the storefront reads it. */
export async function readSession(context: BrowserContext) {
  const cookie = (await context.cookies(E2E_WEB_URL)).find((c) => c.name === SESSION_COOKIE_NAME);
  return storage.getSession(cookie ? `${cookie.name}=${cookie.value}` : null);
}

export type TestProduct = {
  _id: string;
  slug: string;
  name: string;
  sku: string;
  stock: number;
  sellingPrice: number;
  colors: { _id: string; color: { slug: string; name: string } }[];
};

export async function productBySlug(slug: string): Promise<TestProduct> {
  const envelope = await callApi<TestProduct>("GET", `/products/by-slug/${slug}`);
  expect(envelope.status, `product ${slug}`).toBe(200);
  return envelope.body;
}

/** A cart line of a plain product (no colour, no size). */
export const plainLine = (product: { _id: string }, quantity = 1): CartLine => ({
  productId: product._id,
  productColorId: null,
  productSizeId: null,
  quantity,
});

/** A serviceable Delhi address with cash on delivery. */
export const DELHI_ADDRESS = {
  name: "Asha Verma",
  mobile: "9811122233",
  email: "asha.verma@example.in",
  address: "12 Janpath",
  landmark: "Opposite Palika Bazaar",
  locality: "Connaught Place",
  addressType: "HOME",
  country: "India",
  state: "Delhi",
  city: "New Delhi",
  pincode: "110001",
} as const;

export async function saveAddress(customer: TestCustomer, address: Record<string, string> = DELHI_ADDRESS) {
  const saved = await callApi("POST", "/customers/address", { token: customer.token, body: address });
  expect(saved.status, saved.message).toBe(200);
  return saved.body as { _id: string } & Record<string, string>;
}

/** The customer's orders, newest first. */
export async function ordersOf(customer: TestCustomer) {
  const list = await callApi<any[]>("GET", "/customerOrders?limit=50", { token: customer.token });
  expect(list.status, list.message).toBe(200);
  return list.body;
}

/**
 * The plain product with the most stock: a test that places many orders must not run the
 * demo shop out of the one product other tests buy too.
 */
export async function roomiestPlainProduct(): Promise<{ _id: string; name: string; stock: number }> {
  const plain: { _id: string; name: string; stock: number; productType: string }[] = [];
  for (let page = 1; ; page += 1) {
    const list = await callApi<any[]>("GET", `/products?limit=50&page=${page}`);
    plain.push(...list.body.filter((p) => p.productType === "PRODUCT"));
    if (page >= (list.totalPages ?? 1)) break;
  }
  plain.sort((a, b) => b.stock - a.stock);
  return plain[0];
}

export type OrderLineInput = { product: string; productColor?: string; quantity: number };

/** A cash-on-delivery order to the Delhi address, placed through the API. */
export async function placeOrder(customer: TestCustomer, products: OrderLineInput[], couponCode?: string) {
  const placed = await callApi("POST", "/customerOrders", {
    token: customer.token,
    body: { ...DELHI_ADDRESS, products, paymentMethod: "COD", ...(couponCode ? { couponCode } : {}) },
  });
  expect(placed.status, placed.message).toBe(200);
  return placed.body as { _id: string; orderId: string };
}
