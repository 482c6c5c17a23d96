import { createCookieSessionStorage } from "@remix-run/node";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import config from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { readingHomeSettings } from "./support/home-settings";
import { tabTo } from "./support/keyboard";
import { createCustomer, plainLine, productBySlug, saveAddress, writeSession } from "./support/session";
import { javaScriptOn } from "./support/javascript";

type Category = { _id: string; name: string; slug: string; subCategories?: { name: string; slug: string }[] };
type ProjectCategory = { name: string; slug: string };
type Settings = {
  popupImage: { url: string; alt?: string } | null;
  popupOffer: { title: string; text: string; linkLabel: string; webpageUrl: string } | null;
  popupDelay: number;
  contactUs: { supportMobile: string; supportEmail: string };
};
type ContactUs = Record<"facebook" | "twitter" | "instagram" | "linkedin" | "youtube", string | null>;

const MOBILE = { width: 390, height: 844 };
/** A plain product of the demo shop, in stock. */
const CART_PRODUCT = "rohtak-sheesham-coffee-table";

/** A <details> drop-down's summary (Playwright gives summaries no role), by its text or hidden label. */
const summary = (scope: Page | Locator, text: string | RegExp) => scope.locator("summary").filter({ hasText: text });

/**
 * The popup waits popupDelay seconds (10 in the demo shop). DevTools' animation clock, not
 * the page's scripts, is sped up, so this works with JavaScript off too.
 */
async function fastForwardAnimations(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 100 });
}

/**
 * Puts a flashed toast into the shopper's session cookie, signed as the e2e storefront
 * signs it, as an action would before redirecting.
 */
async function flashToast(context: BrowserContext, baseURL: string, toast: { type: string; message: string }) {
  const servers = Array.isArray(config.webServer) ? config.webServer : [];
  const secret = servers.find((server) => server.command.includes("server/index.js"))?.env?.SESSION_SECRET;
  if (!secret) throw new Error("the e2e storefront's SESSION_SECRET is not in playwright.config.ts");
  const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [secret], path: "/" } });
  const session = await storage.getSession();
  session.flash("toast", toast);
  const [pair] = (await storage.commitSession(session)).split(";");
  const [name, value] = pair.split("=");
  await context.addCookies([{ name, value, url: baseURL }]);
}

/** The demo shop's popup offer, named by its title (api/src/db/seed/content.ts). */
const POPUP_TITLE = "Welcome to Woodnest";

const hasPopupCookie = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === "popup");

