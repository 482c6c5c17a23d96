import { expect, test } from "./support/fixtures";

// A product link prefetches its page on intent (hover, focus), once the browser's router knows
// the page's route: with lazy route discovery it learns the routes of a page's links from a
// `/__manifest` request after hydration. Before that answer, Remix 2's own prefetch only warned
// "Tried to prefetch /product/… but no routes matched" (issue 30, item 12).
test("a product link hovered before the shop's routes are known warns nothing, and prefetches once they are", async ({
  page,
}) => {
  test.skip(
    test.info().project.name === "js-disabled",
    "prefetching is JavaScript's; without it the link is a plain link (home.spec)",
  );
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/__manifest?*", async (route) => {
    await held;
    await route.continue();
  });

  await page.goto("/");
  const link = page.locator('a[href^="/product/"]:not([aria-hidden])').first();
  const href = await link.getAttribute("href");
  await link.hover();
  await link.focus();
  // React has rendered what the hover and the focus asked for by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(warnings.filter((text) => text.includes("Tried to prefetch"))).toEqual([]);
  await expect(page.locator(`link[rel="prefetch"][href="${href}.data"]`)).toHaveCount(0);

  const discovered = page.waitForResponse((response) => response.url().includes("/__manifest?"));
  release();
  await discovered;
  // The intent that counts comes after the router has learned the route.
  await link.blur();
  await page.mouse.move(0, 0);
  await link.hover();
  await expect(page.locator(`link[rel="prefetch"][href="${href}.data"]`)).toHaveCount(1);
  expect(warnings.filter((text) => text.includes("Tried to prefetch"))).toEqual([]);
});
