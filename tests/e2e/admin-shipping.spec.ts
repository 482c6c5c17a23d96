import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { tabTo, typeInto } from "./support/keyboard";
import { packedCodOrder } from "./support/orders";
import { type TestCustomer, callApi, createCustomer, placeOrder, roomiestPlainProduct } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A fresh staff sign-in waits for its own authenticator code.
test.describe.configure({ timeout: 120_000 });

const orderStatus = async (shopper: TestCustomer, id: string) =>
  (await callApi<{ orderStatus: string }>("GET", `/customerOrders/${id}`, { token: shopper.token })).body.orderStatus;

async function fillParcel(
  page: Page,
  values: Record<"Length (cm)" | "Breadth (cm)" | "Height (cm)" | "Weight (kg)", string>,
) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe("shipping an order", () => {
  test("operations ships a packed COD order, opens its label, and the sandbox courier delivers it", async ({
    page,
    context,
  }) => {
    const operations = await createStaff("operations", "Oma Operations");
    const order = await packedCodOrder(operations);
    await signInStaffBrowser(context, operations);

    await page.goto(`/admin/orders/${order.orderId}/ship`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ship order ${order.orderId}`);
    await expect(page.getByRole("heading", { name: "In the parcel" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Back to order ${order.orderId}` })).toHaveAttribute(
      "href",
      `/admin/orders/${order.orderId}`,
    );

    // A refused parcel keeps what was typed, with the reason beside its field.
    await fillParcel(page, { "Length (cm)": "120", "Breadth (cm)": "60", "Height (cm)": "45", "Weight (kg)": "0" });
    await page.getByRole("button", { name: "Ship with the courier" }).click();
    const weight = page.getByLabel("Weight (kg)", { exact: true });
    await expect(weight).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Weight must be more than 0 kg").first()).toBeVisible();
    await expect(page.getByLabel("Length (cm)", { exact: true })).toHaveValue("120");

    await weight.fill("18.5");
    await page.getByRole("button", { name: "Ship with the courier" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId} is shipped`);
    await expect(toast(page)).toContainText(`Order ${order.orderId} is shipped: AWB`);
    const awb = (await page.locator("dt:text-is('AWB') + dd").textContent()) ?? "";
    expect(awb).toMatch(/^SB\d{12}$/);
    await expect(page.getByRole("link", { name: `Track AWB ${awb}` })).toBeVisible();
    expect(await orderStatus(order.shopper, order._id)).toBe("SHIPPED");

    // The label: the courier's printable page, with the AWB, the order and the cash to collect.
    await page.getByRole("link", { name: "Print label" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox Surface");
    await expect(page.getByText(awb, { exact: true })).toBeVisible();
    await expect(page.getByText(order.orderId, { exact: true })).toBeVisible();
    await expect(page.getByText(/COD: collect Rs/)).toBeVisible();

    // The sandbox courier's control page: each button moves the parcel and calls the shop's webhook.
    await page.goto(`/admin/orders/${order.orderId}/ship`);
    await page.getByRole("link", { name: "Sandbox courier: move this shipment" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sandbox courier");
    for (const button of ["Picked up", "In transit", "Out for delivery"]) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("The shop's webhook answered 200.");
    }
    expect(await orderStatus(order.shopper, order._id)).toBe("OUT_FOR_DELIVERY");
    await page.getByRole("button", { name: "Delivered", exact: true }).click();
    await expect(page.getByText("This shipment has reached the end of its road.")).toBeVisible();
    expect(await orderStatus(order.shopper, order._id)).toBe("DELIVERED");

    await page.goto(`/admin/orders/${order.orderId}/ship`);
    await expect(page.locator("dt:text-is('Status') + dd")).toHaveText("Delivered");
  });

  test("an order that is not packed cannot be shipped", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const shopper = await createCustomer();
    const product = await roomiestPlainProduct();
    const order = await placeOrder(shopper, [{ product: product._id, quantity: 1 }]);
    await signInStaffBrowser(context, operations);
    await page.goto(`/admin/orders/${order.orderId}/ship`);
    await expect(page.getByText("Only a packed order can be shipped: this one is order placed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ship with the courier" })).toHaveCount(0);
  });
});

test("ship an order by keyboard alone", async ({ page, context }) => {
  const operations = await createStaff("operations");
  const order = await packedCodOrder(operations);
  await signInStaffBrowser(context, operations);
  await page.goto(`/admin/orders/${order.orderId}/ship`);

  await typeInto(page, "Length (cm)", "80");
  await typeInto(page, "Breadth (cm)", "45.5");
  await typeInto(page, "Height (cm)", "30");
  await typeInto(page, "Weight (kg)", "9.25");
  await tabTo(page, page.getByRole("button", { name: "Ship with the courier" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId} is shipped`);
  await tabTo(page, page.getByRole("link", { name: "Print label" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("9.25 kg")).toBeVisible();
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the ship screen fits, before and after shipping", async ({ page, context }) => {
    const operations = await createStaff("operations");
    const order = await packedCodOrder(operations);
    await signInStaffBrowser(context, operations);
    await page.goto(`/admin/orders/${order.orderId}/ship`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await fillParcel(page, { "Length (cm)": "120", "Breadth (cm)": "60", "Height (cm)": "45", "Weight (kg)": "18.5" });
    await page.getByRole("button", { name: "Ship with the courier" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order.orderId} is shipped`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
