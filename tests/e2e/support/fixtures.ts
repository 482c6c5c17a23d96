import { type Page, test as base, expect } from "@playwright/test";
import type { ClientEnvelope as Envelope } from "@api/contract/envelope";
import { type CspViolation, watchCspViolations } from "./csp";
import { E2E_API_URL, E2E_WEB_URL } from "./ports";

export type ApiClient = {
  /** GETs a v1 path straight from the API, bypassing the storefront, and returns the envelope. */
  get<T>(path: string): Promise<Envelope<T>>;
};

/**
 * A test acts the instant a page has loaded, before a person could, and the load event does
 * not wait for React: the entry module comes in by a dynamic import. So with JavaScript on,
 * after each goto, reload, back and forward, a storefront page is given until React has
 * committed its first render (app/lib/hydration.ts). What a shopper does before that is
 * tested on its own, with `test.use({ awaitHydration: false })`.
 */
function waitsForHydration(page: Page) {
  const settled = async () => {
    if (!page.url().startsWith(E2E_WEB_URL)) return;
    await page.waitForFunction(() => document.contentType !== "text/html" || window.shopHydration === "done");
  };
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await original(...args);
        await settled();
        return response;
      },
    });
  }
}

/**
 * `api`: a direct line to the e2e API, to compare what a page shows with what the API holds.
 * `cspViolations`: with JavaScript on, every Content-Security-Policy violation of the test's
 * pages; the test fails at its end if there is any.
 */
export const test = base.extend<{ api: ApiClient; awaitHydration: boolean; cspViolations: CspViolation[] }>({
  awaitHydration: [true, { option: true }],
  cspViolations: [
    async ({ context, javaScriptEnabled }, use) => {
      if (!javaScriptEnabled) return use([]);
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, javaScriptEnabled, awaitHydration }, use) => {
    if (javaScriptEnabled && awaitHydration) {
      for (const page of context.pages()) waitsForHydration(page);
      context.on("page", waitsForHydration);
    }
    await use(context);
  },
  api: async ({ playwright }, use) => {
    const context = await playwright.request.newContext({ baseURL: `${E2E_API_URL}/` });
    await use({
      async get<T>(path: string) {
        const response = await context.get(path.replace(/^\//, ""));
        return (await response.json()) as Envelope<T>;
      },
    });
    await context.dispose();
  },
});

export { expect };

/** A page's title as pageMeta writes it: the brand is added only when the title lacks it. */
export const shopTitle = (title: string) => (title.includes("Woodnest") ? title : `${title} | Woodnest`);
