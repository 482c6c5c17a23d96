import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import {
  DELHI_ADDRESS,
  callApi,
  createCustomer,
  placeOrder,
  roomiestPlainProduct,
  signInBrowser,
} from "./support/session";
import { createStaff, signInStaffBrowser } from "./support/staff";

// A staff account is made through invitations, and each test places an order: slower than the default.
test.describe.configure({ timeout: 120_000 });

const NOT_FOUND = "We could not find an order with those details";

/** A shopper's COD order to the Delhi address, confirmed by operations through the admin API. */
async function confirmedOrder() {
  const customer = await createCustomer();
  const product = await roomiestPlainProduct();
  const order = await placeOrder(customer, [{ product: product._id, quantity: 1 }]);
  const ops = await createStaff("operations");
  const moved = await callApi("POST", `/admin/orders/${order.orderId}/status`, {
    token: ops.token,
    body: { to: "CONFIRMED", note: "Called the shopper" },
  });
  expect(moved.status, moved.message).toBe(200);
  return { customer, order, product, ops };
}

/** India's date of today, as the timeline writes it: 26-Nov-2026. */
const todayInIndia = () => {
  const india = new Date(Date.now() + 330 * 60_000);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${String(india.getUTCDate()).padStart(2, "0")}-${months[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
};

/** The timeline's steps and the time each shows. */
async function expectPlacedAndConfirmed(page: Page, orderId: string) {
  const timeline = page.getByRole("list", { name: `Progress of order ${orderId}` });
  const steps = timeline.getByRole("listitem");
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText("Order placed");
  await expect(steps.nth(1)).toContainText("Confirmed");
  for (const step of [steps.nth(0), steps.nth(1)]) {
    await expect(step.locator("time")).toHaveText(new RegExp(`^${todayInIndia()}, \\d{1,2}:\\d{2} (am|pm)$`));
    await expect(step.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  }
  await expect(steps.nth(1)).toHaveAttribute("aria-current", "step");
}

async function trackThroughForm(page: Page, orderId: string, contact: string) {
  await page.getByLabel("Order ID", { exact: true }).fill(orderId);
  await page.getByLabel("Mobile or email", { exact: true }).fill(contact);
  await page.getByRole("button", { name: "Track order" }).click();
}

test.describe("order tracking", () => {
  test("a shopper reaches it from the footer and sees each status reached, with its date and time", async ({
    page,
  }) => {
    const { order } = await confirmedOrder();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Order Tracking" }).click();
    await expect(page).toHaveURL("/order-tracking");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Tracking");
    await expect(page).toHaveTitle("Order Tracking | Woodnest");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/order-tracking$/);

    await trackThroughForm(page, order.orderId.toLowerCase(), DELHI_ADDRESS.email.toUpperCase());
    await expect(page.getByRole("heading", { name: `Order ${order.orderId}: Confirmed` })).toBeVisible();
    await expectPlacedAndConfirmed(page, order.orderId);
    // Nothing of the shopper's address or phone is shown to whoever asks.
    const main = page.getByRole("main");
    for (const secret of [DELHI_ADDRESS.mobile, DELHI_ADDRESS.address, DELHI_ADDRESS.name, DELHI_ADDRESS.pincode]) {
      await expect(main).not.toContainText(secret);
    }
    // What was typed stays in the form.
    await expect(page.getByLabel("Order ID", { exact: true })).toHaveValue(order.orderId.toLowerCase());
  });

  test("a wrong mobile gets the not-found message, with what was typed kept, and shows nothing of the order", async ({
    page,
  }) => {
    const { order } = await confirmedOrder();
    await page.goto("/order-tracking");
    await trackThroughForm(page, order.orderId, "9000012345");
    await expect(page.getByRole("alert")).toHaveText(NOT_FOUND);
    await expect(page.getByLabel("Order ID", { exact: true })).toHaveValue(order.orderId);
    await expect(page.getByLabel("Mobile or email", { exact: true })).toHaveValue("9000012345");
    await expect(page.getByRole("main")).not.toContainText("Confirmed");

    // A malformed contact is refused next to its field.
    await page.getByLabel("Mobile or email", { exact: true }).fill("98765");
    await page.getByRole("button", { name: "Track order" }).click();
    await expect(page.getByLabel("Mobile or email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Enter the 10-digit mobile number or the email address used for the order"),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("tracking by keyboard alone", async ({ page }) => {
    const { order } = await confirmedOrder();
    await page.goto("/order-tracking");
    await tabTo(page, page.getByLabel("Order ID", { exact: true }));
    await page.keyboard.type(order.orderId);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Mobile or email", { exact: true })).toBeFocused();
    await page.keyboard.type(DELHI_ADDRESS.mobile);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: `Order ${order.orderId}: Confirmed` })).toBeVisible();
    await expectPlacedAndConfirmed(page, order.orderId);
    await expectNoAxeViolations(page);
  });

  test("works on a 320 px phone with no sideways scrolling", async ({ page }) => {
    const { order } = await confirmedOrder();
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto("/order-tracking");
    await expectNoAxeViolations(page);
    await trackThroughForm(page, order.orderId, DELHI_ADDRESS.mobile);
    await expect(page.getByRole("heading", { name: `Order ${order.orderId}: Confirmed` })).toBeVisible();
    // Reading the page's width needs a script in the page; the layout is the same without one.
    if (test.info().project.name === "js-enabled") {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "nothing scrolls sideways").toBe(0);
    }
    await expectNoAxeViolations(page);
  });

  test("My Account's order details show the same timeline", async ({ page, context }) => {
    const { customer, order } = await confirmedOrder();
    await signInBrowser(context, customer);
    await page.goto(`/my-account/orderDetails/${order._id}`);
    await expect(page.getByRole("heading", { name: "Progress" })).toBeVisible();
    await expectPlacedAndConfirmed(page, order.orderId);
    await expectNoAxeViolations(page);
  });
});

test.describe("the back office's header search", () => {
  test("finds an order by its id, and a shopper's orders by mobile or email; only staff who look after orders see it", async ({
    page,
    context,
  }) => {
    const { order, customer, ops } = await confirmedOrder();
    await signInStaffBrowser(context, ops);
    await page.goto("/admin");
    const header = page.getByRole("banner");
    const box = header.getByRole("searchbox", { name: "Order id, mobile, email or AWB" });

    // The shopper's account mobile: one order, listed (a mobile names a shopper, not an order).
    await box.fill(customer.mobile);
    await header.getByRole("button", { name: "Find order" }).click();
    await expect(page).toHaveURL(`/admin/search?q=${customer.mobile}`);
    await expect(page.getByRole("heading", { name: `1 order matches “${customer.mobile}”` })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(order.orderId) });
    await expect(row).toContainText("Confirmed");
    await expect(row).toContainText("Mobile");
    await expect(row.getByRole("link", { name: order.orderId })).toHaveAttribute(
      "href",
      `/admin/orders/${order.orderId}`,
    );
    await expectNoAxeViolations(page);

    await page.goto("/admin/search?q=nobody%40example.in");
    await expect(page.getByRole("heading", { name: "No orders match “nobody@example.in”" })).toBeVisible();

    // An order id opens that order.
    await page.getByRole("banner").getByRole("searchbox").fill(order.orderId.toLowerCase());
    await page.getByRole("banner").getByRole("button", { name: "Find order" }).click();
    await expect(page).toHaveURL(`/admin/orders/${order.orderId}`);

    const content = await createStaff("content");
    await context.clearCookies();
    await signInStaffBrowser(context, content);
    await page.goto("/admin");
    await expect(page.getByRole("banner").getByRole("searchbox")).toHaveCount(0);
    await page.goto(`/admin/search?q=${order.orderId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  });
});

test.describe("the back office's header search on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the box and the list of matches fit, rows instead of a table", async ({ page, context }) => {
    const { customer, ops } = await confirmedOrder();
    await signInStaffBrowser(context, ops);
    await page.goto("/admin");
    const box = page.getByRole("banner").getByRole("searchbox");
    // boundingBox() does not wait: the box is awaited first (the dashboard may still be loading).
    await expect(box).toBeVisible();
    expect((await box.boundingBox())?.width).toBeLessThanOrEqual(320);
    await box.fill(customer.mobile);
    await box.press("Enter");
    // The dashboard has a table of its own: the search's list is read once its page is there.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    const table = page.getByRole("region", { name: /matches/ }).getByRole("table");
    await expect(table).toBeVisible();
    expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
    if (test.info().project.name === "js-enabled") {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await expectNoAxeViolations(page);
  });
});
