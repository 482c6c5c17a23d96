import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { DEV_STAFF_PASSWORD, devStaff, freshTotp } from "./support/staff";

// Key presses, page loads, and perhaps a wait for the next 30-second code.
test.describe.configure({ timeout: 90_000 });

test("back-office sign-in and sign-out by keyboard alone", async ({ page }) => {
  // The demo catalogue user: no other test signs in as them (the owner's codes go to support/staff.ts).
  const member = devStaff("catalogue");
  await page.goto("/admin/login");

  await tabTo(page, page.getByLabel("Email", { exact: true }));
  await page.keyboard.type(member.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(DEV_STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Signing in as ${member.email}`)).toBeVisible();

  await tabTo(page, page.getByLabel("Code", { exact: true }));
  await page.keyboard.type(await freshTotp(member.email));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${member.name}`);

  await tabTo(page, page.getByRole("button", { name: "Sign out" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
