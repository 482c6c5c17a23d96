import { expect, test } from "./support/fixtures";

type Category = { slug: string; subCategories?: { slug: string }[] };

/**
 * Parses XML with the browser's own parser, in a scriptable page of its own (the
 * js-disabled project's page cannot run one), and returns every <loc>, or the parse error.
 */
async function parseSitemap(browser: import("@playwright/test").Browser, xml: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    return await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror");
      return {
        error: error?.textContent ?? null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
      };
    }, xml);
  } finally {
    await context.close();
  }
}

test.describe("search engines", () => {
  test("/sitemap.xml is a valid index whose files list every category, sub-category, product, post, project and page", async ({
    request,
    browser,
    api,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    expect(response.headers()["cache-control"]).toContain("public");
    const index = await parseSitemap(browser, await response.text());
    expect(index.error).toBeNull();
    expect(index.root).toBe("sitemapindex");
    expect(index.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(index.locs.length).toBeGreaterThanOrEqual(2);

    const sitemap = { locs: [] as string[] };
    for (const fileUrl of index.locs) {
      expect(fileUrl).toMatch(/\/sitemap\/\d+\.xml$/);
      const file = await request.get(new URL(fileUrl).pathname);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/xml");
      const parsed = await parseSitemap(browser, await file.text());
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe("urlset");
      expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      expect(parsed.locs.length).toBeLessThanOrEqual(50_000);
      sitemap.locs.push(...parsed.locs);
    }
    expect((await request.get(`/sitemap/${index.locs.length + 1}.xml`)).status()).toBe(404);

    const origin = new URL(baseURL ?? "").origin;
    const absolute = (path: string) => new URL(path, origin).toString();
    expect(
      sitemap.locs.every((loc) => loc.startsWith(`${origin}/`)),
      "every address is absolute, on the shop",
    ).toBe(true);
    expect(new Set(sitemap.locs).size, "no address twice").toBe(sitemap.locs.length);

    const [categories, products, posts, projects] = await Promise.all([
      api.get<Category[]>("/categories?subCategories=true"),
      api.get<{ slug: string }[]>("/products?limit=100"),
      api.get<{ slug: string }[]>("/blogPosts?limit=0"),
      api.get<{ slug: string }[]>("/projectCategories?limit=0"),
    ]);
    expect(sitemap.locs).toContain(absolute("/"));
    expect(sitemap.locs).toContain(absolute("/shop/living-room"));
    expect(sitemap.locs).toContain(absolute("/shop/living-room/sofas"));
    expect(sitemap.locs).toContain(absolute("/product/rohtak-sheesham-coffee-table"));
    for (const category of categories.body) {
      expect(sitemap.locs).toContain(absolute(`/shop/${category.slug}`));
      for (const sub of category.subCategories ?? []) {
        expect(sitemap.locs).toContain(absolute(`/shop/${category.slug}/${sub.slug}`));
      }
    }
    const productLocs = sitemap.locs.filter((loc) => loc.startsWith(absolute("/product/")));
    expect(productLocs).toHaveLength(products.totalRecords ?? -1);
    for (const product of products.body) expect(productLocs).toContain(absolute(`/product/${product.slug}`));
    for (const post of posts.body) expect(sitemap.locs).toContain(absolute(`/blogPost/${post.slug}`));
    for (const project of projects.body) expect(sitemap.locs).toContain(absolute(`/project/${project.slug}`));
    for (const page of [
      "/about-us",
      "/contact-us",
      "/become-a-dealer",
      "/privacy-policy",
      "/terms-conditions",
      "/return-refund-policies",
      "/order-tracking",
    ]) {
      expect(sitemap.locs).toContain(absolute(page));
    }
    for (const privatePath of ["/cart", "/checkout", "/my-account", "/wishlist", "/login"]) {
      expect(sitemap.locs.filter((loc) => loc.startsWith(absolute(privatePath)))).toEqual([]);
    }
  });

  test("/robots.txt allows the shop, keeps account and checkout pages out, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/cart", "/checkout", "/my-account", "/wishlist", "/login", "/register", "/verifyAccount"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Lighthouse's SEO audit (and the home page's SearchAction) need these crawlable.
    for (const path of ["/", "/search", "/shop", "/product"]) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
  });

  test("every kind of page shares an absolute JPEG or PNG with its size, and the sitemap dates its entries", async ({
    request,
    api,
    baseURL,
  }) => {
    const [posts, projects] = await Promise.all([
      api.get<{ slug: string }[]>("/blogPosts?limit=1"),
      api.get<{ slug: string }[]>("/projectCategories?limit=1"),
    ]);
    const pages = [
      "/",
      "/shop/living-room",
      "/shop/living-room/sofas",
      "/product/rohtak-sheesham-coffee-table",
      `/blogPost/${posts.body[0].slug}`,
      `/project/${projects.body[0].slug}`,
      "/search?q=table",
      "/about-us",
      "/contact-us",
      "/become-a-dealer",
      "/privacy-policy",
      "/terms-conditions",
      "/return-refund-policies",
      "/order-tracking",
      "/cart",
      "/login",
      "/register",
      "/newsletter",
    ];
    const origin = new URL(baseURL ?? "").origin;
    const content = (html: string, property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const image = content(html, "og:image");
      expect(image, `${path}: og:image`).toMatch(/^https?:\/\/[^/]+\/.*\.(jpe?g|png)$/i);
      expect(new URL(image ?? "").origin, path).toBe(origin);
      expect(Number(content(html, "og:image:width")), `${path}: og:image:width`).toBeGreaterThan(0);
      expect(Number(content(html, "og:image:height")), `${path}: og:image:height`).toBeGreaterThan(0);
      const picture = await request.get(new URL(image ?? "").pathname);
      expect(picture.status(), image).toBe(200);
      expect(picture.headers()["content-type"], image).toMatch(/^image\/(jpeg|png)/);
    }

    // W3C date format (YYYY-MM-DD, or a full date and time): every catalogue entry has one.
    const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
    const files = [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]).pathname,
    );
    const urls: { loc: string; lastmod?: string }[] = [];
    for (const file of files) {
      for (const [, body] of (await (await request.get(file)).text()).matchAll(/<url>(.*?)<\/url>/g)) {
        urls.push({
          loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
          lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
        });
      }
    }
    const dated = urls.filter((url) => /\/(shop|product|blogPost)\//.test(url.loc));
    expect(dated.length).toBeGreaterThan(0);
    for (const url of dated) expect(url.lastmod, url.loc).toMatch(W3C_DATE);
    for (const url of urls) if (url.lastmod) expect(url.lastmod, url.loc).toMatch(W3C_DATE);
  });
});
