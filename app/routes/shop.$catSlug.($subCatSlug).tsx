import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HydrateApart } from "~/components/hydrate-apart";
import { PageBanner } from "~/components/page-banner";
import { ListingResults } from "~/components/listing/listing-results";
import { ShopFilters } from "~/components/listing/shop-filters";
import { apiFetch } from "~/lib/api.server";
import type { ProductCard } from "~/lib/api-types";
import { toCardProduct } from "~/lib/card-product";
import { BRAND } from "~/lib/brand";
import { type Category, fetchCategories } from "~/lib/catalog.server";
import { hasFilters, listingHref, productQuery, readListingState, tidySearch } from "~/lib/listing";
import { breadcrumbLd, pageMeta } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import * as css from "@styles/listing/listing.css";
import type { CacheHandle } from "~/lib/cache-handle";
import type { CategoryRedirect, Color, Size } from "@api/contract/schemas/catalogue";

type Named = { _id: string; name: string; slug: string };
/** The category list carries the SEO fields the shop listing's head uses. */
type CategoryWithSeo = Category & { seoTitle?: string | null; seoDescription?: string | null };

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { category, subCategory, page, origin, canonical, shareImages } = data;
  const name = subCategory ? `${subCategory.name} - ${category.name}` : category.name;
  // Later pages are titled by name: a back-office SEO title is written for the first page.
  const title = page > 1 ? `${name} (page ${page})` : (!subCategory && category.seoTitle) || name;
  const description =
    (!subCategory && category.seoDescription) ||
    `Shop ${subCategory ? `${subCategory.name} from our ${category.name}` : category.name} collection at ${BRAND}: solid-wood furniture and decor made in India, delivered across the country.`;
  return [
    ...pageMeta({ title, description, origin, url: canonical, images: shareImages }),
    breadcrumbLd(origin, trailOf(category, subCategory)),
  ];
};

function trailOf(category: Named, subCategory: Named | null) {
  const trail = [
    { name: "Home", path: "/" },
    { name: category.name, path: `/shop/${category.slug}` },
  ];
  if (subCategory) trail.push({ name: subCategory.name, path: `/shop/${category.slug}/${subCategory.slug}` });
  return trail;
}

const notFound = () => new Response("Not found", { status: 404 });

/** A category whose slug staff changed: its old address redirects, for good, to the new one. */
async function movedOrNotFound(request: Request, url: URL, catSlug: string, subCatSlug: string | undefined) {
  const moved = await apiFetch<CategoryRedirect>(`/categoryRedirects/${encodeURIComponent(catSlug)}`, {
    request,
    shared: true,
  });
  if (moved.status !== 200) return notFound();
  return redirect(`/shop/${moved.body.slug}${subCatSlug ? `/${subCatSlug}` : ""}${url.search}`, 301);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = readListingState(url.searchParams);
  const tidy = tidySearch(url.searchParams, state);
  if (tidy !== null) throw redirect(tidy ? `${url.pathname}?${tidy}` : url.pathname);
  const catSlug = params.catSlug ?? "";
  const subCatSlug = params.subCatSlug;
  const scope = new URLSearchParams({ catSlug, ...(subCatSlug ? { subCatSlug } : {}) });

  const [categories, products, colors, sizes] = await Promise.all([
    fetchCategories(request),
    apiFetch<ProductCard[]>(`/products?${productQuery(state, { catSlug, subCatSlug })}`, { request, shared: true }),
    apiFetch<Color[]>(`/colors?${scope}`, { request, shared: true }),
    apiFetch<Size[]>(`/sizes?${scope}`, { request, shared: true }),
  ]);
  if (products.status === 404) throw await movedOrNotFound(request, url, catSlug, subCatSlug);
  // Without the category tree the page has no name or shelves to show.
  if (categories.status !== 200) throw new Response(categories.message, { status: 503 });
  const category = (categories.body as CategoryWithSeo[]).find((c) => c.slug === catSlug);
  if (!category) throw notFound();
  const subCategories = category.subCategories ?? [];
  const subCategory = subCatSlug ? subCategories.find((s) => s.slug === subCatSlug) : null;
  if (subCategory === undefined) throw notFound();

  // Spec 8: a list that fails to load stays empty.
  const found = products.status === 200;
  const totalPages = found ? Math.max(1, products.totalPages ?? 1) : 1;
  if (state.page > totalPages) throw redirect(listingHref(url.pathname, state, { page: totalPages }));

  const firstProduct = found ? products.body[0] : undefined;

  // Filtered or sorted pages point at the plain shelf; its own pages 2, 3... stand for themselves.
  const canonical = new URL(canonicalUrl(request));
  if (state.page > 1 && !hasFilters(state) && !state.sort) canonical.searchParams.set("page", String(state.page));

  return {
    category: {
      _id: category._id,
      name: category.name,
      slug: category.slug,
      seoTitle: category.seoTitle ?? null,
      seoDescription: category.seoDescription ?? null,
    },
    subCategory,
    subCategories,
    colors: colors.status === 200 ? colors.body : [],
    sizes: sizes.status === 200 ? sizes.body : [],
    products: found ? products.body.map((product) => toCardProduct(product, state.view)) : [],
    totalRecords: found ? (products.totalRecords ?? 0) : 0,
    totalPages,
    page: state.page,
    state,
    /** Pictures to share the page by, best first: a sub-category has none of its own, so its first product's leads. */
    shareImages: subCategory
      ? [firstProduct?.defaultImage, category.image]
      : [category.image, firstProduct?.defaultImage],
    origin: siteOrigin(request),
    canonical: canonical.toString(),
  };
}

export default function ShopListing() {
  const data = useLoaderData<typeof loader>();
  const { category, subCategory, state } = data;
  const pathname = subCategory ? `/shop/${category.slug}/${subCategory.slug}` : `/shop/${category.slug}`;
  return (
    <>
      <PageBanner
        title={subCategory?.name ?? category.name}
        trail={subCategory ? [{ name: category.name, path: `/shop/${category.slug}` }] : []}
      />
      <div className={css.layout}>
        <HydrateApart>
          <ShopFilters
            pathname={pathname}
            state={state}
            category={category}
            subCategories={data.subCategories}
            currentSubCategory={subCategory?.slug ?? null}
            sizes={data.sizes}
            colors={data.colors}
          />
        </HydrateApart>
        <ListingResults
          pathname={pathname}
          state={state}
          products={data.products}
          totalRecords={data.totalRecords}
          totalPages={data.totalPages}
        />
      </div>
    </>
  );
}
