import type { Page } from "@playwright/test";
import { formatPrice } from "~/lib/format";
import { formatDate } from "~/lib/format-date";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { javaScriptOn } from "./support/javascript";

type Image = { url: string; width: number; height: number; alt?: string };
type Priced = { _id: string; stock: number; maximumOrderQuantity: number; sellingPrice: number; mrp: number };
type SizeVariant = Priced & { size: { name: string; slug: string } };
type ColorVariant = Priced & {
  color: { name: string; slug: string };
  defaultImage: Image;
  images: Image[];
  sizes: SizeVariant[];
};
type Product = Priced & {
  name: string;
  slug: string;
  seoTitle: string | null;
  defaultImage: Image;
  images: Image[];
  categories: { _id: string; name: string; slug: string }[];
  colors: ColorVariant[];
  sizes: SizeVariant[];
};
type Review = { customer: { firstName: string }; ratings: number; comment: string; createdAt: string };

const PLAIN = "rohtak-sheesham-coffee-table";
const COLOUR = "kabir-fabric-sofa";
const SIZE = "mewar-sheesham-bed";
const COLOUR_SIZE = "aranya-sheesham-sofa";
const LOW_STOCK = "amrit-sheesham-end-table";
const NO_WARRANTY = "terracotta-floor-vase";

async function product(api: ApiClient, slug: string) {
  const answer = await api.get<Product>(`/products/by-slug/${slug}`);
  expect(answer.status, `the demo shop has ${slug}`).toBe(200);
  return answer.body;
}

const discountOf = (p: { sellingPrice: number; mrp: number }) => Math.round(100 - (p.sellingPrice / p.mrp) * 100);
const quantityLimit = (p: Priced) => Math.min(p.stock, p.maximumOrderQuantity);

const gallery = (page: Page) => page.getByRole("region", { name: /^Pictures of / });
const mainImage = (page: Page) => gallery(page).locator("figure:visible img");
const colourList = (page: Page) => page.getByRole("list", { name: /^Colour:/ });
const sizeList = (page: Page) => page.getByRole("list", { name: /^Size:/ });
const cartForm = (page: Page) => page.locator('form[action="/cart"]');
const pincodeField = (page: Page) => page.getByRole("textbox", { name: "Pincode" });

/** What the page must show for one variant: price, mrp, discount, stock line, limit and picture. */
async function expectVariant(page: Page, v: Priced, image: Image) {
  await expect(page.getByTestId("price")).toHaveText(`Price ${formatPrice(v.sellingPrice)}`);
  await expect(page.getByTestId("mrp")).toHaveText(`MRP ${formatPrice(v.mrp)}`);
  await expect(page.getByTestId("discount")).toHaveText(`${discountOf(v)}% off`);
  const stock = v.stock === 0 ? "Out of stock" : v.stock <= 5 ? `Hurry, Only ${v.stock} left!` : "In stock";
  await expect(page.getByTestId("stock")).toHaveText(stock);
  await expect(mainImage(page)).toHaveAttribute("src", image.url);
  if (v.stock > 0) {
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveAttribute("max", String(quantityLimit(v)));
    await expect(cartForm(page).getByRole("button", { name: "Add to cart" })).toBeEnabled();
  } else {
    await expect(cartForm(page).getByRole("button", { name: "Out of stock" })).toBeDisabled();
  }
}

