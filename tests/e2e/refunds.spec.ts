import { PAYMENT_STATUS_LABELS } from "@api/validation/order-states";
import { formatPrice } from "~/lib/format";
import { formatDate, formatDateTime } from "~/lib/format-date";
import { expectNoAxeViolations } from "./support/axe";
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
import { E2E_API_URL } from "./support/ports";
import { paidPrepaidOrder } from "./support/prepaid";
import { callApi, createCustomer } from "./support/session";
import { createStaff, toast, staffPage } from "./support/staff";
import { javaScriptOn } from "./support/javascript";
import { definition } from "./support/page-parts";

// A payment, a cancellation and the gateway's refund webhook, or a staff sign-in: slower than most.
test.describe.configure({ timeout: 120_000 });

/** The refund is sent by the API's job queue and settled by the sandbox's webhook: a few seconds. */
const REFUND_SETTLES = { timeout: 30_000 };

test("a prepaid order paid through the sandbox gateway and cancelled by the shopper in My Account ends refunded", async ({
  page,
  customer,
  browser,
}) => {
  await cartWith(page, customer, ours(PRODUCTS.plenty));
  await page.goto("/checkout");
  await fillAddress(page);
  await page.getByRole("radio", { name: "Pay online: UPI, cards, net banking" }).check();
  await placeOrderButton(page).click();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox payment", SLOW);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/thank-you$/, SLOW);
  const orderId = await shownOrderId(page);
  const paid = await fetchOrder(customer, orderId);
  expect(paid).toMatchObject({ paymentMethod: "Prepaid", paymentStatus: "PAID" });

  await page.goto(`/my-account/orderDetails/${paid._id}`);
  await expect(definition(page, "Payment status")).toHaveText(PAYMENT_STATUS_LABELS.PAID);
  await page.getByRole("link", { name: "Cancel Order" }).click();
  await page.getByLabel("Reason").fill("Bought the same bench elsewhere");
  await page.getByRole("button", { name: "Cancel Order" }).click();
  // Back to the order under its number, the one the shopper reads (issue 30; it used to be the database id).
  await expect(page).toHaveURL(new RegExp(`/my-account/orderDetails/${orderId}$`));
  await expect(definition(page, "Order status")).toHaveText("Cancelled");
  await expect(page.getByText("Print invoice")).toHaveCount(0);

  await expect.poll(async () => (await fetchOrder(customer, orderId)).paymentStatus, REFUND_SETTLES).toBe("REFUNDED");
  await page.reload();
  await expect(definition(page, "Payment status")).toHaveText(PAYMENT_STATUS_LABELS.REFUNDED);

  // The refund as the shopper needs it to find the money: amount, when, the gateway's reference, when it reaches the bank.
  const [refund] = (await fetchOrder(customer, orderId)).refunds;
  expect(refund).toMatchObject({
    amount: paid.totalAmount,
    status: "processed",
    reference: expect.stringMatching(/^rfnd_/),
  });
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(definition(refunds, "Refunded")).toHaveText(formatPrice(paid.totalAmount));
  await expect(definition(refunds, "Refunded on")).toHaveText(formatDateTime(refund.processedAt));
  await expect(definition(refunds, "Refund reference")).toHaveText(refund.reference);
  await expect(definition(refunds, "In your account by")).toHaveText(formatDate(refund.reachesBankBy));
  await expect(refunds).toContainText("Your bank may take 5 to 7 working days to show it.");
  // Its progress ends where the money is: refunded.
  const steps = page.getByRole("list", { name: `Progress of order ${orderId}` }).getByRole("listitem");
  await expect(steps.locator("span:first-child")).toHaveText([
    "Awaiting payment",
    "Order placed",
    "Cancelled",
    "Refunded",
  ]);
  await expect(steps.last()).toHaveAttribute("aria-current", "step");
  await expectNoAxeViolations(page);

  // The back office: no invoice is coming for it, and the shopper's refund reads as what it is.
  const operations = await createStaff("operations", "Chitra Cancels");
  const staff = await staffPage(browser, operations, javaScriptOn());
  try {
    await staff.page.goto(`/admin/orders/${orderId}`);
    const documents = staff.page.getByRole("region", { name: "Tax invoice and credit notes" });
    await expect(documents).toContainText(
      "No tax invoice: the order was cancelled before it shipped, so none is issued.",
    );
    await expect(documents).not.toContainText("issued when the order ships");
    const timeline = staff.page.getByRole("list", { name: "Timeline" }).getByRole("listitem");
    const requested = timeline.filter({ hasText: "Refund requested" });
    await expect(requested).toContainText("The shopper");
    await expect(requested).toContainText(/Refund of Rs [\d,.]+ requested: Bought the same bench elsewhere/);
    await expect(timeline.filter({ hasText: "Refund made" })).toContainText("Payment gateway");
    await expect(timeline.filter({ hasText: "Internal note" })).toHaveCount(0);
  } finally {
    await staff.context.close();
  }
});

