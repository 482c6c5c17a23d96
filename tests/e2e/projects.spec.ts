import type { Page } from "@playwright/test";
import { cardsPerView, galleryImages } from "~/components/content/project-rules";
import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";

type Image = { url: string; width: number; height: number; alt?: string };
type Category = { _id: string; name: string; slug: string; bannerImage: Image; seoTitle: string | null };
type Tab = { _id: string; name: string };
type Group = {
  _id: string;
  childCategoryName: string;
  projects: { _id: string; name: string; defaultImage: Image; images: Image[] }[];
};

const SLUG = "residential-interiors";
const MOBILE = { width: 390, height: 844 };

async function catalog(api: ApiClient) {
  const { body: categories } = await api.get<Category[]>(`/projectCategories?slug=${SLUG}`);
  const category = categories[0];
  const { body: tabs } = await api.get<Tab[]>(`/projectSubCategories?categories=${category._id}`);
  expect(tabs.length, "the demo category has at least two tabs").toBeGreaterThan(1);
  const groupsOf = async (tab: Tab) =>
    (await api.get<Group[]>(`/projects/for-website?catSlug=${SLUG}&subCategory=${tab._id}`)).body;
  return { category, tabs, groupsOf };
}

const jsEnabled = () => test.info().project.name === "js-enabled";

/** The first project with at least two photos, and its first photo's link on the page. */
async function firstGallery(page: Page, groups: Group[]) {
  const project = groups.flatMap((g) => g.projects).find((p) => galleryImages(p).length > 1);
  if (!project) throw new Error("the demo projects have galleries");
  const images = galleryImages(project);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: project.name, exact: true }) });
  return { project, images, card, first: card.getByRole("link").first() };
}

