import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiStream } from "~/lib/api.server";
import { siteOrigin } from "~/lib/seo.server";
import { sitemapFileStream } from "~/lib/sitemap.server";
import { SITEMAP_CACHE_CONTROL } from "./sitemap[.]xml";

/**
 * /sitemap/N.xml: one file of the sitemap index, streamed from the API's file N as the API
 * reads it from the database. A crawler that goes away stops the API's reading too.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = /^([1-9][0-9]{0,5})\.xml$/.exec(params.file ?? "")?.[1];
  if (!file) throw new Response("Not found", { status: 404 });
  const response = await apiStream(`/sitemap/${file}`, request);
  if (response.status === 404) {
    await response.body?.cancel();
    throw new Response("Not found", { status: 404 });
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new Error(`sitemap: file ${file} answered ${response.status}`);
  }
  return new Response(sitemapFileStream(siteOrigin(request), response.body, file === "1", request.signal), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
