import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";
import { javaScriptOn } from "./support/javascript";

// A staff sign-in needs a fresh authenticator code; the machine is shared.
test.describe.configure({ timeout: 120_000 });

/**
 * Writes a post's body: by the rich-text editor with JavaScript (its words typed), else as HTML in
 * the plain field, with a script the save must remove.
 */
async function writeBody(page: Page, words: string) {
  const field = page.getByRole("textbox", { name: "Body", exact: true });
  if (!javaScriptOn()) return field.fill(`<p>${words}</p><script>alert("x")</script>`);
  await expect(field).toHaveAttribute("contenteditable", "true");
  await field.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(words);
}

/** A title of this run and project, so the two projects' posts never meet. */
const uniqueTitle = (words: string) =>
  `${words} ${Date.now().toString(36)} ${test.info().project.name === "js-disabled" ? "n" : "j"}`;

test.describe("the blog in the back office", () => {
  test("a content user writes a draft the shop does not show but staff can preview, then publishes it dated in the past and the shop shows it", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const title = uniqueTitle("Oiling a teak bench");
    const context = await browser.newContext({ javaScriptEnabled });
    await signInStaffBrowser(context, await createStaff("content", "Meera Content"));
    const admin = await context.newPage();

    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Blog" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await admin.getByRole("link", { name: "New post" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("New blog post");

    // Without a category the form is refused by that field and keeps what was typed.
    await admin.getByLabel("Title", { exact: true }).fill(title);
    await writeBody(admin, "Oil it twice a year.");
    await admin.getByLabel("Date", { exact: true }).fill("2020-01-15");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByLabel("Category", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(admin.getByLabel("Title", { exact: true })).toHaveValue(title);

    await admin.getByLabel("Category", { exact: true }).selectOption({ label: "Care & Maintenance" });
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(toast(admin)).toContainText(`Draft post ${title} saved`);
    await expect(admin.getByTestId("post-state")).toHaveText("Draft");
    // The body was cleaned when it was saved (the field holds HTML only without JavaScript).
    const body = admin.getByRole("textbox", { name: "Body", exact: true });
    if (javaScriptOn()) await expect(body).toHaveText("Oil it twice a year.");
    else await expect(body).toHaveValue("<p>Oil it twice a year.</p>");
    const slug = (await admin.getByLabel("Slug", { exact: true }).inputValue()).trim();
    expect(slug).toMatch(/^oiling-a-teak-bench-/);

    // A draft cannot be published before it has a default image.
    await admin.getByLabel("State", { exact: true }).selectOption("PUBLISHED");
    await admin.getByRole("button", { name: "Save post" }).click();
    await expect(admin.getByText("Upload a default image before publishing this post").first()).toBeVisible();

    await admin.getByRole("link", { name: "Upload default image" }).click();
    const jpeg = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#8a5a2b" } })
      .jpeg()
      .toBuffer();
    await admin.getByLabel("Image file").setInputFiles({ name: "bench.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await admin.getByLabel("Description (alt text)").fill("A teak bench being oiled");
    await admin.getByRole("button", { name: "Upload picture" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(toast(admin)).toContainText(`New default image for ${title}`);

    // Still a draft: shoppers get the shop's 404; staff read it in the preview.
    expect((await page.goto(`/blogPost/${slug}`))?.status()).toBe(404);
    await admin.getByRole("link", { name: "Preview" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(admin.getByTestId("preview-note")).toContainText("Shoppers cannot see it yet");
    await expect(admin.getByText("Oil it twice a year.")).toBeVisible();
    await admin.getByRole("link", { name: `Back to editing ${title}` }).click();

    await admin.getByLabel("State", { exact: true }).selectOption("PUBLISHED");
    await admin.getByRole("button", { name: "Save post" }).click();
    await expect(toast(admin)).toContainText(`Post ${title} saved`);
    await expect(admin.getByTestId("post-state")).toHaveText("Published");

    // The shop's caches keep public reads at most 5 s.
    await expect.poll(async () => (await page.goto(`/blogPost/${slug}`))?.status(), { timeout: 10_000 }).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Oil it twice a year.")).toBeVisible();

    // Back to draft: it leaves the shop again.
    await admin.getByLabel("State", { exact: true }).selectOption("DRAFT");
    await admin.getByRole("button", { name: "Save post" }).click();
    await expect(admin.getByTestId("post-state")).toHaveText("Draft");
    await expect.poll(async () => (await page.goto(`/blogPost/${slug}`))?.status(), { timeout: 10_000 }).toBe(404);

    // The list finds it by its state and title.
    await admin.goto(`/admin/blog?status=DRAFT&q=${encodeURIComponent(title)}`);
    await expect(admin.getByRole("link", { name: title })).toBeVisible();
    await context.close();
  });

  test("a post published with a future date stays off the shop", async ({ page, browser, javaScriptEnabled }) => {
    const title = uniqueTitle("Monsoon care for sheesham");
    const context = await browser.newContext({ javaScriptEnabled });
    await signInStaffBrowser(context, await createStaff("content"));
    const admin = await context.newPage();
    await admin.goto("/admin/blog/new");
    await admin.getByLabel("Title", { exact: true }).fill(title);
    await admin.getByLabel("Category", { exact: true }).selectOption({ label: "Care & Maintenance" });
    await writeBody(admin, "Keep it off damp walls.");
    await admin.getByLabel("Date", { exact: true }).fill("2099-06-01");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
    const slug = (await admin.getByLabel("Slug", { exact: true }).inputValue()).trim();
    await admin.getByRole("link", { name: "Upload default image" }).click();
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#5a3a1b" } })
      .jpeg()
      .toBuffer();
    await admin.getByLabel("Image file").setInputFiles({ name: "wall.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await admin.getByLabel("Description (alt text)").fill("A sideboard away from the wall");
    await admin.getByRole("button", { name: "Upload picture" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
    await admin.getByLabel("State", { exact: true }).selectOption("PUBLISHED");
    await admin.getByRole("button", { name: "Save post" }).click();
    await expect(admin.getByTestId("post-state")).toHaveText("Scheduled");
    expect((await page.goto(`/blogPost/${slug}`))?.status()).toBe(404);
    await context.close();
  });

  test("a content user deletes a post after confirming, or thinks better of it", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const title = uniqueTitle("Polishing brass handles");
    const context = await browser.newContext({ javaScriptEnabled });
    await signInStaffBrowser(context, await createStaff("content"));
    const admin = await context.newPage();
    await admin.goto("/admin/blog/new");
    await admin.getByLabel("Title", { exact: true }).fill(title);
    await admin.getByLabel("Category", { exact: true }).selectOption({ label: "Care & Maintenance" });
    await writeBody(admin, "A soft cloth and a little paste.");
    await admin.getByRole("button", { name: "Save draft" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);

    // The question is a step of the page (a link, so it works without JavaScript), with a way back.
    await admin.getByRole("link", { name: "Delete post…" }).click();
    await expect(admin).toHaveURL(/\?confirm=delete$/);
    const step = admin.getByRole("group", { name: `Delete ${title}?` });
    await expect(step.getByRole("heading", { level: 3 })).toHaveText(`Delete ${title}?`);
    await expect(step).toContainText("It is gone for good, from the shop too.");
    await step.getByRole("link", { name: "Cancel" }).click();
    await expect(admin.getByRole("group", { name: `Delete ${title}?` })).toHaveCount(0);

    await admin.getByRole("link", { name: "Delete post…" }).click();
    await admin
      .getByRole("group", { name: `Delete ${title}?` })
      .getByRole("button", { name: "Yes, delete it" })
      .click();
    await expect(toast(admin)).toContainText(`Post ${title} deleted`);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await admin.goto(`/admin/blog?status=DRAFT&q=${encodeURIComponent(title)}`);
    await expect(admin.getByRole("link", { name: title })).toHaveCount(0);
    await context.close();
  });
});
