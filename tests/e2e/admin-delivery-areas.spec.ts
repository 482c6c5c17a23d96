import type { Page } from "@playwright/test";
import { formatDaysFromToday } from "~/lib/format-date";
import { expect, test } from "./support/fixtures";
import { waitForImport } from "./support/imports";
import { callApi } from "./support/session";
import { type TestStaff, createStaff, signInStaffBrowser, toast } from "./support/staff";
import { UNTIL_THE_SHOP_CATCHES_UP } from "./support/shop-cache";

// A staff sign-in waits for a fresh authenticator code.
test.describe.configure({ timeout: 120_000 });

const PRODUCT = "/product/rohtak-sheesham-coffee-table";
const HEADER = "pincode,city,state,deliveryDays,cod,active";

/** A pincode no seed and no other test uses: 79xxxx, different for every call. */
let offset = 0;
const freshPincode = () => String(790000 + ((Date.now() + offset++ * 7919) % 10000));

/** The shopper's delivery check on a product page. */
async function checkOnProductPage(page: Page, pincode: string) {
  await page.goto(PRODUCT);
  await page.getByRole("textbox", { name: "Pincode" }).fill(pincode);
  await page.getByRole("button", { name: "Check" }).click();
}

async function catalogueStaff(page: Page): Promise<TestStaff> {
  const member = await createStaff("catalogue", "Kavya Catalogue");
  await signInStaffBrowser(page.context(), member);
  return member;
}

const areaOf = (member: TestStaff, pincode: string) =>
  callApi("GET", `/admin/pincodes/${pincode}`, { token: member.token });