test.describe("product detail", () => {
  test("a plain product: name, prices, real discount, stock, quantity limit and the cart form", async ({
    page,
    api,
  }) => {
    const p = await product(api, PLAIN);
    const response = await page.goto(`/product/${PLAIN}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectVariant(page, p, p.defaultImage);
    await expect(colourList(page)).toHaveCount(0);
    await expect(sizeList(page)).toHaveCount(0);

    const form = cartForm(page);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('input[name="intent"]')).toHaveValue("add");
    await expect(form.locator('input[name="productId"]')).toHaveValue(p._id);
    await expect(form.locator('input[name="productColorId"]')).toHaveCount(0);
    await expect(form.locator('input[name="productSizeId"]')).toHaveCount(0);
    await expect(form.locator('input[name="redirectTo"]')).toHaveValue(`/product/${PLAIN}`);
    const quantity = form.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveValue("1");
    await expect(quantity).toHaveAttribute("min", "1");
    await expect(page.getByRole("button", { name: `Add ${p.name} to wishlist` })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Home",
      p.categories[0].name,
      p.name,
    ]);
  });

  test("minus and plus come with JavaScript and stop at 1 and at the limit", async ({ page, api }) => {
    const p = await product(api, PLAIN);
    await page.goto(`/product/${PLAIN}`);
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    if (!javaScriptOn()) {
      await expect(plus).toHaveCount(0);
      await expect(minus).toHaveCount(0);
      return;
    }
    await expect(minus).toBeDisabled();
    for (let n = 2; n <= quantityLimit(p); n++) {
      await plus.click();
      await expect(quantity).toHaveValue(String(n));
    }
    await expect(plus).toBeDisabled();
    await minus.click();
    await expect(quantity).toHaveValue(String(quantityLimit(p) - 1));
  });

  test("a colour product: clicking a colour changes the URL, price, pictures and stock", async ({ page, api }) => {
    const p = await product(api, COLOUR);
    const [first, second] = p.colors;
    await page.goto(`/product/${COLOUR}`);
    await expectVariant(page, first, first.defaultImage);
    await expect(colourList(page).getByRole("link", { name: first.color.name })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await colourList(page).getByRole("link", { name: second.color.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${COLOUR}/color/${second.color.slug}$`));
    await expectVariant(page, second, second.defaultImage);
    await expect(colourList(page).getByRole("link", { name: second.color.name })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(colourList(page).getByRole("link", { name: first.color.name })).not.toHaveAttribute("aria-current");
    await expect(cartForm(page).locator('input[name="productColorId"]')).toHaveValue(second._id);
    await expect(cartForm(page).locator('input[name="redirectTo"]')).toHaveValue(
      `/product/${COLOUR}/color/${second.color.slug}`,
    );
  });

  test("a sold-out colour is marked, still opens, and cannot be added", async ({ page, api }) => {
    const p = await product(api, COLOUR);
    const soldOut = p.colors.find((c) => c.stock === 0);
    expect(soldOut, "the demo shop has a sold-out colour").toBeDefined();
    await page.goto(`/product/${COLOUR}`);
    const link = colourList(page).getByRole("link", { name: `${soldOut!.color.name} (sold out)` });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/color/${soldOut!.color.slug}$`));
    await expectVariant(page, soldOut!, soldOut!.defaultImage);
    await expect(page.getByRole("spinbutton", { name: "Quantity" })).toBeDisabled();
  });

  test("a size product: the first size by default, another size by its link", async ({ page, api }) => {
    const p = await product(api, SIZE);
    const [first, second] = p.sizes;
    await page.goto(`/product/${SIZE}`);
    await expectVariant(page, first, p.defaultImage);
    await expect(colourList(page)).toHaveCount(0);

    await sizeList(page).getByRole("link", { name: second.size.name }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${SIZE}/size/${second.size.slug}$`));
    await expectVariant(page, second, p.defaultImage);
    await expect(sizeList(page).getByRole("link", { name: second.size.name })).toHaveAttribute("aria-current", "true");
    await expect(cartForm(page).locator('input[name="productSizeId"]')).toHaveValue(second._id);
  });

  test("a colour and size product: a colour starts at its own first size", async ({ page, api }) => {
    const p = await product(api, COLOUR_SIZE);
    const [navy, mustard] = p.colors;
    await page.goto(`/product/${COLOUR_SIZE}`);
    await expectVariant(page, navy.sizes[0], navy.defaultImage);

    // From the second size of the first colour, choosing another colour goes to that colour's first size.
    await sizeList(page).getByRole("link", { name: navy.sizes[1].size.name }).click();
    await expect(page).toHaveURL(new RegExp(`/color/${navy.color.slug}/size/${navy.sizes[1].size.slug}$`));
    await expectVariant(page, navy.sizes[1], navy.defaultImage);

    await colourList(page).getByRole("link", { name: mustard.color.name }).click();
    await expect(page).toHaveURL(
      new RegExp(`/product/${COLOUR_SIZE}/color/${mustard.color.slug}/size/${mustard.sizes[0].size.slug}$`),
    );
    await expectVariant(page, mustard.sizes[0], mustard.defaultImage);
    await expect(sizeList(page).getByRole("link", { name: mustard.sizes[0].size.name })).toHaveAttribute(
      "aria-current",
      "true",
    );

    const soldOut = mustard.sizes.find((s) => s.stock === 0)!;
    await sizeList(page)
      .getByRole("link", { name: `${soldOut.size.name} (sold out)` })
      .click();
    await expectVariant(page, soldOut, mustard.defaultImage);
    const form = cartForm(page);
    await expect(form.locator('input[name="productColorId"]')).toHaveValue(mustard._id);
    await expect(form.locator('input[name="productSizeId"]')).toHaveValue(soldOut._id);
  });

  test("a colour URL without a size shows the colour's first size", async ({ page, api }) => {
    const p = await product(api, COLOUR_SIZE);
    const mustard = p.colors[1];
    await page.goto(`/product/${COLOUR_SIZE}/color/${mustard.color.slug}`);
    await expectVariant(page, mustard.sizes[0], mustard.defaultImage);
  });

  test("low stock says how many are left", async ({ page, api }) => {
    const p = await product(api, LOW_STOCK);
    expect(p.stock).toBeLessThanOrEqual(5);
    await page.goto(`/product/${LOW_STOCK}`);
    await expect(page.getByTestId("stock")).toHaveText(`Hurry, Only ${p.stock} left!`);
  });

  test("an unknown product, colour or size answers 404 with the not-found page", async ({ page, api }) => {
    const colourSize = await product(api, COLOUR_SIZE);
    for (const path of [
      "/product/no-such-product",
      `/product/${COLOUR}/color/no-such-colour`,
      `/product/${COLOUR}/size/king`,
      `/product/${PLAIN}/color/grey`,
      `/product/${SIZE}/size/no-such-size`,
      `/product/${COLOUR_SIZE}/color/${colourSize.colors[0].color.slug}/size/king`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
    await expect(page).toHaveTitle("Page not found | Woodnest");
  });

  test("the pincode checker: served, not served, malformed, remembered", async ({ page, api }) => {
    const served = await api.get<unknown>("/pincodes/checkDelivery/110001");
    const notServed = await api.get<unknown>("/pincodes/checkDelivery/999999");
    expect(served.status).toBe(200);
    expect(notServed.status).toBe(404);
    const url = `/product/${COLOUR}/color/grey`;
    await page.goto(url);
    const field = pincodeField(page);
    const check = page.getByRole("button", { name: "Check" });

    await field.fill("110001");
    await check.click();
    await expect(page.getByText(served.message)).toBeVisible();
    // Without JavaScript the form's #delivery fragment brings the shopper back to the checker.
    await expect(page).toHaveURL(new RegExp(`${url}(#delivery)?$`));

    // The session remembers it: a fresh visit shows it filled in with the answer.
    await page.goto(url);
    await expect(pincodeField(page)).toHaveValue("110001");
    await expect(page.getByText(served.message)).toBeVisible();

    await pincodeField(page).fill("999999");
    await page.getByRole("button", { name: "Check" }).click();
    const error = page.locator("#pincode-error");
    await expect(error).toHaveText(notServed.errors.pincode);
    await expect(error).toHaveCSS("color", "rgb(179, 38, 30)");
    await expect(pincodeField(page)).toHaveAttribute("aria-describedby", "pincode-error");
    await expect(pincodeField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(pincodeField(page)).toHaveValue("999999");
    await expect(page.getByText(served.message)).toHaveCount(0);

    // A failed check forgets the remembered pincode.
    await page.goto(url);
    await expect(pincodeField(page)).toHaveValue("");

    await pincodeField(page).pressSequentially("12ab");
    // With JavaScript the field keeps digits only; without it the server reads what was sent.
    await expect(pincodeField(page)).toHaveValue(javaScriptOn() ? "12" : "12ab");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.locator("#pincode-error")).toHaveText("Pincode must be exactly 6 digits");
  });

  test("reviews: rating summary, approved reviews with 'MMMM DD YYYY' dates, and the sign-in notice", async ({
    page,
    api,
  }) => {
    const p = await product(api, SIZE);
    const reviews = await api.get<Review[]>(`/reviews?product=${p._id}&reviewStatus=APPROVED&limit=10`);
    expect(reviews.body.length).toBeGreaterThan(0);
    const average = (reviews as unknown as { averageRating: number }).averageRating;
    await page.goto(`/product/${SIZE}`);

    const count = reviews.totalRecords;
    await expect(page.getByRole("link", { name: `Rated ${average} out of 5, ${count} reviews` })).toHaveAttribute(
      "href",
      "#reviews",
    );
    const section = page.getByRole("region", { name: `Reviews (${count})` });
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(reviews.body.length);
    for (const [index, review] of reviews.body.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(review.customer.firstName);
      await expect(item).toContainText(review.comment);
      const date = item.locator("time");
      await expect(date).toHaveText(formatDate(review.createdAt, "review"));
      await expect(date).toHaveText(/^[A-Z][a-z]+ \d{2} \d{4}$/);
    }
    await expect(section.getByText("To make a review need to login!")).toBeVisible();
    await expect(section.getByRole("link", { name: "Log in to write a review" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent(`/product/${SIZE}`)}`,
    );

    await page.goto(`/product/${PLAIN}`);
    await expect(page.getByRole("region", { name: "Reviews (0)" }).getByText("No reviews yet")).toBeVisible();
  });

  test("related products: the same category, never the product itself", async ({ page, api }) => {
    const p = await product(api, COLOUR_SIZE);
    const related = await api.get<{ name: string }[]>(
      `/products?category=${p.categories[0]._id}&exclude=${p._id}&limit=5`,
    );
    expect(related.body.length).toBeGreaterThan(0);
    await page.goto(`/product/${COLOUR_SIZE}`);
    const section = page.getByRole("region", { name: "Related Products" });
    const names = section.getByRole("heading", { level: 3 });
    await expect(names).toHaveText(related.body.map((r) => r.name));
    await expect(names.filter({ hasText: p.name })).toHaveCount(0);
  });

  test("specifications (named once) and warranty terms fold open; empty terms say 'Not Available'", async ({
    page,
  }) => {
    await page.goto(`/product/${PLAIN}`);
    const specifications = page.locator("details", { has: page.getByRole("heading", { name: "Specifications" }) });
    await expect(specifications).toHaveAttribute("open", "");
    // The panel says its name once: the description's own "Specifications" heading is dropped.
    await expect(specifications.getByRole("heading")).toHaveText(["Specifications"]);
    await expect(specifications.getByRole("listitem").first()).toContainText("Dimensions:");
    const warranty = page.locator("details", { has: page.getByRole("heading", { name: "Warranty Terms" }) });
    const terms = warranty.getByText(/against manufacturing defects/);
    await expect(terms).toBeHidden();
    await warranty.getByRole("heading", { name: "Warranty Terms" }).click();
    await expect(warranty).toHaveAttribute("open", "");
    await expect(terms).toBeVisible();

    await page.goto(`/product/${NO_WARRANTY}`);
    const empty = page.locator("details", { has: page.getByRole("heading", { name: "Warranty Terms" }) });
    await empty.getByRole("heading", { name: "Warranty Terms" }).click();
    await expect(empty.getByText("Not Available")).toBeVisible();
  });

  test("meta: title, canonical, OpenGraph picture and JSON-LD Product with Offer and rating", async ({
    page,
    api,
    baseURL,
  }) => {
    const p = await product(api, SIZE);
    const king = p.sizes[1];
    await page.goto(`/product/${SIZE}/size/${king.size.slug}`);
    await expect(page).toHaveTitle(`${p.name} | Woodnest`);
    const canonical = `${baseURL}/product/${SIZE}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    // Its picture when it is a JPEG or PNG (an upload), else the shop's own picture: the demo's are SVG.
    const shared = /\.(jpe?g|png)$/i.test(p.defaultImage.url) ? p.defaultImage.url : "/share.jpg";
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}${shared}`);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const ld = blocks.find((block) => block["@type"] === "Product");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      name: p.name,
      offers: {
        "@type": "Offer",
        price: king.sellingPrice,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: `${baseURL}/product/${SIZE}/size/${king.size.slug}`,
      },
      aggregateRating: { "@type": "AggregateRating", reviewCount: expect.any(Number) },
    });
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      "Home",
      p.categories[0].name,
      p.name,
    ]);

    await page.goto(`/product/${COLOUR}/color/rust`);
    const sold = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((block) => block["@type"] === "Product");
    expect(sold.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(sold.aggregateRating, "no rating without reviews").toBeUndefined();
  });

  test("share links open each network in a new tab with the canonical product URL", async ({ page, baseURL }) => {
    await page.goto(`/product/${COLOUR}/color/grey`);
    const canonical = encodeURIComponent(`${baseURL}/product/${COLOUR}`);
    for (const [network, host] of [
      ["Facebook", "https://www.facebook.com/sharer/sharer.php"],
      ["X (Twitter)", "https://twitter.com/intent/tweet"],
      ["Pinterest", "https://pinterest.com/pin/create/button/"],
      ["WhatsApp", "https://wa.me/"],
    ]) {
      const link = page.getByRole("link", { name: `Share on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      const href = (await link.getAttribute("href")) ?? "";
      expect(href.startsWith(host), network).toBe(true);
      expect(href).toContain(canonical);
    }
  });

  test("gallery: a thumbnail shows its picture; the main picture opens larger", async ({ page, api }) => {
    const p = await product(api, PLAIN);
    await page.goto(`/product/${PLAIN}`);
    const thumbnails = gallery(page).getByRole("list", { name: "Choose a picture" }).getByRole("link");
    await expect(thumbnails).toHaveCount(p.images.length);
    await expect(mainImage(page)).toHaveAttribute("fetchpriority", "high");

    await thumbnails.nth(1).click();
    await expect(mainImage(page)).toHaveAttribute("src", p.images[1].url);
    await expect(mainImage(page)).toHaveAttribute("loading", "lazy");

    const zoom = gallery(page).locator("figure:visible a");
    await expect(zoom).toHaveAttribute("href", p.images[1].url);
    if (!javaScriptOn()) return;
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await zoom.click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText(`2 / ${p.images.length}`);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
    { width: 1920, height: 1080 },
  ]) {
    test(`gallery: the lightbox zooms in and out at ${viewport.width} px (JavaScript)`, async ({ page }) => {
      test.skip(!javaScriptOn(), "without JavaScript the picture links to its full-size file, which the browser zooms");
      await page.setViewportSize(viewport);
      await page.goto(`/product/${PLAIN}`);
      await gallery(page).locator("figure:visible a").click();
      const lightbox = page.getByRole("dialog");
      const zoomIn = lightbox.getByRole("button", { name: "Zoom in" });
      const zoomOut = lightbox.getByRole("button", { name: "Zoom out" });
      await expect(zoomIn).toBeEnabled();
      await expect(zoomOut).toBeDisabled();
      // The library's own class marks the slide on show; its neighbours are drawn beside it.
      const picture = lightbox.locator(".yarl__slide_current img");
      const shownWidth = async () => (await picture.boundingBox())?.width ?? 0;
      const before = await shownWidth();
      await zoomIn.click();
      await expect(zoomOut).toBeEnabled();
      // Zoomed for real: at least one and a half times as wide as before.
      await expect.poll(shownWidth).toBeGreaterThan(before * 1.5);
      await zoomOut.click();
      await expect(zoomOut).toBeDisabled();
    });
  }

  test("keyboard only: choose a colour, then check a pincode", async ({ page, api }) => {
    const p = await product(api, COLOUR);
    const served = await api.get<unknown>("/pincodes/checkDelivery/110001");
    const grey = p.colors.find((c) => c.color.slug === "grey")!;
    await page.goto(`/product/${COLOUR}`);

    await tabTo(page, colourList(page).getByRole("link", { name: grey.color.name }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/color/${grey.color.slug}$`));
    await expect(page.getByTestId("price")).toHaveText(`Price ${formatPrice(grey.sellingPrice)}`);

    await tabTo(page, pincodeField(page));
    await page.keyboard.type("110001");
    await page.keyboard.press("Enter");
    await expect(page.getByText(served.message)).toBeVisible();
  });

  for (const [label, width] of [
    ["desktop", 1280],
    ["390 px", 390],
  ] as const) {
    test(`no axe violations on a plain product (${label})`, async ({ page }) => {
      // axe on a whole product page takes most of the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product/${PLAIN}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`no axe violations on a colour-and-size product with a pincode error (${label})`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/product/${COLOUR_SIZE}/color/mustard/size/2-seater`);
      await pincodeField(page).fill("999999");
      await page.getByRole("button", { name: "Check" }).click();
      await expect(page.locator("#pincode-error")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