test.describe("desktop header", () => {
  test("Main menu: Home, every category with its sub-categories, and the project categories", async ({ page, api }) => {
    const [categories, projects] = await Promise.all([
      api.get<Category[]>("/categories?subCategories=true"),
      api.get<ProjectCategory[]>("/projectCategories?limit=0"),
    ]);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", ...categories.body.map((c) => c.name)]);

    for (const category of categories.body) {
      await expect(nav.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/shop/${category.slug}`,
      );
      const subs = category.subCategories ?? [];
      if (subs.length === 0) continue;
      await summary(nav, `${category.name} sub-categories`).click();
      const panel = nav
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: category.name, exact: true }) });
      const links = panel.getByRole("list").getByRole("link");
      await expect(links).toHaveText(subs.map((s) => s.name));
      for (const [index, sub] of subs.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `/shop/${category.slug}/${sub.slug}`);
      }
    }

    await summary(nav, "Project").click();
    const projectLinks = nav.getByRole("group").filter({ hasText: "Project" }).getByRole("link");
    await expect(projectLinks).toHaveText(projects.body.map((p) => p.name));
    for (const [index, project] of projects.body.entries()) {
      await expect(projectLinks.nth(index)).toHaveAttribute("href", `/project/${project.slug}`);
    }
  });

  test("drop-downs open from the keyboard (Enter and Space on the summary) and their links work", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = summary(nav, "Living Room sub-categories");
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const sofas = nav.getByRole("link", { name: "Sofas" });
    await expect(sofas).toBeVisible();

    const project = summary(nav, "Project");
    await tabTo(page, project);
    // Only one header drop-down at a time: opening Project closed the categories' one.
    await page.keyboard.press(" ");
    await expect(nav.getByRole("link", { name: "Residential Interiors" })).toBeVisible();
    await expect(sofas).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Residential Interiors" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/project/residential-interiors");
  });

  test("menu and footer links navigate within the app with JavaScript (no new document), and as plain links without", async ({
    page,
  }) => {
    await page.goto("/");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Living Room", exact: true }).click();
    await expect(page).toHaveURL("/shop/living-room");
    await expect(page.getByRole("heading", { level: 1, name: "Living Room" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A click with a modifier is the browser's (a new tab), never the app's.
    const [opened] = await Promise.all([
      page.context().waitForEvent("page"),
      page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Contact Us" })
        .click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await opened.close();
    await expect(page).toHaveURL("/about-us");
    expect(documents).toEqual(javaScriptOn() ? [] : ["/shop/living-room", "/about-us"]);
  });

  test("Escape closes the open drop-down and gives focus back to its summary (JavaScript)", async ({ page }) => {
    test.skip(!javaScriptOn(), "Escape is the script's addition; without it the summary closes the menu");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = summary(nav, "Bedroom sub-categories");
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Beds", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Beds", exact: true })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("a mouse opens a category drop-down by hovering, and a click keeps it open (JavaScript)", async ({ page }) => {
    test.skip(!javaScriptOn(), "hover opening is the script's addition");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Dining", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Sideboards & Cabinets" })).toBeVisible();
    const away = { x: 8, y: 600 };
    await page.mouse.move(away.x, away.y);
    await expect(nav.getByRole("link", { name: "Sideboards & Cabinets" })).toBeHidden();

    await summary(nav, "Dining sub-categories").click();
    await page.mouse.move(away.x, away.y);
    await expect(nav.getByRole("link", { name: "Sideboards & Cabinets" })).toBeVisible();
    // A click elsewhere closes it.
    await page.mouse.click(away.x, away.y);
    await expect(nav.getByRole("link", { name: "Sideboards & Cabinets" })).toBeHidden();
  });

  test("the search box is a GET form to /search?q=", async ({ page }) => {
    await page.goto("/");
    await summary(page, "Search").click();
    const box = page.getByRole("search").getByRole("searchbox", { name: "Search products" }).filter({ visible: true });
    await expect(box).toHaveAttribute("placeholder", "Type and hit enter");
    await box.fill("sheesham sofa");
    // With JavaScript the box has just become a combobox (suggestions as you type).
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=sheesham+sofa");
  });

  test("the empty cart drop-down shows the count, the empty message and the way to the cart, not to checkout", async ({
    page,
  }) => {
    await page.goto("/");
    const cart = summary(page, "Cart, 0 items");
    await expect(cart).toBeVisible();
    await cart.click();
    const preview = page.getByTestId("cart-preview");
    await expect(preview.getByText("Product not available to cart")).toBeVisible();
    await expect(preview.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/cart");
    await expect(preview.getByRole("link", { name: "Checkout" })).toHaveCount(0);
  });

  test("the cart drop-down with a line fits the screen at every width from 320 px, checkout included", async ({
    page,
    context,
  }) => {
    const product = await productBySlug(CART_PRODUCT);
    await writeSession(context, { cart: [plainLine(product)] });
    for (const width of [320, 360, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await summary(page, "Cart, 1 item").click();
      const preview = page.getByTestId("cart-preview");
      await expect(preview.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
      // The whole panel, its picture and its Subtotal lie inside the screen.
      for (const part of [preview, preview.locator("img"), preview.getByTestId("cart-preview-subtotal")]) {
        const box = await part.boundingBox();
        expect(box, `${width} px`).not.toBeNull();
        expect(box?.x, `${width} px: left edge`).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0), `${width} px: right edge`).toBeLessThanOrEqual(width);
      }
    }
  });

  test("the account menu of a signed-out shopper offers Login", async ({ page }) => {
    await page.goto("/");
    await summary(page, /^Account$/).click();
    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("the header stays at the top while the page scrolls", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveCSS("position", "sticky");
    // Sections below the fold are laid out only as they come near (content-visibility: auto), so
    // the page grows while it scrolls: keep turning the wheel until the footer shows.
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      await expect(page.getByRole("contentinfo")).toBeInViewport({ timeout: 1000 });
    }).toPass();
    await expect.poll(async () => (await page.getByRole("main").boundingBox())?.y ?? 0).toBeLessThan(0);
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test("home with a drop-down open has no axe violations", async ({ page }) => {
    await page.goto("/");
    await summary(page.getByRole("navigation", { name: "Main" }), "Living Room sub-categories").click();
    await expect(page.getByRole("link", { name: "Sofas" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: MOBILE });

  test("the hamburger opens the off-canvas menu with categories, pages, account, phone, email and social links", async ({
    page,
    api,
  }) => {
    const [categories, settings, contactUs] = await Promise.all([
      api.get<Category[]>("/categories?subCategories=true"),
      api.get<Settings>("/settings"),
      api.get<ContactUs>("/contactUs"),
    ]);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(summary(page, "Cart, 0 items")).toBeVisible();

    await summary(page, "Menu").click();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    await expect(menu).toBeVisible();
    for (const category of categories.body) {
      await expect(menu.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/shop/${category.slug}`,
      );
    }
    await expect(menu.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about-us");
    await expect(menu.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact-us");

    await summary(menu, "My Account").click();
    await expect(menu.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");

    const phone = settings.body.contactUs.supportMobile;
    await expect(page.getByRole("link", { name: `Call support: ${phone}` })).toHaveAttribute(
      "href",
      `tel:${phone.replace(/[^\d+]/g, "")}`,
    );
    const email = settings.body.contactUs.supportEmail;
    await expect(page.getByRole("link", { name: `Email support: ${email}` })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    const drawer = page.getByRole("banner");
    for (const [network, label] of [
      ["facebook", "Facebook"],
      ["twitter", "Twitter"],
      ["instagram", "Instagram"],
      ["linkedin", "LinkedIn"],
      ["youtube", "YouTube"],
    ] as const) {
      const url = contactUs.body[network];
      const link = drawer.getByRole("link", { name: `Woodnest on ${label}` });
      if (url) await expect(link).toHaveAttribute("href", url);
      else await expect(link).toHaveCount(0);
    }

    // The summary that opened the menu closes it again.
    await summary(page, "Menu").click();
    await expect(menu).toBeHidden();
  });

  test("sub-menus open one at a time, and their links lead to the sub-category", async ({ page }) => {
    await page.goto("/");
    await summary(page, "Menu").click();
    const menu = page.getByRole("navigation", { name: "Menu", exact: true });
    await summary(menu, "Living Room sub-categories").click();
    await expect(menu.getByRole("link", { name: "Sofas" })).toBeVisible();
    await summary(menu, "Bedroom sub-categories").click();
    await expect(menu.getByRole("link", { name: "Beds", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sofas" })).toBeHidden();

    await menu.getByRole("link", { name: "Wardrobes" }).click();
    await expect(page).toHaveURL("/shop/bedroom/wardrobes");
    // A page change closes the menu (with JavaScript the header stays in place, so this needs saying).
    await expect(menu).toBeHidden();
  });

  test("the menu is searchable: the off-canvas search form goes to /search?q=", async ({ page }) => {
    await page.goto("/");
    await summary(page, "Menu").click();
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search products" }).filter({ visible: true });
    await box.fill("chesterfeild");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).filter({ visible: true }).click();
    await expect(page).toHaveURL("/search?q=chesterfeild");
  });

  test("Escape closes the off-canvas menu and returns to the hamburger (JavaScript)", async ({ page }) => {
    test.skip(!javaScriptOn(), "Escape is the script's addition");
    await page.goto("/");
    const hamburger = summary(page, "Menu");
    await hamburger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("searchbox").filter({ visible: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu", exact: true })).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("home with the off-canvas menu and a sub-menu open has no axe violations", async ({ page }) => {
    await page.goto("/");
    await summary(page, "Menu").click();
    await summary(page.getByRole("navigation", { name: "Menu", exact: true }), "Living Room sub-categories").click();
    await expect(page.getByRole("link", { name: "Sofas" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("footer", () => {
  test("account and information links, opening times, social links and the copyright year", async ({ page, api }) => {
    const contactUs = await api.get<ContactUs>("/contactUs");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");

    const account = footer.getByRole("navigation", { name: "My Account" });
    await expect(account.getByRole("link")).toHaveText(["My account", "Wishlist", "Order Tracking"]);
    await expect(account.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/my-account/dashboard");
    await expect(account.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/wishlist");
    await expect(account.getByRole("link", { name: "Order Tracking" })).toHaveAttribute("href", "/order-tracking");
    await expect(page.locator('a[href*="dashboad"]')).toHaveCount(0);

    const info = footer.getByRole("navigation", { name: "Information" });
    const expected = [
      ["About Us", "/about-us"],
      ["Contact Us", "/contact-us"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms & Conditions", "/terms-conditions"],
      ["Return & Refund Policy", "/return-refund-policies"],
      ["Join us as a Dealer", "/become-a-dealer"],
    ];
    await expect(info.getByRole("link")).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) await expect(info.getByRole("link", { name })).toHaveAttribute("href", href);

    const hours = footer.getByRole("region", { name: "Opening Time" });
    await expect(hours.getByRole("term")).toHaveText(["Mon - Fri", "Sat", "Sun"]);
    await expect(hours.getByRole("definition")).toHaveText(["8AM - 10PM", "9AM - 8PM", "Closed"]);
    await expect(hours).toContainText("We Work All The Holidays");

    const set = Object.entries(contactUs.body).filter(
      ([key, value]) => ["facebook", "twitter", "instagram", "linkedin", "youtube"].includes(key) && value,
    );
    await expect(footer.getByRole("link", { name: /^Woodnest on / })).toHaveCount(set.length);
    for (const [, url] of set) await expect(footer.locator(`a[href="${url}"]`)).toHaveCount(1);

    await expect(footer).toContainText(`© ${new Date().getFullYear()} Woodnest`);
    // Order Tracking needs no sign-in: its form is open to anyone who has an order's number.
    await footer.getByRole("link", { name: "Order Tracking" }).click();
    await expect(page).toHaveURL("/order-tracking");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order Tracking");
  });
});

test("the footer's copyright line is centred on a wide screen as on a phone", async ({ page }) => {
  for (const width of [1920, 1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const line = page.getByRole("contentinfo").getByText(/^© \d{4} Woodnest/);
    await line.scrollIntoViewIfNeeded();
    const box = await line.boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box, `${width} px`).not.toBeNull();
    expect(
      Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - pageWidth / 2),
      `${width} px: off centre by`,
    ).toBeLessThanOrEqual(1);
  }
});

test.describe("scroll-to-top", () => {
  // By its address: while hidden it is out of the accessibility tree, so a role would not find it.
  const control = (page: Page) => page.locator('a[href="#top"]');
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

  /** Scrolls to the end of the page; the sections below the fold grow as they come near. */
  async function scrollToEnd(page: Page) {
    await expect(async () => {
      await page.mouse.wheel(0, 5000);
      await expect(page.getByText(/^© \d{4} Woodnest/)).toBeInViewport({ ratio: 1, timeout: 1000 });
    }).toPass();
  }

  test("a link to #top that the keyboard reaches; with JavaScript it shows only past 300 px", async ({ page }) => {
    await page.goto("/");
    await expect(control(page)).toHaveAttribute("href", "#top");
    await expect(page.locator("body")).toHaveAttribute("id", "top");
    if (javaScriptOn()) {
      // At the top there is nothing to go back to: hidden, and out of the tab order.
      await expect(control(page)).toBeHidden();
      await page.mouse.wheel(0, 250);
      await expect.poll(() => scrollY(page)).toBe(250);
      await expect(control(page)).toBeHidden();
      await page.mouse.wheel(0, 100);
      await expect(page.getByRole("link", { name: "Back to top" })).toBeVisible();
      const landmark = page.locator("nav", { has: control(page) });
      await expect(landmark).toHaveCSS("opacity", "1");
      await expect(landmark).toHaveCSS("transition-duration", "0.2s, 0s");
    } else {
      // Nothing can tell a page without scripts that it has scrolled: the link is always there.
      await expect(control(page)).toBeVisible();
    }
    await scrollToEnd(page);
    await expect(control(page)).toBeInViewport();
    await tabTo(page, control(page), { backwards: true });
    await page.keyboard.press("Enter");
    await expect.poll(() => scrollY(page)).toBe(0);
    if (javaScriptOn()) {
      // The keyboard goes to the top as well: its first stop, the skip link, which shows.
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await expect(control(page)).toBeHidden();
    } else {
      // The next Tab starts from the top of the page.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    }
  });

  test("with JavaScript it scrolls up in about 900 ms, and at once with reduced motion", async ({ page }) => {
    test.skip(!javaScriptOn(), "without JavaScript the browser jumps to #top");
    await page.goto("/");
    await scrollToEnd(page);
    const from = await scrollY(page);
    await control(page).click();
    const started = Date.now();
    // Half-way through the animation the page is on its way, neither still nor there.
    await page.waitForTimeout(450);
    const midway = await scrollY(page);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(from);
    await expect.poll(() => scrollY(page), { intervals: [50] }).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(850);
    // A mouse press leaves the focus where the shopper put it, not on a control about to hide.
    await expect(control(page)).not.toBeFocused();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await scrollToEnd(page);
    await control(page).click();
    expect(await scrollY(page)).toBe(0);
  });

  test("on a phone it covers nothing at the end of the page, and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/");
    await scrollToEnd(page);
    await expect(control(page)).toBeVisible();
    const box = await control(page).boundingBox();
    if (!box) throw new Error("the control is drawn");
    // No word a shopper reads and nothing they press lies under it.
    const underneath = await page.evaluate((control) => {
      const overlaps = (rect: DOMRect) =>
        rect.width > 1 &&
        rect.height > 1 &&
        rect.left < control.x + control.width &&
        control.x < rect.right &&
        rect.top < control.y + control.height &&
        control.y < rect.bottom;
      // Closed menus keep their boxes in the DOM; only what is drawn counts.
      const drawn = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('a[href="#top"]') || !drawn(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) found.push(`text "${node.textContent.trim().slice(0, 30)}"`);
      }
      for (const element of document.querySelectorAll("a, button, input, select, textarea, img, summary")) {
        if (element.matches('a[href="#top"]') || !drawn(element)) continue;
        if (overlaps(element.getBoundingClientRect()))
          found.push(`${element.tagName} ${element.textContent?.trim().slice(0, 30)}`);
      }
      return found;
    }, box);
    expect(underneath).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe("popup", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test("appears after popupDelay seconds, not before, as a labelled dialog; with JavaScript a modal one", async ({
    page,
    api,
  }) => {
    // admin-home.spec edits the popup: the two take turns.
    await readingHomeSettings(async () => {
      const settings = await api.get<Settings>("/settings");
      expect(settings.body.popupImage, "the demo shop has a popup").not.toBeNull();
      await page.goto("/");
      const popup = page.getByRole("dialog", { name: POPUP_TITLE });
      // Present in the HTML from the start, invisible (so not focusable) until the delay has run.
      await expect(page.locator("dialog")).toHaveCSS("visibility", "hidden");
      await expect(page.locator("dialog")).toHaveCSS("animation-delay", `${settings.body.popupDelay}s`);
      await expect(popup).toBeHidden();

      await fastForwardAnimations(page);
      await expect(popup).toBeVisible();
      // The offer in words over its picture, which is decoration; its link leads to the offer.
      const offer = settings.body.popupOffer;
      if (!offer) throw new Error("the demo popup has an offer in words");
      await expect(popup.getByText(offer.text, { exact: true })).toBeVisible();
      await expect(popup.getByRole("link", { name: offer.linkLabel })).toHaveAttribute("href", offer.webpageUrl);
      await expect(popup.locator("img")).toHaveAttribute("alt", "");
      if (javaScriptOn()) {
        // Modal: announced by taking focus, the page behind out of reach until it is closed.
        await expect(popup).toHaveAttribute("aria-modal", "true");
        await expect.poll(() => page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
        await expect(popup.getByRole("button", { name: "Close the offer" })).toBeFocused();
      } else {
        await expect(popup).not.toHaveAttribute("aria-modal", "true");
      }
      await expectNoAxeViolations(page);
    });
  });

  test("with JavaScript, focus moves into the popup, Tab stays in it, Escape closes it and focus goes back", async ({
    page,
  }) => {
    test.skip(!javaScriptOn(), "without JavaScript nothing can make the popup modal");
    await page.goto("/product/rohtak-sheesham-coffee-table");
    const addToCart = page.getByRole("button", { name: "Add to cart" });
    await addToCart.focus();
    await fastForwardAnimations(page);
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });
    await expect(popup).toBeVisible();
    const close = popup.getByRole("button", { name: "Close the offer" });
    await expect(close).toBeFocused();
    // Every Tab stop of the page is in the popup while it is open: nothing behind it can be reached,
    // or covered. (Past its last control the browser's own toolbar takes a turn: the page's body.)
    const stops: string[] = [];
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press("Tab");
      stops.push(
        await page.evaluate(() =>
          document.activeElement === document.body
            ? "body"
            : document.activeElement?.closest("dialog")
              ? "popup"
              : "page",
        ),
      );
    }
    expect(stops).not.toContain("page");
    expect(stops).toContain("popup");

    await page.keyboard.press("Escape");
    await expect(popup).toBeHidden();
    await expect(addToCart).toBeFocused();
    await expect.poll(() => hasPopupCookie(page)).toBe(true);
    await page.reload();
    await expect(page.locator("dialog")).toHaveCount(0);
  });

  test("with JavaScript, its Close button closes it and focus goes back where it was", async ({ page }) => {
    test.skip(!javaScriptOn(), "the plain form's test is below");
    await page.goto("/shop/living-room");
    const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true });
    await home.focus();
    await fastForwardAnimations(page);
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });
    await expect(popup.getByRole("button", { name: "Close the offer" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL("/shop/living-room");
    await expect(home).toBeFocused();
  });

  test("with JavaScript, it waits for a shopper typing in a form to leave its fields before taking focus", async ({
    page,
  }) => {
    test.skip(!javaScriptOn(), "without JavaScript the popup never takes focus");
    await page.goto("/contact-us");
    const name = page.getByRole("main").getByRole("textbox", { name: "Name" });
    await name.fill("Asha");
    await fastForwardAnimations(page);
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });
    await expect(popup).toBeVisible();
    await page.keyboard.type(" Verma");
    await expect(name).toHaveValue("Asha Verma");
    await expect(popup).not.toHaveAttribute("aria-modal", "true");

    // The next field is typing too: still no popup in the way.
    await page.keyboard.press("Tab");
    await expect(popup).not.toHaveAttribute("aria-modal", "true");
    const home = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true });
    await home.focus();
    await expect(popup.getByRole("button", { name: "Close the offer" })).toBeFocused();
    await expect(popup).toHaveAttribute("aria-modal", "true");
    await page.keyboard.press("Escape");
    await expect(home).toBeFocused();
  });

  test("Close works as a plain form and the popup stays away on the next pages", async ({ page }) => {
    await page.goto("/shop/living-room?page=2");
    await fastForwardAnimations(page);
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });
    await popup.getByRole("button", { name: "Close the offer" }).click();
    await expect(popup).toBeHidden();
    // Without JavaScript the form posted and came back to the same address.
    await expect(page).toHaveURL("/shop/living-room?page=2");
    await expect(page.locator("dialog")).toHaveCount(0);
    await expect.poll(() => hasPopupCookie(page)).toBe(true);

    await page.goto("/");
    await expect(page.locator("dialog")).toHaveCount(0);
  });

  test("with JavaScript, once it has appeared it is not shown again in the session even if not closed", async ({
    page,
  }) => {
    test.skip(!javaScriptOn(), "without JavaScript nothing can tell the server the popup was seen");
    await page.goto("/");
    await fastForwardAnimations(page);
    await expect(page.getByRole("dialog", { name: POPUP_TITLE })).toBeVisible();
    await expect.poll(() => hasPopupCookie(page)).toBe(true);
    const popupCookie = (await page.context().cookies()).find((cookie) => cookie.name === "popup");
    // A browser-session cookie: gone when the browser closes.
    expect(popupCookie?.expires).toBe(-1);
    await page.goto("/about-us");
    await expect(page.locator("dialog")).toHaveCount(0);
  });

  test("is never on the cart, checkout, sign-in or account pages, nor for a shopper who has ordered", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page.locator("dialog"), "a newcomer's home page has it").toHaveCount(1);
    await page.goto("/login");
    await expect(page.locator("dialog")).toHaveCount(0);

    const customer = await createCustomer();
    await saveAddress(customer);
    await writeSession(context, { customer, cart: [plainLine(await productBySlug(CART_PRODUCT))] });
    for (const path of ["/cart", "/checkout", "/my-account/dashboard", "/my-account/orders"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(path);
      await expect(page.locator("dialog"), path).toHaveCount(0);
    }
    await page.goto("/");
    await expect(
      page.locator("dialog"),
      "a signed-in shopper who has not ordered still gets the welcome offer",
    ).toHaveCount(1);

    await writeSession(context, { customer, ordered: true });
    await page.goto("/");
    await expect(page.locator("dialog")).toHaveCount(0);
  });

  test("/popup only sends the shopper back to a path on this site", async ({ request }) => {
    const response = await request.post("/popup", {
      form: { redirectTo: "//evil.example/phish" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/");
    expect(response.headers()["set-cookie"]).toMatch(/^popup=/);
  });
});

test.describe("toasts and error pages", () => {
  test("the toast region is a live status region at the top right", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("status");
    await expect(region).toHaveCount(1);
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toHaveCSS("position", "fixed");
    await expect(region).toHaveCSS("right", "16px");
  });

  test("a flashed message shows once; with JavaScript it leaves after 5 s (not while hovered) or when dismissed", async ({
    page,
    context,
    baseURL,
  }) => {
    await flashToast(context, baseURL ?? "", { type: "success", message: "Product added to cart" });
    await page.clock.install();
    await page.goto("/");
    const toast = page.getByRole("status").getByText("Product added to cart");
    await expect(toast).toBeVisible();
    await expect(toast).toBeInViewport();
    if (!javaScriptOn()) {
      // Nothing takes it away by itself without JavaScript: the shopper's Dismiss does.
      await expect(toast).toBeVisible();
    } else {
      await toast.hover();
      await page.clock.runFor(6_000);
      await expect(toast).toBeVisible();
      await page.mouse.move(8, 600);
      await page.clock.runFor(5_000);
      await expect(toast).toBeHidden();
    }
    // Flashed: the next page no longer has it.
    await page.goto("/about-us");
    await expect(page.getByRole("status")).toHaveText("");

    if (!javaScriptOn()) return;
    await flashToast(context, baseURL ?? "", { type: "error", message: "Something failed" });
    await page.goto("/");
    const dismiss = page.getByRole("status").getByRole("button", { name: "Dismiss message" });
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("");
    await expect(page.locator("#main")).toBeFocused();
  });

  test("on a phone a toast stays clear of the page heading, and the keyboard dismisses it, with or without JavaScript", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await flashToast(context, baseURL ?? "", { type: "error", message: "Please Enter Pincode" });
    await page.goto("/about-us");
    const toast = page.getByRole("status").getByText("Please Enter Pincode");
    await expect(toast).toBeInViewport();
    const heading = page.getByRole("heading", { level: 1 });
    // The whole toast, its coloured box, not only the line of text inside it.
    const box = toast.locator("xpath=..");
    const [toastBox, headingBox] = [await box.boundingBox(), await heading.boundingBox()];
    if (!toastBox || !headingBox) throw new Error("the toast and the heading are both drawn");
    const overlaps =
      toastBox.x < headingBox.x + headingBox.width &&
      headingBox.x < toastBox.x + toastBox.width &&
      toastBox.y < headingBox.y + headingBox.height &&
      headingBox.y < toastBox.y + toastBox.height;
    expect(overlaps, "the toast covers the heading").toBe(false);

    const dismiss = page.getByRole("status").getByRole("button", { name: "Dismiss message" });
    // The toasts come last in the page: backwards from the top is the short way.
    await tabTo(page, dismiss, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(toast).toBeHidden();
    // Closed where it stood: no new page, the address unchanged.
    await expect(page).toHaveURL("/about-us");
    await expectNoAxeViolations(page);
  });

  test("the 404 page has the full layout, a banner with one h1 and a breadcrumb", async ({ page }) => {
    const response = await page.goto("/no-such-page/at-all");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Page not found"]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("listitem").last()).toHaveAttribute("aria-current", "page");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Living Room" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  });
});
