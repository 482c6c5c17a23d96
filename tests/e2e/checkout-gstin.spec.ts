import { BUYER_GSTIN_MESSAGES } from "@api/validation/buyer-gstin";
import { GSTIN_MESSAGES } from "@api/validation/gstin";
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
import { callApi, ordersOf } from "./support/session";
import { createStaff, signInStaffBrowser } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

/** A published GSTIN (BILT Graphic Paper Products, Maharashtra). */
const GSTIN = "27AADCB2230M1ZT";
const BUSINESS = "Bilt Graphic Paper Products Ltd";

test("a business buyer gives a GSTIN at checkout: mistakes are refused next to their fields, then the order, My Account and the back office show it", async ({
  page,
  context,
  customer,
}) => {
  await cartWith(page, customer, ours(PRODUCTS.plenty), 1);
  await page.goto("/checkout");
  await fillAddress(page);

  const gstinField = page.getByLabel("GSTIN", { exact: true });
  const nameField = page.getByLabel("Business name", { exact: true });
  // Folded away until asked for: a <details>, which opens without JavaScript too.
  await expect(gstinField).toBeHidden();
  await page.getByText("Buying for a business? Add GSTIN").click();
  await expect(gstinField).toBeVisible();

  // One character mistyped at the end: the check character catches it.
  await gstinField.fill("27AADCB2230M1ZU");
  await nameField.fill(BUSINESS);
  await placeOrderButton(page).click();
  await expect(gstinField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(GSTIN_MESSAGES.check)).toBeVisible();
  await expect(gstinField).toHaveValue("27AADCB2230M1ZU");
  await expect(nameField).toHaveValue(BUSINESS);
  await expectNoAxeViolations(page);

  // A right GSTIN typed loosely, without the business name.
  await gstinField.fill("27aadcb2230m1zt");
  await nameField.fill("");
  await placeOrderButton(page).click();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(BUYER_GSTIN_MESSAGES.nameRequired)).toBeVisible();
  await expect(gstinField).toHaveValue("27aadcb2230m1zt");
  expect(await ordersOf(customer)).toHaveLength(0);

  await nameField.fill(BUSINESS);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thank-you$/, SLOW);
  const order = await fetchOrder(customer, await shownOrderId(page));
  expect(order).toMatchObject({ buyerGstin: GSTIN, buyerBusinessName: BUSINESS });

  await page.goto(`/my-account/orderDetails/${order._id}`);
  const business = page.getByRole("region", { name: "Business buyer" });
  await expect(business).toContainText(BUSINESS);
  await expect(business).toContainText(`GSTIN ${GSTIN}`);

  await signInStaffBrowser(context, await createStaff("operations"));
  await page.goto(`/admin/orders/${order.orderId}`);
  const buyer = page.locator("dt", { hasText: "Business buyer" }).locator("+ dd");
  await expect(buyer).toContainText(BUSINESS);
  await expect(buyer).toContainText(`GSTIN ${GSTIN}`);
});

test("a shopper who is not a business leaves the section closed and the order has no GSTIN", async ({
  page,
  customer,
}) => {
  await cartWith(page, customer, ours(PRODUCTS.plenty), 1);
  await page.goto("/checkout");
  await fillAddress(page);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thank-you$/, SLOW);
  const order = await fetchOrder(customer, await shownOrderId(page));
  expect(order).toMatchObject({ buyerGstin: null, buyerBusinessName: null });
  await page.goto(`/my-account/orderDetails/${order._id}`);
  await expect(page.getByRole("heading", { name: "Business buyer" })).toHaveCount(0);
});

test("a business buyer in another state gives a GSTIN at checkout; once shipped, the order's tax invoice names the buyer and charges IGST", async ({
  page,
  context,
  customer,
}) => {
  await cartWith(page, customer, ours(PRODUCTS.plenty), 1);
  await page.goto("/checkout");
  await fillAddress(page);
  // Delivered in Maharashtra (27) by a seller registered in Delhi (07): an inter-state supply.
  await fillAddress(page, { state: "Maharashtra", city: "Mumbai", pincode: "400001" });
  await page.getByText("Buying for a business? Add GSTIN").click();
  await page.getByLabel("GSTIN", { exact: true }).fill(GSTIN);
  await page.getByLabel("Business name", { exact: true }).fill(BUSINESS);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thank-you$/, SLOW);
  const order = await fetchOrder(customer, await shownOrderId(page));

  const operations = await createStaff("operations");
  for (const to of ["CONFIRMED", "PACKED"]) {
    const moved = await callApi("POST", `/admin/orders/${order.orderId}/status`, {
      token: operations.token,
      body: { to },
    });
    expect(moved.status, moved.message).toBe(200);
  }
  const shipped = await callApi("POST", `/admin/orders/${order.orderId}/ship`, {
    token: operations.token,
    body: { length: 60, breadth: 40, height: 30, weight: 7 },
  });
  expect(shipped.status, shipped.message).toBe(200);

  await page.goto(`/my-account/orderDetails/${order._id}`);
  await page
    .getByRole("region", { name: "Tax invoice and credit notes" })
    .getByRole("link", { name: /^Tax invoice / })
    .click();
  const invoice = page.getByRole("region", { name: /^Tax invoice / });
  await expect(
    invoice.locator("dt", { hasText: /^Place of supply$/ }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText("Maharashtra (27)");
  await expect(invoice.locator("dt", { hasText: /^Tax$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    /IGST/,
  );
  await expect(invoice.getByRole("columnheader", { name: "IGST" })).toBeVisible();
  await expect(invoice.getByRole("columnheader", { name: "CGST" })).toHaveCount(0);
  await expect(invoice.locator("address").nth(1)).toContainText(BUSINESS);
  await expect(invoice.locator("address").nth(1)).toContainText(`GSTIN: ${GSTIN}`);
  await expectNoAxeViolations(page);

  // Staff see the same invoice from the order's page.
  await signInStaffBrowser(context, operations);
  await page.goto(`/admin/orders/${order.orderId}`);
  await page
    .getByRole("region", { name: "Tax invoice and credit notes" })
    .getByRole("link", { name: /^Tax invoice / })
    .click();
  await expect(
    page
      .getByRole("region", { name: /^Tax invoice / })
      .locator("address")
      .nth(1),
  ).toContainText(`GSTIN: ${GSTIN}`);
});
