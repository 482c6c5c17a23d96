import { expect, test } from "./support/fixtures";
import { tabTo, typeInto } from "./support/keyboard";
import { outboxTo } from "./support/outbox";
import { callApi, createCustomer, roomiestPlainProduct, uniqueMobile } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

const DELIVERY = { Address: "14 Janpath Lane", "Town/City": "New Delhi", State: "Delhi", Pincode: "110001" };

test.describe("orders taken by phone (draft orders)", () => {
  test("a phone order for a new customer, paid by the customer through the payment link on the sandbox gateway", async ({
    page,
    context,
  }) => {
    const operations = await createStaff("operations");
    const product = await roomiestPlainProduct();
    const mobile = uniqueMobile();
    await signInStaffBrowser(context, operations);

    await page.goto("/admin/orders");
    await page.getByRole("link", { name: "Take an order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Take an order");
    await page.getByLabel("Customer's mobile").fill(mobile);
    await page.getByRole("button", { name: "Find customer" }).click();
    await expect(page.getByRole("heading", { name: "New customer" })).toBeVisible();
    await page.getByLabel("First name").fill("Meera");
    await page.getByLabel("Last name (optional)").fill("Iyer");
    await page.getByLabel("Email", { exact: true }).fill(`meera.${mobile}@example.in`);
    await page.getByRole("button", { name: "Add customer and start the order" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order for Meera Iyer");

    await page.getByLabel("Product name or sku").fill(product.name);
    await page.getByRole("button", { name: "Find products" }).click();
    await page
      .getByRole("button", { name: `Add ${product.name}` })
      .first()
      .click();
    await expect(toast(page)).toContainText("Draft saved");
    await expect(page.getByRole("table").getByRole("rowheader")).toContainText(product.name);

    // A pincode the shop does not deliver to is refused beside its field, and what was typed stays.
    for (const [label, value] of Object.entries({ ...DELIVERY, Pincode: "999999" }))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Deliver to this address" }).click();
    await expect(page.getByLabel("Pincode", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(DELIVERY.Address);
    await page.getByLabel("Pincode", { exact: true }).fill(DELIVERY.Pincode);
    await page.getByRole("button", { name: "Deliver to this address" }).click();
    await expect(page.getByText("14 Janpath Lane").first()).toBeVisible();

    await page.getByLabel("Send by").selectOption("sms");
    await page.getByRole("button", { name: "Send payment link" }).click();
    await expect(toast(page)).toContainText(`to ${mobile}`);
    const orderId = (await page.getByRole("link", { name: /^Order FS/ }).textContent())?.replace("Order ", "") ?? "";

    // The customer's side: the link from the SMS, the gateway's hosted page, Pay.
    const [message] = await outboxTo(mobile);
    const path = /\/pay\/\S+?(?=\s|$|\))/.exec(message.body)?.[0] ?? "";
    expect(path, message.body).toMatch(/^\/pay\//);
    await context.clearCookies();
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay for order ${orderId}`);
    await page.getByRole("button", { name: /^Pay Rs/ }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your payment is received");

    const order = await callApi("GET", `/admin/orders/${orderId}`, { token: operations.token });
    expect(order.body).toMatchObject({
      orderStatus: "ORDERPLACED",
      takenBy: operations.name,
      payment: { method: "Prepaid", status: "PAID" },
    });
  });

  test("keyboard only: a phone order for a customer with an account, placed as cash on delivery", async ({
    page,
    context,
  }) => {
    const operations = await createStaff("operations");
    const customer = await createCustomer({ firstName: "Kabir", lastName: "Rao" });
    const product = await roomiestPlainProduct();
    await signInStaffBrowser(context, operations);

    await page.goto("/admin/orders/new");
    await typeInto(page, "Customer's mobile", customer.mobile);
    await page.keyboard.press("Enter");
    const start = page.getByRole("button", { name: "Start an order for Kabir Rao" });
    await expect(start).toBeVisible();
    await tabTo(page, start);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order for Kabir Rao");

    await typeInto(page, "Product name or sku", product.name);
    await page.keyboard.press("Enter");
    const add = page.getByRole("button", { name: `Add ${product.name}` }).first();
    await expect(add).toBeVisible();
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Draft saved");

    // Signed up by mobile alone, the customer has no email yet: the address needs one.
    for (const [label, value] of Object.entries({ ...DELIVERY, Email: `kabir.${customer.mobile}@example.in` }))
      await typeInto(page, label, value);
    await tabTo(page, page.getByRole("button", { name: "Deliver to this address" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("14 Janpath Lane").first()).toBeVisible();

    await tabTo(page, page.getByRole("button", { name: "Place as cash on delivery" }), { max: 250 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Order FS/);
    await expect(page.getByText(`Taken by ${operations.name}.`)).toBeVisible();
  });

  test("a draft is deleted only once the question is answered, and a way back keeps it", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const mobile = uniqueMobile();
    const started = await callApi<{ id: string }>("POST", "/admin/draft-orders", {
      token: operations.token,
      body: { firstName: "Ravi", lastName: "Menon", mobile, email: `ravi.${mobile}@example.in` },
    });
    expect(started.status, started.message).toBe(200);
    await signInStaffBrowser(context, operations);

    await page.goto(`/admin/orders/drafts/${started.body.id}`);
    await page.getByRole("link", { name: "Delete draft…" }).click();
    await expect(page.getByRole("group", { name: "Delete this draft order?" })).toContainText(
      "It holds no stock; nothing else changes.",
    );
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("link", { name: "Delete draft…" })).toBeVisible();

    await page.getByRole("link", { name: "Delete draft…" }).click();
    await page.getByRole("button", { name: "Yes, delete the draft" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Draft orders");
    await expect(toast(page)).toContainText("Draft deleted");
    await expect(page.locator(`a[href="/admin/orders/drafts/${started.body.id}"]`)).toHaveCount(0);
  });
});
