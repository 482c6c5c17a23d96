import type { Page } from "@playwright/test";
import { formatPrice } from "../../app/lib/format";
import { formatDate } from "../../app/lib/format-date";
import type { DashboardBody } from "../../api/src/resources/admin/dashboard/dashboard.schemas";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { paidPrepaidOrder } from "./support/prepaid";
import { callApi, createCustomer, placeOrder, roomiestPlainProduct } from "./support/session";
import { type TestStaff, createStaff, signInStaffBrowser } from "./support/staff";

// A staff sign-in waits for a fresh authenticator code.
test.describe.configure({ timeout: 120_000 });

const dashboardOf = async (owner: TestStaff, query = "") => {
  const answer = await callApi<DashboardBody>("GET", `/admin/dashboard${query}`, { token: owner.token });
  expect(answer.status, answer.message).toBe(200);
  return answer.body;
};

const ordersCount = (count: number) => (count === 1 ? "1 order" : `${count} orders`);

/** The date `days` from `date` (YYYY-MM-DD). */
const addDays = (date: string, days: number) => new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

const revenueTable = (page: Page) => page.getByRole("table", { name: /Daily revenue/ });

test.describe("the owner's dashboard", () => {
  test("shows today's orders and revenue, paid and cash on delivery, grown by the orders placed here, in the tiles and the daily table", async ({
    page,
    context,
  }) => {
    const owner = await createStaff("owner");
    const before = await dashboardOf(owner);
    const shopper = await createCustomer();
    const product = await roomiestPlainProduct();
    await placeOrder(shopper, [{ product: product._id, quantity: 1 }]);
    await paidPrepaidOrder(shopper);
    const mine = await callApi<{ totalAmount: number; paymentMethod: string }[]>("GET", "/customerOrders?limit=50", { token: shopper.token });
    const cod = mine.body.filter((order) => order.paymentMethod === "COD");
    const prepaid = mine.body.filter((order) => order.paymentMethod === "Prepaid");
    expect(cod).toHaveLength(1);
    expect(prepaid).toHaveLength(1);

    await signInStaffBrowser(context, owner);
    // Other tests place and cancel orders at the same time: the page is checked against an answer
    // that did not change while it loaded, and this test's orders against the change since before.
    await expect(async () => {
      const shown = await dashboardOf(owner);
      await page.goto("/admin");
      expect(await dashboardOf(owner)).toEqual(shown);
      expect(shown.today.codOrders - before.today.codOrders).toBeGreaterThanOrEqual(1);
      expect(shown.today.paidOrders - before.today.paidOrders).toBeGreaterThanOrEqual(1);
      expect(shown.today.codRevenue - before.today.codRevenue).toBeGreaterThanOrEqual(cod[0].totalAmount);
      expect(shown.today.paidRevenue - before.today.paidRevenue).toBeGreaterThanOrEqual(prepaid[0].totalAmount);
      const today = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Today/ }) });
      await expect(today).toContainText(`${ordersCount(shown.today.orders)}, ${formatPrice(shown.today.revenue)}`);
      await expect(today).toContainText(`Paid online: ${ordersCount(shown.today.paidOrders)}, ${formatPrice(shown.today.paidRevenue)}`);
      await expect(today).toContainText(`Cash on delivery: ${ordersCount(shown.today.codOrders)}, ${formatPrice(shown.today.codRevenue)}`);
      const month = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "This month" }) });
      await expect(month).toContainText(`${ordersCount(shown.month.orders)}, ${formatPrice(shown.month.revenue)}`);
      // The table's last row is today; its footer adds up the 30 days.
      await expect(revenueTable(page).getByRole("row")).toHaveCount(30 + 2);
      const todayRow = revenueTable(page).getByRole("row").nth(30);
      await expect(todayRow.getByRole("cell")).toHaveText([
        String(shown.today.paidOrders),
        formatPrice(shown.today.paidRevenue),
        String(shown.today.codOrders),
        formatPrice(shown.today.codRevenue),
        String(shown.today.orders),
        formatPrice(shown.today.revenue),
      ]);
      await expect(revenueTable(page).getByRole("row").last()).toContainText(formatPrice(shown.total.revenue));
      const placed = shown.waiting.find((row) => row.status === "ORDERPLACED")!;
      const waitingTile = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Order placed", exact: true }) });
      await expect(waitingTile).toContainText(ordersCount(placed.count));
    }).toPass({ timeout: 60_000 });

    // The tile's link opens the queue at that status.
    await page.getByRole("link", { name: "List the orders: packed" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/orders" && url.searchParams.get("status") === "PACKED");

    // A 320 px phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/admin");
    await expect(revenueTable(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });

  test("a date range is chosen with the form; a refused one is explained by its field and keeps what was typed", async ({ page, context }) => {
    const owner = await createStaff("owner");
    const { today } = await dashboardOf(owner);
    const from = addDays(today.date, -6);
    await signInStaffBrowser(context, owner);
    await page.goto("/admin");
    await page.getByLabel("From", { exact: true }).fill(from);
    await page.getByLabel("To", { exact: true }).fill(today.date);
    await page.getByRole("button", { name: "Show revenue" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("from") === from && url.searchParams.get("to") === today.date);
    // Seven days and the header and total rows.
    await expect(revenueTable(page).getByRole("row")).toHaveCount(7 + 2);
    await expect(revenueTable(page).getByRole("row").nth(1).getByRole("rowheader")).toHaveText(formatDate(`${from}T00:00:00+05:30`));

    // To before From.
    await page.getByLabel("From", { exact: true }).fill(today.date);
    await page.getByLabel("To", { exact: true }).fill(from);
    await page.getByRole("button", { name: "Show revenue" }).click();
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#range-to-error")).toHaveText("To must be on or after From");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(today.date);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(from);
    // The last 30 days are still there under the refused range.
    await expect(revenueTable(page).getByRole("row")).toHaveCount(30 + 2);
    await expectNoAxeViolations(page);

    // More than 366 days.
    await page.getByLabel("From", { exact: true }).fill(addDays(today.date, -366));
    await page.getByLabel("To", { exact: true }).fill(today.date);
    await page.getByRole("button", { name: "Show revenue" }).click();
    await expect(page.locator("#range-from-error")).toHaveText("Choose at most 366 days");
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("the keyboard reaches the daily revenue table, and the chart is hidden from screen readers", async ({ page, context }) => {
    const owner = await createStaff("owner");
    await signInStaffBrowser(context, owner);
    await page.goto("/admin");
    await tabTo(page, page.getByRole("button", { name: "Show revenue" }));
    await tabTo(page, page.getByRole("region", { name: /Daily revenue/ }), { max: 3 });
    await expect(page.locator("figure svg")).toHaveCount(1);
    await expect(page.locator("figure[aria-hidden='true']")).toHaveCount(1);
  });

  test("a role without the orders gets a plain welcome with its links", async ({ page, context }) => {
    const content = await createStaff("content", "Cora Content");
    await signInStaffBrowser(context, content);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Cora Content");
    await expect(page.getByRole("heading", { name: "Orders and revenue" })).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "What you can open" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("operations see the figures, and the low skus without links to the stock screens their role does not open", async ({ page, context }) => {
    const operations = await createStaff("operations");
    await signInStaffBrowser(context, operations);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Orders and revenue" })).toBeVisible();
    await expect(revenueTable(page)).toBeVisible();
    const lowStock = page.getByRole("region", { name: /^Low stock/ });
    await expect(lowStock).toBeVisible();
    await expect(lowStock.getByRole("link")).toHaveCount(0);
  });
});
