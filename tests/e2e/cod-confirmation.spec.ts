/**
 * Issue 15: a cash-on-delivery order's placed message carries a one-tap confirmation link; the
 * shopper confirms from it without signing in; the owner's order settings. JavaScript on and off.
 */
import { expectNoAxeViolations } from "./support/axe";
import { PRODUCTS, SLOW, cartWith, fillAddress, ours, placeOrderButton } from "./support/checkout";
import { DELHI_ADDRESS, callApi, uniqueMobile } from "./support/session";
import { expect, test } from "./support/signed-in";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

/** The demo seed's returns address (api/src/db/seed/content.ts). */
const JODHPUR = {
  returnsName: "Woodnest Jodhpur factory",
  returnsPhone: "9811042424",
  returnsAddress: "Plot 27, Basni Industrial Area Phase II",
  returnsCity: "Jodhpur",
  returnsState: "Rajasthan",
  returnsPincode: "342005",
};

/** The confirmation link's path in the newest message to `to` that has one (delivered by the job within seconds). */
async function confirmationLink(to: string) {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const outbox = await callApi<{ body: string }[]>("GET", `/dev/outbox?to=${encodeURIComponent(to)}`);
        path = outbox.body.map((m) => /https?:\/\/[^/\s]+(\/confirm-order\/\S+)/.exec(m.body)?.[1]).find(Boolean);
        return path;
      },
      { timeout: 20_000, message: `a confirmation link in the outbox for ${to}` },
    )
    .toBeTruthy();
  return path as string;
}

test("a COD order placed in the shop is confirmed from the link in its message, once", async ({ page, customer }) => {
  await cartWith(page, customer, ours(PRODUCTS.plenty));
  const mobile = uniqueMobile();
  await page.goto("/checkout");
  await fillAddress(page, { ...DELHI_ADDRESS, mobile, email: `cod.${mobile}@example.in` });
  await page.getByLabel("Send me order updates on WhatsApp").check();
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/thank-you$/, SLOW);
  const [order] = (
    await callApi<{ _id: string; orderId: string; orderStatus: string }[]>("GET", "/customerOrders?limit=1", {
      token: customer.token,
    })
  ).body;
  expect(order.orderStatus).toBe("ORDERPLACED");

  // By SMS (the phone the courier will call), and on WhatsApp since the shopper ticked it.
  const path = await confirmationLink(mobile);
  expect(await confirmationLink(`91${mobile}`)).toBe(path);

  // A shopper opens it in a browser with no session at all.
  await page.context().clearCookies();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your order");
  await expect(page.getByText(order.orderId)).toBeVisible();
  // Opening it confirms nothing: link previews open it too.
  expect((await callApi("GET", `/customerOrders/${order._id}`, { token: customer.token })).body.orderStatus).toBe(
    "ORDERPLACED",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Confirm my order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your order is confirmed");
  expect((await callApi("GET", `/customerOrders/${order._id}`, { token: customer.token })).body.orderStatus).toBe(
    "CONFIRMED",
  );

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order is already confirmed");
  await expect(page.getByRole("button", { name: "Confirm my order" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A forged link is a plain 404.
  const forged = await page.goto(path.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  expect(forged?.status()).toBe(404);
});

test("the owner's order settings save, and a bad value is refused by its field and kept", async ({ page, context }) => {
  const owner = await createStaff("owner");
  await signInStaffBrowser(context, owner);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Order settings" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order settings");
  await expectNoAxeViolations(page);

  const hours = page.getByLabel("Hours before 'call the shopper'");
  await hours.fill("0");
  await page.getByLabel("Return window (days)").fill("10");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Hours before 'call the shopper' must be at least 1")).toBeVisible();
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  await expect(hours).toHaveValue("0");
  await expect(page.getByLabel("Return window (days)")).toHaveValue("10");
  await expectNoAxeViolations(page);

  // Where returns go: the demo seed's factory, shown; a bad pincode is refused by its field and kept.
  const pincode = page.getByLabel("Pincode");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(JODHPUR.returnsName);
  await expect(page.getByLabel("State")).toHaveValue(JODHPUR.returnsState);
  await page.getByLabel("Hours before 'call the shopper'").fill("24");
  await pincode.fill("34200");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Returns: pincode must be exactly 6 digits")).toBeVisible();
  await expect(pincode).toHaveAttribute("aria-invalid", "true");
  await expect(pincode).toHaveValue("34200");
  await expectNoAxeViolations(page);

  // Saved with the seed's own address again, so the returns specs find it unchanged.
  await pincode.fill(JODHPUR.returnsPincode);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page)).toContainText("Order settings saved");
  await expect(page.getByLabel("Return window (days)")).toHaveValue("10");
  const saved = await callApi("GET", "/admin/settings/orders", { token: owner.token });
  expect(saved.body).toMatchObject({
    codCallAfterHours: 24,
    returnWindowDays: 10,
    codMaxOrderAmount: null,
    ...JODHPUR,
  });
});
