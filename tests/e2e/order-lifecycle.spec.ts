/**
 * Issue 15's whole road, JavaScript on and off: a shopper's cash-on-delivery order is confirmed
 * and packed by operations on its page, shipped with the sandbox courier, taken out for delivery
 * and delivered by the courier's control page. After each step the shopper sees it on
 * /order-tracking and in My Account, and the messages they are owed reach the dev outbox.
 * (Shipping by keyboard alone is in admin-shipping.spec.ts.)
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { messageTo, outboxTo, placeCodOrderWithOwnContact } from "./support/outbox";
import { callApi, createCustomer, roomiestPlainProduct, signInBrowser } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A fresh staff sign-in waits for its own authenticator code, and the road has many stops.
test.describe.configure({ timeout: 120_000 });

type Order = { _id: string; orderId: string; mobile: string; email: string };

/** The shopper's timeline, oldest first: each status reached, the last one where the order stands. */
async function expectSteps(page: Page, orderId: string, labels: string[]) {
  const steps = page.getByRole("list", { name: `Progress of order ${orderId}` }).getByRole("listitem");
  await expect(steps).toHaveCount(labels.length);
  for (const [index, label] of labels.entries())
    await expect(steps.nth(index).locator("span").first()).toHaveText(label);
  await expect(steps.last()).toHaveAttribute("aria-current", "step");
}

/** What the shopper sees of the order now, on /order-tracking (by the order's mobile) and in My Account. */
async function shopperSees(page: Page, order: Order, labels: string[]) {
  const now = labels.at(-1);
  await page.goto("/order-tracking");
  await page.getByLabel("Order ID", { exact: true }).fill(order.orderId);
  await page.getByLabel("Mobile or email", { exact: true }).fill(order.mobile);
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByRole("heading", { name: `Order ${order.orderId}: ${now}` })).toBeVisible();
  await expectSteps(page, order.orderId, labels);

  await page.goto(`/my-account/orderDetails/${order._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId}`);
  await expectSteps(page, order.orderId, labels);
}

/** One status button on the order's page, pressed by operations, with a note for the timeline. */
async function moveOnOrderPage(page: Page, order: Order, button: string, note: string, status: string) {
  await page.goto(`/admin/orders/${order.orderId}`);
  const move = page.getByRole("group", { name: button });
  await move.getByLabel("Note (optional)", { exact: true }).fill(note);
  await move.getByRole("button", { name: button }).click();
  await expect(toast(page)).toContainText(`Order ${order.orderId} is now ${status}`);
  await expect(page.getByRole("list", { name: "Timeline" }).getByRole("listitem").last()).toContainText(note);
}

test("a COD order from placement to the doorstep: operations confirm, pack and ship it, the courier delivers it, and the shopper sees and hears of each step", async ({
  page,
  context,
}) => {
  const shopper = await createCustomer({ firstName: "Meera", lastName: "Lifecycle" });
  const product = await roomiestPlainProduct();
  const order: Order = await placeCodOrderWithOwnContact(shopper, product._id);
  const operations = await createStaff("operations", "Omkar Operations");
  // Both in one browser: the staff cookie lives under /admin, the shopper's session is the shop's own.
  await signInStaffBrowser(context, operations);
  await signInBrowser(context, shopper);

  // Placed: the shopper is asked to confirm, by email and by SMS (the phone the courier calls).
  await shopperSees(page, order, ["Order placed"]);
  await messageTo(order.email, new RegExp(`^Please confirm your Woodnest order ${order.orderId}$`));
  expect((await messageTo(order.mobile, /^Please confirm your Woodnest order/)).body).toContain("/confirm-order/");

  await moveOnOrderPage(page, order, "Confirm", "Called the shopper: deliver after 6 pm", "confirmed");
  await shopperSees(page, order, ["Order placed", "Confirmed"]);
  await messageTo(order.email, new RegExp(`^Your Woodnest order ${order.orderId} is confirmed$`));

  await moveOnOrderPage(page, order, "Mark packed", "Packed in two cartons", "packed");
  await shopperSees(page, order, ["Order placed", "Confirmed", "Packed"]);

  // Shipped, from the order's page to its shipping screen.
  await page.goto(`/admin/orders/${order.orderId}`);
  await page.getByRole("list", { name: "Other actions" }).getByRole("link", { name: "Ship with the courier" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ship order ${order.orderId}`);
  for (const [label, value] of Object.entries({
    "Length (cm)": "90",
    "Breadth (cm)": "50",
    "Height (cm)": "40",
    "Weight (kg)": "12",
  })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Ship with the courier" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId} is shipped`);
  const detail = await callApi<{ courier: { awb: string | null; trackingUrl: string | null } }>(
    "GET",
    `/admin/orders/${order.orderId}`,
    { token: operations.token },
  );
  const { awb, trackingUrl } = detail.body.courier;
  expect(awb).toMatch(/^SB\d{12}$/);
  expect(trackingUrl).toBeTruthy();
  await shopperSees(page, order, ["Order placed", "Confirmed", "Packed", "Shipped"]);
  await expect(page.getByRole("link", { name: new RegExp(`^Track AWB ${awb}`) })).toHaveAttribute(
    "href",
    trackingUrl as string,
  );
  const shipped = await messageTo(order.email, new RegExp(`^Your Woodnest order ${order.orderId} has shipped$`));
  expect(shipped.body).toContain(`AWB ${awb}`);
  expect(shipped.body).toContain(`Track it here: ${trackingUrl}`);

  // The sandbox courier's control page: each button calls the shop's webhook as the courier would.
  await page.goto(`/admin/orders/${order.orderId}/ship`);
  await page.getByRole("link", { name: "Sandbox courier: move this shipment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox courier");
  for (const button of ["Picked up", "In transit", "Out for delivery"]) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("The shop's webhook answered 200.");
  }
  const courierPage = page.url();
  await shopperSees(page, order, ["Order placed", "Confirmed", "Packed", "Shipped", "Out for delivery"]);

  await page.goto(courierPage);
  await page.getByRole("button", { name: "Delivered", exact: true }).click();
  await expect(page.getByText("This shipment has reached the end of its road.")).toBeVisible();
  await shopperSees(page, order, ["Order placed", "Confirmed", "Packed", "Shipped", "Out for delivery", "Delivered"]);
  await messageTo(order.email, new RegExp(`^Your Woodnest order ${order.orderId} is delivered$`));

  // Each message once, and nothing the shopper is not owed (packed and out for delivery send none).
  const subjects = (await outboxTo(order.email)).map((message) => message.subject).reverse();
  expect(subjects).toEqual([
    `Please confirm your Woodnest order ${order.orderId}`,
    `Your Woodnest order ${order.orderId} is confirmed`,
    `Your Woodnest order ${order.orderId} has shipped`,
    `Your Woodnest order ${order.orderId} is delivered`,
  ]);

  // Staff see the whole road on the order's page, the courier's steps by the courier.
  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId}`);
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Shipped to Out for delivery");
  await expect(timeline.getByRole("listitem").last()).toContainText("Out for delivery to Delivered");
  await expect(page.locator("dt:text-is('Delivered') + dd")).not.toHaveText("Not yet");
});
