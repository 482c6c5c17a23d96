import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createStaff, exclusively, signInStaffBrowser, toast } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

test("the owner makes a backup with 'Back up now' and reads when it was made and its size; other staff are not offered backups", async ({
  page,
  context,
}) => {
  const owner = await createStaff("owner");
  await signInStaffBrowser(context, owner);
  // One backup at a time in the run: the page shows the shop's last one, whichever test made it.
  await exclusively("backups", async () => {
    await page.goto("/admin/settings/backups");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Backups");
    await expect(page.getByText("each is kept for 14 days")).toBeVisible();
    const last = page.getByRole("region", { name: "Last backup" });
    const fileName = /woodnest-backup-\d{8}T\d{6}Z\.tar/;
    const before = (await last.textContent())?.match(fileName)?.[0] ?? "none";
    await page.getByRole("button", { name: "Back up now" }).click();
    await expect(toast(page)).toContainText("A backup has started");
    // The job runs in the API; the page shows the backup once it has ended.
    await expect(async () => {
      await page.goto("/admin/settings/backups");
      expect((await last.textContent({ timeout: 500 }))?.match(fileName)?.[0] ?? "none").not.toBe(before);
    }).toPass({ timeout: 60_000 });
    await expect(last).toContainText("Succeeded");
    await expect(last).toContainText(/\d(\.\d)? (MB|kB)/);
    await expect(last.getByRole("definition").filter({ hasText: /^Back up now$/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const operations = await createStaff("operations");
  await context.clearCookies();
  await signInStaffBrowser(context, operations);
  await page.goto("/admin");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Backups" })).toHaveCount(0);
  const refused = await page.goto("/admin/settings/backups");
  expect(refused?.status()).toBe(403);
});
