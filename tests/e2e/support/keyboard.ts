import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard-only shopper gets
 * there; fails after `max` presses. The focus is checked with a selector in Playwright's own
 * world, so this works on pages with JavaScript turned off too.
 */
export async function tabTo(page: Page, target: Locator, { max = 150, backwards = false } = {}) {
  const key = backwards ? "Shift+Tab" : "Tab";
  for (let presses = 0; ; presses += 1) {
    if ((await target.and(page.locator(":focus")).count()) > 0) return;
    if (presses === max) throw new Error(`${target} not reached in ${max} presses of ${key}`);
    await page.keyboard.press(key);
  }
}

/** Replaces what the focused field holds, as a keyboard user does. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Tabs to the field labelled `label` and types `text` over what it holds. */
export async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await retype(page, text);
}
