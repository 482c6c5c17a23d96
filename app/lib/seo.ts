import type { MetaArgs, MetaDescriptor } from "@remix-run/node";
import { BRAND, BRAND_TITLE } from "./brand";

const DEFAULT_DESCRIPTION =
  "Woodnest Furniture & Decor: solid-wood furniture and home decor, made in India and delivered across the country.";

/** A picture to share a page by; `url` may be a path on the shop. */
type ShareImage = { url: string; width?: number; height?: number; alt?: string };

/**
 * The shop's own sharing picture (public/share.jpg), for pages without a raster picture of
 * their own: link previews take JPEG and PNG everywhere, SVG almost nowhere.
 */
const SHOP_SHARE_IMAGE = {
  url: "/share.jpg",
  width: 1200,
  height: 630,
  alt: BRAND_TITLE,
} as const satisfies ShareImage;

/** JPEG or PNG, by the address's ending: what every link preview shows. */
const RASTER = /\.(jpe?g|png)$/i;

/** The first raster picture of the page's own, or the shop's sharing picture. */
function shareImageOf(images: readonly (ShareImage | null | undefined)[]): ShareImage {
  return (
    images.find((image): image is ShareImage =>
      Boolean(image && RASTER.test(new URL(image.url, "http://shop").pathname)),
    ) ?? SHOP_SHARE_IMAGE
  );
}

/** The shop's public origin as the root loader gives it to every page (seo.server.ts siteOrigin). */
export function rootOrigin(matches: MetaArgs["matches"]): string | undefined {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin;
}

type PageSeo = {
  /** The page's title; the brand is added unless the title names it already. Falls back to the brand alone. */
  title?: string | null;
  description?: string | null;
  /** The shop's public origin (the root loader's `origin`, or rootOrigin(matches)), for absolute addresses. */
  origin: string | undefined;
  /** Absolute canonical address (from canonicalUrl in a loader). */
  url?: string;
  /** The page's own pictures, best first; the first JPEG or PNG is shared, else the shop's picture. */
  images?: readonly (ShareImage | null | undefined)[];
  type?: "website" | "article" | "product";
};

/** Title, description, canonical link and OpenGraph tags for one page (spec 2: brand as fallback). */
export function pageMeta({
  title,
  description,
  origin,
  url,
  images = [],
  type = "website",
}: PageSeo): MetaDescriptor[] {
  // Back-office SEO titles often end in '| Woodnest' already; the brand is never printed twice.
  const fullTitle = !title
    ? BRAND_TITLE
    : title.toLowerCase().includes(BRAND.toLowerCase())
      ? title
      : `${title} | ${BRAND}`;
  const text = description || DEFAULT_DESCRIPTION;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: text },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: title ?? BRAND_TITLE },
    { property: "og:description", content: text },
    { property: "og:type", content: type },
  ];
  if (url) tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  // Without the origin (an error page rendered without the root's data) no absolute address can be written.
  if (!origin) return [...tags, { name: "twitter:card", content: "summary" }];
  const image = shareImageOf(images);
  tags.push({ property: "og:image", content: new URL(image.url, origin).toString() });
  if (image.width && image.height) {
    tags.push(
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
    );
  }
  if (image.alt) tags.push({ property: "og:image:alt", content: image.alt });
  tags.push({ name: "twitter:card", content: "summary_large_image" });
  return tags;
}

/** A JSON-LD block; Remix renders it as <script type="application/ld+json">. */
export const jsonLd = (data: Record<string, unknown>): MetaDescriptor => ({ "script:ld+json": data });

/** BreadcrumbList for the page banner's Home > page trail. */
export function breadcrumbLd(origin: string, trail: { name: string; path: string }[]): MetaDescriptor {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin).toString(),
    })),
  });
}
