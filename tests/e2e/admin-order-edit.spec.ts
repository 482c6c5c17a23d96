import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { outboxTo } from "./support/outbox";
import { paidPrepaidOrder } from "./support/prepaid";
import { DELHI_ADDRESS, callApi, createCustomer, productBySlug } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { definition } from "./support/page-parts";

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

test("an order's address and a line's colour are changed before shipping, and the surplus is refunded through the gateway", async ({
  page,
  context,
}) => {
  const choice = ours();
  const product = await productBySlug(choice.slug);
  const from = product.colors.find((c) => c.color.slug === choice.from);
  const to = product.colors.find((c) => c.color.slug === choice.to);
  if (!from || !to) throw new Error(`${choice.slug} is sold in ${choice.from} and ${choice.to}`);
  const order = await paidPrepaidOrder(await createCustomer(), 1, [
    { product: product._id, productColor: from._id, quantity: 1 },
  ]);
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
    .poll(
      async () =>
        (await callApi("GET", `/admin/orders/${order.orderId}/refunds`, { token: operations.token })).body
          .paymentStatus,
      { timeout: 30_000 },
    )
    .toBe("PARTIALLY_REFUNDED");
  const refunds = await callApi<{ refunds: { amount: number; kind: string; status: string }[] }>(
    "GET",
    `/admin/orders/${order.orderId}/refunds`,
    { token: operations.token },
  );
  expect(refunds.body.refunds).toEqual([expect.objectContaining({ amount: 1000, kind: "edit", status: "processed" })]);
});

test("a shortfall an edit leaves is asked for with a payment link, and once the shopper pays it the order can be packed", async ({
  page,
  context,
}) => {
  const customer = await createCustomer();
  const order = await paidPrepaidOrder(customer, 1);
  const operations = await createStaff("operations", "Bala Balance");
  // One more unit, made through the API: this test is about what comes after the edit.
  const view = await callApi<{
    version: number;
    shippingAddress: Record<string, unknown>;
    lines: { line: string; variant: string; quantity: number }[];
  }>("GET", `/admin/orders/${order.orderId}/edit`, { token: operations.token });
  const edited = await callApi<{ balanceDue: number }>("POST", `/admin/orders/${order.orderId}/edit`, {
    token: operations.token,
    body: {
      ...view.body.shippingAddress,
      version: view.body.version,
      lines: view.body.lines.map((l) => ({
        line: l.line,
        variant: l.variant,
        quantity: l.quantity + 1,
        remove: false,
      })),
    },
  });
  expect(edited.status, edited.message).toBe(200);
  expect(edited.body.balanceDue).toBeGreaterThan(0);
  const due = `Rs ${edited.body.balanceDue.toLocaleString("en-IN")}`;

  await signInStaffBrowser(context, operations);
  await page.goto(`/admin/orders/${order.orderId}`);
  await expect(page.getByText(`${due} is due from the shopper after an edit`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Send a payment link by").selectOption("sms");
  await page.getByRole("button", { name: "Send payment link" }).click();
  // It goes to the delivery address's mobile, which the shared test address gives every order: this order's message is the one naming it.
  await expect(toast(page)).toContainText(
    `Payment link for ${due} on order ${order.orderId} sent by SMS to ${DELHI_ADDRESS.mobile}`,
  );

  const message = (await outboxTo(DELHI_ADDRESS.mobile)).find((m) =>
    m.body.includes(`for order ${order.orderId} here: `),
  );
  const path = /\/pay\/\S+?(?=\s|$|\))/.exec(message?.body ?? "")?.[0] ?? "";
  expect(path, message?.body).toMatch(/^\/pay\//);
  await context.clearCookies();
  await page.goto(path);
  await expect(page.getByText(`Balance to pay: ${due}`)).toBeVisible();
  await page.getByRole("button", { name: /^Pay Rs/ }).click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your payment is received");

  const after = await callApi<{ balanceDue: number }>("GET", `/admin/orders/${order.orderId}`, {
    token: operations.token,
  });
  expect(after.body.balanceDue).toBe(0);
  expect(
    (
      await callApi("POST", `/admin/orders/${order.orderId}/status`, {
        token: operations.token,
        body: { to: "CONFIRMED" },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await callApi("POST", `/admin/orders/${order.orderId}/status`, {
        token: operations.token,
        body: { to: "PACKED" },
      })
    ).status,
  ).toBe(200);
});
