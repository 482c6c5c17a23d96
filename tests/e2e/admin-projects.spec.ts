import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser, toast } from "./support/staff";

// A staff sign-in needs a fresh authenticator code; the machine is shared.
test.describe.configure({ timeout: 120_000 });

/** Adds a sub-category, group or project by the form of that name. */
async function addNamed(admin: Page, form: string, name: string, button: string) {
  const add = admin.getByRole("form", { name: form });
  await add.getByLabel("Name", { exact: true }).fill(name);
  await add.getByRole("button", { name: button }).click();
}

/** Removes one row of the category page after confirming, and waits for its toast. */
async function removeRow(admin: Page, name: string, message: string) {
  await admin.getByRole("link", { name: `Remove ${name}…` }).click();
  await admin.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(toast(admin)).toContainText(message);
}

test.describe("projects in the back office", () => {
  test("a content user builds a project category with a pictured project, the shop's project page shows it, and it is taken apart again", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    // Both projects (JavaScript on and off) share one database: every name is this run's own.
    const tag = `${Date.now().toString(36)} ${javaScriptEnabled ? "j" : "n"}`;
    const [categoryName, subName, groupName, projectName] = [
      `Gallery ${tag}`,
      `Homes ${tag}`,
      `Lobbies ${tag}`,
      `Villa ${tag}`,
    ];
    const slug = categoryName.toLowerCase().replace(/ /g, "-");
    const context = await browser.newContext({ javaScriptEnabled });
    await signInStaffBrowser(context, await createStaff("content"));
    const admin = await context.newPage();
    await admin.goto("/admin");
    await admin.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Projects" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Projects");

    const addCategory = admin.getByRole("form", { name: "Add a project category" });
    await addCategory.getByLabel("Name", { exact: true }).fill(categoryName);
    await addCategory.getByRole("button", { name: "Add category" }).click();
    await expect(toast(admin)).toContainText(`Project category ${categoryName} added`);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(categoryName);
    const categoryPage = admin.url();

    await addNamed(admin, `Add a sub-category to ${categoryName}`, subName, "Add sub-category");
    await expect(toast(admin)).toContainText(`Sub-category ${subName} added`);
    await addNamed(admin, `Add a group to ${subName}`, groupName, `Add group to ${subName}`);
    await expect(toast(admin)).toContainText(`Group ${groupName} added`);
    // A second group, moved above the first: the shop's carousels follow the order.
    const roomsName = `Rooms ${tag}`;
    await addNamed(admin, `Add a group to ${subName}`, roomsName, `Add group to ${subName}`);
    await expect(toast(admin)).toContainText(`Group ${roomsName} added`);
    await admin.getByRole("button", { name: `Move ${roomsName} Up` }).click();
    await expect(toast(admin)).toContainText("Group moved up");
    await expect(admin.getByRole("heading", { level: 4 })).toHaveText([roomsName, groupName]);
    await addNamed(admin, `Add a project to ${groupName}`, projectName, `Add project to ${groupName}`);
    await expect(toast(admin)).toContainText(`Project ${projectName} added`);

    // A new project goes straight to its pictures page.
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(`Pictures of ${projectName}`);
    const main = admin.getByRole("form", { name: `New main picture for ${projectName}` });
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#8a5a2b" } })
      .jpeg()
      .toBuffer();
    await main.getByLabel("Image file").setInputFiles({ name: "villa.jpg", mimeType: "image/jpeg", buffer: jpeg });
    await main.getByLabel("Description (alt text)").fill(`${projectName}, the lobby`);
    await main.getByRole("button", { name: "Upload picture" }).click();
    await expect(toast(admin)).toContainText(`New main picture for ${projectName}`);

    await expect
      .poll(
        async () => {
          await page.goto(`/project/${slug}`);
          const carousels = await page
            .getByRole("heading", { name: new RegExp(`^(${roomsName}|${groupName})$`) })
            .allTextContents();
          if (carousels.join("|") !== `${roomsName}|${groupName}`) return 0;
          return page
            .getByRole("article")
            .filter({ has: page.getByRole("heading", { name: projectName, exact: true }) })
            .getByRole("img", { name: `${projectName}, the lobby` })
            .count();
        },
        { timeout: 10_000 },
      )
      .toBe(1);

    // A category with something inside is not removed: staff hear what is in it.
    await admin.goto("/admin/projects");
    await admin.getByRole("link", { name: `Remove ${categoryName}…` }).click();
    await admin.getByRole("button", { name: "Yes, remove it" }).click();
    await expect(toast(admin)).toContainText(
      `${categoryName} still has 1 sub-category (${subName}): remove them first`,
    );

    await admin.goto(categoryPage);
    await removeRow(admin, projectName, `Project ${projectName} removed`);
    await expect(admin.getByRole("heading", { level: 5, name: projectName })).toHaveCount(0);
    await expect
      .poll(
        async () => {
          await page.goto(`/project/${slug}`);
          return page.getByRole("heading", { name: projectName, exact: true }).count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    await removeRow(admin, groupName, `Group ${groupName} removed`);
    await removeRow(admin, roomsName, `Group ${roomsName} removed`);
    await removeRow(admin, subName, `Sub-category ${subName} removed`);
    await admin.goto("/admin/projects");
    await removeRow(admin, categoryName, `Project category ${categoryName} removed`);
    await expect(admin.getByRole("link", { name: categoryName, exact: true })).toHaveCount(0);
    await context.close();
  });
});
