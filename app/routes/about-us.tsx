import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import * as css from "@styles/home/about.css";
import { Testimonials } from "~/components/home/testimonials";
import { PageBanner } from "~/components/page-banner";
import type { AboutUs, Faq, Testimonial } from "~/components/home/types";
import { type ApiEnvelope, apiFetch } from "~/lib/api.server";
import { breadcrumbLd, pageMeta, rootOrigin } from "~/lib/seo";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import type { CacheHandle } from "~/lib/cache-handle";

const PAGE_TITLE = "About Us";

/** The same page for every shopper without a session: a shared cache may keep it. */
export const handle: CacheHandle = { cache: "public" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageMeta({ origin: rootOrigin(matches), title: PAGE_TITLE });
  return [
    ...pageMeta({
      origin: rootOrigin(matches),
      title: data.seo.title || PAGE_TITLE,
      description: data.seo.description,
      url: data.canonical,
    }),
    ...(data.seo.keywords ? [{ name: "keywords", content: data.seo.keywords }] : []),
    breadcrumbLd(data.origin, [
      { name: "Home", path: "/" },
      { name: PAGE_TITLE, path: "/about-us" },
    ]),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const [about, faqs, testimonials] = await Promise.all([
    apiFetch<AboutUs>("/aboutUs", { request, shared: true }),
    apiFetch<Faq[]>("/faqs", { request, shared: true }),
    apiFetch<Testimonial[]>("/testimonials", { request }),
  ]);
  if (about.status === 404) throw new Response("Not found", { status: 404 });
  // Without its own text the page has nothing to say: the error page is more honest than a shell.
  if (about.status !== 200) throw new Response(about.message, { status: 502 });
  const list = <T,>(envelope: ApiEnvelope<T[]>) => (envelope.status === 200 ? envelope.body : []);
  const page = about.body;
  return {
    intro: { title: page.title, html: page.description },
    blocks: [
      { id: "what-we-do", title: page.whatWeDoTitle, html: page.whatWeDoDescription },
      { id: "mission", title: page.missionTitle, html: page.missionDescription },
      { id: "vision", title: page.visionTitle, html: page.visionDescription },
    ],
    faqs: list(faqs),
    testimonials: list(testimonials),
    seo: { title: page.seoTitle, description: page.seoDescription, keywords: page.seoKeywords },
    origin: siteOrigin(request),
    canonical: canonicalUrl(request),
  };
}

export default function AboutUsPage() {
  const { intro, blocks, faqs, testimonials } = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title={PAGE_TITLE} />
      <section aria-labelledby="about-heading" className={css.section}>
        <h2 id="about-heading" className={css.title}>
          {intro.title}
        </h2>
        {/* Stored clean by the API (api/src/lib/rich-text.ts). */}
        <div className={css.prose} dangerouslySetInnerHTML={{ __html: intro.html }} />
      </section>
      <div className={css.blocks}>
        {blocks.map((block) => (
          <section key={block.id} aria-labelledby={`${block.id}-heading`} className={css.block}>
            <h2 id={`${block.id}-heading`} className={css.blockTitle}>
              {block.title}
            </h2>
            <div className={css.prose} dangerouslySetInnerHTML={{ __html: block.html }} />
          </section>
        ))}
      </div>
      {faqs.length > 0 ? (
        <section aria-labelledby="faq-heading" className={css.section}>
          <h2 id="faq-heading" className={css.title}>
            What can we do for you ?
          </h2>
          {/* One shared name: the browser keeps one answer open at a time, no script needed. */}
          <div className={css.faqs}>
            {faqs.map((faq, index) => (
              <details key={faq._id} name="faq" open={index === 0} className={css.faq}>
                <summary className={css.question}>{faq.question}</summary>
                <p className={css.answer}>{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      <Testimonials testimonials={testimonials} />
    </>
  );
}
