import type { Locator, Page } from "@playwright/test";
import { watchCspViolations } from "./support/csp";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_API_URL, E2E_WEB_URL } from "./support/ports";
import { DELHI_ADDRESS, ordersOf, plainLine, productBySlug, readSession, writeSession } from "./support/session";
import { expect, test } from "./support/signed-in";
import { tabTo } from "./support/keyboard";
import { codesSentTo, uniqueMobile } from "./support/sign-in";

/**
 * Another origin on the same site as the shop (a port is not part of a site): the browser sends
 * the shop's SameSite=Lax session cookie with its posts, so only the origin check stands between
 * its forms and the shopper's session. Playwright answers for it; nothing listens there.
 */
const OTHER_ORIGIN = "http://localhost:3299";
const REFUSAL = "This form was sent from another site, so we did not act on it.";
const PRODUCT = "rohtak-sheesham-coffee-table";

/** The named fields of a form as the page drew it. */
const fieldsOf = (form: Locator) =>
  form.evaluate((element: HTMLFormElement) =>
    Object.fromEntries([...new FormData(element)].map(([name, value]) => [name, String(value)])),
  );

/** Opens a page on the other origin with a form posting `fields` to the shop's `path`, and sends it by keyboard. */
async function postFromAnotherSite(page: Page, path: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, "&quot;")}">`)
    .join("");
  await page.route(`${OTHER_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Another site</title><form method="post" action="${E2E_WEB_URL}${path}">${inputs}<button>Send</button></form>`,
    }),
  );
  await page.goto(`${OTHER_ORIGIN}/`);
  const answer = page.waitForResponse((response) => response.url() === `${E2E_WEB_URL}${path}`);
  await tabTo(page, page.getByRole("button", { name: "Send" }));
  await page.keyboard.press("Enter");
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Form not accepted" })).toBeVisible();
  await expect(page.getByText(REFUSAL)).toBeVisible();
}

test.describe("security headers", () => {
  for (const path of ["/", `/product/${PRODUCT}`, "/login"]) {
    test(`${path} sends a strict CSP with a fresh nonce and the other headers`, async ({ request }) => {
      const [first, second] = [await request.get(path), await request.get(path)];
      expect(first.status()).toBe(200);
      const headers = first.headers();
      const csp = headers["content-security-policy"];
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(second.headers()["content-security-policy"]).not.toBe(csp);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      // Every inline script of the page carries the nonce.
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
      const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    });
  }

  test("the API sends its own set", async ({ request }) => {
    const response = await request.get(`${E2E_API_URL}/categories`);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("no-referrer");
  });

  test("the CSP listener catches an injected inline handler and a foreign image", async ({
    browser,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "scripts run only with JavaScript on");
    const context = await browser.newContext();
    try {
      const violations = await watchCspViolations(context);
      const page = await context.newPage();
      await page.goto(`${E2E_WEB_URL}/`);
      // What an injection would try: an inline event handler (no nonce can cover one) and a beacon.
      await page.evaluate(() => {
        const button = document.createElement("button");
        button.setAttribute("onclick", "window.injected = true");
        document.body.append(button);
        button.click();
        const image = document.createElement("img");
        image.src = "https://tracker.example/pixel.png";
        document.body.append(image);
      });
      await expect
        .poll(() => violations.map((v) => v.directive).sort())
        .toEqual(["console", "console", "img-src", "script-src-attr"]);
      expect(await page.evaluate(() => "injected" in window)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

test.describe("the suite's CSP fixture", () => {
  test("records a violation in a test's own page", async ({ page, cspViolations, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "scripts run only with JavaScript on");
    await page.goto("/");
    await page.evaluate(() => {
      const image = document.createElement("img");
      image.src = "https://tracker.example/pixel.png";
      document.body.append(image);
    });
    await expect.poll(() => cspViolations.some((v) => v.directive === "img-src")).toBe(true);
    // Recorded as it should be; emptied so that this one test does not fail for it.
    cspViolations.length = 0;
  });
});

test.describe("posts from another site are refused", () => {
  test("login: no code is sent", async ({ page, request }) => {
    await page.goto("/login");
    const fields = await fieldsOf(page.getByRole("form", { name: "Login with your mobile" }));
    const mobile = uniqueMobile();
    await postFromAnotherSite(page, "/login", { ...fields, mobile });
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole("link", { name: "Go to the home page" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${E2E_WEB_URL}/`);
    expect(await codesSentTo(request, mobile)).toEqual([]);
  });

  test("cart add: the cart stays empty", async ({ page }) => {
    await writeSession(page.context(), { pincode: "110001" });
    await page.goto(`/product/${PRODUCT}`);
    const fields = await fieldsOf(
      page.locator('form[action="/cart"]').filter({ has: page.locator('input[name="intent"][value="add"]') }),
    );
    await postFromAnotherSite(page, "/cart", fields);
    expect((await readSession(page.context())).get("cart") ?? null).toBeNull();
  });

  test("checkout place-order: nothing is ordered", async ({ page, customer }) => {
    const product = await productBySlug(PRODUCT);
    await writeSession(page.context(), { customer, cart: [plainLine(product)], pincode: "110001" });
    await page.goto("/checkout");
    const fields = await fieldsOf(page.locator("#checkout-form"));
    await postFromAnotherSite(page, "/checkout", { ...fields, ...DELHI_ADDRESS, paymentMethod: "COD" });
    expect(await ordersOf(customer)).toHaveLength(0);
    expect((await readSession(page.context())).get("cart")).toBeTruthy();
  });

  test("sign-out: still signed in", async ({ page, customer }) => {
    await page.goto("/my-account/dashboard");
    const fields = await fieldsOf(page.locator('form[action="/logout"]').first());
    await postFromAnotherSite(page, "/logout", fields);
    expect((await readSession(page.context())).get("token")).toBe(customer.token);
    await page.goto("/my-account/dashboard");
    await expect(page).toHaveURL(/\/my-account\/dashboard$/);
  });

  test("a missing or foreign Origin with Sec-Fetch-Site is refused; a plain client passes", async ({ page }) => {
    const post = (headers: Record<string, string>) =>
      page.request.post("/cart", { form: { intent: "remove", productId: "x" }, headers, maxRedirects: 0 });
    expect((await post({ "Sec-Fetch-Site": "same-origin" })).status()).toBe(403);
    expect((await post({ Origin: "https://example.com" })).status()).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "same-site", Origin: E2E_WEB_URL })).status()).toBe(403);
    const refused = await post({ Origin: "null", "Sec-Fetch-Site": "cross-site", Referer: `${E2E_WEB_URL}/cart?x=1` });
    expect(await refused.text()).toContain('href="/cart?x=1"');
    expect((await post({ Origin: E2E_WEB_URL, "Sec-Fetch-Site": "same-origin" })).status()).not.toBe(403);
    expect((await post({})).status()).not.toBe(403);
  });
});
