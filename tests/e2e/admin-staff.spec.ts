import { generateTOTP } from "@epic-web/totp";
import { expect, test } from "./support/fixtures";
import { callApi } from "./support/session";
import { createStaff, signInStaffBrowser, signInThroughPage, toast, uniqueStaffEmail } from "./support/staff";

// Each authenticator code works once per account per 30 s and sign-ins take turns (support/staff.ts): a test
// with three code steps may wait up to 90 s for codes alone.
test.describe.configure({ timeout: 120_000 });

test.describe("staff accounts", () => {
  test("the owner invites a catalogue user, who sets a password, enrols the app, keeps the codes and signs in", async ({
    page,
    context,
    browser,
  }, testInfo) => {
    const owner = await createStaff("owner", "Owen Owner");
    await signInStaffBrowser(context, owner);
    await page.goto("/admin/staff");
    const email = uniqueStaffEmail("kavya");
    const invite = page.getByRole("form", { name: "Invite a member of staff" });
    await invite.getByLabel("Name", { exact: true }).fill("Kavya Nair");
    await invite.getByLabel("Email", { exact: true }).fill(email);
    await invite.getByLabel("Role", { exact: true }).selectOption("catalogue");
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page)).toContainText(`Invitation sent to ${email}`);
    const link = await page.getByTestId("invitation-link").textContent();
    expect(link).toMatch(/\/admin\/invitation\/[\w-]+$/);

    // The invitee, in a browser of their own.
    const theirs = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
    const invitee = await theirs.newPage();
    await invitee.goto(new URL(link ?? "").pathname);
    await expect(invitee.getByRole("heading", { name: "Step 1 of 2: choose a password" })).toBeVisible();
    await invitee.getByLabel("Password", { exact: true }).fill("kavya-catalogue-2026");
    await invitee.getByLabel("Confirm password", { exact: true }).fill("something-else-2026");
    await invitee.getByRole("button", { name: "Save password" }).click();
    await expect(invitee.getByLabel("Confirm password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(invitee.locator("#set-password-cPassword-error")).toHaveText("Passwords must match");

    await invitee.getByLabel("Password", { exact: true }).fill("kavya-catalogue-2026");
    await invitee.getByLabel("Confirm password", { exact: true }).fill("kavya-catalogue-2026");
    await invitee.getByRole("button", { name: "Save password" }).click();
    await expect(invitee.getByRole("heading", { name: /Step 2 of 2/ })).toBeVisible();
    await expect(invitee.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await invitee.getByTestId("totp-secret").textContent())?.trim() ?? "";
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
    await invitee.getByLabel("Code from the app", { exact: true }).fill(otp);
    await invitee.getByRole("button", { name: "Confirm and sign in" }).click();

    await expect(invitee.getByRole("heading", { name: "Your account is ready" })).toBeVisible();
    const codes = await invitee.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await invitee.getByRole("link", { name: /go to the dashboard/ }).click();
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Welcome, Kavya Nair");
    await expect(invitee.getByText("Catalogue: Products, stock, images, coupons and delivery areas")).toBeVisible();

    // The link worked once.
    await invitee.goto(new URL(link ?? "").pathname);
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Invitation not valid");

    // Signed out, they come back with their password and a recovery code (the app's code of this step is spent).
    await invitee.getByRole("button", { name: "Sign out" }).click();
    // Landed first: a visit to the login page while the sign-out is still on its way would find them signed in.
    await expect(invitee).toHaveURL(/\/admin\/login$/);
    await signInThroughPage(invitee, email, "kavya-catalogue-2026", async () => codes[0]);
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Welcome, Kavya Nair");
    await theirs.close();
  });

  test("the owner changes a role and, after confirming, disables an account; the audit log shows both", async ({
    page,
    context,
  }) => {
    const owner = await createStaff("owner", "Olga Owner");
    const target = await createStaff("catalogue", "Ravi Target");
    await signInStaffBrowser(context, owner);

    // The list is a GET form: its address is shareable.
    await page.goto("/admin/staff");
    await page.getByLabel("Name or email", { exact: true }).fill(target.email);
    await page.getByRole("button", { name: "Show staff" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(target.email).replace(/\./g, "\\.")}`));
    await page.getByRole("link", { name: "Ravi Target" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ravi Target");

    await page.getByLabel("Role", { exact: true }).selectOption("operations");
    await page.getByRole("button", { name: "Save role" }).click();
    await expect(toast(page)).toContainText("Ravi Target's role is now Operations");
    await expect(page.getByText("Operations: Orders and customers")).toBeVisible();
    // A new role ends their sessions.
    expect((await callApi("GET", "/admin/me", { token: target.token })).status).toBe(401);

    await page.getByRole("link", { name: "Disable account…" }).click();
    await expect(page).toHaveURL(/\?confirm=disable$/);
    const confirm = page.getByRole("group", { name: "Disable Ravi Target's account?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("group")).toHaveCount(0);
    await page.getByRole("link", { name: "Disable account…" }).click();
    await page.getByRole("button", { name: "Yes, disable the account" }).click();
    await expect(toast(page)).toContainText("Ravi Target's account is disabled");
    await expect(page.getByRole("button", { name: "Enable account" })).toBeVisible();

    await page.goto("/admin/audit");
    await page.getByLabel("Member of staff", { exact: true }).selectOption({ label: owner.email });
    await page.getByLabel("Action", { exact: true }).selectOption("staff.update");
    await page.getByRole("button", { name: "Show changes" }).click();
    await expect(page).toHaveURL(/action=staff\.update/);
    const rows = page
      .getByRole("table", { name: /changes?$/ })
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: `Ravi Target (${target.email})` }) });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole("row", { name: /^Status/ })).toContainText(/active\s*disabled/);
    await expect(rows.nth(1).getByRole("row", { name: /^Role/ })).toContainText(/catalogue\s*operations/);
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("lists become rows that fit, and the forms stay usable", async ({ page, context }) => {
    const owner = await createStaff("owner", "Pia Phone");
    await signInStaffBrowser(context, owner);
    for (const path of ["/admin/staff", "/admin/audit"]) {
      await page.goto(path);
      // The audit log's entries hold tables of their changes: the list is the first.
      const table = page.getByRole("table").first();
      await expect(table).toBeVisible();
      expect((await table.boundingBox())?.width).toBeLessThanOrEqual(320);
      for (const button of await page.getByRole("button").all()) {
        const box = await button.boundingBox();
        if (box) expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
    }
  });
});
