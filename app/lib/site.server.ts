import type { ContactUs, Settings } from "@api/resources/content/content.schemas";
import type { StoredImage } from "./api-types";
import { CATALOG_CACHE_MS, apiFetch } from "./api.server";

export type { ContactUs, Settings };

export type ProjectCategory = {
  _id: string;
  name: string;
  slug: string;
  bannerImage: StoredImage;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
};

/** The Project menu of the header and the mobile menu. */
export function fetchProjectCategories(request: Request) {
  return apiFetch<ProjectCategory[]>("/projectCategories?limit=0", { request, cacheMs: CATALOG_CACHE_MS });
}

/** Slider, banners, support contacts and the popup. */
export function fetchSettings(request: Request) {
  return apiFetch<Settings>("/settings", { request, cacheMs: CATALOG_CACHE_MS });
}

/** Addresses, phones, emails and social links. */
export function fetchContactUs(request: Request) {
  return apiFetch<ContactUs>("/contactUs", { request, cacheMs: CATALOG_CACHE_MS });
}
