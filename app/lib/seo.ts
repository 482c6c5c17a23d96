import type { MetaDescriptor } from "@remix-run/node";
import { BRAND, BRAND_TITLE } from "./brand";

export const DEFAULT_DESCRIPTION =
  "Woodnest Furniture & Decor: solid-wood furniture and home decor, made in India and delivered across the country.";

type PageSeo = {
  /** The page's title; the brand is added unless the title names it already. Falls back to the brand alone. */
  title?: string | null;
  description?: string | null;
  /** Absolute canonical address (from canonicalUrl in a loader). */
  url?: string;
  /** Absolute address of the sharing picture. */
  image?: string;
  type?: "website" | "article" | "product";
};

/** Title, description, canonical link and OpenGraph tags for one page (spec 2: brand as fallback). */
export function pageMeta({ title, description, url, image, type = "website" }: PageSeo): MetaDescriptor[] {
  // Back-office SEO titles often end in '| Woodnest' already; the brand is never printed twice.
  const fullTitle = !title ? BRAND_TITLE : title.toLowerCase().includes(BRAND.toLowerCase()) ? title : `${title} | ${BRAND}`;
  const text = description || DEFAULT_DESCRIPTION;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: text },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: title ?? BRAND_TITLE },
    { property: "og:description", content: text },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (url) tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  if (image) tags.push({ property: "og:image", content: image });
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
