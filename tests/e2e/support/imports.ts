import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits on an import's screen until its job has finished in `outcome` ("Imported", "Not
 * imported", "Cancelled"). With JavaScript the screen asks again by itself; without, this presses
 * its Refresh link, as a person would.
 */
export async function waitForImport(page: Page, outcome: string) {
  await expect(async () => {
    const refresh = page.getByRole("link", { name: "Refresh", exact: true });
    if (await refresh.isVisible()) await refresh.click({ timeout: 1_000 });
    await expect(page.getByRole("heading", { level: 2, name: outcome, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}
