/**
 * Shared steps of the checkout, payment and keyboard specs: a signed-in customer with a
 * cart, the figures the page shows, and the API's record of what happened.
 */
import type { Page } from "@playwright/test";
import { formatPrice } from "~/lib/format";
import {
  DELHI_ADDRESS,
  type TestCustomer,
  type TestProduct,
  callApi,
  plainLine,
  productBySlug,
  writeSession,
} from "./session";
import { expect, test } from "./signed-in";

export const PRICES_CHANGED = "Prices have changed since you loaded the page. Please review your order.";

/**
 * Products that only these specs buy, one per Playwright project where a test reads the
 * stock before and after, so the two projects running side by side never share a counter.
 */
export const PRODUCTS = {
  cod: ["warli-wall-plates", "lotus-cane-bedside-table"],
  failed: ["bambusa-pendant-lamp", "pustak-ladder-bookshelf"],
  paid: ["goa-cane-balcony-set", "nilgiri-nesting-coffee-tables"],
  retry: ["ganga-storage-bench", "tara-console-table"],
  keyboard: ["charpai-woven-bench", "dhaba-bar-stools"],
  // The last unit of each: someone else can take it while a payment is being retried.
  lastUnit: ["nook-corner-shelf", "haveli-carved-sideboard"],
  // Many units, for tests that buy one and check no stock.
  plenty: ["pitara-wall-shelves", "jharokha-cane-accent-chair"],
} as const;

/** This project's product of a pair. */
export const ours = (pair: readonly [string, string]) => pair[test.info().project.name === "js-disabled" ? 1 : 0];

export const withJs = () => test.info().project.name !== "js-disabled";

export { expect, test };

/** Signs the browser in with `quantity` of the product in the cart. */
export async function cartWith(page: Page, customer: TestCustomer, slug: string, quantity = 1, coupon?: string) {
  const product = await productBySlug(slug);
  await writeSession(page.context(), { customer, cart: [plainLine(product, quantity)], pincode: "110001", coupon });
  return product;
}

/**
 * The amount beside a label of the checkout's totals (Sub Total, Shipping, Discount, Total);
 * the header's cart preview has a Total of its own.
 */
export const shownFigure = (page: Page, label: string) =>
  page.getByRole("main").locator(`dl dt:text-matches("^${label}") + dd`);

export async function fillAddress(
  page: Page,
  address: Partial<Record<keyof typeof DELHI_ADDRESS, string>> = DELHI_ADDRESS,
) {
  const labels: Record<string, string> = {
    name: "Customer Name",
    mobile: "Mobile no",
    email: "Email Address",
    address: "Address",
    landmark: "Landmark (optional)",
    locality: "Locality (optional)",
    country: "Country",
    state: "State",
    city: "Town/City",
    pincode: "Pincode",
  };
  for (const [field, value] of Object.entries(address)) {
    if (field === "addressType")
      await page.getByRole("radio", { name: value === "OFFICE" ? "Office" : "Home" }).check();
    else await page.getByLabel(labels[field], { exact: true }).fill(value);
  }
}

/** Placing an order, or coming back from the gateway, is several calls: it may take a while on a busy machine. */
export const SLOW = { timeout: 20_000 };

export const placeOrderButton = (page: Page) => page.getByRole("button", { name: "Place order" });

export async function fetchOrder(customer: TestCustomer, id: string) {
  const answer = await callApi("GET", `/customerOrders/${id}`, { token: customer.token });
  expect(answer.status, answer.message).toBe(200);
  return answer.body;
}

/** The order number on /thank-you or /failed-payment. */
export async function shownOrderId(page: Page) {
  const text = await page.getByText(/^Order ID:/).textContent();
  const match = /FS\d+/.exec(text ?? "");
  expect(match, "an order id on the page").not.toBeNull();
  return (match as RegExpExecArray)[0];
}

export async function stockOf(product: TestProduct) {
  return (await productBySlug(product.slug)).stock;
}

/** What the API's quote says a cart of `product` costs with the coupon. */
export async function quoteOf(product: TestProduct, quantity: number, couponCode?: string) {
  const quote = await callApi("POST", "/cart/quote", {
    body: { products: [{ product: product._id, quantity }], ...(couponCode ? { couponCode } : {}) },
  });
  expect(quote.status, quote.message).toBe(200);
  return quote.body as { subtotalAmount: number; discountWithCoupon: number; totalAmount: number };
}

export { formatPrice };

/** The fields of the checkout form as the page drew them, for posting it again by hand. */
export async function checkoutFormFields(page: Page) {
  const fields: Record<string, string> = {};
  const form = page.locator("#checkout-form");
  for (const input of await form.locator('input[type="hidden"]').all()) {
    const name = await input.getAttribute("name");
    if (name) fields[name] = (await input.getAttribute("value")) ?? "";
  }
  return fields;
}
