import type { Page } from "@playwright/test";
import { type ApiClient, expect } from "./fixtures";

export const results = (page: Page) => page.getByRole("region", { name: "Products" });
export const cards = (page: Page) => results(page).getByRole("article");
export const pager = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

/** One page of nine from the API, as the listing asks for it. */
export async function listed<T>(api: ApiClient, query: string) {
  const envelope = await api.get<T[]>(`/products?limit=9&${query}`);
  expect(envelope.status, `GET /products?${query}`).toBe(200);
  return envelope;
}

/**
 * The prices the cards show, in order. The page streams in: its URL changes before the last
 * card has arrived, so the prices are read once the page has loaded.
 */
export async function shownPrices(page: Page) {
  await page.waitForLoadState("load");
  const texts = await cards(page).allTextContents();
  return texts.map((text) => Number(/Price\s*Rs\s*([\d,]+)/.exec(text)?.[1].replace(/,/g, "")));
}
