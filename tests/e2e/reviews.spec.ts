import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { callApi, createCustomer, signInBrowser } from "./support/session";
import { javaScriptOn } from "./support/javascript";

type Review = { _id: string; customer: { firstName: string }; ratings: number; comment: string };

/** A product no other spec counts the reviews of (demo shop). */
const SLUG = "tara-console-table";

async function productId(api: ApiClient) {
  const answer = await api.get<{ _id: string }>(`/products/by-slug/${SLUG}`);
  expect(answer.status).toBe(200);
  return answer.body._id;
}

const reviewsRegion = (page: Page) => page.getByRole("region", { name: /^Reviews \(\d+\)$/ });
const reviewForm = (page: Page) => page.getByRole("form", { name: "Write a review" });
const ratingGroup = (page: Page) => reviewForm(page).getByRole("group", { name: "Your rating" });
const comment = (page: Page) => reviewForm(page).getByRole("textbox", { name: "Comment" });

test("signed out: the spec's notice and a way to sign in that comes back here", async ({ page }) => {
  await page.goto(`/product/${SLUG}`);
  await expect(reviewsRegion(page).getByText("To make a review need to login!")).toBeVisible();
  await expect(reviewsRegion(page).getByRole("link", { name: "Log in to write a review" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/product/${SLUG}`)}`,
  );
  await expect(reviewForm(page)).toHaveCount(0);
});

test("signed in: rate with the arrow keys, comment, and the review shows to its author in place of the form, waiting for approval", async ({
  page,
  context,
  api,
  browser,
}) => {
  test.slow(); // the page through axe twice, and three round trips
  const customer = await createCustomer({ firstName: "Meenakshi", lastName: "Iyer" });
  await signInBrowser(context, customer);
  const product = await productId(api);
  await page.goto(`/product/${SLUG}`);
  await expectNoAxeViolations(page);

  // The rating is a real radio group, 5 by default; the arrow keys move the choice.
  await expect(ratingGroup(page).getByRole("radio")).toHaveCount(5);
  const five = ratingGroup(page).getByRole("radio", { name: "5 stars" });
  await expect(five).toBeChecked();
  await five.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(ratingGroup(page).getByRole("radio", { name: "3 stars" })).toBeChecked();
  await expect(ratingGroup(page).getByRole("radio", { name: "3 stars" })).toBeFocused();

  // An empty comment is refused, under the field (on submit without JavaScript).
  await page.keyboard.press("Tab");
  await expect(comment(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(reviewForm(page).getByText("Comment is a required field")).toBeVisible();
  await expect(comment(page)).toHaveAttribute("aria-invalid", "true");
  // The rating chosen stays chosen.
  await expect(ratingGroup(page).getByRole("radio", { name: "3 stars" })).toBeChecked();
  await expectNoAxeViolations(page);

  const text = `Sturdy and well finished, arrived in a week (${Date.now()}).`;
  await comment(page).fill(text);
  await reviewForm(page).getByRole("button", { name: "Submit review" }).click();
  await expect(
    page.getByRole("status").getByText("Thank you for your review: it will appear once it is approved"),
  ).toBeVisible();

  // It waits for staff (issue 16): stored as pending, shown to its author alone, marked and not counted.
  const mine = await callApi<Review & { reviewStatus: string }>("GET", `/reviews/mine?product=${product}`, {
    token: customer.token,
  });
  expect(mine.body, "the review is stored and waits for approval").toMatchObject({
    ratings: 3,
    comment: text,
    reviewStatus: "PENDING",
  });
  // In place of the form, their own review, marked as waiting (issue 30); the list does not count it.
  const yours = reviewsRegion(page).getByRole("region", { name: "Your review Waiting for approval" });
  await expect(yours).toContainText(text);
  await expect(yours).toContainText("Meenakshi");
  await expect(yours).toContainText("rated it 3 out of 5");
  await expect(yours).toContainText("Only you can see it until the shop approves it");
  await expect(reviewsRegion(page).getByRole("listitem").filter({ hasText: text })).toHaveCount(0);
  await expect(reviewForm(page)).toHaveCount(0);
  if (javaScriptOn()) await expect(yours.getByRole("heading", { name: /^Your review/ })).toBeFocused();
  const saved = await api.get<Review[]>(`/reviews?product=${product}&reviewStatus=APPROVED&limit=10`);
  expect(saved.body.map((review) => review.comment)).not.toContain(text);
  await expect(reviewsRegion(page)).toHaveAccessibleName(`Reviews (${saved.totalRecords ?? 0})`);
  await expectNoAxeViolations(page);

  // Still there on the next visit, and nobody else sees it.
  await page.reload();
  await expect(yours).toContainText(text);
  const stranger = await browser.newPage();
  await stranger.goto(`/product/${SLUG}`);
  await expect(reviewsRegion(stranger).getByText(text)).toHaveCount(0);
  await stranger.close();
});

test("a second review written from a page opened before the first gets the API's answer, then the page shows the first", async ({
  page,
  context,
  api,
}) => {
  const customer = await createCustomer({ firstName: "Farhan", lastName: "Qureshi" });
  const product = await productId(api);
  await signInBrowser(context, customer);
  await page.goto(`/product/${SLUG}`);

  // Another tab sends the first review while this page still shows the form.
  const first = await callApi("POST", "/reviews", {
    token: customer.token,
    body: { product, ratings: 4, comment: "First thoughts: good value." },
  });
  expect(first.status, first.message).toBe(200);

  await comment(page).fill("Second thoughts");
  await reviewForm(page).getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByText("You have already reviewed this product").first()).toBeVisible();
  if (javaScriptOn()) {
    // The page stays as it was (no reload after a refusal): the comment is not lost.
    await expect(reviewForm(page).getByRole("alert")).toHaveText("You have already reviewed this product");
    await expect(comment(page)).toHaveValue("Second thoughts");
    await page.reload();
  }
  // The page as it is now: their first review, waiting, where the form was.
  await expect(reviewsRegion(page).getByRole("region", { name: /^Your review/ })).toContainText(
    "First thoughts: good value.",
  );
  await expect(reviewForm(page)).toHaveCount(0);
});
