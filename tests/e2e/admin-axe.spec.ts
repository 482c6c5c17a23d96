import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { colourSizeProductThroughApi } from "./support/products";
import { createStaff, inviteThroughApi, signInStaffBrowser } from "./support/staff";
import { callApi } from "./support/session";

test.describe.configure({ timeout: 90_000 });

test.describe("back-office screens have no axe violations", () => {
  test("sign-in steps and the 403 page", async ({ page, context }) => {
    const member = await createStaff("content");
    await page.goto("/admin/login");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Code", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await signInStaffBrowser(context, member);
    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
    await expectNoAxeViolations(page);
  });

  test("the owner's screens", async ({ page, context }) => {
    const owner = await createStaff("owner");
    const target = await createStaff("catalogue");
    await signInStaffBrowser(context, owner);
    for (const path of ["/admin", "/admin/staff", `/admin/staff/${target.id}`, `/admin/staff/${target.id}?confirm=disable`, "/admin/audit"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // A refused filter, shown by its field.
    await page.goto("/admin/audit?from=yesterday");
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.goto("/admin/recovery-codes");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Make new recovery codes…" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Yes, make new codes" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await expectNoAxeViolations(page);
    // The old codes stopped working.
    const first = await callApi<{ challenge: string }>("POST", "/admin/session", { body: { email: owner.email, password: owner.password } });
    const old = await callApi("POST", "/admin/session/verify", { body: { challenge: first.body.challenge, code: owner.recoveryCodes[0] } });
    expect(old.status).toBe(401);
  });

  test("the product screens", async ({ page, context }) => {
    const catalogue = await createStaff("catalogue");
    await signInStaffBrowser(context, catalogue);
    const { id, colorId } = await colourSizeProductThroughApi(catalogue.token, `Axe Armchair ${Date.now()}`);

    for (const path of [
      "/admin/products",
      "/admin/products?stock=low&sort=price",
      "/admin/products/new",
      `/admin/products/${id}`,
      `/admin/products/${id}?confirm=deactivate`,
      `/admin/products/${id}?confirm=remove-color&id=${colorId}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    // Refused: the errors by their fields, and a refused matrix cell.
    await page.goto("/admin/products/new");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/products/${id}`);
    await page.locator('input[name="variants[0].sellingPrice"]').fill("99999");
    await page.getByRole("button", { name: "Save variants" }).click();
    await expect(page.locator('input[name="variants[0].sellingPrice"]')).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("the invitation's steps", async ({ page }) => {
    const { invitation } = await inviteThroughApi("content", "Ira Invitee");
    await page.goto(`/admin/invitation/${invitation}`);
    await expectNoAxeViolations(page);
    await page.getByLabel("Password", { exact: true }).fill("ira-content-password");
    await page.getByLabel("Confirm password", { exact: true }).fill("ira-content-password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByTestId("totp-secret")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/invitation/not-a-real-link");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invitation not valid");
    await expectNoAxeViolations(page);
  });
});
