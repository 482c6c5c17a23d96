import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { callApi, productBySlug } from "./support/session";
import { type TestStaff, createStaff, signInStaffBrowser, toast } from "./support/staff";

test.describe.configure({ timeout: 120_000 });

/**
 * Plain products no other spec buys or reads, two of one category per Playwright project (their
 * skus share a prefix, so one search lists both), so the projects running side by side never
 * share a count. Their stock is put back at the end.
 */
const PRODUCTS = {
  "js-enabled": ["tulip-kids-bed", "meera-dressing-table"],
  "js-disabled": ["riya-cane-sofa", "bharat-teak-sofa-set"],
} as const;

type Sku = { kind: string; id: string; sku: string; name: string; stock: number };

async function setStock(staff: TestStaff, rows: { id: string; stock: number }[], reason: string) {
  const saved = await callApi("POST", "/admin/stock", {
    token: staff.token,
    body: { reason, rows: rows.map((row) => ({ kind: "product", ...row })) },
  });
  expect(saved.status, saved.message).toBe(200);
}

async function skuOf(staff: TestStaff, sku: string) {
  const list = await callApi<Sku[]>("GET", `/admin/stock?q=${encodeURIComponent(sku)}`, { token: staff.token });
  const found = list.body.find((row) => row.sku === sku);
  expect(found, sku).toBeTruthy();
  return found as Sku;
}

/** The product page's buy button says whether the shop sells it now. */
const buyButton = (page: Page) => page.getByRole("main").getByRole("button", { name: /^(Add to cart|Out of stock)$/ });

test.describe("the stock screen", () => {
  test("catalogue staff filter low stock, change two counts in one post with a reason, and the shop sells again within 5 s", async ({
    page,
    context,
  }, testInfo) => {
    const [firstSlug, secondSlug] = PRODUCTS[testInfo.project.name as keyof typeof PRODUCTS];
    const staff = await createStaff("catalogue", "Kavi Catalogue");
    const first = (await productBySlug(firstSlug)) as Awaited<ReturnType<typeof productBySlug>> & { sku: string };
    const second = (await productBySlug(secondSlug)) as typeof first;
    const [firstSku, secondSku] = [first.sku, second.sku];
    const prefix = firstSku.split("-").slice(0, 2).join("-");
    expect(secondSku.startsWith(prefix)).toBe(true);

    await setStock(
      staff,
      [
        { id: first._id, stock: 0 },
        { id: second._id, stock: 2 },
      ],
      "E2E setup",
    );
    try {
      await expect
        .poll(
          async () => {
            await page.goto(`/product/${firstSlug}`);
            return buyButton(page).textContent();
          },
          { timeout: 10_000 },
        )
        .toBe("Out of stock");

      // An owner checking stock on the move: the whole flow on a 320 px phone.
      await page.setViewportSize({ width: 320, height: 720 });
      await signInStaffBrowser(context, staff);
      await page.goto("/admin");
      // On a phone the back office's screens are behind its menu.
      await page.getByText("Menu", { exact: true }).click();
      await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Stock" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock");
      await page.getByLabel("Product name or sku", { exact: true }).fill(prefix);
      await page.getByLabel("Stock", { exact: true }).selectOption("low");
      await page.getByRole("button", { name: "Show stock" }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get("state") === "low" && url.searchParams.get("q") === prefix,
      );

      const firstRow = page.getByRole("row").filter({ hasText: firstSku });
      const secondRow = page.getByRole("row").filter({ hasText: secondSku });
      await expect(firstRow).toContainText("0 (Out of stock)");
      await expect(secondRow).toContainText("2 (Low)");
      // The list turns into rows that fit: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const firstCount = page.getByLabel(`New count of ${first.name}`, { exact: true });
      const secondCount = page.getByLabel(`New count of ${second.name}`, { exact: true });
      const reason = page.getByLabel("Reason", { exact: true });

      // A bad count: nothing is saved, everything typed stays, the error is by its field.
      await firstCount.fill("3");
      await secondCount.fill("-2");
      await reason.fill("Restock from the Jodhpur workshop");
      await page.getByRole("button", { name: "Save stock" }).click();
      await expect(toast(page)).toContainText("Stock cannot be below 0");
      await expect(secondCount).toHaveAttribute("aria-invalid", "true");
      await expect(secondRow).toContainText("Stock cannot be below 0");
      await expect(firstCount).toHaveValue("3");
      await expect(secondCount).toHaveValue("-2");
      await expect(reason).toHaveValue("Restock from the Jodhpur workshop");
      await expect(firstRow).toContainText("0 (Out of stock)");

      await secondCount.fill("9");
      await page.getByRole("button", { name: "Save stock" }).click();
      await expect(toast(page)).toContainText("Stock saved for 2 skus");
      await expect(page).toHaveURL((url) => url.searchParams.get("state") === "low");
      await expect(firstRow).toContainText("3 (Low)");
      // Above its threshold now, so no longer in a list of low stock.
      await expect(secondRow).toHaveCount(0);
      expect((await skuOf(staff, secondSku)).stock).toBe(9);

      // The shop's caches keep a product at most 5 s.
      await expect
        .poll(
          async () => {
            await page.goto(`/product/${firstSlug}`);
            return buyButton(page).textContent();
          },
          { timeout: 5_000, intervals: [500] },
        )
        .toBe("Add to cart");

      // The history says who changed what, by how much and why.
      await page.goto(`/admin/stock?state=low&q=${encodeURIComponent(prefix)}`);
      await firstRow.getByRole("link", { name: first.name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
      const latest = page.getByRole("table").getByRole("row").nth(1);
      await expect(latest).toContainText("0 to 3 (+3)");
      await expect(latest).toContainText(staff.email);
      await expect(latest).toContainText("Restock from the Jodhpur workshop");
    } finally {
      await setStock(
        staff,
        [
          { id: first._id, stock: first.stock },
          { id: second._id, stock: second.stock },
        ],
        "E2E: back to the demo counts",
      );
    }
  });
});
