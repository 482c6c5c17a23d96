/** Locators for parts every shopper page shares. */
import type { Locator, Page } from "@playwright/test";

/** The value beside a term of a description list. */
export const definition = (scope: Page | Locator, term: string) =>
  scope.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");

/** The account pages' own navigation. */
export const accountMenu = (page: Page) => page.getByRole("navigation", { name: "Account sections" });