test.describe("delivery areas in the back office", () => {
  test("staff add a pincode with 4 delivery days and no cash on delivery; the product page says when and that COD is not available", async ({
    page,
  }) => {
    await catalogueStaff(page);
    const pincode = freshPincode();
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Delivery areas" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery areas");

    const add = page.getByRole("form", { name: "Add a pincode" });
    // A refusal keeps what was typed and says what is wrong by the field.
    await add.getByLabel("Pincode", { exact: true }).fill(pincode);
    await add.getByLabel("City", { exact: true }).fill("Kochi");
    await add.getByLabel("Delivery days (optional)").fill("99");
    await add.getByRole("button", { name: "Add pincode" }).click();
    const refused = page.getByRole("form", { name: "Add a pincode" });
    await expect(refused.getByLabel("Delivery days (optional)")).toHaveAccessibleDescription(
      /Delivery days must be a whole number from 1 to 60/,
    );
    await expect(refused.getByLabel("State", { exact: true })).toHaveAccessibleDescription("State is a required field");
    await expect(refused.getByLabel("City", { exact: true })).toHaveValue("Kochi");

    await refused.getByLabel("State", { exact: true }).selectOption("Kerala");
    await refused.getByLabel("Delivery days (optional)").fill("4");
    await refused.getByLabel("Cash on delivery").selectOption("no");
    await refused.getByRole("button", { name: "Add pincode" }).click();
    await expect(toast(page)).toContainText(`Pincode ${pincode} (Kochi) added`);
    await page.getByLabel("Pincode, city or state").fill(pincode);
    await page.getByRole("button", { name: "Show pincodes" }).click();
    const row = page.getByRole("table").getByRole("row").filter({ hasText: pincode });
    await expect(row).toContainText("4 days");
    await expect(row.getByRole("cell", { name: "Active", exact: true })).toBeVisible();

    await checkOnProductPage(page, pincode);
    const status = page.locator("#pincode-status");
    await expect(status).toContainText(`Delivery by ${formatDaysFromToday(new Date(), 4)}`);
    await expect(status).toContainText("Cash on delivery not available here");
  });

  test("staff import a CSV: the dry run lists a bad row's error and writes nothing; the fixed file imports", async ({
    page,
  }) => {
    const member = await catalogueStaff(page);
    const [first, second] = [freshPincode(), freshPincode()];
    await page.goto("/admin/delivery-areas");
    await page.getByRole("link", { name: "Import a CSV file" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import delivery areas");

    const bad = [HEADER, `${first},Kochi,Kerala,5,no,yes`, `${second},Kochi,Kerela,5,yes,yes`].join("\n");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "areas.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(page.getByRole("heading", { name: "1 error: fix them before importing" })).toBeVisible();
    const error = page
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: "State must be one of India's states or union territories" });
    await expect(error.getByRole("rowheader")).toHaveText("3");
    await expect(error.getByRole("cell", { name: "state", exact: true })).toBeVisible();
    expect((await areaOf(member, first)).status).toBe(404);

    const fixed = bad.replace("Kerela", "Kerala");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "areas-fixed.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/imports\/[^/]+$/);
    await expect(toast(page)).toContainText("The import of 2 rows has started");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivery areas import: areas-fixed.csv");
    await waitForImport(page, "Imported");
    await expect(page.getByText("2 of 2 rows written. Imported: 2 added, 0 updated, 0 unchanged")).toBeVisible();
    expect((await areaOf(member, second)).body).toMatchObject({
      city: "Kochi",
      state: "Kerala",
      deliveryDays: 5,
      codAvailable: true,
      isActive: true,
    });
  });

  test("staff deactivate a pincode after confirming; the product page's check then says the shop does not deliver there", async ({
    page,
  }) => {
    const member = await catalogueStaff(page);
    const pincode = freshPincode();
    const added = await callApi("POST", "/admin/pincodes", {
      token: member.token,
      body: { pincode, city: "Panaji", state: "Goa", deliveryDays: 2, codAvailable: true },
    });
    expect(added.status, added.message).toBe(200);
    await checkOnProductPage(page, pincode);
    await expect(page.locator("#pincode-status")).toContainText("Cash on delivery available");

    await page.goto(`/admin/delivery-areas/${pincode}`);
    await page.getByRole("link", { name: "Deactivate…" }).click();
    await expect(page).toHaveURL(/\?confirm=deactivate$/);
    await page
      .getByRole("group", { name: `Deactivate pincode ${pincode}?` })
      .getByRole("button", { name: "Yes, deactivate it" })
      .click();
    await expect(toast(page)).toContainText(`Pincode ${pincode} deactivated`);
    await expect(page.getByText("Inactive: the shop does not deliver here.")).toBeVisible();

    // The remembered pincode is asked about again on every visit: within the storefront's 5 s.
    const notServed = `Sorry, we do not deliver to ${pincode} yet`;
    await expect(async () => {
      await page.goto(PRODUCT);
      await expect(page.locator("#pincode-error")).toHaveText(notServed, { timeout: 1000 });
    }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
    await checkOnProductPage(page, pincode);
    await expect(page.locator("#pincode-error")).toHaveText(notServed);

    // Switched on again from the list, ticked among the results; and off again, after confirming.
    await page.goto(`/admin/delivery-areas?q=${pincode}&status=inactive`);
    await page.getByRole("checkbox", { name: `Select ${pincode}` }).check();
    await page.getByRole("button", { name: "Activate selected", exact: true }).click();
    await expect(toast(page)).toContainText(`Pincode ${pincode} activated`);
    expect((await areaOf(member, pincode)).body.isActive).toBe(true);
    await page.goto(`/admin/delivery-areas?q=${pincode}`);
    await page.getByRole("checkbox", { name: `Select ${pincode}` }).check();
    await page.getByRole("button", { name: "Deactivate selected…" }).click();
    await page
      .getByRole("group", { name: `Deactivate pincode ${pincode}?` })
      .getByRole("button", { name: "Yes, deactivate it" })
      .click();
    await expect(toast(page)).toContainText(`Pincode ${pincode} deactivated`);
    await expect(
      page.getByRole("table").getByRole("row").filter({ hasText: pincode }).getByRole("cell", { name: "Inactive" }),
    ).toBeVisible();
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the list, a pincode's page and a dry run's errors fit without scrolling sideways", async ({ page }) => {
    const member = await catalogueStaff(page);
    const pincode = freshPincode();
    const added = await callApi("POST", "/admin/pincodes", {
      token: member.token,
      body: {
        pincode,
        city: "Thiruvananthapuram",
        state: "Dadra and Nagar Haveli and Daman and Diu",
        deliveryDays: 12,
        codAvailable: false,
      },
    });
    expect(added.status, added.message).toBe(200);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    await page.goto(`/admin/delivery-areas?q=${pincode}`);
    const table = page.getByRole("table");
    await expect(table).toContainText("Thiruvananthapuram");
    expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
    await fits();
    await page.goto(`/admin/delivery-areas/${pincode}?confirm=deactivate`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pincode ${pincode}`);
    await fits();
    await page.goto("/admin/delivery-areas/import");
    await page.getByLabel("CSV file").setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${HEADER}\n012345,Kochi,Kerala,,maybe,yes\n`),
    });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(page.getByRole("heading", { name: "2 errors: fix them before importing" })).toBeVisible();
    await fits();
  });
});
