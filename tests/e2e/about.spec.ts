import { expectNoAxeViolations } from "./support/axe";
import { type ApiClient, expect, test } from "./support/fixtures";

type AboutUs = {
  title: string;
  description: string;
  whatWeDoTitle: string;
  missionTitle: string;
  visionTitle: string;
  seoTitle: string | null;
  seoDescription: string | null;
};
type Faq = { question: string; answer: string };
type Testimonial = { name: string };

async function read<T>(api: ApiClient, path: string) {
  const envelope = await api.get<T>(path);
  expect(envelope.status, `GET ${path}`).toBe(200);
  return envelope.body;
}

const firstParagraph = (html: string) => /<p>(.*?)<\/p>/s.exec(html)?.[1] ?? "";

test.describe("About Us", () => {
  test("banner, the API's text and the What We Do, Mission and Vision blocks", async ({ page, api }) => {
    const about = await read<AboutUs>(api, "/aboutUs");
    const response = await page.goto("/about-us");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "About Us"]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("About Us")).toHaveAttribute("aria-current", "page");

    const intro = page.getByRole("main").getByRole("region", { name: about.title, exact: true });
    await expect(intro).toContainText(firstParagraph(about.description).replace(/&#39;|&apos;/g, "'"));
    for (const title of [about.whatWeDoTitle, about.missionTitle, about.visionTitle]) {
      await expect(page.getByRole("heading", { level: 2, name: title, exact: true })).toBeVisible();
    }
  });

  test("title and description come from the SEO fields, with a breadcrumb in JSON-LD", async ({
    page,
    api,
    baseURL,
  }) => {
    const about = await read<AboutUs>(api, "/aboutUs");
    await page.goto("/about-us");
    const title = about.seoTitle ?? "About Us";
    await expect(page).toHaveTitle(title.includes("Woodnest") ? title : `${title} | Woodnest`);
    if (about.seoDescription) {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", about.seoDescription);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about-us`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: `${baseURL}/` },
        { position: 2, name: "About Us", item: `${baseURL}/about-us` },
      ],
    });
  });

  test("the FAQ opens its first answer, and opening another closes it", async ({ page, api }) => {
    const faqs = await read<Faq[]>(api, "/faqs");
    expect(faqs.length, "the demo shop has several questions").toBeGreaterThan(1);
    await page.goto("/about-us");
    const section = page.getByRole("region", { name: "What can we do for you ?" });
    const items = section.locator("details");
    await expect(items).toHaveCount(faqs.length);
    await expect(section.locator("summary")).toHaveText(faqs.map((faq) => faq.question));
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).getByText(faqs[0].answer)).toBeVisible();
    await expect(items.nth(1).getByText(faqs[1].answer)).toBeHidden();

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1).getByText(faqs[1].answer)).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(items.nth(0).getByText(faqs[0].answer)).toBeHidden();

    // By keyboard too.
    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open");
  });

  test("the testimonials carousel is headed 'Our happy customers !'", async ({ page, api }) => {
    const testimonials = await read<Testimonial[]>(api, "/testimonials");
    await page.goto("/about-us");
    const carousel = page.getByRole("region", { name: "Our happy customers !" });
    await expect(carousel.getByRole("heading", { level: 2 })).toHaveText("Our happy customers !");
    await expect(carousel.locator("ul").first().locator(":scope > li")).toHaveCount(testimonials.length);
    for (const testimonial of testimonials) {
      await expect(carousel.getByText(testimonial.name, { exact: true })).toBeAttached();
    }
  });

  test("About Us has no axe violations", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
