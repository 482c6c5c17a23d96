import type { MetaDescriptor } from "@remix-run/node";
import { breadcrumbLd, pageMeta } from "~/lib/seo";
import * as css from "@styles/content/prose.css";
import { PageBanner } from "~/components/page-banner";

/** What loadPolicy (policy.server.ts) gives each policy route. */
export type PolicyData = {
  title: string;
  /** Sanitized on the server; empty when the shop has not written the page yet. */
  html: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
  canonical: string;
  origin: string;
  path: string;
};

export function policyMeta(data: PolicyData | undefined): MetaDescriptor[] {
  if (!data) return [];
  return [
    ...pageMeta({
      origin: data.origin,
      title: data.seoTitle || data.title,
      description: data.seoDescription,
      url: data.canonical,
    }),
    ...(data.seoKeywords ? [{ name: "keywords", content: data.seoKeywords }] : []),
    breadcrumbLd(data.origin, [
      { name: "Home", path: "/" },
      { name: data.title, path: data.path },
    ]),
  ];
}

/**
 * Privacy, Terms and Return & Refund: the title and the shop's rich text. The old product
 * showed a spinner while its browser fetched the text; here the text is in the first HTML.
 */
export function PolicyPage({ title, html }: Pick<PolicyData, "title" | "html">) {
  return (
    <>
      <PageBanner title={title} />
      {html ? (
        <div className={css.prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={css.notAvailable}>Not Available</p>
      )}
    </>
  );
}
