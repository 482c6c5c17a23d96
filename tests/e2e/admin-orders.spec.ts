import type { Page } from "@playwright/test";
import { CANCEL_REASON_REQUIRED } from "@api/validation/admin-orders";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { CONFIRMED_BY_SHOPPER, type CodCalls, waitingFor } from "~/admin/orders/orders/order-options";
import { codConfirmationToken, placeCodOrderWithOwnContact } from "./support/outbox";
import { type TestCustomer, callApi, createCustomer, placeOrder } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

type Options = { categories: { _id: string; name: string }[] };

/**
 * An active plain product with room for every order these tests place, made through the API in
 * Outdoor & Balcony (the storefront's specs count Living Room's and Bedroom's listings).
 */
async function orderableProduct() {
  const { token } = await createStaff("catalogue");
  const options = await callApi<Options>("GET", "/admin/products/options", { token });
  const outdoor = options.body.categories.find((category) => category.name === "Outdoor & Balcony");
  if (!outdoor) throw new Error("the demo shop has an Outdoor & Balcony category");
  const created = await callApi<{ _id: string; version: number }>("POST", "/admin/products", {
    token,
    body: {
      name: `E2E Queue Stool ${Date.now()}`,
      sku: `E2E-Q-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase(),
      categories: [outdoor._id],
      subCategories: [],
      mrp: 3000,
      sellingPrice: 2500,
      productType: "PRODUCT",
      stock: 100,
      maximumOrderQuantity: 5,
      hsnCode: "9401",
      gstRate: 18,
    },
  });
  expect(created.status, created.message).toBe(200);
  const active = await callApi("POST", `/admin/products/${created.body._id}/activate`, {
    token,
    body: { version: created.body.version },
  });
  expect(active.status, active.message).toBe(200);
  return created.body._id;
}

/** A shopper of their own with `count` cash-on-delivery orders, oldest first. */
async function shopperWithOrders(count: number) {
  const product = await orderableProduct();
  const shopper = await createCustomer({ firstName: "Queue", lastName: "Shopper" });
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) orderIds.push((await placeOrder(shopper, [{ product, quantity: 1 }])).orderId);
  return { shopper, orderIds };
}

const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" });

async function filterByShopper(page: Page, shopper: TestCustomer, status: string) {
  // The filter form's own field: the back office's header has an order search of the same name.
  const filters = page.getByRole("form", { name: "Find orders" });
  await filters.getByLabel("Order id, mobile, email or AWB", { exact: true }).fill(shopper.mobile);
  await filters.getByLabel("Status", { exact: true }).selectOption({ label: status });
  await filters.getByRole("button", { name: "Show orders" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === shopper.mobile);
}

test.describe("the order queue", () => {
  test("operations filters the queue, confirms and packs two orders at once, notes one and cancels another with its reason", async ({
    page,
    context,
  }) => {
    const { shopper, orderIds } = await shopperWithOrders(3);
    const [first, second, third] = orderIds;
    const operations = await createStaff("operations", "Olga Operations");
    await signInStaffBrowser(context, operations);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders");

    await filterByShopper(page, shopper, "Order placed");
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "ORDERPLACED");
    await expect(page.getByRole("heading", { name: "3 orders" })).toBeVisible();
    const byStatus = page.getByRole("navigation", { name: "Orders by status" });
    await expect(byStatus.getByRole("link", { name: "Order placed (3)" })).toHaveAttribute("aria-current", "page");
    await expect(byStatus.getByRole("link", { name: "Confirmed (0)" })).toBeVisible();
    // The download keeps the filters; its rows are the orders shown.
    const download = page.getByRole("link", { name: "Download CSV" });
    await expect(download).toHaveAttribute(
      "href",
      new RegExp(`^/admin/orders/export\\.csv\\?q=${shopper.mobile}&status=ORDERPLACED&sort=newest$`),
    );
    const csv = await page.request.get((await download.getAttribute("href")) ?? "");
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    for (const orderId of orderIds) expect(text).toContain(`${orderId},`);

    await page.getByLabel(`Select order ${first}`).check();
    await page.getByLabel(`Select order ${second}`).check();
    await page.getByRole("button", { name: "Confirm selected" }).click();
    await expect(toast(page)).toContainText("2 orders marked confirmed");
    await expect(toast(page)).toContainText(first);
    await expect(toast(page)).toContainText(second);
    await expect(page.getByRole("heading", { name: "1 order" })).toBeVisible();
    await expect(byStatus.getByRole("link", { name: "Confirmed (2)" })).toBeVisible();

    // Packing the one still placed is refused by name, with the reason.
    await page.getByLabel(`Select order ${third}`).check();
    await page.getByRole("button", { name: "Mark selected packed" }).click();
    await expect(toast(page)).toContainText(
      `Not moved: ${third} (An order that is order placed cannot be moved to packed)`,
    );

    await byStatus.getByRole("link", { name: "Confirmed (2)" }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("status") === "CONFIRMED" && url.searchParams.get("q") === shopper.mobile,
    );
    await page.getByLabel(`Select order ${first}`).check();
    await page.getByLabel(`Select order ${second}`).check();
    await page.getByRole("button", { name: "Mark selected packed" }).click();
    await expect(toast(page)).toContainText("2 orders marked packed");
    await expect(byStatus.getByRole("link", { name: "Packed (2)" })).toBeVisible();

    // Followed by its address: without JavaScript the toast stays over the links' right end.
    await page.goto((await byStatus.getByRole("link", { name: "Packed (2)" }).getAttribute("href")) ?? "");
    await page.getByRole("link", { name: first }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${first}`);
    await expect(timeline(page).getByRole("listitem").last()).toContainText("Confirmed to Packed");
    await expect(timeline(page).getByRole("listitem").last()).toContainText("Olga Operations");
    await page.getByLabel("Note", { exact: true }).fill("Shopper wants delivery after 6 pm");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(toast(page)).toContainText(`Note added to order ${first}`);
    await expect(timeline(page).getByRole("listitem").last()).toContainText("Internal note");
    await expect(timeline(page).getByRole("listitem").last()).toContainText("Shopper wants delivery after 6 pm");

    // A colleague confirms the third order while this page still offers to: the move is refused and the page catches up.
    await page.goto(`/admin/orders/${third}`);
    const confirm = page.getByRole("group", { name: "Confirm" });
    await expect(confirm).toBeVisible();
    const moved = await callApi("POST", `/admin/orders/${third}/status`, {
      token: operations.token,
      body: { to: "CONFIRMED" },
    });
    expect(moved.status, moved.message).toBe(200);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(page)).toContainText("the order was changed before your move");
    await expect(page.getByRole("group", { name: "Mark packed" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Confirm" })).toHaveCount(0);

    // Cancelling needs its reason, shown by its field.
    const cancel = page.getByRole("group", { name: "Cancel order" });
    await cancel.getByRole("button", { name: "Cancel order" }).click();
    const reason = page.getByLabel("Reason for cancelling", { exact: true });
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#move-CANCELLED-note-error")).toHaveText(CANCEL_REASON_REQUIRED);
    await reason.fill("Shopper found a smaller stool");
    await page.getByRole("group", { name: "Cancel order" }).getByRole("button", { name: "Cancel order" }).click();
    await expect(toast(page)).toContainText(`Order ${third} is now cancelled`);
    await expect(page.getByText("No status button applies to an order that is cancelled.")).toBeVisible();
    await expect(timeline(page).getByRole("listitem").last()).toContainText("Shopper found a smaller stool");
  });

  test("the call list names the COD orders unconfirmed past the owner's hours, and marks the ones the shopper confirmed from the link", async ({
    page,
    context,
  }) => {
    const product = await orderableProduct();
    const shopper = await createCustomer({ firstName: "Link", lastName: "Confirmer" });
    const byLink = await placeCodOrderWithOwnContact(shopper, product);
    const byStaff = await placeCodOrderWithOwnContact(shopper, product);
    const waiting = await placeCodOrderWithOwnContact(shopper, product);
    const confirmed = await callApi("POST", `/codConfirmations/${await codConfirmationToken(byLink.mobile)}`);
    expect(confirmed.status, confirmed.message).toBe(200);
    const operations = await createStaff("operations");
    const moved = await callApi("POST", `/admin/orders/${byStaff.orderId}/status`, {
      token: operations.token,
      body: { to: "CONFIRMED" },
    });
    expect(moved.status, moved.message).toBe(200);

    // The shop-wide setting is never changed here (other specs run alongside): the list is read as the API answers it.
    // The demo seed's placed COD orders are weeks old, so it is never empty; an order placed just now waits less than an hour.
    const calls = (await callApi<CodCalls>("GET", "/admin/orders/cod-calls", { token: operations.token })).body;
    expect(calls.orders.length).toBeGreaterThan(0);
    expect(calls.orders.map((call) => call.orderId)).not.toContain(waiting.orderId);
    await signInStaffBrowser(context, operations);
    await page.goto("/admin/orders");
    const callList = page.getByRole("region", { name: "Call the shopper" });
    await expect(callList).toContainText(`${waitingFor(calls.callAfterHours)} or more after placing them`);
    const rows = callList.getByRole("table", { name: "Call the shopper" }).locator("tbody tr");
    await expect(rows).toHaveCount(calls.orders.length);
    for (const [index, call] of calls.orders.slice(0, 3).entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("rowheader")).toHaveText(call.orderId);
      await expect(row.getByRole("link", { name: call.orderId })).toHaveAttribute(
        "href",
        `/admin/orders/${call.orderId}`,
      );
      await expect(row).toContainText(call.name);
      await expect(row.getByRole("link", { name: call.mobile })).toHaveAttribute("href", `tel:+91${call.mobile}`);
      await expect(row.locator('td[data-label="Unconfirmed for"]')).toHaveText(/^\d+ (hours?|days)$/);
    }
    await expect(callList.getByRole("link", { name: waiting.orderId })).toHaveCount(0);
    await rows.first().getByRole("link", { name: calls.orders[0].orderId }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${calls.orders[0].orderId}`);

    // In the queue, only the order the shopper confirmed from the link carries the mark.
    await page.goto(`/admin/orders?q=${encodeURIComponent(byLink.email)}`);
    const mark = (orderId: string) =>
      page
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: orderId }) })
        .getByText(CONFIRMED_BY_SHOPPER);
    await expect(page.getByRole("heading", { name: "1 order" })).toBeVisible();
    await expect(mark(byLink.orderId)).toBeVisible();
    await page.goto(`/admin/orders?q=${encodeURIComponent(byStaff.email)}`);
    await expect(page.getByRole("heading", { name: "1 order" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: byStaff.orderId })).toBeVisible();
    await expect(mark(byStaff.orderId)).toHaveCount(0);

    // And on the order's page, with when.
    await page.goto(`/admin/orders/${byLink.orderId}`);
    await expect(page.locator(`dt:text-is("${CONFIRMED_BY_SHOPPER}") + dd`)).toContainText(
      "from the link in their message",
    );
    await page.goto(`/admin/orders/${byStaff.orderId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${byStaff.orderId}`);
    await expect(page.getByText(CONFIRMED_BY_SHOPPER)).toHaveCount(0);
  });

  test("a catalogue member gets no Orders link and a 403 page", async ({ page, context }) => {
    await signInStaffBrowser(context, await createStaff("catalogue"));
    await page.goto("/admin");
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }),
    ).toHaveCount(0);
    for (const path of ["/admin/orders", "/admin/orders/FS090001"]) {
      const refused = await page.goto(path);
      expect(refused?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
    }
  });

  test("keyboard only: confirm an order from its page", async ({ page, context }) => {
    const { orderIds } = await shopperWithOrders(1);
    await signInStaffBrowser(context, await createStaff("operations", "Kavya Keys"));
    await page.goto(`/admin/orders/${orderIds[0]}`);
    await tabTo(page, page.getByLabel("Note (optional)", { exact: true }).first());
    await page.keyboard.type("Called: the shopper confirmed");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("group", { name: "Confirm" }).getByRole("button", { name: "Confirm" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText(`Order ${orderIds[0]} is now confirmed`);
    await expect(timeline(page).getByRole("listitem").last()).toContainText("Called: the shopper confirmed");
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the queue and an order's page fit without scrolling sideways", async ({ page, context }) => {
    const { shopper, orderIds } = await shopperWithOrders(1);
    await signInStaffBrowser(context, await createStaff("operations"));
    for (const path of [`/admin/orders?q=${shopper.mobile}`, `/admin/orders/${orderIds[0]}`]) {
      await page.goto(path);
      // The queue also has the call list's table above the orders' own.
      await expect(page.getByRole("table").last()).toBeVisible();
      for (const table of await page.getByRole("table").all())
        expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });
});
