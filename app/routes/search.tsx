import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { ListingResults } from "~/components/listing/listing-results";
import { NoResultsHelp } from "~/components/search/no-results-help";
import { apiFetch } from "~/lib/api.server";
import type { ProductCard, SearchAlternatives } from "~/lib/api-types";
import { toCardProduct } from "~/lib/card-product";
import { MAX_QUERY_LENGTH, listingHref, productQuery, readQuery, readSearchState, tidySearch } from "~/lib/listing";
import { breadcrumbLd, pageMeta, rootOrigin } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import * as css from "@styles/listing/listing.css";
import type { CacheHandle } from "~/lib/cache-handle";

const PATH = "/search";

const titleOf = (q: string) => (q ? `Search results for "${q}"` : "Search");

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [];
  // A search with results is a useful page to find (home's SearchAction points here); an empty
  // search or one with no results is thin, so engines follow its links but do not list it.
  const listed = data.totalRecords > 0;
  return [
    ...pageMeta({
      origin: rootOrigin(matches),
      title: titleOf(data.q),
      description: data.q ? `Furniture and decor matching "${data.q}".` : "Search furniture and decor.",
      url: listed ? data.canonical : undefined,
    }),
    ...(listed ? [] : [{ name: "robots", content: "noindex, follow" }]),
    breadcrumbLd(data.origin, [
      { name: "Home", path: "/" },
      { name: "Search", path: PATH },
    ]),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = readQuery(url.searchParams);
  const state = readSearchState(url.searchParams);
  const tidy = tidySearch(url.searchParams, state, q ? { q } : {});
  if (tidy !== null) throw redirect(tidy ? `${PATH}?${tidy}` : PATH);
  const origin = siteOrigin(request);
  const canonical = canonicalUrl(request, ["q", "page"]);
  if (!q) return { q, state, origin, canonical, products: [], totalRecords: 0, totalPages: 1, alternatives: null };

  const products = await apiFetch<ProductCard[]>(`/products?${productQuery(state, { searchQuery: q })}`, {
    request,
    shared: true,
  });
  // Spec 8: a list that fails to load stays empty.
  const found = products.status === 200;
  const totalPages = found ? Math.max(1, products.totalPages ?? 1) : 1;
  if (state.page > totalPages) throw redirect(listingHref(PATH, state, { page: totalPages }, { q }));
  const totalRecords = found ? (products.totalRecords ?? 0) : 0;
  return {
    q,
    state,
    origin,
    canonical,
    products: found ? products.body.map((product) => toCardProduct(product, state.view)) : [],
    totalRecords,
    totalPages,
    // Nothing found: offer a corrected search and the popular categories instead.
    alternatives: found && totalRecords === 0 ? await alternativesFor(q) : null,
  };
}

async function alternativesFor(q: string): Promise<SearchAlternatives | null> {
  const answer = await apiFetch<SearchAlternatives>(`/search/alternatives?q=${encodeURIComponent(q)}`, {
    shared: true,
  });
  return answer.status === 200 ? answer.body : null;
}

export default function Search() {
  const { q, state, products, totalRecords, totalPages, alternatives } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={titleOf(q)} />
      <Form method="get" action={PATH} role="search" aria-label="Product search" className={css.searchForm}>
        <label className={css.searchField}>
          Search products
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Sofa, sheesham, bed..."
            className={css.input}
            enterKeyHint="search"
            autoComplete="off"
          />
        </label>
        <button type="submit" className={css.button.shown}>
          Search
        </button>
      </Form>
      {q ? (
        <>
          <ListingResults
            pathname={PATH}
            state={state}
            fixed={{ q }}
            products={products}
            totalRecords={totalRecords}
            totalPages={totalPages}
            foundSuffix={` for "${q}"`}
          />
          {alternatives ? <NoResultsHelp {...alternatives} /> : null}
        </>
      ) : (
        <p className={css.prompt}>
          Type what you are looking for, such as a piece of furniture, a wood or a room, and press Search. Spelling
          slips are fine: we will find the nearest match.
        </p>
      )}
    </>
  );
}
