import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

type Category = { _id: string; name: string; slug: string };

test.describe("the storefront root", () => {
  test("home shows a heading and the categories the API holds", async ({ page, api }) => {
    const categories = await api.get<Category[]>("/categories?subCategories=true");
    expect(categories.status).toBe(200);
    expect(categories.body.length, "the demo shop has categories").toBeGreaterThan(0);

    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Woodnest — Furniture & Decor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const grid = page.getByRole("region", { name: "Our Categories" });
    const links = grid.getByRole("link");
    await expect(links).toHaveText(categories.body.map((c) => c.name));
    for (const category of categories.body) {
      await expect(grid.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/shop/${category.slug}`,
      );
    }
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Home",
      ...categories.body.map((c) => c.name),
    ]);
  });

  test("a first visit gets a page a shared cache may keep and no cookie; the session cookie comes with the first thing worth keeping", async ({
    page,
    context,
  }) => {
    // A first visit carries no cookie at all (the suite's closed-popup cookie is one of the shopper's own).
    const popupClosed = await context.cookies();
    await context.clearCookies();
    const response = await page.goto("/product/rohtak-sheesham-coffee-table");
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=2, stale-while-revalidate=1");
    expect(response?.headers()["set-cookie"]).toBeUndefined();
    expect(await context.cookies()).toEqual([]);

    await context.addCookies(popupClosed);
    await page.goto("/product/rohtak-sheesham-coffee-table");
    await page.getByRole("textbox", { name: "Pincode" }).fill("110001");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(async () => {
      const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
      expect(session, "the __session cookie").toMatchObject({
        httpOnly: true,
        sameSite: "Lax",
        secure: true,
        path: "/",
      });
    }).toPass();
    const again = await page.goto("/product/rohtak-sheesham-coffee-table");
    expect(again?.headers()["cache-control"]).toBe("private, no-store");
  });

  test("home has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown address answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page).toHaveTitle("Page not found | Woodnest");
    await expectNoAxeViolations(page);
  });

  test("the skip link is the first stop for the keyboard and leads to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});
