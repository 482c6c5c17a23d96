import { GSTIN_MESSAGES } from "@api/validation/gstin";
import { expect, test } from "./support/fixtures";
import { createStaff, exclusively, signInStaffBrowser } from "./support/staff";
import { callApi, createCustomer, placeOrder, productBySlug, signInBrowser } from "./support/session";

test.describe.configure({ timeout: 120_000 });

type GstSettings = Record<string, string> & { version: number };

/**
 * The GST settings are one document the whole run shares (the invoices of other specs print it):
 * each change happens under a lock and the original settings are put back afterwards.
 */
test("the owner saves the GST settings, a bad GSTIN refused by its field first; a shopper's invoice names the new seller", async ({
  page,
  context,
}, info) => {
  const withJs = info.project.name !== "js-disabled";
  const owner = await createStaff("owner");
  const customer = await createCustomer();
  const table = await productBySlug("rohtak-sheesham-coffee-table");
  const order = await placeOrder(customer, [{ product: table._id, quantity: 1 }]);
  const legalName = `Woodnest Jaipur Test ${withJs ? "One" : "Two"} Pvt. Ltd.`;
  // Made-up Rajasthan GSTINs with correct check characters (entity 1 or 2, one per project).
  const gstin = withJs ? "08AABCW4821K1Z5" : "08AABCW4821K2Z4";

  const sender = page
    .getByRole("region", { name: `Invoice ${order.orderId}` })
    .locator("address")
    .first();

  await signInStaffBrowser(context, owner);
  await exclusively("gst-settings", async () => {
    const original = (await callApi<GstSettings>("GET", "/admin/settings/gst", { token: owner.token })).body;
    try {
      await page.goto("/admin/settings/gst");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("GST settings");
      await expect(page.getByLabel("GSTIN", { exact: true })).toHaveValue(original.gstin);

      await page.getByLabel("Legal name", { exact: true }).fill(legalName);
      await page.getByLabel("Address line 1", { exact: true }).fill("22 MI Road");
      await page.getByLabel("Address line 2", { exact: true }).fill("");
      await page.getByLabel("City", { exact: true }).fill("Jaipur");
      await page.getByLabel("State", { exact: true }).selectOption("Rajasthan");
      await page.getByLabel("Pincode", { exact: true }).fill("302001");
      // One character mistyped at the end: the check character catches it.
      await page.getByLabel("GSTIN", { exact: true }).fill(`${gstin.slice(0, 14)}${gstin[14] === "5" ? "6" : "5"}`);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByLabel("GSTIN", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(GSTIN_MESSAGES.check)).toBeVisible();
      await expect(page.getByLabel("Legal name", { exact: true })).toHaveValue(legalName);
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("Jaipur");

      await page.getByLabel("GSTIN", { exact: true }).fill(gstin.toLowerCase());
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByText("GST settings saved")).toBeVisible();
      await expect(page.getByLabel("GSTIN", { exact: true })).toHaveValue(gstin);

      // The shopper's printable invoice, within the storefront's few seconds of caching.
      await signInBrowser(context, customer);
      await expect(async () => {
        await page.goto(`/my-account/orderDetails/${order._id}?invoice`);
        await expect(sender).toContainText(legalName, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
      for (const part of ["22 MI Road", "Jaipur, Rajasthan 302001", `GSTIN ${gstin}`])
        await expect(sender).toContainText(part);
      await expect(sender).not.toContainText("Barakhamba");
    } finally {
      const { version } = (await callApi<GstSettings>("GET", "/admin/settings/gst", { token: owner.token })).body;
      const restored = await callApi("PUT", "/admin/settings/gst", {
        token: owner.token,
        body: { ...original, version },
      });
      expect(restored.status, restored.message).toBe(200);
      // Held until the storefront's cache has let go of the test seller: the next invoice anyone prints is the original's.
      await signInBrowser(context, customer);
      await expect(async () => {
        await page.goto(`/my-account/orderDetails/${order._id}?invoice`);
        await expect(sender).toContainText(original.legalName, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
    }
  });
});
