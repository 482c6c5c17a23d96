import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { deliveredCodOrder, packedCodOrder } from "./support/orders";
import { callApi, signInBrowser } from "./support/session";
import { createStaff, staffPage } from "./support/staff";
import { javaScriptOn } from "./support/javascript";
import { definition } from "./support/page-parts";

// Staff sign in with a fresh authenticator code, and orders go through the courier: slower than most.
test.describe.configure({ timeout: 120_000 });

const INVOICE_NUMBER = /^Tax invoice [A-Z0-9]{1,3}\/\d\d-\d\d\/\d{6}$/;
const CREDIT_NOTE_NUMBER = /^Credit note [A-Z0-9]{1,3}\/\d\d-\d\d\/C\d{5}$/;

/** What every printed GST document shows, checked on its own page. */
async function expectTaxDocument(page: Page, heading: RegExp) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  const doc = page.getByRole("region", { name: heading });
  await expect(definition(doc, "Place of supply")).toHaveText("Delhi (07)");
  await expect(definition(doc, "Tax")).toHaveText("Within the state: CGST and SGST");
  await expect(doc.locator("address").first()).toContainText(/GSTIN: \d\d[A-Z0-9]{13}/);
  await expect(doc.locator("address").nth(1)).toContainText("Asha Verma");
  await expect(doc.getByRole("columnheader", { name: "HSN/SAC" })).toBeVisible();
  await expect(doc.getByRole("columnheader", { name: "CGST" })).toBeVisible();
  await expect(definition(doc, "In words")).toHaveText(/^Rupees .+ Only$/);
  if (javaScriptOn()) await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  else await expect(page.getByText("use your browser's print")).toBeVisible();
  return doc;
}

/** Downloads the document's PDF from its page's link: a PDF file named after the number. */
async function expectPdfDownload(page: Page) {
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const number = title.replace(/^(Tax invoice|Credit note) /, "");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download PDF of ${title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number.replaceAll("/", "-")}.pdf`);
  const file = await readFile((await download.path()) ?? "");
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
}

test("staff ship an order; the shopper's My Account shows its tax invoice, printable and as a PDF", async ({
  page,
  context,
  browser,
}) => {
  const operations = await createStaff("operations", "Ila Invoices");
  const order = await packedCodOrder(operations);
  await signInBrowser(context, order.shopper);

  await page.goto(`/my-account/orderDetails/${order._id}`);
  const documents = page.getByRole("region", { name: "Tax invoice and credit notes" });
  await expect(documents).toContainText("Your GST tax invoice is issued when your order ships.");
  // Until it ships the order offers its summary to print, called so, and no invoice (issue 30).
  const actions = page.getByRole("group", { name: `What you can do with order ${order.orderId}` });
  await expect(actions.getByRole(javaScriptOn() ? "button" : "link", { name: "Print order summary" })).toBeVisible();
  await expect(actions.getByRole("link", { name: INVOICE_NUMBER })).toHaveCount(0);
  await expect(page.getByText("Print invoice")).toHaveCount(0);

  const staff = await staffPage(browser, operations);
  try {
    await staff.page.goto(`/admin/orders/${order.orderId}/ship`);
    for (const [label, value] of [
      ["Length (cm)", "120"],
      ["Breadth (cm)", "60"],
      ["Height (cm)", "45"],
      ["Weight (kg)", "18.5"],
    ]) {
      await staff.page.getByLabel(label, { exact: true }).fill(value);
    }
    await staff.page.getByRole("button", { name: "Ship with the courier" }).click();
    await expect(staff.page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId} is shipped`);
    await staff.page.goto(`/admin/orders/${order.orderId}`);
    const staffLink = staff.page
      .getByRole("region", { name: "Tax invoice and credit notes" })
      .getByRole("link", { name: INVOICE_NUMBER });
    await staffLink.click();
    await expectTaxDocument(staff.page, INVOICE_NUMBER);
    await expectNoAxeViolations(staff.page);
  } finally {
    await staff.context.close();
  }

  await page.reload();
  const link = documents.getByRole("link", { name: INVOICE_NUMBER });
  await expect(link).toBeVisible();
  await expect(documents.getByRole("link", { name: /^Download PDF of Tax invoice / })).toBeVisible();
  // Shipped, the order offers its tax invoice first among its buttons, and its PDF.
  const offered = actions.getByRole("link", { name: INVOICE_NUMBER });
  await expect(offered).toHaveAttribute("href", (await link.getAttribute("href")) ?? "");
  await expect(actions.getByRole("link", { name: /^Download PDF of Tax invoice / })).toBeVisible();
  await expectNoAxeViolations(page);
  await offered.click();
  const invoice = await expectTaxDocument(page, INVOICE_NUMBER);
  await expectPdfDownload(page);
  await expect(definition(invoice, "Total invoice value")).toHaveText(new RegExp(`^Rs [\\d,]+\\.\\d\\d$`));
  await expectNoAxeViolations(page);
  // From a small phone the lines scroll in their own box; the page is no wider than the screen.
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // On paper only the invoice is left: the shop's header and the buttons go.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to order details" })).toBeHidden();
  await expect(invoice).toBeVisible();
});

