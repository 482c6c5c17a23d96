import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Suggestion } from "~/components/layout/search-suggestions";
import { apiFetch } from "~/lib/api.server";
import type { SearchSuggestions } from "~/lib/api-types";
import { MAX_QUERY_LENGTH } from "~/lib/listing";

/** The same answer for everyone: browsers and shared caches may keep it a minute. */
const CACHE_CONTROL = "public, max-age=60";

const categoryHref = (c: SearchSuggestions["categories"][number]) =>
  `/shop/${c.catSlug}${c.subCatSlug ? `/${c.subCatSlug}` : ""}`;

/**
 * GET /search/suggestions?q=: what the search box's combobox lists while a shopper types
 * (search-suggestions.ts): categories first, then products, each with the page it leads to.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  let suggestions: Suggestion[] = [];
  if (q && q.length <= MAX_QUERY_LENGTH) {
    const answer = await apiFetch<SearchSuggestions>(`/search/suggestions?q=${encodeURIComponent(q)}`, {
      shared: true,
    });
    if (answer.status === 200) {
      suggestions = [
        ...answer.body.categories.map((c) => ({
          label: c.name,
          detail: c.parentName ? `in ${c.parentName}` : "Category",
          href: categoryHref(c),
        })),
        ...answer.body.products.map((p) => ({ label: p.name, detail: "Product", href: `/product/${p.slug}` })),
      ];
    }
  }
  return Response.json({ suggestions }, { headers: { "Cache-Control": CACHE_CONTROL } });
}
