import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { callApi } from "./support/session";
import { createStaff, signInStaffBrowser } from "./support/staff";
import { javaScriptOn } from "./support/javascript";

test.describe.configure({ timeout: 90_000 });

/** A new product of the demo shop's Outdoor & Balcony (no spec counts it), saved inactive as every new product is. */
async function inactiveProduct(token: string, name: string) {
  const options = await callApi<{ categories: { _id: string; name: string }[] }>("GET", "/admin/products/options", {
    token,
  });
  const outdoor = options.body.categories.find((category) => category.name === "Outdoor & Balcony");
  if (!outdoor) throw new Error("the demo shop has an Outdoor & Balcony category");
  const created = await callApi<{ _id: string }>("POST", "/admin/products", {
    token,
    body: {
      name,
      sku: `E2E-PV-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase(),
      categories: [outdoor._id],
      subCategories: [],
      mrp: 9000,
      sellingPrice: 8000,
      productType: "PRODUCT",
      stock: 4,
      maximumOrderQuantity: 5,
      hsnCode: "9401",
      gstRate: 18,
    },
  });
  expect(created.status, created.message).toBe(200);
  const product = await callApi<{ _id: string; slug: string; isActive: boolean }>(
    "GET",
    `/admin/products/${created.body._id}`,
    { token },
  );
  expect(product.body.isActive).toBe(false);
  return { id: created.body._id, slug: product.body.slug };
}

/** Every address the sitemap's files list. */
async function sitemapLocs(request: APIRequestContext) {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const files = locs(await (await request.get("/sitemap.xml")).text());
  const pages = await Promise.all(
    files.map(async (file) => locs(await (await request.get(new URL(file).pathname)).text())),
  );
  return pages.flat();
}

test("staff preview a product that is not on sale, marked and unindexed; shoppers and search engines still get 410", async ({
  page,
  context,
  browser,
  request,
}) => {
  const js = javaScriptOn();
  const catalogue = await createStaff("catalogue", "Kavya Catalogue");
  const name = `E2E Preview Planter ${js ? "js" : "nojs"} ${Date.now()}`;
  const product = await inactiveProduct(catalogue.token, name);

  // A shopper (or a crawler), even with a made-up flag, gets the 410 page as before.
  const shopper = await browser.newContext({ javaScriptEnabled: js });
  const shopPage = await shopper.newPage();
  for (const address of [`/product/${product.slug}`, `/product/${product.slug}?preview=1`]) {
    const answer = await shopPage.goto(address);
    expect(answer?.status(), address).toBe(410);
    await expect(shopPage.getByRole("heading", { name: "No longer sold" })).toBeVisible();
    await expect(shopPage.getByText("Preview: this product is not on sale.")).toHaveCount(0);
  }

  // Staff: the back office's product page links to the preview.
  await signInStaffBrowser(context, catalogue);
  await page.goto(`/admin/products/${product.id}`);
  await page.getByRole("link", { name: "Preview in shop" }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const banner = page.getByRole("status").filter({ hasText: "Preview: this product is not on sale." });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Open it in the back office" })).toHaveAttribute(
    "href",
    `/admin/products/${product.id}`,
  );
  await expect(banner).toContainText("Activate: put it on sale");
  const addToCart = page.getByRole("button", { name: "Add to cart" });
  await expect(addToCart).toBeDisabled();
  await expect(addToCart).toHaveAccessibleDescription("Not on sale: shoppers cannot buy it until it is activated.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // The page is the member of staff's alone: never kept by a cache.
  const again = await page.goto(`/product/${product.slug}`);
  expect(again?.status()).toBe(200);
  expect(again?.headers()["cache-control"]).toBe("private, no-store");

  // Still not on sale for anyone: not found by search, not in the sitemap, and a shopper still gets 410.
  const found = await callApi<{ slug: string }[]>("GET", `/products?searchQuery=${encodeURIComponent(name)}`, {
    token: catalogue.token,
  });
  expect(found.body.map((card) => card.slug)).not.toContain(product.slug);
  expect((await sitemapLocs(request)).some((loc) => loc.endsWith(`/product/${product.slug}`))).toBe(false);
  expect((await shopPage.goto(`/product/${product.slug}`))?.status()).toBe(410);

  // Signed out of the back office, the preview pass left in the browser shows nothing any more.
  expect((await callApi("POST", "/admin/session/logout", { token: catalogue.token })).status).toBe(200);
  expect((await page.goto(`/product/${product.slug}`))?.status()).toBe(410);
  await expect(page.getByText("Preview: this product is not on sale.")).toHaveCount(0);
  await shopper.close();
});
