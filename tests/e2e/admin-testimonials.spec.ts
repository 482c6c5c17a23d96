import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A staff sign-in needs a fresh authenticator code; the machine is shared.
test.describe.configure({ timeout: 120_000 });

test.describe("testimonials in the back office", () => {
  test("a content user adds a testimonial with a photo, the home page shows it, and it is removed after confirming", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const name = `Anita ${Date.now().toString(36)} ${test.info().project.name === "js-disabled" ? "N" : "J"}`;
    const context = await browser.newContext({ javaScriptEnabled });
    await signInStaffBrowser(context, await createStaff("content"));
    const admin = await context.newPage();
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Testimonials" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Testimonials");

    const add = admin.getByRole("form", { name: "Add a testimonial" });
    await add.getByLabel("Name", { exact: true }).fill(name);
    await add.getByLabel("Designation", { exact: true }).fill("Architect, Pune");
    await add.getByLabel("Comment", { exact: true }).fill("The sheesham bed is solid and beautiful.");
    await add.getByRole("button", { name: "Add testimonial" }).click();
    await expect(toast(admin)).toContainText(`Testimonial from ${name} added`);

    await admin.getByRole("link", { name: `Change the photo of ${name}` }).click();
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#c08a5a" } })
      .jpeg()
      .toBuffer();
    await admin.getByLabel("Image file").setInputFiles({ name: "anita.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await admin.getByLabel("Description (alt text)").fill(name);
    await admin.getByRole("button", { name: "Upload picture" }).click();
    await expect(toast(admin)).toContainText(`New photo for ${name}`);

    await expect
      .poll(
        async () => {
          await page.goto("/");
          return page.getByText(name).count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

    const item = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { level: 3, name }) });
    await item.getByRole("link", { name: "Remove testimonial…" }).click();
    await admin.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(toast(admin)).toContainText(`Testimonial from ${name} removed`);
    await expect(admin.getByRole("heading", { level: 3, name })).toHaveCount(0);
    await context.close();
  });
});
