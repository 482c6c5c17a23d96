import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A staff sign-in needs a fresh authenticator code; the machine is shared.
test.describe.configure({ timeout: 120_000 });

test.describe("FAQs in the back office", () => {
  test("a content user adds a question the About page then shows, moves it up, and removes it after confirming", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const question = `Do you polish teak ${Date.now().toString(36)} ${test.info().project.name === "js-disabled" ? "n" : "j"}?`;
    const context = await browser.newContext({ javaScriptEnabled });
    await signInStaffBrowser(context, await createStaff("content"));
    const admin = await context.newPage();
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "FAQs" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("FAQs");

    const add = admin.getByRole("form", { name: "Add a question" });
    await add.getByLabel("Question", { exact: true }).fill(question);
    await add.getByRole("button", { name: "Add question" }).click();
    // A blank answer is refused by its field, keeping the question.
    await expect(
      admin.getByRole("form", { name: "Add a question" }).getByLabel("Answer", { exact: true }),
    ).toHaveAttribute("aria-invalid", "true");
    await expect(
      admin.getByRole("form", { name: "Add a question" }).getByLabel("Question", { exact: true }),
    ).toHaveValue(question);
    await admin
      .getByRole("form", { name: "Add a question" })
      .getByLabel("Answer", { exact: true })
      .fill("Yes, with linseed oil.");
    await admin.getByRole("form", { name: "Add a question" }).getByRole("button", { name: "Add question" }).click();
    await expect(toast(admin)).toContainText("Question added");
    await expect(admin.getByRole("heading", { level: 3, name: question })).toBeVisible();

    // The shop's About page lists it within its caches' 5 s.
    await expect
      .poll(
        async () => {
          await page.goto("/about-us");
          return page.getByText(question, { exact: true }).count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);

    // It went last: moving it up puts it above the question that was before it.
    const headings = admin.getByRole("heading", { level: 3 });
    const count = await headings.count();
    await admin.getByRole("button", { name: `Move ${question} Up` }).click();
    await expect(toast(admin)).toContainText("Question moved up");
    await expect(headings.nth(count - 2)).toHaveText(question);

    const item = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { level: 3, name: question }) });
    await item.getByRole("link", { name: "Remove question…" }).click();
    await admin.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(toast(admin)).toContainText("Question removed");
    await expect(admin.getByRole("heading", { level: 3, name: question })).toHaveCount(0);
    await context.close();
  });
});
