import type { Page } from "@playwright/test";
import {
  PRODUCTS,
  SLOW,
  cartWith,
  expect,
  fetchOrder,
  fillAddress,
  ours,
  placeOrderButton,
  shownFigure,
  shownOrderId,
  test,
} from "./support/checkout";
import { tabTo, typeInto } from "./support/keyboard";
import { callApi, productBySlug } from "./support/session";
import { createStaff, signInStaffBrowser, toast, staffPage } from "./support/staff";

// A staff sign-in and a checkout each take several calls; the machine is shared.
test.describe.configure({ timeout: 120_000 });

/** A code of this run and project, so the two projects' coupons never meet. */
const newCode = (tag: string) =>
  `${tag}${Date.now().toString(36).toUpperCase()}${test.info().project.name === "js-disabled" ? "N" : "J"}`;

/** The new coupon's form, filled as a member of staff types it (the start date is today). */
async function fillNewCoupon(
  page: Page,
  fields: { code: string; value: string; minimum: string; perCustomer: string },
) {
  await page.getByLabel("Code", { exact: true }).fill(fields.code);
  await page.getByLabel("Discount type", { exact: true }).selectOption({ label: "Rupees off (flat)" });
  await page.getByLabel("Value", { exact: true }).fill(fields.value);
  await page.getByLabel("Minimum order (Rs)", { exact: true }).fill(fields.minimum);
  await page.getByLabel("Uses per customer", { exact: true }).fill(fields.perCustomer);
}

