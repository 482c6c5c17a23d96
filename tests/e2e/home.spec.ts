import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";
import { readingHomeSettings } from "./support/home-settings";
import { E2E_API_URL } from "./support/ports";
import { callApi } from "./support/session";
import { UNTIL_THE_SHOP_CATCHES_UP } from "./support/shop-cache";
import { createStaff } from "./support/staff";
import { javaScriptOn } from "./support/javascript";

type Image = { url: string; width: number; height: number; alt?: string };
type OfferBanner = { image: Image; webpageUrl: string; title: string; text: string; linkLabel: string };
type Settings = {
  slider: { image: Image; title: string; subTitle: string; webpageUrl: string }[];
  promotionBanner: OfferBanner[];
  offerBanner: OfferBanner[];
};
type Category = { _id: string; name: string; slug: string };
type Product = { name: string; slug: string; sellingPrice: number; mrp: number };
type Post = { slug: string; title: string; createdAt: string; author: string };
type Testimonial = { name: string; designation: string; comment: string };

async function read<T>(api: ApiClient, path: string) {
  const envelope = await api.get<T>(path);
  expect(envelope.status, `GET ${path}`).toBe(200);
  return envelope.body;
}

/** Indian digit grouping, written out independently of the storefront's formatter. */
function rupees(amount: number) {
  const [whole, paise] = amount.toFixed(2).split(".");
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `Rs ${rest ? `${rest},${last3}` : last3}${paise === "00" ? "" : `.${paise}`}`;
}

/** DD-MMM-YYYY in India's time zone. */
function blogDate(iso: string) {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][
    shifted.getUTCMonth()
  ];
  return `${String(shifted.getUTCDate()).padStart(2, "0")}-${month}-${shifted.getUTCFullYear()}`;
}

const slidesOf = (carousel: Locator) => carousel.locator("ul").first().locator(":scope > li");

/** With JavaScript a carousel is enhanced when the shopper reaches for it; its Next button shows it is ready. */
async function enhanced(page: Page, carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible({ timeout: 10_000 });
}

