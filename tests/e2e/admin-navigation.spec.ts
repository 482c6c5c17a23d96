import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser } from "./support/staff";

// A staff sign-in needs a fresh authenticator code; the machine is shared.
test.describe.configure({ timeout: 120_000 });

const AREAS = ["Orders", "Catalogue", "Customers", "Marketing", "Content", "Reports", "Settings"];

test.describe("finding your way around the back office", () => {
  test("an owner's side column groups every area, marks the screen you are on, and the breadcrumbs name where you are", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInStaffBrowser(context, await createStaff("owner"));
    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav).toBeVisible();
    for (const area of AREAS) await expect(nav.getByRole("list", { name: area, exact: true })).toBeVisible();
    await expect(
      nav.getByRole("list", { name: "Settings", exact: true }).getByRole("link", { name: "Staff" }),
    ).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    // On a wide screen the phone's menu is not offered.
    await expect(page.getByText("Menu", { exact: true })).toBeHidden();

    await nav.getByRole("link", { name: "Coupons" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coupons");
    await expect(nav.getByRole("link", { name: "Coupons" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Marketing", "Coupons"]);
    await expect(trail.getByText("Coupons")).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    // A record under a screen: the screen stays marked (you are inside it) and the trail leads back.
    await page.goto("/admin/coupons/new");
    await expect(nav.getByRole("link", { name: "Coupons" })).toHaveAttribute("aria-current", "true");
    await expect(trail.getByRole("listitem")).toHaveText(["Marketing", "Coupons", "New"]);
    await expect(trail.getByText("New")).toHaveAttribute("aria-current", "page");
    await trail.getByRole("link", { name: "Coupons" }).click();
    await expect(page).toHaveURL("/admin/coupons");

    await page.goto("/admin/orders/drafts");
    await expect(nav.getByRole("link", { name: "Drafts" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Orders", exact: true })).not.toHaveAttribute("aria-current");
    await expect(trail.getByRole("listitem")).toHaveText(["Orders", "Drafts"]);
    await expectNoAxeViolations(page);
  });

  test("a content editor sees only the areas and screens the role may open", async ({ page, context }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInStaffBrowser(context, await createStaff("content"));
    await page.goto("/admin/blog");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("list", { name: "Orders", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("list", { name: "Catalogue", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Products" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Coupons" })).toHaveCount(0);
    await expect(nav.getByRole("list", { name: "Marketing", exact: true }).getByRole("link")).toHaveText([
      "Reviews",
      "Newsletter",
    ]);
    await expect(nav.getByRole("list", { name: "Settings", exact: true }).getByRole("link")).toHaveText([
      "Recovery codes",
    ]);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Content",
      "Blog",
    ]);
  });

  test("on a phone the areas are a menu that opens from the keyboard, with or without JavaScript", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await signInStaffBrowser(context, await createStaff("owner"));
    await page.goto("/admin/products");
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Catalogue",
      "Products",
    ]);
    await expectNoAxeViolations(page);

    const menu = page.getByText("Menu", { exact: true });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: "Stock" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/admin/stock");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
      "Catalogue",
      "Stock",
    ]);
  });
});
