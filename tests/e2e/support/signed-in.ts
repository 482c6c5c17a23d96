/**
 * Signed-in customers for the account tests, without the sign-in screens (they are built and
 * tested elsewhere). A customer is created through the API exactly as the mobile sign-in does
 * it (login, the code from the dev outbox, verify, update name), and the browser is signed in
 * by the session cookie the storefront itself writes on a successful sign-in: the app's own
 * session storage and signIn(), signed with the e2e server's secret. Nothing in the product
 * exists for tests to sign in through.
 */
import type { BrowserContext } from "@playwright/test";
import { signIn } from "../../../app/lib/auth.server";
import { SESSION_COOKIE_NAME, createShopSessionStorage } from "../../../app/lib/session.server";
import { test as base, expect } from "./fixtures";
import { E2E_API_URL, E2E_WEB_URL } from "./ports";
import { E2E_SESSION_SECRET } from "./session-secret";

type Envelope<T = any> = {
  status: number;
  message: string;
  body: T;
  errors: Record<string, string>;
  page?: number;
  totalPages?: number;
  totalRecords?: number;
};

export type TestCustomer = {
  token: string;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string | null;
};

/** Calls the e2e API, as a customer when given a token. */
export async function callApi<T = any>(
  method: "GET" | "POST" | "PUT" | "DELETE",
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

/** A number no other test uses: 9 and nine random digits. */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

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

/** Puts the customer's session cookie into the browser, as a finished sign-in leaves it. */
const storage = createShopSessionStorage({ secrets: [E2E_SESSION_SECRET], secure: true });

export async function signInBrowser(context: BrowserContext, customer: TestCustomer) {
  const session = await storage.getSession();
  signIn(session, {
    token: customer.token,
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, mobile: customer.mobile },
    remember: false,
  });
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

/** What the browser's session cookie holds now, read as the storefront reads it. */
export async function browserSession(context: BrowserContext) {
  const cookie = (await context.cookies(E2E_WEB_URL)).find((c) => c.name === SESSION_COOKIE_NAME);
  return storage.getSession(cookie ? `${cookie.name}=${cookie.value}` : null);
}

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
  // Serviceable, with cash on delivery.
  pincode: "110001",
} as const;

export async function productBySlug(slug: string) {
  const envelope = await callApi("GET", `/products/by-slug/${slug}`);
  expect(envelope.status, `product ${slug}`).toBe(200);
  return envelope.body as { _id: string; name: string; stock: number; colors: { _id: string; color: { slug: string; name: string } }[] };
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

export async function saveAddress(customer: TestCustomer, address: Record<string, string> = DELHI_ADDRESS) {
  const saved = await callApi("POST", "/customers/address", { token: customer.token, body: address });
  expect(saved.status, saved.message).toBe(200);
  return saved.body as { _id: string } & Record<string, string>;
}

/**
 * `customer`: a new customer, signed in in this test's browser. `signInAs`: signs the browser
 * in as another customer (the one a test created itself).
 */
export const test = base.extend<{ customer: TestCustomer; signInAs: (customer: TestCustomer) => Promise<void> }>({
  signInAs: async ({ context }, use) => {
    await use((customer) => signInBrowser(context, customer));
  },
  customer: async ({ signInAs }, use) => {
    const customer = await createCustomer();
    await signInAs(customer);
    await use(customer);
  },
});

export { expect };
