import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { ShareLinks } from "~/components/content/share-links";
import type { BlogPost, BlogPostSummary } from "~/components/content/types";
import { Picture } from "~/components/picture";
import { apiFetch } from "~/lib/api.server";
import { BRAND } from "~/lib/brand";
import { formatDate, isoDate } from "~/lib/format-date";
import { breadcrumbLd, jsonLd, pageMeta } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import * as css from "@styles/content/blog.css";
import * as prose from "@styles/content/prose.css";
import type { CacheHandle } from "~/lib/cache-handle";

/** How many other posts the sidebar lists. */
const RECENT_POSTS = 5;

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [];
  const { post, canonical, origin } = data;
  const description = post.seoDescription || post.excerpt;
  const image = new URL(post.defaultImage.url, origin).toString();
  const organization = { "@type": "Organization", name: BRAND, url: origin };
  return [
    ...pageMeta({
      title: post.seoTitle || post.title,
      description,
      origin,
      url: canonical,
      images: [post.defaultImage],
      type: "article",
    }),
    { property: "article:published_time", content: post.createdAt },
    { property: "article:section", content: post.blogCategory.name },
    jsonLd({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description,
      image: [image],
      datePublished: post.createdAt,
      articleSection: post.blogCategory.name,
      mainEntityOfPage: canonical,
      // Posts carry no author; 'admin' on the page is the shop itself.
      author: organization,
      publisher: organization,
    }),
    breadcrumbLd(origin, [
      { name: "Home", path: "/" },
      { name: post.title, path: `/blogPost/${post.slug}` },
    ]),
  ];
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.postSlug ?? "";
  const [found, recent] = await Promise.all([
    apiFetch<BlogPost[]>(`/blogPosts?slug=${encodeURIComponent(slug)}`, { request, shared: true }),
    // One more than shown, so the sidebar still lists five when the open post is among the newest.
    apiFetch<BlogPostSummary[]>(`/blogPosts?limit=${RECENT_POSTS + 1}`, { request, shared: true }),
  ]);
  // 400: a slug the API refuses to look up (too long) names no post either.
  if (found.status === 404 || found.status === 400) throw new Response("Not found", { status: 404 });
  if (found.status !== 200) throw new Error(`Blog post ${slug}: the API answered ${found.status} ${found.message}`);
  const post = found.body[0];
  if (!post) throw new Response("Not found", { status: 404 });

  return {
    post,
    // Spec 8: a list that fails to load stays empty.
    recent: recent.status === 200 ? recent.body.filter((p) => p.slug !== post.slug).slice(0, RECENT_POSTS) : [],
    canonical: canonicalUrl(request),
    origin: siteOrigin(request),
  };
}

export default function BlogPostPage() {
  const { post, recent, canonical } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={post.title} />
      <div className={css.layout}>
        <article className={css.post} aria-label={post.title}>
          <header className={css.postHeader}>
            <p className={css.category}>{post.blogCategory.name}</p>
            <p className={css.byline}>
              <span>Posts by : {post.author}</span>
              <time dateTime={isoDate(post.createdAt)}>{formatDate(post.createdAt)}</time>
            </p>
          </header>
          <Picture
            image={post.defaultImage}
            alt={post.defaultImage.alt ?? ""}
            className={css.hero}
            priority
            sizes="(min-width: 60rem) 52rem, 100vw"
          />
          <div className={prose.prose} dangerouslySetInnerHTML={{ __html: post.body }} />
          <ShareLinks url={canonical} title={post.title} />
        </article>
        {recent.length > 0 ? (
          <aside className={css.sidebar} aria-labelledby="recent-posts">
            <h2 id="recent-posts" className={css.sidebarHeading}>
              Recent posts
            </h2>
            <ul className={css.recentList}>
              {recent.map((item) => (
                <li key={item._id} className={css.recentItem}>
                  <Picture image={item.defaultImage} alt="" className={css.recentThumb} sizes="5.5rem" />
                  <Link to={`/blogPost/${item.slug}`} className={css.recentLink} prefetch="intent">
                    {item.title}
                  </Link>
                  <time className={css.recentDate} dateTime={isoDate(item.createdAt)}>
                    {formatDate(item.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </>
  );
}
