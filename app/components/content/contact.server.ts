import { CATALOG_CACHE_MS, apiFetch } from "~/lib/api.server";
import type { ContactUs } from "./types";

const SOCIAL_KEYS = ["facebook", "twitter", "linkedin", "youtube", "instagram"] as const;

function withScheme(url: string | null, schemes: string[]) {
  if (!url) return null;
  try {
    return schemes.includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The shop's addresses, numbers and social links. They change rarely and several pages show
 * them, so the answer is cached briefly like the other catalog reads. Spec 8: a failed load
 * shows nothing, so it comes back as null rather than an error page.
 *
 * The links come from the back office and end up in href and iframe src: only web addresses
 * pass (a javascript: link would run in the shop's page), and the map must be https.
 */
export async function fetchContactUs(request: Request): Promise<ContactUs | null> {
  const envelope = await apiFetch<ContactUs>("/contactUs", { request, cacheMs: CATALOG_CACHE_MS });
  if (envelope.status !== 200) return null;
  const contact = { ...envelope.body, googleMapUrl: withScheme(envelope.body.googleMapUrl, ["https:"]) ?? "" };
  for (const key of SOCIAL_KEYS) contact[key] = withScheme(contact[key], ["https:", "http:"]);
  return contact;
}
