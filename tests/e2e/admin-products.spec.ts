import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formatPrice } from "~/lib/format";
import { expect, test } from "./support/fixtures";
import { tabTo, typeInto } from "./support/keyboard";
import { colourSizeProductThroughApi } from "./support/products";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { UNTIL_THE_SHOP_CATCHES_UP } from "./support/shop-cache";

// A staff sign-in may wait for the next 30-second code; the flow itself loads many pages.
test.describe.configure({ timeout: 120_000 });

/**
 * A price no demo product has, so the category listing can be narrowed to the new product by price.
 * New products go to Outdoor & Balcony: the storefront's specs count Living Room's and Bedroom's.
 */
const uniquePrice = (seed: number) => 100_000 + (Date.now() % 50_000) + seed;

/** The variant matrix's input of row `index`. */
const cell = (page: Page, index: number, field: string) => page.locator(`input[name="variants[${index}].${field}"]`);

/** Reloads a shop page until `check` (whose own waits are short) passes: the storefront keeps public answers up to 5 s. */
async function onceTheShopCatchesUp(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
}

test.describe("products in the back office", () => {
  test("a colour+size product: created, given variants, activated, seen in the shop with a colour's picture, repriced, renamed and deactivated", async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const name = `E2E Lounge Chair ${tag}`;
    const sku = `E2E-${tag}`.toUpperCase();
    const catalogue = await createStaff("catalogue", "Kiran Catalogue");
    await signInStaffBrowser(context, catalogue);

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Products" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
    await page.getByRole("link", { name: "Add a product" }).click();

    // A refusal keeps what was typed and says why next to the field.
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("SKU", { exact: true }).fill(sku);
    await page.getByLabel("Product type", { exact: true }).selectOption({ label: "With colours and sizes" });
    await page.getByRole("group", { name: "Categories" }).getByLabel("Outdoor & Balcony", { exact: true }).check();
    await page.getByLabel("MRP (Rs)", { exact: true }).fill("20000");
    await page.getByLabel("Selling price (Rs)", { exact: true }).fill("25000");
    await page.getByLabel("HSN code", { exact: true }).fill("9401");
    await page.getByLabel("Description", { exact: true }).fill('<p>Deep seat.</p><script>alert("x")</script>');
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("Selling price must not be more than the MRP")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(
      page.getByRole("group", { name: "Categories" }).getByLabel("Outdoor & Balcony", { exact: true }),
    ).toBeChecked();

    await page.getByLabel("Selling price (Rs)", { exact: true }).fill("18000");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(toast(page)).toContainText("was added, inactive");
    // Sanitized on save.
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("<p>Deep seat.</p>");

    // Two colours and two sizes from the masters: four variants.
    for (const colour of ["Walnut", "Teak"]) {
      await page.getByLabel("Colour to add", { exact: true }).selectOption({ label: colour });
      await page.getByRole("button", { name: "Add colour" }).click();
      await expect(toast(page)).toContainText(`${colour} was added`);
    }
    for (const size of ["Queen", "King"]) {
      await page.getByLabel("Size to add", { exact: true }).selectOption({ label: size });
      await page.getByRole("button", { name: "Add size" }).click();
      await expect(toast(page)).toContainText(`Size ${size} was added`);
    }
    await expect(page.locator('input[name$=".sku"]')).toHaveCount(4);
    await expect(page.getByRole("rowheader", { name: "Walnut, Queen" })).toBeVisible();

    // The first variant's price and stock (the shop shows the first variant first).
    const price = uniquePrice(testInfo.project.name === "js-disabled" ? 1 : 0);
    await cell(page, 0, "sellingPrice").fill(String(price));
    await cell(page, 0, "mrp").fill(String(price + 5000));
    await cell(page, 0, "stock").fill("7");
    await page.getByRole("button", { name: "Save variants" }).click();
    await expect(toast(page)).toContainText("1 variant was saved");
    await expect(cell(page, 0, "stock")).toHaveValue("7");

    await page.getByRole("button", { name: "Activate: put it on sale" }).click();
    await expect(toast(page)).toContainText("is on sale in the shop");
    const slug = await page.getByLabel("Slug (the product's address)", { exact: true }).inputValue();

    const shop = await (
      await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "js-disabled" })
    ).newPage();
    await onceTheShopCatchesUp(shop, `/product/${slug}`, async () => {
      await expect(shop.getByRole("heading", { level: 1 })).toHaveText(name, { timeout: 1_000 });
      await expect(shop.getByText(formatPrice(price)).first()).toBeVisible({ timeout: 1_000 });
    });
    // A price range only this product falls in (the shop refuses a range whose ends are equal, and would list the whole category).
    await onceTheShopCatchesUp(shop, `/shop/outdoor?minAmount=${price - 1}&maxAmount=${price + 1}`, async () => {
      await expect(shop.getByRole("link", { name }).first()).toBeVisible({ timeout: 1_000 });
    });

    // A picture of the first colour, which the shop shows first.
    await page.getByRole("link", { name: "Upload and arrange pictures" }).click();
    const walnut = page.getByRole("form", { name: `Add a picture of ${name} in Walnut` });
    const alt = `${name} in Walnut, front`;
    const jpeg = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#6b4226" } })
      .jpeg()
      .toBuffer();
    await walnut.getByLabel("Image file").setInputFiles({ name: "walnut.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await walnut.getByLabel("Description (alt text)").fill(alt);
    await walnut.getByRole("button", { name: "Upload picture" }).click();
    await expect(toast(page)).toContainText(`Picture added to ${name} in Walnut`);
    await onceTheShopCatchesUp(shop, `/product/${slug}`, async () => {
      await expect(shop.getByRole("img", { name: alt }).first()).toBeVisible({ timeout: 1_000 });
    });
    await page.getByRole("link", { name: `Back to ${name}` }).click();

    // A new price and stock reach the shop within 5 seconds.
    const newPrice = price - 1000;
    await cell(page, 0, "sellingPrice").fill(String(newPrice));
    await cell(page, 0, "stock").fill("3");
    await page.getByRole("button", { name: "Save variants" }).click();
    await expect(toast(page)).toContainText("1 variant was saved");
    await onceTheShopCatchesUp(shop, `/product/${slug}`, async () => {
      await expect(shop.getByText(formatPrice(newPrice)).first()).toBeVisible({ timeout: 1_000 });
    });

    // A new slug: the old address redirects (301) to the new one.
    const newSlug = `${slug}-renamed`;
    await page.getByLabel("Slug (the product's address)", { exact: true }).fill(newSlug);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page)).toContainText("was saved");
    await expect(page.getByText(`Earlier addresses that redirect here: ${slug}`)).toBeVisible();
    // The storefront's instances each keep answers up to 5 s, so both checks are retried.
    await expect(async () => {
      const answer = await shop.request.get(`/product/${slug}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(new URL(answer.headers().location, "http://shop.test").pathname).toBe(`/product/${newSlug}`);
      await shop.goto(`/product/${slug}`);
      await expect(shop).toHaveURL(new RegExp(`/product/${newSlug}$`), { timeout: 500 });
    }).toPass(UNTIL_THE_SHOP_CATCHES_UP);

    // Deactivated: asked first, then the shop's page answers 410 and points to the category.
    await page.getByRole("link", { name: "Deactivate…" }).click();
    await expect(page).toHaveURL(/\?confirm=deactivate$/);
    await page.getByRole("button", { name: "Yes, deactivate it" }).click();
    await expect(toast(page)).toContainText("is no longer shown in the shop");
    await expect(async () => {
      const answer = await shop.goto(`/product/${newSlug}`);
      expect(answer?.status()).toBe(410);
    }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
    await expect(shop.getByRole("heading", { name: "No longer sold" })).toBeVisible();
    await expect(shop).toHaveTitle("No longer sold | Woodnest");
    await shop.getByRole("link", { name: "See more in Outdoor & Balcony" }).click();
    await expect(shop).toHaveURL(/\/shop\/outdoor$/);

    // The list finds it by sku and filters inactive products.
    await page.goto(`/admin/products?q=${encodeURIComponent(sku)}&active=inactive`);
    await expect(page.getByRole("heading", { name: "1 product" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Inactive");
    await shop.context().close();
  });
});

test("two staff editing one product: the second save is refused, says who saved, and keeps what was typed", async ({
  page,
  context,
  browser,
}, testInfo) => {
  const first = await createStaff("catalogue", "Farah First");
  const second = await createStaff("owner", "Sami Second");
  const { id } = await colourSizeProductThroughApi(first.token);
  await signInStaffBrowser(context, first);
  const otherContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "js-disabled" });
  await signInStaffBrowser(otherContext, second);
  const other = await otherContext.newPage();

  await page.goto(`/admin/products/${id}`);
  await other.goto(`/admin/products/${id}`);
  await page.getByLabel("Tag line", { exact: true }).fill("Saved first");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(toast(page)).toContainText("was saved");

  await other.getByLabel("Tag line", { exact: true }).fill("Typed second");
  await other.getByRole("button", { name: "Save details" }).click();
  await expect(other.getByRole("alert")).toContainText(`${first.name} (${first.email}) saved this product`);
  await expect(other.getByRole("alert")).toContainText("changing tag line");
  await expect(other.getByLabel("Tag line", { exact: true })).toHaveValue("Typed second");
  // Having read whose change it would replace, the second save goes through.
  await other.getByRole("button", { name: "Save details" }).click();
  await expect(toast(other)).toContainText("was saved");
  await expect(other.getByLabel("Tag line", { exact: true })).toHaveValue("Typed second");
  await otherContext.close();
});

test("a new product with colours: the form says it is saved inactive, as the toast does, and the stock typed goes to its first colour", async ({
  page,
  context,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  await signInStaffBrowser(context, await createStaff("catalogue", "Chitra Colours"));
  await page.goto("/admin/products/new");
  await expect(page.getByText("It is saved inactive, out of the shop.")).toBeVisible();
  await expect(page.getByText("goes on sale as soon as it is saved")).toHaveCount(0);

  await page.getByLabel("Name", { exact: true }).fill(`E2E Jute Pouffe ${tag}`);
  await page.getByLabel("SKU", { exact: true }).fill(`E2E-POUFFE-${tag}`.toUpperCase());
  await page.getByLabel("Product type", { exact: true }).selectOption({ label: "With colours" });
  await page.getByRole("group", { name: "Categories" }).getByLabel("Outdoor & Balcony", { exact: true }).check();
  await page.getByLabel("MRP (Rs)", { exact: true }).fill("6000");
  await page.getByLabel("Selling price (Rs)", { exact: true }).fill("5200");
  await page.getByLabel("Stock", { exact: true }).fill("9");
  await page.getByLabel("HSN code", { exact: true }).fill("9401");
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(toast(page)).toContainText("was added, inactive: activate it to put it on sale");
  await expect(page.getByRole("button", { name: "Activate: put it on sale" })).toBeVisible();

  for (const colour of ["Walnut", "Teak"]) {
    await page.getByLabel("Colour to add", { exact: true }).selectOption({ label: colour });
    await page.getByRole("button", { name: "Add colour" }).click();
    await expect(toast(page)).toContainText(`${colour} was added`);
  }
  // The product's own Stock field gives way to the variants', where the 9 typed went to the first colour.
  await expect(page.getByLabel("Stock", { exact: true })).toHaveCount(0);
  await expect(cell(page, 0, "stock")).toHaveValue("9");
  await expect(cell(page, 1, "stock")).toHaveValue("0");
});

test("a product created by keyboard alone", async ({ page, context }, testInfo) => {
  const name = `E2E Keyboard Stool ${testInfo.project.name}-${Date.now()}`;
  await signInStaffBrowser(context, await createStaff("catalogue", "Kavya Keys"));
  await page.goto("/admin/products/new");

  await typeInto(page, "Name", name);
  await typeInto(page, "SKU", `KEY-${Date.now()}-${testInfo.project.name}`.toUpperCase());
  await tabTo(page, page.getByRole("group", { name: "Categories" }).getByLabel("Outdoor & Balcony", { exact: true }));
  await page.keyboard.press("Space");
  await typeInto(page, "MRP (Rs)", "4500");
  await typeInto(page, "Selling price (Rs)", "3999");
  await typeInto(page, "Stock", "12");
  await typeInto(page, "HSN code", "94016100");
  await tabTo(page, page.getByRole("button", { name: "Save product" }));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await tabTo(page, page.getByRole("button", { name: "Activate: put it on sale" }));
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("is on sale in the shop");
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the list's rows and the variant matrix fit, and every button is in reach", async ({ page, context }) => {
    const catalogue = await createStaff("catalogue", "Pari Phone");
    await signInStaffBrowser(context, catalogue);
    const { id } = await colourSizeProductThroughApi(catalogue.token);
    for (const path of ["/admin/products", `/admin/products/${id}`, "/admin/products/new"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      for (const table of await page.getByRole("table").all())
        expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
      for (const button of await page.getByRole("button").all()) {
        const box = await button.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    }
  });
});
