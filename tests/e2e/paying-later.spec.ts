/**
 * Paying later, and twice (issue 30 item 5, docs/decisions/paying-later.md): an order left at
 * the gateway is paid from its page, a second checkout of the same cart resumes it, and when
 * its hold runs out the shopper is told and the cart still has the items.
 */
import type { Page } from "@playwright/test";
import {
  PRODUCTS,
  SLOW,
  cartWith,
  expect,
  fetchOrder,
  fillAddress,
  ours,
  placeOrderButton,
  shownOrderId,
  test,
} from "./support/checkout";
import { messageTo } from "./support/outbox";
import { E2E_WEB_URL } from "./support/ports";
import { DELHI_ADDRESS, callApi, uniqueMobile } from "./support/session";

/** Checkout, paid online, up to the payment hand-off: the order's number. */
async function placeOnline(page: Page, email: string) {
  await page.goto("/checkout");
  await fillAddress(page, { ...DELHI_ADDRESS, email });
  await page.getByRole("radio", { name: "Pay online: UPI, cards, net banking" }).check();
  await placeOrderButton(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your payment", SLOW);
  return /FS\d+/.exec((await page.getByText(/is waiting for your payment/).textContent()) ?? "")?.[0] as string;
}

const ownEmail = () => `paying.later.${uniqueMobile()}@example.in`;

async function ordersOf(token: string) {
  const answer = await callApi<{ orderId: string; orderStatus: string }[]>("GET", "/customerOrders?limit=0", { token });
  expect(answer.status, answer.message).toBe(200);
  return answer.body;
}

test.describe("paying later", () => {
  test.slow();

  test("a second checkout of the same cart resumes the order waiting for its payment", async ({ page, customer }) => {
    await cartWith(page, customer, ours(PRODUCTS.plenty));
    const email = ownEmail();
    const first = await placeOnline(page, email);
    // The shopper leaves the payment step: the cart still holds the item, and checkout shows the form.
    const second = await placeOnline(page, email);
    expect(second).toBe(first);
    expect((await ordersOf(customer.token)).map((o) => [o.orderId, o.orderStatus])).toEqual([
      [first, "PAYMENT_PENDING"],
    ]);
  });

  test("Pay now on the order's page pays the same order through the gateway", async ({ page, customer }) => {
    await cartWith(page, customer, ours(PRODUCTS.plenty));
    const orderId = await placeOnline(page, ownEmail());
    await page.goto(`/my-account/orderDetails/${orderId}`);
    await expect(page.getByText("This order is waiting for your payment. It is placed once paid.")).toBeVisible();
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your payment", SLOW);
    await expect(page.getByText(/is waiting for your payment/)).toContainText(orderId);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    expect(await shownOrderId(page)).toBe(orderId);
    expect(await fetchOrder(customer, orderId)).toMatchObject({ paymentStatus: "PAID", orderStatus: "ORDERPLACED" });
    expect(await ordersOf(customer.token)).toHaveLength(1);

    await page.goto(`/my-account/orderDetails/${orderId}`);
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  });

  test("Pay now on an order cancelled meanwhile says why it cannot be paid, and makes no payment", async ({
    page,
    customer,
  }) => {
    await cartWith(page, customer, ours(PRODUCTS.plenty));
    const orderId = await placeOnline(page, ownEmail());
    await page.goto(`/my-account/orderDetails/${orderId}`);
    // Cancelled in another tab while this page was open.
    const cancelled = await callApi("PUT", `/customerOrders/cancel/${orderId}`, {
      token: customer.token,
      body: { cancelMessage: "Changed my mind" },
    });
    expect(cancelled.status, cancelled.message).toBe(200);
    await page.getByRole("button", { name: "Pay now" }).click();
    await expect(page.getByRole("alert")).toHaveText("This order was cancelled, so it can no longer be paid.", SLOW);
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);
    expect(await fetchOrder(customer, orderId)).toMatchObject({ orderStatus: "CANCELLED", paymentStatus: "PENDING" });
  });

  test("the order's message links to its page, through sign-in when signed out", async ({
    page,
    customer,
    browser,
  }) => {
    await cartWith(page, customer, ours(PRODUCTS.plenty));
    const email = ownEmail();
    const orderId = await placeOnline(page, email);
    const message = await messageTo(email, new RegExp(`^Your Woodnest order ${orderId} is waiting for payment$`));
    const link = `${E2E_WEB_URL}/my-account/orderDetails/${orderId}`;
    expect(message.body).toContain(`pay for it here: ${link} `);

    const signedOut = await browser.newContext();
    const other = await signedOut.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(
      new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/my-account/orderDetails/${orderId}`)}`),
    );
    await signedOut.close();
  });

  test("an expired order: the shopper is told, the cart still has the item, and the order is not paid again", async ({
    page,
    customer,
  }) => {
    const product = await cartWith(page, customer, ours(PRODUCTS.plenty));
    const email = ownEmail();
    const orderId = await placeOnline(page, email);
    const expired = await callApi("POST", `/dev/payments/expire/${orderId}`);
    expect(expired.body, expired.message).toMatchObject({ orderStatus: "PAYMENT_FAILED" });

    const message = await messageTo(email, new RegExp(`^Your Woodnest order ${orderId} was not paid$`));
    expect(message.body).toContain("we have released its items");
    const cartLink = `${E2E_WEB_URL}/cart`;
    expect(message.body).toContain(`Your cart still holds the items if you would like to try again: ${cartLink}`);

    await page.goto(cartLink);
    await expect(page.getByRole("main").getByRole("link", { name: product.name }).first()).toBeVisible();

    await page.goto(`/my-account/orderDetails/${orderId}`);
    await expect(page.getByRole("button", { name: "Pay now" })).toHaveCount(0);

    // Checking out again makes a new order: the expired one stays released.
    const again = await placeOnline(page, email);
    expect(again).not.toBe(orderId);
  });
});
