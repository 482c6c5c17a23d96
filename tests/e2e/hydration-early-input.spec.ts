import { expect, test } from "./support/fixtures";
import { createStaff, signInStaffBrowser } from "./support/staff";

// Typing into a page whose scripts have started hydrating, before React's first render, makes
// React 18 hydrate the whole document synchronously. If that render suspends (Remix's
// RemixBrowser waits for its single-fetch data), React 18.3 throws "Root did not complete"
// (minified error #345), seen once on creating a coupon (issue 30, item 12).
test("a coupon code typed the moment hydration starts raises no error, and the page hydrates keeping it", async ({
  browser,
}) => {
  test.skip(
    test.info().project.name === "js-disabled",
    "without JavaScript nothing hydrates: the typed form posts natively (admin-coupons.spec)",
  );
  const context = await browser.newContext();
  await signInStaffBrowser(context, await createStaff("catalogue", "Early Typist"));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // The entry module says "started" and calls hydrateRoot in the same task; a microtask queued
  // then runs after hydrateRoot and before React's first render (a later scheduler task).
  await page.addInitScript(() => {
    const page = window as unknown as { shopHydration?: string; typedBeforeHydration?: boolean };
    let stage: string | undefined;
    Object.defineProperty(page, "shopHydration", {
      configurable: true,
      get: () => stage,
      set(value: string) {
        stage = value;
        if (value !== "started") return;
        queueMicrotask(() => {
          const code = document.querySelector<HTMLInputElement>('input[name="code"]');
          if (!code) return;
          code.value = "EARLY";
          code.dispatchEvent(new Event("input", { bubbles: true }));
          page.typedBeforeHydration = true;
        });
      },
    });
  });

  await page.goto("/admin/coupons/new");
  const hydrated = () => page.evaluate(() => (window as unknown as { shopHydration?: string }).shopHydration);
  await expect.poll(async () => errors.length > 0 || (await hydrated()) === "done").toBe(true);
  expect(errors).toEqual([]);
  expect(await hydrated()).toBe("done");
  expect(
    await page.evaluate(() => (window as unknown as { typedBeforeHydration?: boolean }).typedBeforeHydration),
  ).toBe(true);
  await expect(page.getByLabel("Code", { exact: true })).toHaveValue("EARLY");
  await context.close();
});