test.describe("project listing", () => {
  test("shows the category, its tabs with the first one selected, and a section per child category", async ({
    page,
    api,
  }) => {
    const { category, tabs, groupsOf } = await catalog(api);
    const groups = await groupsOf(tabs[0]);

    const response = await page.goto(`/project/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole("img", { name: category.bannerImage.alt })).toHaveAttribute(
      "src",
      category.bannerImage.url,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/project/${SLUG}$`));

    const nav = page.getByRole("navigation", { name: `${category.name} project types` });
    const links = nav.getByRole("link");
    await expect(links).toHaveText(tabs.map((t) => t.name));
    for (const [index, tab] of tabs.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/project/${SLUG}?sub=${tab._id}`);
    }
    await expect(links.first()).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      ...groups.map((g) => g.childCategoryName),
      "Our Crafting Journey",
      "Customised Furniture",
      "Enquiry Request Form",
    ]);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement.map((i: any) => i.name)).toEqual([
      "Home",
      category.name,
    ]);
  });

  test("switching a tab shows that tab's sections", async ({ page, api }) => {
    const { category, tabs, groupsOf } = await catalog(api);
    const second = tabs[1];
    const groups = await groupsOf(second);

    await page.goto(`/project/${SLUG}`);
    const nav = page.getByRole("navigation", { name: `${category.name} project types` });
    await nav.getByRole("link", { name: second.name }).click();
    await expect(page).toHaveURL(`/project/${SLUG}?sub=${second._id}`);
    await expect(nav.getByRole("link", { name: second.name })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: tabs[0].name })).not.toHaveAttribute("aria-current", "page");
    for (const group of groups) {
      const section = page.getByRole("region", { name: group.childCategoryName });
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(group.projects.map((p) => p.name));
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/project/${SLUG}\\?sub=${second._id}$`),
    );
  });

  test("each carousel shows as many cards per view as the spec's rule gives", async ({ page, api }) => {
    const { tabs, groupsOf } = await catalog(api);
    const seen = new Set<number>();
    for (const tab of tabs) {
      await page.goto(`/project/${SLUG}?sub=${tab._id}`);
      for (const group of await groupsOf(tab)) {
        const list = page.getByRole("region", { name: group.childCategoryName }).getByRole("list").first();
        const expected = cardsPerView(group.projects.length);
        seen.add(expected);
        const slides = list.locator("> li");
        await expect(slides).toHaveCount(group.projects.length);
        // A desktop window shows the spec's number of cards side by side, and the next one starts off screen.
        await list.scrollIntoViewIfNeeded();
        // Boxes, not evaluate(): the page may have scripts turned off.
        const viewport = await list.boundingBox();
        const boxes = await Promise.all((await slides.all()).map((slide) => slide.boundingBox()));
        const inView = boxes.filter(
          (box) => box && viewport && box.x >= viewport.x - 1 && box.x + box.width <= viewport.x + viewport.width + 1,
        );
        expect(inView.length, group.childCategoryName).toBe(Math.min(expected, group.projects.length));
      }
    }
    expect(seen.size, "the demo data has carousels of different sizes").toBeGreaterThan(1);
  });

  test("every photo links to its full-size image", async ({ page, api }) => {
    const { tabs, groupsOf } = await catalog(api);
    const groups = await groupsOf(tabs[0]);
    await page.goto(`/project/${SLUG}`);
    for (const project of groups.flatMap((g) => g.projects)) {
      const card = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: project.name, exact: true }) });
      const hrefs = await card.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(galleryImages(project).map((i) => i.url));
      for (const image of galleryImages(project)) {
        await expect(card.getByRole("img", { name: image.alt })).toHaveAttribute("src", image.url);
      }
    }
  });

  test("a photo opens the gallery with JavaScript, and the image itself without", async ({ page, api }) => {
    const { tabs, groupsOf } = await catalog(api);
    await page.goto(`/project/${SLUG}`);
    const { images, first } = await firstGallery(page, await groupsOf(tabs[0]));

    await first.click();
    if (!jsEnabled()) {
      await expect(page).toHaveURL(images[0].url);
      return;
    }
    const gallery = page.getByRole("dialog");
    await expect(gallery).toBeVisible();
    const counter = gallery.locator(".yarl__counter");
    await expect(counter).toHaveText(`1 / ${images.length}`);
    await gallery.getByRole("button", { name: "Next" }).click();
    await expect(counter).toHaveText(`2 / ${images.length}`);
    await gallery.getByRole("button", { name: "Previous" }).click();
    await expect(counter).toHaveText(`1 / ${images.length}`);

    await expect(gallery).toHaveAttribute("data-zoomed", "false");
    await page.keyboard.press("z");
    await expect(gallery).toHaveAttribute("data-zoomed", "true");
    await page.keyboard.press("z");
    await expect(gallery).toHaveAttribute("data-zoomed", "false");

    await page.keyboard.press("Escape");
    await expect(gallery).toHaveCount(0);
    await expect(first).toBeFocused();
    await expect(page).toHaveURL(`/project/${SLUG}`);
  });

  test("the browser's Back button closes the gallery (or leaves the image) and stays on the page", async ({
    page,
    api,
  }) => {
    const { tabs, groupsOf } = await catalog(api);
    await page.goto(`/project/${SLUG}`);
    const { images, first } = await firstGallery(page, await groupsOf(tabs[0]));
    await first.click();
    if (jsEnabled()) await expect(page.getByRole("dialog")).toBeVisible();
    else await expect(page).toHaveURL(images[0].url);
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(`/project/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a photo that fails to load says so in the gallery", async ({ page, api }) => {
    const { tabs, groupsOf } = await catalog(api);
    await page.goto(`/project/${SLUG}`);
    const { images, card } = await firstGallery(page, await groupsOf(tabs[0]));
    const broken = images[1];
    await page.route(`**${broken.url}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.reload();

    const link = card.getByRole("link").nth(1);
    if (!jsEnabled()) {
      // Without JavaScript the link is the image's own address; the browser reports a missing one itself.
      await expect(link).toHaveAttribute("href", broken.url);
      return;
    }
    await link.click();
    const gallery = page.getByRole("dialog");
    await expect(gallery.locator(".yarl__counter")).toHaveText(`2 / ${images.length}`);
    await expect(gallery.getByText("The image cannot be loaded")).toBeVisible();
  });

  test("an unknown tab shows the first one, and an unknown category is a 404 page", async ({ page, api }) => {
    const { tabs } = await catalog(api);
    const response = await page.goto(`/project/${SLUG}?sub=no-such-tab`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: tabs[0].name })).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/project/${SLUG}$`));

    const missing = await page.goto("/project/no-such-category");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("the crafting journey picture has alt text and 'Know More' leads to Contact Us", async ({ page }) => {
    await page.goto(`/project/${SLUG}`);
    const journey = page.getByRole("region", { name: "Our Crafting Journey" });
    await expect(journey.getByRole("img")).toHaveAttribute("alt", /\S/);
    const promo = page.getByRole("region", { name: "Customised Furniture" });
    await promo.getByRole("link", { name: /^Know More/ }).click();
    await expect(page).toHaveURL("/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("has no axe violations, with the gallery open too", async ({ page, api }) => {
    await page.goto(`/project/${SLUG}`);
    await expectNoAxeViolations(page);
    if (!jsEnabled()) return;
    const { tabs, groupsOf } = await catalog(api);
    const { first } = await firstGallery(page, await groupsOf(tabs[0]));
    await first.click();
    await expect(page.getByRole("dialog").locator(".yarl__counter")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("project listing on a 390 px screen", () => {
  test.use({ viewport: MOBILE });

  test("shows one card per view and has no axe violations", async ({ page }) => {
    await page.goto(`/project/${SLUG}`);
    const firstCard = page.getByRole("article").first();
    const [card, main] = await Promise.all([firstCard.boundingBox(), page.getByRole("main").boundingBox()]);
    expect(card && main && card.width > main.width * 0.75, "a card fills the width").toBe(true);
    await expectNoAxeViolations(page);
    // Reading the page's width needs a script in the page; the layout is the same without one.
    if (jsEnabled()) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "the carousels scroll inside themselves, not the page").toBe(0);
    }
  });
});
