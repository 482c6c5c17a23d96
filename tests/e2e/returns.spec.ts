import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { deliveredCodOrder } from "./support/orders";
import { callApi, signInBrowser } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A fresh staff sign-in waits for its own authenticator code.
test.describe.configure({ timeout: 120_000 });

test("a shopper returns part of a delivered order and staff approve and receive it", async ({
  page,
  context,
  browser,
}) => {
  const operations = await createStaff("operations", "Rita Returns");
  const order = await deliveredCodOrder(operations, 2);
  await signInBrowser(context, order.shopper);

  await page.goto(`/my-account/orderDetails/${order._id}`);
  await page.getByRole("link", { name: "Return items" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Return items of order ${order.orderId}`);
  await expectNoAxeViolations(page);

  // Nothing chosen but a photo: every problem is named, the page stays, and the photo stays attached.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 90, b: 60 } } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Photos of the item")
    .setInputFiles({ name: "armrest.png", mimeType: "image/png", buffer: photo });
  await page.getByRole("button", { name: "Request return" }).click();
  await expect(page.getByText("Choose at least one item to return")).toBeVisible();
  await expect(page.getByText("Reason is a required field")).toBeVisible();
  await expect(page.getByLabel("Keep attached photo 1")).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel(`${order.product.name}: how many to return`).fill("1");
  await page.getByLabel("Arrived damaged").check();
  await page.getByLabel("Tell us more (optional)").fill("One armrest is cracked");
  await page.getByLabel("Refund to (UPI id or bank account)").fill("asha@okaxis");
  await page.getByRole("button", { name: "Request return" }).click();
  await expect(toast(page)).toContainText("Your return request has been sent.");
  const yourReturns = page.getByRole("region", { name: "Your returns" });
  await expect(yourReturns).toContainText("Requested");
  await expect(yourReturns).toContainText(`1 × ${order.product.name}`);
  await expect(yourReturns.getByRole("img", { name: "Photo 1" })).toBeVisible();
  // One return at a time: the form is gone while this one is open.
  await expect(page.getByText("A return of this order is already being handled")).toBeVisible();

  // Staff decide it and receive the goods, which go back on sale (the stock itself is the API tests' to
  // count: other specs order this product at the same time).
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInStaffBrowser(staffContext, operations);
  await staffPage.goto("/admin/returns");
  await expectNoAxeViolations(staffPage);
  await staffPage.getByRole("link", { name: `Return of ${order.orderId}` }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText(`Return of order ${order.orderId}`);
  const returnPage = staffPage.url();
  await expect(staffPage.getByText("asha@okaxis")).toBeVisible();
  const staffSees = staffPage.getByRole("img", { name: "Photo 1 (opens the full size)" });
  await expect(staffSees).toBeVisible();
  // The picture itself arrives (a broken image would be 0 wide), once the browser has loaded it.
  await expect.poll(() => staffSees.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expectNoAxeViolations(staffPage);
  // Approving books the courier's pickup: the parcel is measured, and a bad measure is refused by its field and kept.
  await expect(
    staffPage.getByText("Approving books the courier's pickup from the shopper to Woodnest Jodhpur factory"),
  ).toBeVisible();
  await staffPage.getByLabel("Length (cm)").fill("0");
  await staffPage.getByLabel("Breadth (cm)").fill("60");
  await staffPage.getByLabel("Height (cm)").fill("45");
  await staffPage.getByLabel("Weight (kg)").fill("18.5");
  await staffPage.getByLabel("Note (optional)").fill("Pickup on Tuesday");
  await staffPage.getByRole("button", { name: "Approve and book the pickup" }).click();
  await expect(staffPage.getByText("Length must be more than 0.5 cm").first()).toBeVisible();
  await expect(staffPage.getByLabel("Length (cm)")).toHaveAttribute("aria-invalid", "true");
  await expect(staffPage.getByLabel("Weight (kg)")).toHaveValue("18.5");
  await staffPage.getByLabel("Length (cm)").fill("120");
  await staffPage.getByRole("button", { name: "Approve and book the pickup" }).click();
  await expect(toast(staffPage)).toContainText("Return approved: pickup booked, AWB");
  const awb = (await toast(staffPage).textContent())?.match(/AWB ([A-Z]*\d+)/)?.[1] ?? "";
  expect(awb).not.toBe("");
  await expect(staffPage.getByRole("link", { name: `Track AWB ${awb}` })).toBeVisible();
  await expectNoAxeViolations(staffPage);

  // Staff play the courier: the goods delivered back are noted on the order's timeline, and wait to be received.
  await staffPage.getByRole("link", { name: "Sandbox courier: move this pickup" }).click();
  await expect(staffPage.getByRole("heading", { level: 1 })).toHaveText("Sandbox courier");
  for (const button of ["Picked up", "In transit", "Out for delivery", "Delivered"]) {
    await staffPage.getByRole("button", { name: button, exact: true }).click();
    await expect(staffPage.getByRole("status")).toHaveText("The shop's webhook answered 200.");
  }
  await staffPage.goto(`/admin/orders/${order.orderId}`);
  await expect(
    staffPage.getByText(`Returned goods delivered to the returns address (pickup AWB ${awb})`),
  ).toBeVisible();
  await staffPage.goto(returnPage);

  // The shopper sees the pickup booked, with its AWB to track.
  await page.reload();
  await expect(yourReturns).toContainText(
    `Pickup booked: the courier (Sandbox Surface) collects the items from your delivery address, AWB ${awb}.`,
  );
  await expect(yourReturns.getByRole("link", { name: "Track the pickup" })).toBeVisible();

  await staffPage.getByLabel(`1 × ${order.product.name}`).check();
  await staffPage.getByRole("button", { name: "Mark the goods received" }).click();
  await expect(toast(staffPage)).toContainText("Return received");
  await expect(staffPage.getByRole("cell", { name: "Yes" })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await staffContext.close();

  // The shopper sees where it ended, and may still return the other one.
  await page.reload();
  await expect(yourReturns).toContainText("Received");
  await expect(page.getByLabel(`${order.product.name}: how many to return`)).toBeVisible();
});

test("staff refuse a return with a reason the shopper reads", async ({ page, context, browser }) => {
  const operations = await createStaff("operations");
  const order = await deliveredCodOrder(operations, 1);
  const lines = (await callApi("GET", `/customerOrders/${order._id}/returns`, { token: order.shopper.token })).body
    .lines;
  const asked = await callApi("POST", `/customerOrders/${order._id}/returns`, {
    token: order.shopper.token,
    body: {
      lines: [{ orderItemId: lines[0].orderItemId, quantity: 1 }],
      reason: "changed-mind",
      refundTo: "asha@okaxis",
    },
  });
  expect(asked.status, asked.message).toBe(200);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInStaffBrowser(staffContext, operations);
  await staffPage.goto(`/admin/returns/${asked.body._id}`);
  await staffPage.getByRole("button", { name: "Refuse the return" }).click();
  await expect(staffPage.getByText("Reason for refusing is a required field").first()).toBeVisible();
  await staffPage.getByLabel("Reason for refusing").fill("The sofa was used for months");
  await staffPage.getByRole("button", { name: "Refuse the return" }).click();
  await expect(toast(staffPage)).toContainText("Return refused");
  await staffContext.close();

  await signInBrowser(context, order.shopper);
  await page.goto(`/my-account/returns/${order._id}`);
  await expect(page.getByRole("region", { name: "Your returns" })).toContainText("Why: The sofa was used for months");
});
