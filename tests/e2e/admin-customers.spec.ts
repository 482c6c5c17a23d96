import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { formatPrice } from "~/lib/format";
import { callApi, ordersOf, placeOrder, roomiestPlainProduct } from "./support/session";
import { mobileLoginForm, registeredCustomer } from "./support/sign-in";
import { createStaff, signInStaffBrowser, toast, staffPage } from "./support/staff";

test.describe.configure({ timeout: 90_000 });

const ACCOUNT_DISABLED = "This account has been disabled. Please contact us.";

/** A registered shopper of their own (name, mobile, email, password) with one cash-on-delivery order. */
async function shopperWithOrder(request: APIRequestContext) {
  const shopper = await registeredCustomer(request, { tag: "admin-customers" });
  const signedIn = await callApi<{ token: string }>("POST", "/customers/loginWithPassword", {
    body: { email: shopper.email, password: shopper.password },
  });
  expect(signedIn.status, signedIn.message).toBe(200);
  const customer = { ...shopper, token: signedIn.body.token };
  const product = await roomiestPlainProduct();
  const { orderId } = await placeOrder(customer, [{ product: product._id, quantity: 1 }]);
  const [order] = await ordersOf(customer);
  return { ...customer, orderId, total: order.totalAmount as number };
}

/** The customers list, searched the way staff type into it. */
async function search(page: Page, q: string) {
  await page.goto("/admin/customers");
  await page.getByLabel("Mobile, email or name", { exact: true }).fill(q);
  await page.getByRole("button", { name: "Show customers" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === q);
}

test.describe("customers in the back office", () => {
  test("operations finds a shopper by mobile and by email, sees their order, disables them after confirming, and enables them again", async ({
    page,
    context,
    request,
    browser,
  }, testInfo) => {
    const shopper = await shopperWithOrder(request);
    const operations = await createStaff("operations", "Oma Operations");
    await signInStaffBrowser(context, operations);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customers");

    // A demo customer (api/src/db/seed/people.ts), by mobile and by email.
    for (const q of ["9000011001", "Ananya.Iyer@demo.woodnest.example"]) {
      await search(page, q);
      await expect(page.getByRole("table").getByRole("row").filter({ hasText: "9000011001" })).toContainText(
        "Ananya Iyer",
      );
      await expect(page.getByRole("heading", { name: "1 customer" })).toBeVisible();
    }

    await search(page, shopper.mobile);
    const rows = page.getByRole("table").getByRole("row").filter({ hasText: shopper.mobile });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(shopper.email);
    await search(page, shopper.email.toUpperCase());
    await expect(page.getByRole("heading", { name: "1 customer" })).toBeVisible();
    await page.getByRole("link", { name: "Asha Verma" }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asha Verma");
    const order = page.getByRole("table").getByRole("row").filter({ hasText: shopper.orderId });
    await expect(order).toContainText("Order placed");
    await expect(order).toContainText("Cash on delivery, pending");
    // Money as the shop writes it.
    await expect(order).toContainText(formatPrice(shopper.total));
    await expect(page.getByText("0 products")).toBeVisible();

    // The confirmation is a page of its own, so it works without JavaScript; a reason is required.
    await page.getByRole("link", { name: "Disable account…" }).click();
    await expect(page).toHaveURL(/\?confirm=disable$/);
    const confirm = page.getByRole("group", { name: "Disable Asha Verma's account?" });
    await confirm.getByRole("button", { name: "Yes, disable the account" }).click();
    await expect(toast(page)).toContainText("Reason is a required field");
    await expect(confirm.getByLabel("Reason", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await confirm.getByLabel("Reason", { exact: true }).fill("Repeated fake cash-on-delivery orders");
    await confirm.getByRole("button", { name: "Yes, disable the account" }).click();
    await expect(toast(page)).toContainText("Asha Verma's account is disabled: they are signed out and cannot sign in");
    await expect(page.getByText("Repeated fake cash-on-delivery orders")).toBeVisible();

    // Signed out at once, and the shop's login refuses them.
    expect((await callApi("GET", "/customers/profile", { token: shopper.token })).status).toBe(401);
    const shop = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
    const shopPage = await shop.newPage();
    await shopPage.goto("/login");
    await mobileLoginForm(shopPage).getByLabel("Mobile").fill(shopper.mobile);
    await mobileLoginForm(shopPage).getByRole("button", { name: "Login" }).click();
    await expect(shopPage.getByText(ACCOUNT_DISABLED).first()).toBeVisible();
    await expect(shopPage).toHaveURL(/\/login/);

    // The owner reads the change in the audit log.
    const owner = await staffPage(
      browser,
      await createStaff("owner", "Ola Owner"),
      testInfo.project.use.javaScriptEnabled,
    );
    await owner.page.goto("/admin/audit?action=customer.disable");
    const entry = owner.page
      .getByRole("table", { name: /changes?$/ })
      .getByRole("row")
      .filter({ has: owner.page.getByRole("link", { name: `Asha Verma · ${shopper.mobile}` }) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText("Oma Operations");
    await expect(entry.getByRole("row", { name: /^Status/ })).toContainText(/active\s*disabled/);
    await expect(entry).toContainText("Repeated fake cash-on-delivery orders");
    await owner.context.close();

    await page.getByRole("link", { name: "Enable account…" }).click();
    const enable = page.getByRole("group", { name: "Enable Asha Verma's account?" });
    await enable.getByLabel("Reason", { exact: true }).fill("Spoke to the customer");
    await enable.getByRole("button", { name: "Yes, enable the account" }).click();
    await expect(toast(page)).toContainText("Asha Verma's account is enabled");
    await expect(page.getByRole("link", { name: "Disable account…" })).toBeVisible();
    const again = await callApi("POST", "/customers/loginWithPassword", {
      body: { email: shopper.email, password: shopper.password },
    });
    expect(again.status, again.message).toBe(200);
    await shop.close();
  });

  test("a catalogue member gets no Customers link and a 403 page", async ({ page, context }) => {
    await signInStaffBrowser(context, await createStaff("catalogue"));
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Customers" })).toHaveCount(0);
    const answer = await page.goto("/admin/customers");
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  });

  test("the screens have no axe violations", async ({ page, context, request }) => {
    const shopper = await shopperWithOrder(request);
    const owner = await createStaff("owner");
    const [row] = (
      await callApi<{ _id: string }[]>("GET", `/admin/customers?q=${shopper.mobile}`, { token: owner.token })
    ).body;
    await signInStaffBrowser(context, owner);
    for (const path of [
      "/admin/customers",
      `/admin/customers?q=${shopper.mobile}`,
      `/admin/customers/${row._id}`,
      `/admin/customers/${row._id}?confirm=disable`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused reason, shown by its field.
    await page.getByRole("button", { name: "Yes, disable the account" }).click();
    await expect(page.getByLabel("Reason", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the customers list and a customer's orders become rows that fit", async ({ page, context, request }) => {
    const shopper = await shopperWithOrder(request);
    await signInStaffBrowser(context, await createStaff("operations"));
    await page.goto(`/admin/customers?q=${shopper.mobile}`);
    await page.getByRole("link", { name: "Asha Verma" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asha Verma");
    for (const path of [`/admin/customers?q=${shopper.mobile}`, page.url()]) {
      await page.goto(path);
      const table = page.getByRole("table");
      await expect(table).toBeVisible();
      expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });
});