test.describe("home", () => {
  test("the hero shows the settings' slides, the first picture eager and preloaded", async ({ page, api }) => {
    const { slider } = await read<Settings>(api, "/settings");
    expect(slider.length, "the demo shop has slides").toBeGreaterThan(1);
    await page.goto("/");
    await expect(page).toHaveTitle("Woodnest — Furniture & Decor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const hero = page.getByRole("region", { name: "Featured collections" });
    await expect(hero).toHaveAttribute("aria-roledescription", "carousel");
    await expect(hero.getByRole("heading", { level: 2, name: slider[0].title })).toBeVisible();
    await expect(hero.getByText(slider[0].subTitle)).toBeVisible();
    const slides = slidesOf(hero);
    await expect(slides).toHaveCount(slider.length);
    for (const [index, slide] of slider.entries()) {
      await expect(slides.nth(index).getByRole("link", { name: `Shop Now (${slide.title})` })).toHaveAttribute(
        "href",
        slide.webpageUrl,
      );
    }

    const pictures = hero.locator("img");
    await expect(pictures.first()).toHaveAttribute("src", slider[0].image.url);
    await expect(pictures.first()).toHaveAttribute("loading", "eager");
    await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
    await expect(pictures.first()).toHaveAttribute("width", String(slider[0].image.width));
    await expect(pictures.first()).toHaveAttribute("height", String(slider[0].image.height));
    await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute("href", slider[0].image.url);
    // Only the LCP picture is eager on the whole page.
    await expect(page.locator('main img[loading="eager"]')).toHaveCount(1);
    await expect(page.locator("main img:not([width]), main img:not([height])")).toHaveCount(0);
  });

  test("the scripts are fetched once the page and its main picture are on screen", async ({ page }) => {
    test.skip(!javaScriptOn(), "without JavaScript no script is fetched at all");
    await page.goto("/");
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter(
        (entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"),
      );
      return {
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        heroLoaded: resources.find((entry) => entry.name.includes("/media/slides/"))?.responseEnd,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.firstPaint).toBeDefined();
    expect(timing.heroLoaded).toBeDefined();
    expect(timing.firstScript).toBeGreaterThan(timing.firstPaint ?? Infinity);
    expect(timing.firstScript).toBeGreaterThan(timing.heroLoaded ?? Infinity);
  });

  test("Our Categories lists every category the API holds, linking to its shop", async ({ page, api }) => {
    const categories = await read<Category[]>(api, "/categories?subCategories=true");
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Our Categories" });
    await expect(grid.getByRole("link")).toHaveText(categories.map((c) => c.name));
    for (const category of categories) {
      await expect(grid.getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        `/shop/${category.slug}`,
      );
    }
    await expect(grid.locator("img")).toHaveCount(categories.length);
  });

  test("the feature strip promises free shipping over Rs 10,000, not $100", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Why shop with us" });
    await expect(strip.getByRole("listitem")).toHaveText([
      "Free Shipping over Rs 10,000",
      "Payment Secure",
      "Support 24/7",
      "100% Money Back",
    ]);
    await expect(page.getByRole("main")).not.toContainText("$");
  });

  test("promotion and offer banners say their offers in text over the picture, and lead to their pages", async ({
    page,
    api,
  }) => {
    // admin-home.spec adds and removes banners: the two take turns.
    await readingHomeSettings(async () => {
      const settings = await read<Settings>(api, "/settings");
      await page.goto("/");
      for (const [name, banners] of [
        ["Promotions", settings.promotionBanner],
        ["Offers", settings.offerBanner],
      ] as const) {
        const region = page.getByRole("region", { name });
        await region.scrollIntoViewIfNeeded();
        const items = region.getByRole("listitem");
        await expect(items).toHaveCount(banners.length);
        for (const [index, banner] of banners.entries()) {
          const item = items.nth(index);
          // Real text, a heading and a sentence, not the picture's alt text.
          await expect(item.getByRole("heading", { level: 3 })).toHaveText(banner.title);
          await expect(item.getByText(banner.text, { exact: true })).toBeVisible();
          const link = item.getByRole("link", { name: banner.linkLabel, exact: true });
          await expect(link).toHaveAttribute("href", banner.webpageUrl);
          // The picture is decoration behind the words, and pressing it still follows the link.
          await expect(item.locator("img")).toHaveAttribute("alt", "");
          const picture = await item.locator("img").boundingBox();
          const words = await item.getByRole("heading").boundingBox();
          if (!picture || !words) throw new Error("the picture and the words are drawn");
          expect(words.y).toBeGreaterThanOrEqual(picture.y);
          expect(words.y + words.height).toBeLessThanOrEqual(picture.y + picture.height);
          await item.scrollIntoViewIfNeeded();
          const corner = await item.locator("img").boundingBox();
          await page.mouse.click((corner?.x ?? 0) + 8, (corner?.y ?? 0) + 8);
          await expect(page).toHaveURL(banner.webpageUrl);
          await page.goBack();
        }
      }
    });
  });

  test("All Product shows the API's first twelve products with Indian rupee prices", async ({ page, api }) => {
    const products = await read<Product[]>(api, "/products?limit=12");
    expect(products).toHaveLength(12);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "All Product" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.getByRole("heading", { level: 3 })).toHaveText(products.map((p) => p.name));
    const slides = slidesOf(carousel);
    for (const [index, product] of products.entries()) {
      await expect(slides.nth(index).getByRole("link", { name: product.name, exact: true })).toHaveAttribute(
        "href",
        `/product/${product.slug}`,
      );
      await expect(slides.nth(index)).toContainText(rupees(product.sellingPrice));
    }
  });

  for (const widget of [
    { title: "On Sale", path: "/products?onSale=true&sort=discount&limit=4" },
    { title: "Latest Arrivals", path: "/products?sort=newest&limit=4" },
    { title: "Bestsellers", path: "/products?sort=bestsellers&limit=4" },
  ]) {
    test(`the ${widget.title} widget lists the API's products with their prices`, async ({ page, api }) => {
      const products = await read<Product[]>(api, widget.path);
      expect(products.length).toBeGreaterThan(0);
      await page.goto("/");
      const list = page.getByRole("region", { name: widget.title, exact: true });
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(products.map((p) => p.name));
      const items = list.getByRole("listitem");
      for (const [index, product] of products.entries()) {
        await expect(items.nth(index).getByRole("link")).toHaveAttribute("href", `/product/${product.slug}`);
        await expect(items.nth(index)).toContainText(rupees(product.sellingPrice));
        if (product.mrp > product.sellingPrice)
          await expect(items.nth(index).locator("s")).toContainText(rupees(product.mrp));
      }
      // Lakh grouping: five-digit prices read 'Rs 12,345', six-digit 'Rs 1,23,456'.
      for (const text of await list.getByText(/^Rs /).allTextContents()) {
        expect(text.replace(/^(Price |MRP )/, "")).toMatch(/^Rs (\d{1,3}|\d{1,2}(,\d{2})*,\d{3})(\.\d{2})?$/);
      }
    });
  }

  test("Post From Blogs links each post with its DD-MMM-YYYY date and author", async ({ page, api }) => {
    const posts = await read<Post[]>(api, "/blogPosts?limit=6");
    expect(posts.length).toBeGreaterThan(0);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Post From Blogs" });
    const slides = slidesOf(carousel);
    await expect(slides).toHaveCount(posts.length);
    for (const [index, post] of posts.entries()) {
      const slide = slides.nth(index);
      await expect(slide.getByRole("heading", { level: 3 })).toHaveText(post.title);
      await expect(slide.getByRole("link", { name: `Read more about ${post.title}` })).toHaveAttribute(
        "href",
        `/blogPost/${post.slug}`,
      );
      const date = slide.locator("time");
      await expect(date).toHaveText(blogDate(post.createdAt));
      await expect(date).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
      await expect(slide).toContainText("By admin");
      await expect(slide.locator("img")).toHaveAttribute("loading", "lazy");
    }
  });

  test("the testimonials carousel shows every testimonial, rendered with the page", async ({ page, api }) => {
    const testimonials = await read<Testimonial[]>(api, "/testimonials");
    expect(testimonials.length).toBeGreaterThan(0);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Our happy customers !" });
    await expect(slidesOf(carousel)).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      await expect(carousel.getByText(testimonial.name, { exact: true })).toBeAttached();
      await expect(carousel.getByText(testimonial.comment)).toBeAttached();
    }
  });

  test("meta: canonical, OpenGraph picture and Organization JSON-LD with a site search action", async ({
    page,
    api,
    baseURL,
  }) => {
    const { slider } = await read<Settings>(api, "/settings");
    await page.goto("/?utm_source=test");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    // The first slide when it is a JPEG or PNG (an upload), else the shop's own picture: the demo's slides are SVG.
    const shared = /\.(jpe?g|png)$/i.test(slider[0].image.url) ? slider[0].image.url : "/share.jpg";
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${baseURL}${shared}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const organization = ld["@graph"].find((node: any) => node["@type"] === "Organization");
    const website = ld["@graph"].find((node: any) => node["@type"] === "WebSite");
    expect(organization).toMatchObject({ name: "Woodnest", url: `${baseURL}/` });
    expect(website.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: `${baseURL}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  test("home has no axe violations on desktop", async ({ page }) => {
    // The longest page of the shop: axe alone takes seconds on a busy machine.
    test.slow();
    await page.goto("/");
    if (javaScriptOn()) {
      // With the controls in place and the slides off screen made inert.
      for (const name of ["Featured collections", "All Product", "Post From Blogs", "Our happy customers !"]) {
        await enhanced(page, page.getByRole("region", { name }));
      }
    }
    await expectNoAxeViolations(page);
  });

  test("on a 390 px phone an uploaded 4:3 photo sits in its frame in Latest Arrivals, in line with its neighbours", async ({
    page,
  }) => {
    test.slow();
    // A product of its own, newest of all, with an uploaded photo (a <picture> with its sources) among the demo's drawings.
    const staff = await createStaff("catalogue", "Lata Latest");
    const options = await callApi<{ categories: { _id: string; name: string }[] }>("GET", "/admin/products/options", {
      token: staff.token,
    });
    const outdoor = options.body.categories.find((category) => category.name === "Outdoor & Balcony")!;
    const name = `E2E Framed Pouffe ${test.info().project.name} ${Date.now()}`;
    const created = await callApi<{ _id: string; version: number }>("POST", "/admin/products", {
      token: staff.token,
      body: {
        name,
        sku: `E2E-FRAME-${Date.now()}-${test.info().project.name}`.toUpperCase(),
        categories: [outdoor._id],
        subCategories: [],
        mrp: 3000,
        sellingPrice: 2500,
        productType: "PRODUCT",
        stock: 3,
        maximumOrderQuantity: 2,
        hsnCode: "9401",
        gstRate: 18,
      },
    });
    expect(created.status, created.message).toBe(200);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8a5a35" } })
      .jpeg()
      .toBuffer();
    const upload = new FormData();
    upload.append("image", new Blob([photo], { type: "image/jpeg" }), "pouffe.jpg");
    upload.append("alt", `${name}, from above`);
    const uploaded = await fetch(`${E2E_API_URL}/admin/products/${created.body._id}/images`, {
      method: "POST",
      headers: { Authorization: `Bearer ${staff.token}` },
      body: upload,
    });
    expect(uploaded.status).toBe(200);
    const activated = await callApi<{ version: number }>("POST", `/admin/products/${created.body._id}/activate`, {
      token: staff.token,
      body: { version: created.body.version },
    });
    expect(activated.status, activated.message).toBe(200);

    await page.setViewportSize({ width: 390, height: 844 });
    const latest = page.getByRole("region", { name: "Latest Arrivals", exact: true });
    await expect(async () => {
      await page.goto("/");
      await expect(latest.getByRole("link", { name })).toBeVisible({ timeout: 1_000 });
    }).toPass(UNTIL_THE_SHOP_CATCHES_UP);
    const row = latest.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    await expect(row.locator("picture source")).toHaveCount(2);
    // Every picture of the home's lists starts at its row's start, in the same 80 px square frame.
    for (const title of ["On Sale", "Latest Arrivals", "Bestsellers"]) {
      for (const item of await page.getByRole("region", { name: title, exact: true }).getByRole("listitem").all()) {
        const rowBox = (await item.boundingBox())!;
        const pictureBox = (await item.locator("img").boundingBox())!;
        expect([title, pictureBox.x - rowBox.x, pictureBox.width, pictureBox.height]).toEqual([title, 0, 80, 80]);
      }
    }
    await callApi("POST", `/admin/products/${created.body._id}/deactivate`, {
      token: staff.token,
      body: { version: activated.body.version },
    });
  });

  test("home has no axe violations on a 390 px phone", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);
    await expectNoAxeViolations(page);
  });
});

test.describe("home carousels", () => {
  test("the list scrolls by keyboard; with JavaScript the arrows page it", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "All Product" });
    const list = carousel.getByRole("list", { name: "All Product" });
    const slides = slidesOf(carousel);
    if (javaScriptOn()) await enhanced(page, carousel);
    await expect(slides.last()).not.toBeInViewport();
    await list.focus();
    await expect(list).toBeFocused();
    // One press per slide, each awaited: a press during the previous smooth scroll would cut it short.
    const left = async (target: Locator) => (await target.boundingBox())?.x ?? Number.NaN;
    const start = await left(slides.first());
    const step = (await left(slides.nth(1))) - start;
    const perView = Math.round(((await list.locator("..").boundingBox())?.width ?? 0) / step);
    const presses = (await slides.count()) - perView;
    expect(presses, "more slides than fit").toBeGreaterThan(0);
    for (let press = 1; press <= presses; press += 1) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => left(slides.first())).toBeCloseTo(start - press * step, 0);
    }
    await expect(slides.last()).toBeInViewport();
    await expect(slides.first()).not.toBeInViewport();
  });

  test("Previous and Next appear only with JavaScript, and page the slides", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "All Product" });
    const slides = slidesOf(carousel);
    if (!javaScriptOn()) {
      await expect(page.getByRole("button", { name: /slide/ })).toHaveCount(0);
      return;
    }
    await enhanced(page, carousel);
    // 1280 px wide: four per view, the rest out of reach.
    await expect(slides.nth(0)).not.toHaveAttribute("inert");
    await expect(slides.nth(3)).not.toHaveAttribute("inert");
    await expect(slides.nth(4)).toHaveAttribute("inert");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slides.nth(0)).toHaveAttribute("inert");
    await expect(slides.nth(4)).not.toHaveAttribute("inert");
    await expect(slides.nth(4)).toBeInViewport();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(slides.nth(0)).not.toHaveAttribute("inert");
    await expect(slides.nth(4)).toHaveAttribute("inert");
  });

  test("the hero turns every 7 s, but not while focused or hovered, and Pause stops it", async ({ page }) => {
    test.skip(!javaScriptOn(), "autoplay needs JavaScript");
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured collections" });
    const slides = slidesOf(hero);
    const shown = () => slides.evaluateAll((items) => items.findIndex((item) => !item.hasAttribute("inert")));
    // Swiper arrives with the Pause control shortly before the first turn, 7 s after the hero came into view.
    const pause = hero.getByRole("button", { name: "Pause slideshow" });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(500);
          return pause.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    // From here on only runFor moves time, so a busy machine cannot slip a turn in between steps;
    // swiper may have landed after the first turn was due, so turns are counted from here.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const start = await shown();
    expect(start).toBeLessThan(2);

    await page.clock.runFor(7_000);
    await expect.poll(shown).toBe(start + 1);

    await hero.getByRole("list").focus();
    await page.clock.runFor(15_000);
    await expect.poll(shown).toBe(start + 1);

    await hero.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(hero.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.getByRole("heading", { name: "Our Categories" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect.poll(shown).toBe(start + 1);

    await hero.getByRole("button", { name: "Play slideshow" }).click();
    await page.getByRole("heading", { name: "Our Categories" }).click();
    await hero.hover({ position: { x: 20, y: 20 } });
    await page.clock.runFor(15_000);
    await expect.poll(shown).toBe(start + 1);

    await page.mouse.move(0, 0);
    await page.clock.runFor(7_000);
    await expect.poll(shown).toBe(start + 2);
  });

  test("with reduced motion nothing turns by itself and there is nothing to pause", async ({ page }) => {
    test.skip(!javaScriptOn(), "autoplay needs JavaScript");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Featured collections" });
    const slides = slidesOf(hero);
    await page.clock.runFor(10_000);
    await expect(
      hero.getByRole("button", { name: "Next slide" }),
      "nothing turns, so nothing loads swiper early",
    ).toHaveCount(0);
    await hero.hover();
    await page.clock.runFor(1_000);
    await expect(hero.getByRole("button", { name: "Next slide" })).toBeVisible();
    await expect(page.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
    await page.clock.runFor(30_000);
    await expect(slides.nth(0)).not.toHaveAttribute("inert");
    await expect(slides.nth(1)).toHaveAttribute("inert");
  });
});
