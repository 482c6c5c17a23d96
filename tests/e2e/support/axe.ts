import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";
import { javaScriptOn } from "./javascript";

/** The standard every storefront screen is held to. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * axe runs as a script inside the page, which a page without JavaScript cannot do. So the
 * page's current HTML is served again, at the same address, to a page that may run scripts
 * but whose own script files are blocked: axe sees what the shopper without JavaScript sees.
 */
async function pageAxeCanRunIn(page: Page): Promise<{ target: Page; dispose: () => Promise<void> }> {
  // Asking the page itself would hang: evaluate never returns where scripts are off.
  if (javaScriptOn()) return { target: page, dispose: async () => {} };

  // The page streams in: its address changes before the whole document has arrived.
  await page.waitForLoadState("load");
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error("axe needs a browser to open a scriptable copy of the page");
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  });
  const copy = await context.newPage();
  await copy.route("**/*", (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.url() === url) {
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    }
    if (request.resourceType() === "script") return route.abort();
    return route.continue();
  });
  await copy.goto(url);
  return { target: copy, dispose: () => context.close() };
}

/**
 * Runs axe on the page as it is now and fails with a readable list of violations.
 * target-size (WCAG 2.2 AA) is switched on explicitly in case axe leaves it off.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // The sticky header covers whatever sits under it once the page is scrolled, which axe counts
  // against the covered controls' target size; a shopper sees them from the top of the page.
  if (javaScriptOn()) await page.evaluate(() => window.scrollTo(0, 0));
  const { target, dispose } = await pageAxeCanRunIn(page);
  try {
    let builder = new AxeBuilder({ page: target })
      .withTags(AXE_TAGS)
      .options({ rules: { "target-size": { enabled: true } } });
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const summary = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
    );
    expect(summary, `axe found ${violations.length} violation(s)`).toEqual([]);
  } finally {
    await dispose();
  }
}