test.describe("coupons in the back office", () => {
  test("catalogue staff create a flat Rs 500 coupon; a shopper uses it once, the coupon's page shows the use, and a second order is refused", async ({
    page,
    customer,
    browser,
    javaScriptEnabled,
  }) => {
    const code = newCode("WN");
    const staff = await staffPage(browser, await createStaff("catalogue", "Kiran Catalogue"), javaScriptEnabled);
    const admin = staff.page;
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Coupons" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Coupons");
    await admin.getByRole("link", { name: "New coupon" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("New coupon");

    // A flat discount as large as the minimum order is refused by its field, keeping what was typed.
    await fillNewCoupon(admin, { code: code.toLowerCase(), value: "5000", minimum: "5,000", perCustomer: "1" });
    await admin.getByRole("button", { name: "Create coupon" }).click();
    const value = admin.getByLabel("Value", { exact: true });
    await expect(admin.getByText("A flat discount must be less than the minimum order (Rs 5,000)")).toBeVisible();
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await expect(admin.getByLabel("Code", { exact: true })).toHaveValue(code.toLowerCase());
    await expect(admin.getByLabel("Uses per customer", { exact: true })).toHaveValue("1");

    await value.fill("500");
    await admin.getByRole("button", { name: "Create coupon" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Coupon ${code}`);
    await expect(toast(admin)).toContainText(`Coupon ${code} created`);
    await expect(admin.getByTestId("coupon-status")).toHaveText("Active");
    await expect(admin.getByTestId("coupon-uses")).toHaveText("0 (no limit)");

    // The shopper: a cart of at least Rs 5,000, the coupon applied at checkout, the order placed.
    const slug = ours(PRODUCTS.plenty);
    const quantity = Math.ceil(5_000 / (await productBySlug(slug)).sellingPrice);
    await cartWith(page, customer, slug, quantity);
    await page.goto("/checkout");
    await page.getByLabel("Coupon code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(shownFigure(page, "Discount")).toHaveText("- Rs 500");
    await fillAddress(page);
    await placeOrderButton(page).click();
    await expect(page).toHaveURL(/\/thank-you$/, SLOW);
    const orderId = await shownOrderId(page);
    expect(await fetchOrder(customer, orderId)).toMatchObject({ couponCode: code, discountWithCoupon: 500 });

    // The back office counts it.
    await admin.reload();
    await expect(admin.getByTestId("coupon-uses")).toHaveText("1 (no limit)");
    await expect(admin.getByTestId("coupon-customers")).toHaveText("1, each at most once");
    await expect(admin.getByRole("table").getByRole("row", { name: new RegExp(orderId) })).toContainText("Rs 500");
    // A used coupon cannot be deleted: the page says so and offers no delete.
    await expect(
      admin.getByText("1 order names this coupon, so it cannot be deleted: deactivate it instead."),
    ).toBeVisible();
    await admin.goto(`/admin/coupons?q=${code}`);
    await expect(admin.getByRole("table").getByRole("row", { name: new RegExp(code) })).toContainText("1 (no limit)");

    // The same shopper's next order is refused the coupon with the checkout's message.
    await cartWith(page, customer, slug, quantity);
    await page.goto("/checkout");
    await page.getByLabel("Coupon code").fill(code);
    await page.getByRole("button", { name: "Apply coupon" }).click();
    await expect(page.getByRole("main").getByText("You have already used this coupon")).toBeVisible();
    await expect(shownFigure(page, "Discount")).toHaveText("Rs 0");
    await staff.context.close();
  });

  test("two staff edit one coupon: the second save is refused, saying who changed what, and keeps what was typed", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const code = newCode("TWO");
    const first = await staffPage(browser, await createStaff("catalogue", "Asha First"), javaScriptEnabled);
    const second = await staffPage(browser, await createStaff("owner", "Bela Second"), javaScriptEnabled);
    await first.page.goto("/admin/coupons/new");
    await fillNewCoupon(first.page, { code, value: "300", minimum: "3000", perCustomer: "" });
    await first.page.getByRole("button", { name: "Create coupon" }).click();
    await expect(first.page.getByRole("heading", { level: 1 })).toHaveText(`Coupon ${code}`);

    // Both have the edit form open.
    await second.page.goto(`/admin/coupons/${code}`);
    await first.page.getByLabel("Value", { exact: true }).fill("400");
    await first.page.getByRole("button", { name: "Save coupon" }).click();
    await expect(toast(first.page)).toContainText(`Coupon ${code} saved`);

    const description = second.page.getByLabel("Description", { exact: true });
    await description.fill("Bela's festive words");
    await second.page.getByLabel("Usage limit", { exact: true }).fill("50");
    await second.page.getByRole("button", { name: "Save coupon" }).click();
    const refusal = second.page.getByRole("alert");
    await expect(refusal).toContainText(
      /Asha First \(.+\) saved this coupon at .+, changing value, after you opened it\./,
    );
    await expect(refusal).toContainText("Nothing you typed was saved; it is still in the form.");
    await expect(description).toHaveValue("Bela's festive words");
    await expect(second.page.getByLabel("Usage limit", { exact: true })).toHaveValue("50");
    await expect(second.page.getByLabel("Value", { exact: true })).toHaveValue("300");

    // Having read whose change it replaces, the second saves again and it goes through.
    await second.page.getByRole("button", { name: "Save coupon" }).click();
    await expect(toast(second.page)).toContainText(`Coupon ${code} saved`);
    await expect(second.page.getByLabel("Description", { exact: true })).toHaveValue("Bela's festive words");
    await first.context.close();
    await second.context.close();
  });

  test("an unused coupon is deactivated and deleted after confirming", async ({ browser, javaScriptEnabled }) => {
    const code = newCode("DEL");
    const staff = await staffPage(browser, await createStaff("catalogue"), javaScriptEnabled);
    const admin = staff.page;
    await admin.goto("/admin/coupons/new");
    await fillNewCoupon(admin, { code, value: "100", minimum: "", perCustomer: "" });
    await admin.getByRole("button", { name: "Create coupon" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Coupon ${code}`);

    await admin.getByRole("link", { name: "Deactivate coupon…" }).click();
    await admin.getByRole("button", { name: "Yes, deactivate it" }).click();
    await expect(toast(admin)).toContainText(`Coupon ${code} is deactivated`);
    await expect(admin.getByTestId("coupon-status")).toHaveText("Inactive");

    await admin.getByRole("link", { name: "Delete coupon…" }).click();
    await expect(admin.getByRole("heading", { name: `Delete ${code}?` })).toBeVisible();
    await admin.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Coupons");
    await expect(toast(admin)).toContainText(`Coupon ${code} deleted`);
    await admin.goto(`/admin/coupons?q=${code}`);
    await expect(admin.getByText("No coupons match these filters.")).toBeVisible();
    await staff.context.close();
  });
});

test.describe("by keyboard alone", () => {
  test("a coupon is made and deactivated", async ({ browser, javaScriptEnabled }) => {
    const code = newCode("KEY");
    const staff = await staffPage(browser, await createStaff("catalogue"), javaScriptEnabled);
    const admin = staff.page;
    await admin.goto("/admin/coupons");
    await tabTo(admin, admin.getByRole("link", { name: "New coupon" }));
    await admin.keyboard.press("Enter");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("New coupon");
    await typeInto(admin, "Code", code);
    await typeInto(admin, "Value", "250");
    await tabTo(admin, admin.getByRole("button", { name: "Create coupon" }));
    await admin.keyboard.press("Enter");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Coupon ${code}`);

    await tabTo(admin, admin.getByRole("link", { name: "Deactivate coupon…" }));
    await admin.keyboard.press("Enter");
    await tabTo(admin, admin.getByRole("button", { name: "Yes, deactivate it" }));
    await admin.keyboard.press("Enter");
    await expect(admin.getByTestId("coupon-status")).toHaveText("Inactive");
    await staff.context.close();
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the coupon list becomes rows that fit, and the forms fit too", async ({ page, context }) => {
    const code = newCode("PH");
    const staff = await createStaff("catalogue");
    const created = await callApi("POST", "/admin/coupons", {
      token: staff.token,
      body: {
        code,
        discountType: "PERCENTAGE",
        discount: 10,
        validFromDate: "2026-01-01",
        usageLimit: 100,
        isActive: true,
      },
    });
    expect(created.status, created.message).toBe(200);
    await signInStaffBrowser(context, staff);
    for (const path of [`/admin/coupons?q=${code}`, `/admin/coupons/${code}`, "/admin/coupons/new"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await page.goto(`/admin/coupons?q=${code}`);
    const table = page.getByRole("table");
    expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
    await expect(table.getByRole("row", { name: new RegExp(code) })).toContainText("0 of 100");
  });
});
