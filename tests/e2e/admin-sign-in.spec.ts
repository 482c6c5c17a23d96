import { expect, test } from "./support/fixtures";
import { callApi } from "./support/session";
import { DEV_STAFF_PASSWORD, createStaff, devStaff, freshTotp, signInThroughPage, toast } from "./support/staff";

// A code may have to wait for the next 30-second step (support/staff.ts).
test.describe.configure({ timeout: 120_000 });

test.describe("back-office sign-in", () => {
  test("password, then the app's code; a wrong code is refused by the field, the email kept", async ({
    page,
  }, testInfo) => {
    // One demo account per project: each signs in once per run.
    const member = devStaff(testInfo.project.name === "js-disabled" ? "content" : "operations");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);

    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(DEV_STAFF_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(`Signing in as ${member.email}`)).toBeVisible();

    const right = await freshTotp(member.email);
    await page.getByLabel("Code", { exact: true }).fill(String((Number(right) + 1) % 1_000_000).padStart(6, "0"));
    await page.getByRole("button", { name: "Sign in" }).click();
    const code = page.getByLabel("Code", { exact: true });
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#admin-code-code-error")).toHaveText(
      "That code is not right. Enter the newest code from your app, or a recovery code.",
    );
    await expect(toast(page)).toContainText("That code is not right");
    await expect(page.getByText(`Signing in as ${member.email}`)).toBeVisible();

    await code.fill(right);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${member.name}`);
    await expect(toast(page)).toContainText(`Signed in as ${member.name}`);

    // A page the role may not use answers 403 from the server; the navigation does not offer it.
    await expect(
      page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }),
    ).toHaveCount(0);
    const refused = await page.goto("/admin/staff");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(toast(page)).toContainText("You have signed out");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
  });

  test("a wrong password is refused by the password field, keeping the email", async ({ page }) => {
    const member = await createStaff("content");
    const response = await page.goto("/admin/login");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#admin-login-password-error")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(member.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("a recovery code signs in once; the staff cookie is the back office's own", async ({ page, context }) => {
    const member = await createStaff("content", "Rekha Recovery");
    const [code] = member.recoveryCodes;
    await signInThroughPage(page, member.email, member.password, async () => code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Rekha Recovery");
    await expect(toast(page)).toContainText("Signed in with a recovery code. You have 9 left");
    const cookie = (await context.cookies()).find((c) => c.name === "__staff");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    await page.getByRole("button", { name: "Sign out" }).click();
    // Landed first: a visit to the login page while the sign-out is still on its way would find them signed in.
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signInThroughPage(page, member.email, member.password, async () => code);
    await expect(page.locator("#admin-code-code-error")).toContainText("That code is not right");
    expect((await callApi("GET", "/admin/me", { token: member.token })).status).toBe(200);
  });
});
