import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { javaScriptOn } from "./support/javascript";

const pageForm = (page: Page) => page.getByRole("search", { name: "Product search" });
const suggestions = (page: Page) => pageForm(page).getByRole("listbox", { name: "Suggestions" });

type Suggestions = {
  categories: { name: string; catSlug: string; subCatSlug: string | null }[];
  products: { name: string; slug: string }[];
};

test.describe("search suggestions as you type", () => {
  test("without JavaScript the box stays a plain search field and the form searches", async ({ page }) => {
    test.skip(javaScriptOn(), "what a shopper without JavaScript gets");
    await page.goto("/search");
    const box = pageForm(page).getByRole("searchbox", { name: "Search products" });
    await tabTo(page, box);
    await page.keyboard.type("sofa");
    await expect(pageForm(page).getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=sofa");
  });

  test("work by keyboard alone: arrows choose, Escape closes, Enter goes; the count is announced", async ({
    page,
    api,
  }) => {
    test.skip(!javaScriptOn(), "suggestions are JavaScript's addition");
    const expected = (await api.get<Suggestions>("/search/suggestions?q=sofa")).body;
    const labels = [...expected.categories.map((c) => c.name), ...expected.products.map((p) => p.name)];
    expect(labels.length).toBeGreaterThan(1);

    await page.goto("/search");
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    const box = pageForm(page).getByRole("searchbox", { name: "Search products" });
    await tabTo(page, box);
    await page.keyboard.type("sofa");

    const combobox = pageForm(page).getByRole("combobox", { name: "Search products" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(combobox).toHaveAttribute("aria-autocomplete", "list");
    const options = suggestions(page).getByRole("option");
    await expect(options).toHaveCount(labels.length);
    for (const [i, label] of labels.entries()) await expect(options.nth(i)).toContainText(label);
    await expect(pageForm(page).getByRole("status")).toHaveText(
      `${labels.length} suggestions, use the up and down arrows to choose.`,
    );
    // Laid over the page: nothing moved.
    expect(await heading.boundingBox()).toEqual(before);
    await expectNoAxeViolations(page);

    await page.keyboard.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    // Up from the first goes back to the box, and on to the last.
    await page.keyboard.press("ArrowUp");
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(suggestions(page)).toBeHidden();
    await expect(combobox).toHaveValue("sofa");
    await expect(combobox).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    const first = expected.categories[0];
    const firstHref = first
      ? `/shop/${first.catSlug}${first.subCatSlug ? `/${first.subCatSlug}` : ""}`
      : `/product/${expected.products[0].slug}`;
    await expect(page).toHaveURL(firstHref);
  });

  test("Enter with no suggestion chosen searches for what was typed", async ({ page, api }) => {
    test.skip(!javaScriptOn(), "suggestions are JavaScript's addition");
    await page.goto("/search");
    await tabTo(page, pageForm(page).getByRole("searchbox", { name: "Search products" }));
    await page.keyboard.type("kursi");
    const products = (await api.get<Suggestions>("/search/suggestions?q=kursi")).body.products;
    await expect(
      suggestions(page).getByRole("option", { name: new RegExp(products[0].name.replace(/[()]/g, "\\$&")) }),
    ).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=kursi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "kursi"');
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("the header's search box suggests too, and a suggestion is a way to its page", async ({ page, api }) => {
    test.skip(!javaScriptOn(), "suggestions are JavaScript's addition");
    const product = (await api.get<Suggestions>("/search/suggestions?q=almirah")).body.products[0];
    await page.goto("/");
    const banner = page.getByRole("banner");
    await tabTo(page, banner.locator("summary").filter({ hasText: /^Search$/ }));
    await page.keyboard.press("Enter");
    const searchBox = banner.getByRole("searchbox", { name: "Search products" }).filter({ visible: true });
    // The opened drop-down focuses its box on its toggle event, a moment later: a Tab pressed before
    // that lands would carry the focus past the box and close the drop-down.
    await expect(searchBox)
      .toBeFocused({ timeout: 2_000 })
      .catch(() => undefined);
    await tabTo(page, searchBox);
    await page.keyboard.type("almirah");
    const box = banner.getByRole("combobox", { name: "Search products" }).filter({ visible: true });
    const option = banner
      .getByRole("option", { name: new RegExp(product.name.replace(/[()]/g, "\\$&")) })
      .filter({ visible: true });
    await expect(option).toBeVisible();
    // Escape closes the suggestions only: the search drop-down stays open, the text stays.
    await page.keyboard.press("Escape");
    await expect(option).toBeHidden();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("almirah");
    await page.keyboard.press("ArrowDown");
    while ((await option.getAttribute("aria-selected")) !== "true") await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/product/${product.slug}`);
  });
});
