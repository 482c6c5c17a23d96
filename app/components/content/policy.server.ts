import { apiFetch } from "~/lib/api.server";
import { canonicalUrl, siteOrigin } from "~/lib/seo.server";
import type { PolicyData } from "./policy-page";
import { saysSomething } from "./text";
import type { PolicyPage } from "./types";

type PolicyKey = "privacyPolicy" | "termsConditions" | "returnRefunds";

/**
 * One policy document for the page (its HTML stored clean by the API). A page the shop has not stored (or cannot serve
 * right now) still exists for the shopper: it shows 'Not Available' under its usual title.
 */
export async function loadPolicy(request: Request, key: PolicyKey, defaultTitle: string): Promise<PolicyData> {
  const envelope = await apiFetch<PolicyPage>(`/${key}`, { request });
  const page = envelope.status === 200 ? envelope.body : null;
  const html = page ? page.description : "";
  return {
    title: page?.title.trim() || defaultTitle,
    html: saysSomething(html) ? html : "",
    seoTitle: page?.seoTitle ?? null,
    seoDescription: page?.seoDescription ?? null,
    seoKeywords: page?.seoKeywords ?? null,
    canonical: canonicalUrl(request),
    origin: siteOrigin(request),
    path: new URL(request.url).pathname,
  };
}
