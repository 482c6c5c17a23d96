import type { LoaderFunctionArgs } from "@remix-run/node";
import { type ApiEnvelope, apiFetch } from "~/lib/api.server";
import { fetchCategories } from "~/lib/catalog.server";
import { siteOrigin } from "~/lib/seo.server";
import { fetchProjectCategories } from "~/lib/site.server";

/** The API's largest page: the fewest calls to list every product. */
const PRODUCTS_PER_CALL = 100;

const INFO_PAGES = [
  "/about-us",
  "/contact-us",
  "/become-a-dealer",
  "/privacy-policy",
  "/terms-conditions",
  "/return-refund-policies",
];

type Entry = { path: string; lastmod?: string };

function ok<T>(envelope: ApiEnvelope<T>, what: string): T {
  // A sitemap missing a section would tell search engines those pages are gone: fail instead.
  if (envelope.status !== 200) throw new Error(`sitemap: ${what} answered ${envelope.status} ${envelope.message}`);
  return envelope.body;
}

async function productPaths(request: Request): Promise<Entry[]> {
  type Row = { slug: string };
  const page = (n: number) => apiFetch<Row[]>(`/products?limit=${PRODUCTS_PER_CALL}&page=${n}`, { request });
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, (first.totalPages ?? 1) - 1) }, (_, i) => page(i + 2)),
  );
  return [first, ...rest].flatMap((envelope) => ok(envelope, "products")).map((p) => ({ path: `/product/${p.slug}` }));
}

async function blogPaths(request: Request): Promise<Entry[]> {
  const posts = ok(await apiFetch<{ slug: string; createdAt: string }[]>("/blogPosts?limit=0", { request }), "blog posts");
  return posts.map((post) => ({ path: `/blogPost/${post.slug}`, lastmod: post.createdAt.slice(0, 10) }));
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** Every public page, with absolute addresses on the shop's public origin. */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const [categories, projectCategories, products, posts] = await Promise.all([
    fetchCategories(request).then((answer) => ok(answer, "categories")),
    fetchProjectCategories(request).then((answer) => ok(answer, "project categories")),
    productPaths(request),
    blogPaths(request),
  ]);

  const entries: Entry[] = [
    { path: "/" },
    ...categories.flatMap((category) => [
      { path: `/shop/${category.slug}` },
      ...(category.subCategories ?? []).map((sub) => ({ path: `/shop/${category.slug}/${sub.slug}` })),
    ]),
    ...products,
    ...posts,
    ...projectCategories.map((project) => ({ path: `/project/${project.slug}` })),
    ...INFO_PAGES.map((path) => ({ path })),
  ];

  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(new URL(path, origin).toString())}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");

  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
