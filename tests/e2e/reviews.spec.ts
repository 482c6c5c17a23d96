import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { callApi, createCustomer, signInBrowser } from "./support/session";

type Review = { _id: string; customer: { firstName: string }; ratings: number; comment: string };

/** A product no other spec counts the reviews of (demo shop). */
const SLUG = "tara-console-table";

async function productId(api: ApiClient) {
  const answer = await api.get<{ _id: string }>(`/products/by-slug/${SLUG}`);
  expect(answer.status).toBe(200);
  return answer.body._id;
}

const isJs = () => test.info().project.use.javaScriptEnabled !== false;
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

test("signed in: rate with the arrow keys, comment, and the review shows; the form starts again at 5", async ({
  page,
  context,
  api,
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
  await expect(page.getByRole("status").getByText("Thank you for your review: it will appear once it is approved")).toBeVisible();

  // It waits for staff (issue 16): stored as pending, shown to its author alone, marked and not counted.
  const mine = await callApi<Review & { reviewStatus: string }>("GET", `/reviews/mine?product=${product}`, { token: customer.token });
  expect(mine.body, "the review is stored and waits for approval").toMatchObject({ ratings: 3, comment: text, reviewStatus: "PENDING" });
  const item = reviewsRegion(page).getByRole("listitem").filter({ hasText: text });
  await expect(item).toContainText("Meenakshi");
  await expect(item).toContainText("rated it 3 out of 5");
  await expect(item).toContainText("Your review, awaiting approval");
  const saved = await api.get<Review[]>(`/reviews?product=${product}&reviewStatus=APPROVED&limit=10`);
  expect(saved.body.map((review) => review.comment)).not.toContain(text);
  await expect(reviewsRegion(page)).toHaveAccessibleName(`Reviews (${saved.totalRecords ?? 0})`);

  // Spec 4: after a successful review the form is back at 5 stars and an empty comment.
  await expect(ratingGroup(page).getByRole("radio", { name: "5 stars" })).toBeChecked();
  await expect(comment(page)).toHaveValue("");
  if (isJs()) await expect(reviewForm(page).getByRole("heading", { name: "Write a review" })).toBeFocused();
});

test("a second review of the same product gets the API's answer, and the comment stays", async ({
  page,
  context,
  api,
}) => {
  const customer = await createCustomer({ firstName: "Farhan", lastName: "Qureshi" });
  const product = await productId(api);
  const first = await callApi("POST", "/reviews", {
    token: customer.token,
    body: { product, ratings: 4, comment: "First thoughts: good value." },
  });
  expect(first.status, first.message).toBe(200);
  await signInBrowser(context, customer);

  await page.goto(`/product/${SLUG}`);
  await comment(page).fill("Second thoughts");
  await reviewForm(page).getByRole("button", { name: "Submit review" }).click();
  await expect(reviewForm(page).getByRole("alert")).toHaveText("You have already reviewed this product");
  await expect(comment(page)).toHaveValue("Second thoughts");
});