test("the credit note of a returned order shows with the order, to the shopper and to staff, and downloads", async ({
  page,
  context,
  browser,
}) => {
  const operations = await createStaff("operations", "Rohan Returns");
  const order = await deliveredCodOrder(operations, 1);
  const lines = (await callApi("GET", `/customerOrders/${order._id}/returns`, { token: order.shopper.token })).body
    .lines;
  const asked = await callApi("POST", `/customerOrders/${order._id}/returns`, {
    token: order.shopper.token,
    body: { lines: [{ orderItemId: lines[0].orderItemId, quantity: 1 }], reason: "damaged", refundTo: "asha@okaxis" },
  });
  expect(asked.status, asked.message).toBe(200);
  const parcel = { length: 60, breadth: 40, height: 30, weight: 7 };
  for (const [step, body] of [
    ["approve", { ...parcel, note: "Pickup booked" }],
    ["receive", { resaleable: [] }],
    ["refund-paid", { reference: "UTR4455667788" }],
  ] as const) {
    const done = await callApi("POST", `/admin/returns/${asked.body._id}/${step}`, { token: operations.token, body });
    expect(done.status, `${step}: ${done.message}`).toBe(200);
  }

  await signInBrowser(context, order.shopper);
  await page.goto(`/my-account/orderDetails/${order._id}`);
  const documents = page.getByRole("region", { name: "Tax invoice and credit notes" });
  const invoiceNumber = ((await documents.getByRole("link", { name: INVOICE_NUMBER }).textContent()) ?? "").replace(
    "Tax invoice ",
    "",
  );
  await documents.getByRole("link", { name: CREDIT_NOTE_NUMBER }).click();
  const note = await expectTaxDocument(page, CREDIT_NOTE_NUMBER);
  await expect(definition(note, "Against invoice")).toHaveText(invoiceNumber);
  await expect(note.getByRole("cell", { name: order.product.name })).toBeVisible();
  await expectPdfDownload(page);
  await expectNoAxeViolations(page);

  const staff = await staffPage(browser, operations);
  try {
    await staff.page.goto(`/admin/orders/${order.orderId}`);
    await staff.page
      .getByRole("region", { name: "Tax invoice and credit notes" })
      .getByRole("link", { name: CREDIT_NOTE_NUMBER })
      .click();
    await expect(definition(await expectTaxDocument(staff.page, CREDIT_NOTE_NUMBER), "Against invoice")).toHaveText(
      invoiceNumber,
    );
    await expectPdfDownload(staff.page);
    await expectNoAxeViolations(staff.page);
  } finally {
    await staff.context.close();
  }
});
