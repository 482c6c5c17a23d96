import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  PRODUCTS,
  SLOW,
  cartWith,
  expect,
  fetchOrder,
  fillAddress,
  formatPrice,
  ours,
  placeOrderButton,
  shownFigure,
  shownOrderId,
  stockOf,
  test,
} from "./support/checkout";
import { E2E_API_URL } from "./support/ports";
import { DELHI_ADDRESS, callApi, createCustomer, readSession } from "./support/session";

/** From the checkout to the sandbox gateway's page: Prepaid, a new address, Continue to payment. */
async function payOnline(page: Page) {
  await page.goto("/checkout");
  const total = (await shownFigure(page, "Total").textContent()) ?? "";
  await fillAddress(page);
  await page.getByRole("radio", { name: "Pay online: UPI, cards, net banking" }).check();
  await placeOrderButton(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your payment", SLOW);
  await expect(page.locator("strong", { hasText: total })).toBeVisible();
  const orderId = /FS\d+/.exec(
    (await page.getByText(/is waiting for your payment/).textContent()) ?? "",
  )?.[0] as string;
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox payment", SLOW);
  expect(page.url().startsWith(`${E2E_API_URL}/sandbox/checkout`)).toBe(true);
  return { orderId, total };
}

const gatewayButton = (page: Page, name: "Pay" | "Fail" | "Cancel") => page.getByRole("button", { name, exact: true });

test.describe("online payment through the sandbox gateway", () => {
  // Each test goes to the gateway and back: a few page loads and API calls more than usual.
  test.slow();

  test("Pay: the callback settles it without the session, then /thank-you and a paid order", async ({
    page,
    customer,
  }) => {
    const product = await cartWith(page, customer, ours(PRODUCTS.paid));
    const stockBefore = await stockOf(product);
    const { orderId, total } = await payOnline(page);
    // Placed and waiting: the stock is already held for it.
    expect(await fetchOrder(customer, orderId)).toMatchObject({
      orderStatus: "PAYMENT_PENDING",
      paymentStatus: "PENDING",
    });
    expect(await stockOf(product)).toBe(stockBefore - 1);

    const callback = page.waitForResponse((response) => response.url().includes("/payment/callback/"));
    await gatewayButton(page, "Pay").click();
    const answer = await callback;
    expect(answer.status()).toBe(303);
    expect(new URL((await answer.allHeaders()).location, page.url()).pathname).toMatch(/^\/payment\/outcome\//);
    // The callback neither reads nor writes the session.
    expect(await answer.headerValue("set-cookie")).toBeNull();

    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you your order has been placed");
    expect(await shownOrderId(page)).toBe(orderId);
    const order = await fetchOrder(customer, orderId);
    expect(order).toMatchObject({ paymentMethod: "Prepaid", paymentStatus: "PAID", orderStatus: "ORDERPLACED" });
    expect(formatPrice(order.totalAmount)).toBe(total);
    expect(await stockOf(product)).toBe(stockBefore - 1);
    const session = await readSession(page.context());
    expect(session.get("cart")).toBeUndefined();
    expect(session.get("lastOrder")).toMatchObject({ orderId, outcome: "paid" });
  });

  test("Fail: /failed-payment with the order id, the stock given back, and Retry payment", async ({
    page,
    customer,
  }) => {
    const product = await cartWith(page, customer, ours(PRODUCTS.failed));
    const stockBefore = await stockOf(product);
    const { orderId } = await payOnline(page);
    await gatewayButton(page, "Fail").click();
    await expect(page).toHaveURL(/\/failed-payment$/, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops Payment has been failed");
    expect(await shownOrderId(page)).toBe(orderId);
    const order = await fetchOrder(customer, orderId);
    expect(order).toMatchObject({ orderStatus: "PAYMENT_FAILED", paymentStatus: "FAILED" });
    await expect(page.getByRole("link", { name: "View Orders" })).toHaveAttribute(
      "href",
      `/my-account/orderDetails/${order._id}`,
    );
    expect(await stockOf(product)).toBe(stockBefore);
    await expect(page.getByRole("button", { name: "Retry payment" })).toBeVisible();
    expect((await readSession(page.context())).get("cart")).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  test("Cancel: /failed-payment, the order kept for a retry", async ({ page, customer }) => {
    await cartWith(page, customer, ours(PRODUCTS.plenty));
    const { orderId } = await payOnline(page);
    await gatewayButton(page, "Cancel").click();
    await expect(page).toHaveURL(/\/failed-payment$/, SLOW);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops Payment has been failed");
    expect(await shownOrderId(page)).toBe(orderId);
    expect(await fetchOrder(customer, orderId)).toMatchObject({ orderStatus: "PAYMENT_FAILED" });
    expect((await readSession(page.context())).get("cart")).toBeUndefined();
  });

  test("Retry payment after a failure: the gateway again, Pay, and the same order is paid", async ({
    page,
    customer,
  }) => {
    const product = await cartWith(page, customer, ours(PRODUCTS.retry));
    const { orderId } = await payOnline(page);
    await gatewayButton(page, "Fail").click();
    await expect(page).toHaveURL(/\/failed-payment$/, SLOW);
    const stockAfterFailure = await stockOf(product);

    await page.getByRole("button", { name: "Retry payment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Complete your payment", SLOW);
    await expectNoAxeViolations(page);
    // Retrying takes the stock again for the same order.
    expect(await stockOf(product)).toBe(stockAfterFailure - 1);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await gatewayButton(page, "Pay").click();
    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    expect(await shownOrderId(page)).toBe(orderId);
    expect(await fetchOrder(customer, orderId)).toMatchObject({ paymentStatus: "PAID", orderStatus: "ORDERPLACED" });
  });

  test("Retry payment once the item has gone: the API's answer is shown, then the page says what ran out", async ({
    page,
    customer,
  }) => {
    const product = await cartWith(page, customer, ours(PRODUCTS.lastUnit));
    expect(await stockOf(product), `the last ${product.slug} is still there`).toBe(1);
    await payOnline(page);
    await gatewayButton(page, "Fail").click();
    await expect(page).toHaveURL(/\/failed-payment$/, SLOW);
    await expect(page.getByRole("button", { name: "Retry payment" })).toBeVisible();

    // Someone else buys the unit the failed payment gave back.
    const other = await createCustomer();
    const bought = await callApi("POST", "/customerOrders", {
      token: other.token,
      body: { ...DELHI_ADDRESS, paymentMethod: "COD", products: [{ product: product._id, quantity: 1 }] },
    });
    expect(bought.status, bought.message).toBe(200);

    await page.getByRole("button", { name: "Retry payment" }).click();
    await expect(page.getByRole("alert")).toHaveText(`${product.name}: This item is out of stock`, SLOW);
    await page.goto("/failed-payment");
    await expect(page.getByRole("button", { name: "Retry payment" })).toHaveCount(0);
    await expect(page.getByText(`${product.name}: This item is out of stock`)).toBeVisible();
  });

  test("forged returns change nothing: a bad signature, an unsigned failure, an outcome link without the check", async ({
    page,
    customer,
  }) => {
    await cartWith(page, customer, ours(PRODUCTS.plenty));
    const { orderId } = await payOnline(page);
    const order = await fetchOrder(customer, orderId);
    const forged = await page.request.post(`/payment/callback/${order._id}`, {
      form: {
        razorpay_payment_id: "pay_FORGED00000001",
        razorpay_order_id: "order_FORGED0000001",
        razorpay_signature: "0".repeat(64),
      },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(303);
    expect(forged.headers().location).toBe(`/payment/outcome/${order._id}`);
    expect(forged.headers()["set-cookie"]).toBeUndefined();
    // The gateway's own failure fields for this order, as anyone who saw them could replay them.
    const metadata = await page.locator('input[name="error[metadata]"]').first().inputValue();
    expect(JSON.parse(metadata)).toHaveProperty("order_id");
    const failure = await page.request.post(`/payment/callback/${order._id}`, {
      form: { "error[code]": "BAD_REQUEST_ERROR", "error[metadata]": metadata },
      maxRedirects: 0,
    });
    expect(failure.status()).toBe(303);
    expect(await fetchOrder(customer, orderId)).toMatchObject({
      paymentStatus: "PENDING",
      orderStatus: "PAYMENT_PENDING",
    });

    // Another site's link to the outcome page, followed in the shopper's own browser.
    await page.goto(`/payment/outcome/${order._id}`);
    await expect(page).toHaveURL(new RegExp(`/my-account/orderDetails/${order._id}$`));
    expect(await fetchOrder(customer, orderId)).toMatchObject({
      paymentStatus: "PENDING",
      orderStatus: "PAYMENT_PENDING",
    });
    expect((await readSession(page.context())).get("cart")).toBeDefined();
  });
});
