import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { cards, listed, pager, results, shownPrices } from "./support/listing";

type Card = { _id: string; name: string; sellingPrice: number };

// With JavaScript the box becomes a combobox at the first key typed (suggestions as you type).
const searchBox = (page: Page) => {
  const form = page.getByRole("search", { name: "Product search" });
  return form
    .getByRole("searchbox", { name: "Search products" })
    .or(form.getByRole("combobox", { name: "Search products" }));
};

const search = (api: ApiClient, query: string) => listed<Card>(api, query);

test.describe("search results", () => {
  test("a misspelt 'sofaa' still finds the sofas", async ({ page, api }) => {
    const found = await search(api, "searchQuery=sofaa");
    expect(found.totalRecords).toBeGreaterThan(0);
    const response = await page.goto("/search?q=sofaa");
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "sofaa"');
    await expect(results(page).getByRole("status")).toHaveText(`Found ${found.totalRecords} results for "sofaa"`);
    const names = cards(page).getByRole("heading", { level: 3 });
    await expect(names).toHaveText(found.body.map((p) => p.name));
    for (const name of await names.allTextContents()) expect(name).toMatch(/sofa/i);
    await expect(searchBox(page)).toHaveValue("sofaa");
  });

  test("the head says what was searched; only a search with results is offered to search engines", async ({ page }) => {
    await page.goto("/search?q=sofa&sort=price-l-h");
    await expect(page).toHaveTitle('Search results for "sofa" | Woodnest');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/search?q=sofa`);

    await page.goto("/search?q=zzqqxxyy");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await page.goto("/search");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  test("results page through nine at a time, keeping the search and the sort", async ({ page, api }) => {
    const first = await search(api, "searchQuery=table");
    expect(first.totalPages, "the demo shop has more than nine tables").toBeGreaterThan(1);
    await page.goto("/search?q=table");
    await expect(results(page).getByRole("status")).toHaveText(`Found ${first.totalRecords} results for "table"`);
    await expect(cards(page)).toHaveCount(9);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText("Page 1");
    await expect(pager(page).getByText("Previous", { exact: true })).toHaveAttribute("aria-disabled", "true");

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/search?q=table&page=2");
    const second = await search(api, "searchQuery=table&page=2");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(second.body.map((p) => p.name));
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText("Page 2");
    if (first.totalPages === 2) {
      await expect(pager(page).getByText("Next", { exact: true })).toHaveAttribute("aria-disabled", "true");
    }

    // Sorting is done by the server and starts again at page 1.
    const sorted = await search(api, "searchQuery=table&sort=price-h-l");
    await page.getByRole("combobox", { name: "Sort By" }).selectOption("price-h-l");
    if (test.info().project.use.javaScriptEnabled === false) {
      await results(page).getByRole("button", { name: "Sort" }).click();
    }
    await expect(page).toHaveURL("/search?q=table&sort=price-h-l");
    // With JavaScript the address changes a moment before the new cards are drawn.
    const prices = sorted.body.map((p) => p.sellingPrice);
    await expect.poll(() => shownPrices(page)).toEqual(prices);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await pager(page).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL("/search?q=table&sort=price-h-l&page=2");
    await expect.poll(async () => (await shownPrices(page))[0]).toBeLessThanOrEqual(prices[prices.length - 1]);

    // A page past the last goes to the last.
    await page.goto("/search?q=table&page=40");
    await expect(page).toHaveURL(`/search?q=table&page=${first.totalPages}`);
  });

  test("the search box on the page runs a new search", async ({ page, api }) => {
    const beds = await search(api, "searchQuery=bed");
    await page.goto("/search?q=sofa&page=1&sort=name-a-z");
    await searchBox(page).fill("bed");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL("/search?q=bed");
    await expect(results(page).getByRole("status")).toHaveText(`Found ${beds.totalRecords} results for "bed"`);
  });

  test("an empty search asks for words instead of listing anything", async ({ page }) => {
    for (const path of ["/search", "/search?q=%20%20"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
      await expect(page.getByText(/Type what you are looking for/)).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      await expect(searchBox(page)).toHaveValue("");
    }
    await expect(page).toHaveTitle("Search | Woodnest");
  });

  test("a search that finds nothing says 'Product not available.'", async ({ page, api }) => {
    const none = await search(api, "searchQuery=xqzvw");
    expect(none.totalRecords).toBe(0);
    await page.goto("/search?q=xqzvw");
    await expect(results(page).getByRole("status")).toHaveText('Found 0 results for "xqzvw"');
    await expect(results(page).getByText("Product not available.")).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
  });

  test("a search that finds nothing offers 'Did you mean …?' and the popular categories, by keyboard", async ({
    page,
    api,
  }) => {
    const alternatives = (
      await api.get<{ didYouMean: string | null; categories: { name: string; slug: string }[] }>(
        "/search/alternatives?q=bde",
      )
    ).body;
    expect(alternatives.didYouMean).toBe("bed");
    await page.goto("/search?q=bde");
    await expect(results(page).getByRole("status")).toHaveText('Found 0 results for "bde"');
    await expect(results(page).getByText("Product not available.")).toBeVisible();
    await expect(page.getByText("Did you mean bed?")).toBeVisible();

    const popular = page.getByRole("region", { name: "Popular categories" }).getByRole("link");
    await expect(popular).toHaveText(alternatives.categories.map((c) => c.name));
    for (const [i, category] of alternatives.categories.entries()) {
      await expect(popular.nth(i)).toHaveAttribute("href", `/shop/${category.slug}`);
    }
    await expectNoAxeViolations(page);

    const beds = await search(api, "searchQuery=bed");
    await tabTo(page, page.getByRole("link", { name: "bed", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=bed");
    await expect(results(page).getByRole("status")).toHaveText(`Found ${beds.totalRecords} results for "bed"`);
    await expect(page.getByRole("region", { name: "Popular categories" })).toHaveCount(0);
  });

  test("a search that finds nothing and has no near spelling still offers the categories", async ({ page }) => {
    await page.goto("/search?q=xqzvw");
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Popular categories" }).getByRole("link").first()).toBeVisible();
  });

  test("search has no axe violations, with results and without", async ({ page }) => {
    test.slow();
    await page.goto("/search?q=table&view=list");
    await expect(cards(page)).toHaveCount(9);
    await expectNoAxeViolations(page);
    await page.goto("/search");
    await expectNoAxeViolations(page);
  });
});