test("operations refunds part of a paid order from the refund screen, with the refusals kept beside their fields", async ({
  browser,
}) => {
  const shopper = await createCustomer();
  const order = await paidPrepaidOrder(shopper, 2);
  const operations = await createStaff("operations", "Ravi Refunds");
  const { context, page } = await staffPage(browser, operations, javaScriptOn());
  try {
    await page.goto(`/admin/orders/${order.orderId}/refund`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Refunds of order ${order.orderId}`);
    await expect(page.getByRole("link", { name: `Back to order ${order.orderId}` })).toHaveAttribute(
      "href",
      `/admin/orders/${order.orderId}`,
    );
    await expect(definition(page, "Still refundable")).toHaveText(formatPrice(order.totalAmount));
    await expect(page.getByText("No refunds yet.")).toBeVisible();

    const amount = page.getByLabel("Amount (Rs)");
    const reason = page.getByLabel("Reason");
    const submit = page.getByRole("button", { name: "Refund through the payment gateway" });
    // More than was paid: refused by the API, what was typed kept.
    await amount.fill(String(order.totalAmount + 1));
    await reason.fill("Goodwill for a late delivery");
    await submit.click();
    await expect(amount).toHaveAccessibleDescription(/At most Rs [\d,.]+ can be refunded/);
    await expect(reason).toHaveValue("Goodwill for a late delivery");
    // No reason: refused beside the field.
    await amount.fill("150");
    await reason.fill("");
    await submit.click();
    await expect(reason).toHaveAccessibleDescription(/Reason is a required field/);
    await expect(amount).toHaveValue("150");

    await reason.fill("One stool arrived scratched");
    await submit.click();
    await expect(toast(page)).toContainText("A refund of Rs 150 has been sent to the payment gateway");
    const row = page.getByRole("row").filter({ hasText: "One stool arrived scratched" });
    await expect(row).toContainText("Rs 150");
    await expect(row).toContainText("Ravi Refunds");

    await expect
      .poll(
        async () =>
          (await callApi("GET", `/admin/orders/${order.orderId}/refunds`, { token: operations.token })).body
            .paymentStatus,
        REFUND_SETTLES,
      )
      .toBe("PARTIALLY_REFUNDED");
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "One stool arrived scratched" })).toContainText("Refunded");
    await expect(definition(page, "Payment status")).toHaveText(PAYMENT_STATUS_LABELS.PARTIALLY_REFUNDED);
    await expect(definition(page, "Still refundable")).toHaveText(formatPrice(order.totalAmount - 150));
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});

test("a refund the gateway fails shows as failed, and operations tries it again until it is refunded", async ({
  browser,
}) => {
  const order = await paidPrepaidOrder(await createCustomer());
  const operations = await createStaff("operations", "Rina Retries");
  // The sandbox's switch fails the next refund of this amount (one per project: they run side by side).
  const amount = javaScriptOn() ? "11.41" : "11.42";
  const failNext = await fetch(`${E2E_API_URL}/sandbox/refunds`, {
    method: "POST",
    body: new URLSearchParams({ count: "1", amount }),
  });
  expect(failNext.status).toBe(200);
  const { context, page } = await staffPage(browser, operations, javaScriptOn());
  try {
    await page.goto(`/admin/orders/${order.orderId}/refund`);
    await page.getByLabel("Amount (Rs)").fill(amount);
    await page.getByLabel("Reason").fill("Delivery charge waived");
    await page.getByRole("button", { name: "Refund through the payment gateway" }).click();
    await expect(toast(page)).toContainText(`A refund of Rs ${amount} has been sent to the payment gateway`);
    const refundsNow = async () =>
      (await callApi("GET", `/admin/orders/${order.orderId}/refunds`, { token: operations.token })).body.paymentStatus;
    await expect.poll(refundsNow, REFUND_SETTLES).toBe("REFUND_FAILED");
    await page.reload();
    await expect(definition(page, "Payment status")).toHaveText(PAYMENT_STATUS_LABELS.REFUND_FAILED);

    await page.getByRole("button", { name: `Try the refund of Rs ${amount} again` }).click();
    await expect(toast(page)).toContainText("has been sent to the payment gateway again");
    await expect.poll(refundsNow, REFUND_SETTLES).toBe("PARTIALLY_REFUNDED");
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "Delivery charge waived" })).toContainText("Refunded");
    await expect(page.getByRole("button", { name: /^Try the refund/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
