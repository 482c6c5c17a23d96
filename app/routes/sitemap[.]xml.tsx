import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFetch } from "~/lib/api.server";
import { siteOrigin } from "~/lib/seo.server";
import { sitemapIndexXml } from "~/lib/sitemap.server";
import type { SitemapIndex } from "@api/contract/schemas/sitemap";

/** Crawlers and caches may keep the sitemap this long; the API keeps its answers as long. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600";

/**
 * The sitemap index: the API says how many files of at most 50,000 addresses the shop needs
 * (one call, kept by the storefront's copy of shared answers); each file is /sitemap/N.xml.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await apiFetch<SitemapIndex>("/sitemap", { request, shared: true });
  // An index missing files would tell search engines those pages are gone: fail instead.
  if (answer.status !== 200) throw new Error(`sitemap: the index answered ${answer.status} ${answer.message}`);
  return new Response(sitemapIndexXml(siteOrigin(request), answer.body.files), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
