import type { Page } from "@playwright/test";
import { formatPrice } from "~/lib/format";
import { formatDate } from "~/lib/format-date";
import type { DashboardBody } from "@api/contract/schemas/admin-dashboard";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { paidPrepaidOrder } from "./support/prepaid";
import { callApi, createCustomer, placeOrder, roomiestPlainProduct } from "./support/session";
import { type TestStaff, createStaff, signInStaffBrowser, signInThroughPage, toast } from "./support/staff";

// A staff sign-in waits for a fresh authenticator code.
test.describe.configure({ timeout: 120_000 });

const dashboardOf = async (owner: TestStaff, query = "") => {
  const answer = await callApi<DashboardBody>("GET", `/admin/dashboard${query}`, { token: owner.token });
  expect(answer.status, answer.message).toBe(200);
  return answer.body;
};

const ordersCount = (count: number) => (count === 1 ? "1 order" : `${count} orders`);

/** The date `days` from `date` (YYYY-MM-DD). */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

const revenueTable = (page: Page) => page.getByRole("table", { name: /Daily revenue/ });

/** The days of an answer that had orders: the only ones the table lists. */
const busyDays = (body: DashboardBody) => body.daily.filter((day) => day.orders > 0);

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
    const mine = await callApi<{ totalAmount: number; paymentMethod: string }[]>("GET", "/customerOrders?limit=50", {
      token: shopper.token,
    });
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
      await expect(today).toContainText(
        `Paid online: ${ordersCount(shown.today.paidOrders)}, ${formatPrice(shown.today.paidRevenue)}`,
      );
      await expect(today).toContainText(
        `Cash on delivery: ${ordersCount(shown.today.codOrders)}, ${formatPrice(shown.today.codRevenue)}`,
      );
      const month = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "This month" }) });
      await expect(month).toContainText(`${ordersCount(shown.month.orders)}, ${formatPrice(shown.month.revenue)}`);
      // The table lists the days with orders, today last; its footer adds up the 30 days.
      const busy = busyDays(shown);
      await expect(revenueTable(page).getByRole("row")).toHaveCount(busy.length + 2);
      const todayRow = revenueTable(page).getByRole("row").nth(busy.length);
      await expect(todayRow.getByRole("rowheader")).toHaveText(formatDate(`${shown.today.date}T00:00:00+05:30`));
      await expect(todayRow.getByRole("cell")).toHaveText([
        String(shown.today.orders),
        formatPrice(shown.today.revenue),
      ]);
      await expect(page.getByText(`${30 - busy.length} days without orders not listed.`)).toBeVisible();
      await expect(revenueTable(page).getByRole("row").last()).toContainText(formatPrice(shown.total.revenue));
      const placed = shown.waiting.find((row) => row.status === "ORDERPLACED")!;
      const waitingTile = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Order placed", exact: true }) });
      await expect(waitingTile).toContainText(ordersCount(placed.count));
    }).toPass({ timeout: 60_000 });

    // The tile's link opens the queue at that status.
    await page.getByRole("link", { name: "List the orders: packed" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/admin/orders" && url.searchParams.get("status") === "PACKED",
    );

    // 1366 px: the chart and the table side by side, each day's date on one line.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin");
    const chart = page.getByRole("img", { name: /^Revenue by day/ });
    const chartBox = (await chart.boundingBox())!;
    const tableBox = (await revenueTable(page).boundingBox())!;
    expect(tableBox.x).toBeGreaterThanOrEqual(chartBox.x + chartBox.width);
    expect(Math.abs(tableBox.y - chartBox.y)).toBeLessThan(80);
    const dayCell = revenueTable(page).getByRole("rowheader").first();
    const lineHeight = await dayCell.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight));
    expect((await dayCell.locator("time").boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    await expectNoAxeViolations(page);

    // A 320 px phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/admin");
    await expect(revenueTable(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });

  test("today's cancellations, refunds, expired unpaid orders, approved reviews and answered enquiries are shown, a cancellation counted", async ({
    page,
    context,
  }) => {
    const owner = await createStaff("owner");
    const before = await dashboardOf(owner);
    const shopper = await createCustomer();
    const product = await roomiestPlainProduct();
    const placed = await placeOrder(shopper, [{ product: product._id, quantity: 1 }]);
    const cancelled = await callApi("PUT", `/customerOrders/cancel/${placed._id}`, {
      token: shopper.token,
      body: { cancelMessage: "Ordered twice" },
    });
    expect(cancelled.status, cancelled.message).toBe(200);

    await signInStaffBrowser(context, owner);
    const events = page.getByRole("region", { name: /^Also today/ });
    await expect(async () => {
      const shown = await dashboardOf(owner);
      await page.goto("/admin");
      expect(await dashboardOf(owner)).toEqual(shown);
      expect(shown.todayEvents.cancellations - before.todayEvents.cancellations).toBeGreaterThanOrEqual(1);
      const tile = (title: string) =>
        events.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      const { refunds } = shown.todayEvents;
      await expect(tile("Refunds")).toContainText(
        `${refunds === 1 ? "1 refund" : `${refunds} refunds`}, ${formatPrice(shown.todayEvents.refunded)}`,
      );
      await expect(tile("Cancellations")).toContainText(ordersCount(shown.todayEvents.cancellations));
      await expect(tile("Unpaid orders expired")).toContainText(ordersCount(shown.todayEvents.expiredUnpaid));
      await expect(tile("Reviews approved")).toContainText(String(shown.todayEvents.reviewsApproved));
      await expect(tile("Enquiries answered")).toContainText(String(shown.todayEvents.enquiriesAnswered));
    }).toPass({ timeout: 60_000 });
    await events.getByRole("link", { name: "List the cancelled orders" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/admin/orders" && url.searchParams.get("status") === "CANCELLED",
    );
    await expect(page.getByRole("link", { name: placed.orderId })).toBeVisible();
  });

  test("a member of staff who signs in with their last recovery code is told on the dashboard to make new ones, until they do", async ({
    page,
  }) => {
    const owner = await createStaff("owner", "Omkar Owner");
    // Nine codes spent through the API, the tenth on the sign-in page.
    for (const code of owner.recoveryCodes.slice(0, 9)) {
      const first = await callApi<{ challenge: string }>("POST", "/admin/session", {
        body: { email: owner.email, password: owner.password },
      });
      const verified = await callApi("POST", "/admin/session/verify", {
        body: { challenge: first.body.challenge, code },
      });
      expect(verified.status, verified.message).toBe(200);
    }
    await signInThroughPage(page, owner.email, owner.password, async () => owner.recoveryCodes[9]);
    await expect(toast(page)).toContainText("You have 0 left");
    const warning = page.getByRole("region", { name: "You have no recovery codes left" });
    await expect(warning).toBeVisible();
    for (const width of [1366, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await warning.getByRole("link", { name: "Make new recovery codes" }).click();
    await expect(page.getByText("You have none left")).toBeVisible();
    await page.getByRole("button", { name: "Yes, make new codes" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Omkar Owner");
    await expect(warning).toHaveCount(0);
  });

  test("a date range is chosen with the form; a refused one is explained by its field and keeps what was typed", async ({
    page,
    context,
  }) => {
    const owner = await createStaff("owner");
    const { today } = await dashboardOf(owner);
    const from = addDays(today.date, -6);
    await signInStaffBrowser(context, owner);
    await page.goto("/admin");
    await page.getByLabel("From", { exact: true }).fill(from);
    await page.getByLabel("To", { exact: true }).fill(today.date);
    await page.getByRole("button", { name: "Show revenue" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("from") === from && url.searchParams.get("to") === today.date,
    );
    // The week's days with orders and the header and total rows.
    const week = await dashboardOf(owner, `?from=${from}&to=${today.date}`);
    await expect(
      page.getByRole("img", { name: new RegExp(`^Revenue by day, ${formatDate(`${from}T00:00:00+05:30`)} to`) }),
    ).toBeVisible();
    await expect(revenueTable(page).getByRole("row")).toHaveCount(busyDays(week).length + 2);

    // To before From.
    await page.getByLabel("From", { exact: true }).fill(today.date);
    await page.getByLabel("To", { exact: true }).fill(from);
    await page.getByRole("button", { name: "Show revenue" }).click();
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#range-to-error")).toHaveText("To must be on or after From");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(today.date);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(from);
    // The last 30 days are still there under the refused range.
    await expect(revenueTable(page)).toHaveAccessibleName(
      new RegExp(`to ${formatDate(`${today.date}T00:00:00+05:30`)}`),
    );
    await expect(page.getByRole("img", { name: /^Revenue by day/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // More than 366 days.
    await page.getByLabel("From", { exact: true }).fill(addDays(today.date, -366));
    await page.getByLabel("To", { exact: true }).fill(today.date);
    await page.getByRole("button", { name: "Show revenue" }).click();
    await expect(page.locator("#range-from-error")).toHaveText("Choose at most 366 days");
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("the keyboard reaches the daily revenue table, and the chart is one image named by its figures", async ({
    page,
    context,
  }) => {
    const owner = await createStaff("owner");
    await signInStaffBrowser(context, owner);
    await page.goto("/admin");
    await tabTo(page, page.getByRole("button", { name: "Show revenue" }));
    await tabTo(page, page.getByRole("region", { name: /Daily revenue/ }), { max: 3 });
    await expect(page.locator("figure svg")).toHaveCount(1);
    await expect(
      page.getByRole("img", { name: /^Revenue by day, .+ orders on \d+ of 30 days|^Revenue by day, .+: no orders\.$/ }),
    ).toBeVisible();
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

  test("operations see the figures, and the low skus without links to the stock screens their role does not open", async ({
    page,
    context,
  }) => {
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
