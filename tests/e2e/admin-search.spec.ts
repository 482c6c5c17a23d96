import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createCustomer, placeOrder, roomiestPlainProduct } from "./support/session";
import { createStaff, signInStaffBrowser } from "./support/staff";

// A staff account is made through invitations and the test places an order: slower than the default.
test.describe.configure({ timeout: 120_000 });

/** A shopper with a name no other has, and one order of theirs. */
async function shopperWithOrder() {
  // Letters only (a name takes no digits), from the clock: a name no other run has.
  const lastName = `Searchable${Date.now()
    .toString()
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)])}`;
  const customer = await createCustomer({ firstName: "Kavya", lastName });
  const product = await roomiestPlainProduct();
  const order = await placeOrder(customer, [{ product: product._id, quantity: 1 }]);
  return { customer, lastName, order, product };
}

/** Searches from the header's box: typed and sent with Enter, with or without JavaScript. */
async function searchFromHeader(page: Page, q: string) {
  const box = page.getByRole("search", { name: "Back office" }).getByRole("searchbox");
  await box.fill(q);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
}

for (const width of [320, 1366]) {
  test.describe(`the back office's one search box at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("finds orders, products and customers by kind, with counts and links; a kind found in none says so", async ({
      page,
      context,
    }) => {
      const { customer, lastName, order, product } = await shopperWithOrder();
      const owner = await createStaff("owner");
      await signInStaffBrowser(context, owner);
      await page.goto("/admin");

      await searchFromHeader(page, customer.mobile);
      const orders = page.getByRole("region", { name: `1 order matches “${customer.mobile}”` });
      await expect(orders.getByRole("link", { name: order.orderId })).toHaveAttribute(
        "href",
        `/admin/orders/${order.orderId}`,
      );
      await expect(page.getByRole("region", { name: `1 customer matches “${customer.mobile}”` })).toContainText(
        `Kavya ${lastName}`,
      );
      await expect(page.getByRole("heading", { name: `No products match “${customer.mobile}”` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);

      // A customer by part of their name, from the page's own box.
      const pageBox = page.getByRole("main").getByRole("searchbox");
      await pageBox.fill(lastName.toLowerCase());
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      const customers = page.getByRole("region", { name: `1 customer matches “${lastName.toLowerCase()}”` });
      await customers.getByRole("link", { name: `Kavya ${lastName}` }).click();
      await expect(page).toHaveURL(/\/admin\/customers\/[^/]+$/);

      // A product by its name: listed with a link to its screen.
      await page.goto(`/admin/search?${new URLSearchParams({ q: product.name })}`);
      const products = page.getByRole("region", { name: /products? match/ });
      await expect(products.getByRole("link", { name: product.name }).first()).toHaveAttribute(
        "href",
        `/admin/products/${product._id}`,
      );
      await expectNoAxeViolations(page);

      // A refused search shows its message by the field.
      await page.goto(`/admin/search?q=${"9".repeat(101)}`);
      await expect(page.getByRole("main").getByRole("searchbox")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
    });
  });
}

test("each role searches only the kinds it may open", async ({ page, context }) => {
  const { customer } = await shopperWithOrder();
  const catalogue = await createStaff("catalogue");
  await signInStaffBrowser(context, catalogue);
  await page.goto("/admin");
  const box = page.getByRole("search", { name: "Back office" });
  await expect(box.getByRole("searchbox", { name: "Product name or SKU" })).toBeVisible();
  await expect(box.getByRole("button", { name: "Find products" })).toBeVisible();
  await searchFromHeader(page, customer.mobile);
  await expect(page.getByRole("heading", { name: `No products match “${customer.mobile}”` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /orders? match|customers? match/ })).toHaveCount(0);
});
