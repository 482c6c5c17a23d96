import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as css from "@styles/home/home.css";
import { Carousel } from "~/components/carousel/carousel";
import { CAROUSEL_PRESETS } from "~/components/carousel/options";
import { Newsletter } from "~/components/enquiry/newsletter";
import { BannerRow } from "~/components/home/banner-row";
import { BlogCard } from "~/components/home/blog-card";
import { CategoryGrid } from "~/components/home/category-grid";
import { FeatureStrip } from "~/components/home/feature-strip";
import { Hero } from "~/components/home/hero";
import { ProductMiniList } from "~/components/home/product-mini-list";
import { Testimonials } from "~/components/home/testimonials";
import type { BlogPostSummary, Settings, Testimonial } from "~/components/home/types";
import { HydrateApart } from "~/components/hydrate-apart";
import { ProductCard } from "~/components/product-card";
import { type ApiEnvelope, apiFetch } from "~/lib/api.server";
import type { ProductCard as Product } from "~/lib/api-types";
import { toCardProduct } from "~/lib/card-product";
import { fetchCategories } from "~/lib/catalog.server";
import { BRAND } from "~/lib/brand";
import { formConstraint } from "~/lib/forms.server";
import { jsonLd, pageMeta, rootOrigin } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import type { CacheHandle } from "~/lib/cache-handle";

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta({ origin: rootOrigin(matches) });
  const first = data.hero[0];
  const tags: MetaDescriptor[] = [...pageMeta({ origin: data.origin, url: data.canonical, images: [first?.image] })];
  // The first slide is the LCP image: announced in the head, before the body's markup is parsed.
  if (first) tags.push({ tagName: "link", rel: "preload", as: "image", href: first.image.url, fetchpriority: "high" });
  const organization = {
    "@type": "Organization",
    "@id": `${data.origin}/#organization`,
    name: BRAND,
    url: `${data.origin}/`,
    logo: `${data.origin}/favicon.svg`,
    ...(data.contactUs
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer support",
            telephone: data.contactUs.supportMobile,
            email: data.contactUs.supportEmail,
            areaServed: "IN",
          },
        }
      : {}),
  };
  // Search engines read the sitelinks search box from the WebSite node, so the action sits there.
  const website = {
    "@type": "WebSite",
    "@id": `${data.origin}/#website`,
    name: BRAND,
    url: `${data.origin}/`,
    publisher: { "@id": organization["@id"] },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${data.origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
  tags.push(jsonLd({ "@context": "https://schema.org", "@graph": [organization, website] }));
  return tags;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const read = <T,>(path: string) => apiFetch<T>(path, { request, shared: true });
  // Settings and categories come from the copy the root's loader keeps (it reads them for the header).
  const [settings, categories, products, onSale, latest, bestsellers, posts, testimonials] = await Promise.all([
    read<Settings>("/settings"),
    fetchCategories(request),
    read<Product[]>("/products?limit=12"),
    read<Product[]>("/products?onSale=true&sort=discount&limit=4"),
    read<Product[]>("/products?sort=newest&limit=4"),
    read<Product[]>("/products?sort=bestsellers&limit=4"),
    read<BlogPostSummary[]>("/blogPosts?limit=6"),
    read<Testimonial[]>("/testimonials"),
  ]);
  // Spec 8: a list that fails to load stays empty; the rest of the page still shows.
  const list = <T,>(envelope: ApiEnvelope<T[]>) => (envelope.status === 200 ? envelope.body : []);
  const shown = settings.status === 200 ? settings.body : null;
  return {
    hero: shown?.slider ?? [],
    promotionBanners: shown?.promotionBanner ?? [],
    offerBanners: shown?.offerBanner ?? [],
    contactUs: shown?.contactUs ?? null,
    freeShippingOver: shown?.freeShippingOver ?? null,
    settingsError: shown ? null : settings.message,
    categories: list(categories).map(({ _id, name, slug, image }) => ({ _id, name, slug, image })),
    products: list(products).map((product) => toCardProduct(product)),
    onSale: list(onSale).map((product) => toCardProduct(product)),
    latest: list(latest).map((product) => toCardProduct(product)),
    bestsellers: list(bestsellers).map((product) => toCardProduct(product)),
    posts: list(posts).map(({ _id, slug, title, defaultImage, createdAt, author }): BlogPostSummary => ({
      _id,
      slug,
      title,
      defaultImage,
      createdAt,
      author,
    })),
    testimonials: list(testimonials),
    newsletter: formConstraint("newsletter"),
    origin: siteOrigin(request),
    canonical: canonicalUrl(request),
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { categories } = data;
  const widgets = [
    { id: "on-sale-heading", title: "On Sale", products: data.onSale },
    { id: "latest-heading", title: "Latest Arrivals", products: data.latest },
    { id: "bestsellers-heading", title: "Bestsellers", products: data.bestsellers },
  ].filter((widget) => widget.products.length > 0);

  return (
    <>
      <h1 className="visually-hidden">{BRAND} Furniture &amp; Decor</h1>
      {data.settingsError ? (
        <p className={css.notice}>
          We could not load today&apos;s featured collections and offers: {data.settingsError}
        </p>
      ) : null}
      {data.hero.length > 0 ? <Hero slides={data.hero} /> : null}
      {/* Below the hero, each large section hydrates on its own (hydrate-apart.tsx). */}
      <HydrateApart>
        {categories.length > 0 ? <CategoryGrid categories={categories} /> : null}
        <FeatureStrip freeShippingOver={data.freeShippingOver} />
        {data.promotionBanners.length > 0 ? (
          <BannerRow id="promotions-heading" heading="Promotions" banners={data.promotionBanners} />
        ) : null}
        {data.offerBanners.length > 0 ? (
          <BannerRow id="offers-heading" heading="Offers" banners={data.offerBanners} />
        ) : null}
      </HydrateApart>
      {data.products.length > 0 ? (
        <HydrateApart>
          <Carousel title="All Product" {...CAROUSEL_PRESETS.products} className={css.section}>
            {data.products.map((product) => (
              <ProductCard key={product._id} product={product} headingLevel={3} />
            ))}
          </Carousel>
        </HydrateApart>
      ) : null}
      {widgets.length > 0 ? (
        <HydrateApart>
          <div className={css.widgets}>
            {widgets.map((widget) => (
              <ProductMiniList key={widget.id} {...widget} />
            ))}
          </div>
        </HydrateApart>
      ) : null}
      <HydrateApart>
        {data.posts.length > 0 ? (
          <Carousel title="Post From Blogs" {...CAROUSEL_PRESETS.blog} className={css.section}>
            {data.posts.map((post) => (
              <BlogCard key={post._id} post={post} />
            ))}
          </Carousel>
        ) : null}
        <Newsletter constraint={data.newsletter} />
        <Testimonials testimonials={data.testimonials} />
      </HydrateApart>
    </>
  );
}
