import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { colourSizeProductThroughApi } from "./support/products";
import { type TestCustomer, callApi, createCustomer, signInBrowser } from "./support/session";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { javaScriptOn } from "./support/javascript";

test.describe.configure({ timeout: 120_000 });

type Review = { _id: string; reviewStatus: string };

/**
 * A product of this test's own (so the twin test in the other project, and the storefront's specs
 * that count demo reviews, never see these reviews), with its slug.
 */
async function ownProduct(tag: string) {
  const catalogue = await createStaff("catalogue");
  const name = `E2E Review Stool ${tag} ${Date.now()}`;
  const { id } = await colourSizeProductThroughApi(catalogue.token, name);
  const product = await callApi<{ slug: string }>("GET", `/admin/products/${id}`, { token: catalogue.token });
  expect(product.status, product.message).toBe(200);
  return { id, name, slug: product.body.slug };
}

async function writeReview(customer: TestCustomer, product: string, ratings: number, comment: string) {
  const written = await callApi<Review>("POST", "/reviews", {
    token: customer.token,
    body: { product, ratings, comment },
  });
  expect(written.status, written.message).toBe(200);
  // New reviews wait for staff: the owner's automatic approval is off in the demo shop.
  expect(written.body.reviewStatus).toBe("PENDING");
  return written.body._id;
}

const reviewsRegion = (page: Page) => page.locator("#reviews");

/** The storefront keeps public reads a few seconds: the product page is read again until it shows the change. */
async function productPageShows(page: Page, slug: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(`/product/${slug}`);
    await check();
  }).toPass({ timeout: 20_000 });
}

async function staffBrowser(context: BrowserContext) {
  const content = await createStaff("content", "Chitra Content");
  await signInStaffBrowser(context, content);
  return content;
}

test("a content user rejects one review and approves two; the product page shows only the approved ones, with the reply until it is removed", async ({
  page,
  context,
  browser,
}) => {
  const js = javaScriptOn();
  const product = await ownProduct(js ? "js" : "nojs");
  const author = await createCustomer({ firstName: "Pallavi", lastName: "Joshi" });
  const other = await createCustomer({ firstName: "Rohan", lastName: "Mehta" });
  const third = await createCustomer({ firstName: "Sanjay", lastName: "Kumar" });
  const rejectedText = `Wobbly legs, not happy (${product.name}).`;
  const approvedText = `Solid and well finished (${product.name}).`;
  await writeReview(author, product.id, 2, rejectedText);
  await writeReview(other, product.id, 5, approvedText);
  const alsoApprovedText = `Good value for the price (${product.name}).`;
  await writeReview(third, product.id, 4, alsoApprovedText);

  // The author sees their own review marked, and not counted; nobody else sees it.
  const shopper = await browser.newContext({ javaScriptEnabled: js });
  await signInBrowser(shopper, author);
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/product/${product.slug}`);
  const mine = reviewsRegion(shopperPage).getByRole("region", { name: /^Your review/ });
  await expect(mine).toContainText(rejectedText);
  await expect(mine).toContainText("Waiting for approval");
  await expect(shopperPage.getByRole("heading", { name: "Reviews (0)" })).toBeVisible();
  await expect(reviewsRegion(shopperPage).getByText(approvedText)).toHaveCount(0);

  // The queue, filtered to this product with the GET form.
  await staffBrowser(context);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviews");
  await page.getByLabel("Product", { exact: true }).fill(product.name);
  await page.getByRole("button", { name: "Show reviews" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("product") === product.name);
  await expect(page.getByRole("heading", { name: "3 reviews" })).toBeVisible();

  // Approve one with its checkbox and the bulk form.
  await page.getByRole("checkbox", { name: `Select Rohan Mehta's review of ${product.name}` }).check();
  await page.getByRole("button", { name: "Approve selected" }).click();
  await expect(toast(page)).toContainText("1 review approved");
  await expect(page.getByRole("heading", { name: "2 reviews" })).toBeVisible();
  // And one with its own button.
  await page.getByRole("button", { name: "Approve Sanjay Kumar's review" }).click();
  await expect(toast(page)).toContainText("Review approved: it shows on the product page");
  await expect(page.getByRole("heading", { name: "1 review" })).toBeVisible();

  // Reject the other: a reason is required.
  await page.getByRole("link", { name: "Reject or reply to Pallavi Joshi's review" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pallavi Joshi's review of ${product.name}`);
  await page.getByRole("button", { name: "Reject review" }).click();
  await expect(page.getByLabel("Reason")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Reason is a required field")).toBeVisible();
  await page.getByLabel("Reason").fill("Describes a different product");
  await page.getByRole("button", { name: "Reject review" }).click();
  await expect(toast(page)).toContainText("Review rejected");
  await expect(page.getByText("Describes a different product")).toBeVisible();

  // Reply in public to the approved one.
  await page.goto(`/admin/reviews?status=APPROVED&product=${encodeURIComponent(product.name)}`);
  await page.getByRole("link", { name: "Reject or reply to Rohan Mehta's review" }).click();
  const reply = `Thank you, Rohan! (${product.name})`;
  await page.getByLabel("Reply", { exact: true }).fill(reply);
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(toast(page)).toContainText("Reply saved: it shows under the review");

  // The shop: the approved review with its reply, counted; the rejected one nowhere.
  const anonymous = await browser.newContext({ javaScriptEnabled: js });
  const shopPage = await anonymous.newPage();
  await productPageShows(shopPage, product.slug, async () => {
    await expect(shopPage.getByRole("heading", { name: "Reviews (2)" })).toBeVisible({ timeout: 1_000 });
  });
  const approved = reviewsRegion(shopPage).getByRole("listitem").filter({ hasText: approvedText });
  await expect(approved).toContainText("Rohan");
  await expect(approved).toContainText("Reply from Woodnest");
  await expect(approved).toContainText(reply);
  await expect(reviewsRegion(shopPage).getByText(rejectedText)).toHaveCount(0);
  await expect(reviewsRegion(shopPage).getByRole("listitem").filter({ hasText: alsoApprovedText })).not.toContainText(
    "Reply from Woodnest",
  );
  await expect(shopPage.getByRole("link", { name: "Rated 4.5 out of 5, 2 reviews" })).toBeVisible();
  await expectNoAxeViolations(shopPage);

  // The author no longer sees their rejected review as waiting: they are told, and may write again.
  await shopperPage.goto(`/product/${product.slug}`);
  await expect(reviewsRegion(shopperPage).getByText(rejectedText)).toHaveCount(0);
  await expect(
    reviewsRegion(shopperPage).getByText(
      "The shop did not publish your earlier review of this product. You may write a new one.",
    ),
  ).toBeVisible();
  await expect(shopperPage.getByRole("form", { name: "Write a review" })).toBeVisible();
  await shopper.close();

  // Removing the reply asks first (a step of its own, without JavaScript too); the shop then drops it.
  await page.getByRole("link", { name: "Remove reply…" }).click();
  await page.getByRole("button", { name: "Yes, remove the reply" }).click();
  await expect(toast(page)).toContainText("Reply removed");
  await productPageShows(shopPage, product.slug, async () => {
    await expect(reviewsRegion(shopPage).getByText(reply)).toHaveCount(0, { timeout: 1_000 });
  });
  await anonymous.close();
});
