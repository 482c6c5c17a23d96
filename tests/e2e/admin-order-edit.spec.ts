import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { paidPrepaidOrder } from "./support/prepaid";
import { callApi, createCustomer, productBySlug } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A payment, a staff sign-in (a fresh TOTP code) and the gateway's refund webhook: slower than most.
test.describe.configure({ timeout: 120_000 });

/**
 * A colour product only this spec buys, one per Playwright project (they run side by side), and a
 * cheaper colour to change to: Kavya's grey is Rs 1,000 less than its emerald green, Sagar's
 * natural Rs 1,000 less than its walnut.
 */
const ours = () =>
  test.info().project.name === "js-disabled"
    ? { slug: "sagar-round-coffee-table", from: "walnut", to: "natural", toName: "Natural" }
    : { slug: "kavya-lounge-chair", from: "emerald-green", to: "grey", toName: "Grey" };

/** The value beside a term of a description list. */
const definition = (scope: Page | Locator, term: string) => scope.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");

test("an order's address and a line's colour are changed before shipping, and the surplus is refunded through the gateway", async ({ page, context }) => {
  const choice = ours();
  const product = await productBySlug(choice.slug);
  const from = product.colors.find((c) => c.color.slug === choice.from);
  const to = product.colors.find((c) => c.color.slug === choice.to);
  if (!from || !to) throw new Error(`${choice.slug} is sold in ${choice.from} and ${choice.to}`);
  const order = await paidPrepaidOrder(await createCustomer(), 1, [{ product: product._id, productColor: from._id, quantity: 1 }]);
  const operations = await createStaff("operations", "Esha Edits");
  await signInStaffBrowser(context, operations);

  await page.goto(`/admin/orders/${order.orderId}`);
  await page.getByRole("link", { name: "Edit order (address, items)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit order ${order.orderId}`);
  await expectNoAxeViolations(page);

  const colour = page.getByLabel("Colour or size");
  await colour.selectOption(`color:${to._id}`);
  await page.getByLabel("Address", { exact: true }).fill("7 Marine Drive");
  await page.getByLabel("Town/City").fill("Mumbai");
  await page.getByLabel("State").fill("Maharashtra");
  const pincode = page.getByLabel("Pincode");
  // A pincode the shop does not deliver to: refused beside it, everything typed kept.
  await pincode.fill("999999");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(pincode).toHaveAccessibleDescription(/Sorry, we do not deliver to 999999 yet/);
  await expect(colour).toHaveValue(`color:${to._id}`);
  await expect(page.getByLabel("Town/City")).toHaveValue("Mumbai");
  await expectNoAxeViolations(page);

  await pincode.fill("400001");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderId}$`));
  await expect(toast(page)).toContainText("Rs 1,000 is being refunded to the shopper through the payment gateway");
  await expect(page.getByRole("row").filter({ hasText: product.name })).toContainText(choice.toName);
  await expect(page.locator("address")).toContainText("7 Marine Drive");
  await expect(page.locator("address")).toContainText("Mumbai, Maharashtra 400001");
  await expect(definition(page, "Total")).toHaveText(`Rs ${(order.totalAmount - 1000).toLocaleString("en-IN")}`);
  await expect(page.getByText(/Order edited: address .* → .*7 Marine Drive, Mumbai 400001/)).toBeVisible();

  // The refund job sends the difference to the sandbox gateway, whose webhook settles it.
  await expect
    .poll(async () => (await callApi("GET", `/admin/orders/${order.orderId}/refunds`, { token: operations.token })).body.paymentStatus, { timeout: 30_000 })
    .toBe("PARTIALLY_REFUNDED");
  const refunds = await callApi<{ refunds: { amount: number; kind: string; status: string }[] }>("GET", `/admin/orders/${order.orderId}/refunds`, { token: operations.token });
  expect(refunds.body.refunds).toEqual([expect.objectContaining({ amount: 1000, kind: "edit", status: "processed" })]);
});
