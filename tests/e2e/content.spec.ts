import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, shopTitle, test } from "./support/fixtures";

type Image = { url: string; width: number; height: number; alt?: string };
type BlogPost = {
  _id: string;
  slug: string;
  title: string;
  body: string;
  excerpt: string;
  createdAt: string;
  defaultImage: Image;
  blogCategory: { name: string };
  seoTitle: string | null;
};
type ContactUs = {
  seoTitle: string | null;
  googleMapUrl: string;
  regOfficeAddress: { address: string };
  factoryAddress: { address: string };
  inquiryEmail: string;
  supportEmail: string;
  inquiryNumber: string;
  supportNumber: string;
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  instagram: string | null;
};
type Policy = { title: string; description: string };

const POST = "sheesham-vs-teak-vs-mango-wood";
const MOBILE = { width: 390, height: 844 };
const POLICIES = [
  { path: "/privacy-policy", api: "/privacyPolicy" },
  { path: "/terms-conditions", api: "/termsConditions" },
  { path: "/return-refund-policies", api: "/returnRefunds" },
];

/** The text of the first paragraph of some API HTML, as a browser would show it. */
function firstParagraph(html: string) {
  const inner = /<p>(.*?)<\/p>/s.exec(html)?.[1] ?? "";
  return inner
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .trim();
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** The map is Google's page; the tests do not depend on reaching it. */
async function stubMap(page: Page) {
  await page.route("https://www.google.com/maps/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
}

test.describe("blog post", () => {
  test("shows the post the API holds, with its byline, date, body and share links", async ({ page, api }) => {
    const { body } = await api.get<BlogPost[]>(`/blogPosts?slug=${POST}`);
    const post = body[0];

    const response = await page.goto(`/blogPost/${POST}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(["Home"]);

    const article = page.getByRole("article", { name: post.title });
    await expect(article.getByText(post.blogCategory.name, { exact: true })).toBeVisible();
    await expect(article.getByText("Posts by : admin", { exact: true })).toBeVisible();
    const date = article.locator("time");
    await expect(date).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    await expect(date).toHaveAttribute("datetime", post.createdAt);
    const image = article.getByRole("img", { name: post.defaultImage.alt });
    await expect(image).toHaveAttribute("src", post.defaultImage.url);
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(article.getByText(firstParagraph(post.body))).toBeVisible();

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`/blogPost/${POST}$`));
    const share = article.getByRole("region", { name: "Share this post" }).getByRole("link");
    await expect(share).toHaveCount(4);
    for (const network of ["Facebook", "X (Twitter)", "LinkedIn", "WhatsApp"]) {
      const link = article.getByRole("link", { name: `Share on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(await link.getAttribute("href")).toContain(encodeURIComponent(canonical ?? "missing"));
    }

    await expect(page).toHaveTitle(shopTitle(post.seoTitle || post.title));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    expect(ld.find((d) => d["@type"] === "BlogPosting")).toMatchObject({
      headline: post.title,
      datePublished: post.createdAt,
    });
    expect(ld.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement.map((i: any) => i.name)).toEqual([
      "Home",
      post.title,
    ]);
  });

  test("lists recent posts that lead to the other posts", async ({ page, api }) => {
    const { body: newest } = await api.get<BlogPost[]>("/blogPosts?limit=6");
    const others = newest.filter((p) => p.slug !== POST).slice(0, 5);
    expect(others.length, "the demo blog has other posts").toBeGreaterThan(0);

    await page.goto(`/blogPost/${POST}`);
    const sidebar = page.getByRole("complementary", { name: "Recent posts" });
    const links = sidebar.getByRole("link");
    await expect(links).toHaveText(others.map((p) => p.title));
    for (const [index, other] of others.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/blogPost/${other.slug}`);
    }
    await expect(sidebar.locator("time")).toHaveText(others.map(() => /^\d{2}-[A-Z][a-z]{2}-\d{4}$/));

    await links.first().click();
    await expect(page).toHaveURL(`/blogPost/${others[0].slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(others[0].title);
  });

  test("an unknown post is a 404 page", async ({ page }) => {
    const response = await page.goto("/blogPost/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto(`/blogPost/${POST}`);
    await expectNoAxeViolations(page);
  });
});

test.describe("contact us", () => {
  test("shows the map, both addresses, emails, phones and social links from the API", async ({ page, api }) => {
    const { body: contact } = await api.get<ContactUs>("/contactUs");
    await stubMap(page);

    const response = await page.goto("/contact-us");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page).toHaveTitle(shopTitle(contact.seoTitle ?? "Contact Us"));

    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("title", /map/i);
    await expect(map).toHaveAttribute("src", contact.googleMapUrl);
    await expect(map).toHaveAttribute("loading", "lazy");

    const main = page.getByRole("main");
    await expect(main.getByRole("region", { name: "Head Office" })).toContainText(contact.regOfficeAddress.address);
    await expect(main.getByRole("region", { name: "Factory Office" })).toContainText(contact.factoryAddress.address);
    for (const email of [contact.inquiryEmail, contact.supportEmail]) {
      await expect(main.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }
    for (const phone of [contact.inquiryNumber, contact.supportNumber]) {
      await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${digits(phone)}`);
    }
    const social = main.getByRole("region", { name: "Follow us" }).getByRole("link");
    const set = [contact.facebook, contact.twitter, contact.instagram, contact.linkedin, contact.youtube].filter(
      Boolean,
    );
    await expect(social).toHaveCount(set.length);
    for (const href of set) await expect(main.locator(`a[href="${href}"]`)).toHaveAttribute("rel", /noopener/);
    // Every button on the page belongs to the message form (forms.spec.ts sends it).
    await expect(main.getByRole("button")).toHaveText(["Send message"]);
  });

  test("has no axe violations", async ({ page }) => {
    await stubMap(page);
    await page.goto("/contact-us");
    await expectNoAxeViolations(page);
  });
});

test.describe("become a dealer", () => {
  test("explains the programme and shows how to reach the shop", async ({ page, api }) => {
    const { body: contact } = await api.get<ContactUs>("/contactUs");
    const response = await page.goto("/become-a-dealer");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Dealer");
    await expect(page).toHaveTitle("Become a Dealer | Woodnest");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Sell Woodnest in your city" })).toBeVisible();
    await expect(main.getByRole("link", { name: contact.supportNumber })).toHaveAttribute(
      "href",
      `tel:${digits(contact.supportNumber)}`,
    );
    await expect(main.getByRole("link", { name: contact.inquiryEmail })).toHaveAttribute(
      "href",
      `mailto:${contact.inquiryEmail}`,
    );
    await expect(main.getByRole("button")).toHaveText(["Get A Callback"]);
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/become-a-dealer");
    await expectNoAxeViolations(page);
  });
});

test.describe("policy pages", () => {
  for (const policy of POLICIES) {
    test(`${policy.path} shows its title and body, rendered on the server`, async ({ page, api }) => {
      const { body } = await api.get<Policy>(policy.api);
      const response = await page.goto(policy.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(body.title);
      await expect(page.getByRole("main").getByText(firstParagraph(body.description))).toBeVisible();
      await expect(page.getByRole("main").getByText("Not Available", { exact: true })).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${policy.path}$`));
    });
  }

  test("a policy page has no axe violations", async ({ page }) => {
    await page.goto("/return-refund-policies");
    await expectNoAxeViolations(page);
  });
});

test.describe("on a 390 px screen", () => {
  test.use({ viewport: MOBILE });

  for (const path of [`/blogPost/${POST}`, "/contact-us", "/become-a-dealer", "/privacy-policy", "/order-tracking"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await stubMap(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      // Reading the page's width needs a script in the page; the layout is the same without one.
      if (test.info().project.name === "js-enabled") {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "nothing scrolls sideways").toBe(0);
      }
    });
  }
});
