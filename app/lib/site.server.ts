import type { Settings } from "@api/contract/schemas/site-content";
import type { ContactUs, ProjectCategory } from "~/components/content/types";
import { ApiUnavailableError, apiFetch } from "./api.server";

export type { ContactUs, ProjectCategory, Settings };

/** The Project menu of the header and the mobile menu. */
export function fetchProjectCategories(request: Request) {
  return apiFetch<ProjectCategory[]>("/projectCategories?limit=0", { request, shared: true });
}

/** Slider, banners, support contacts and the popup. */
export function fetchSettings(request: Request) {
  return apiFetch<Settings>("/settings", { request, shared: true });
}

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
 * The shop's addresses, numbers and social links, for the footer and the contact pages.
 * Spec 8: a failed load shows nothing, so it comes back as null rather than an error page.
 *
 * The links come from the back office and end up in href and iframe src: only web addresses
 * pass (a javascript: link would run in the shop's page), and the map must be https.
 */
export async function fetchContactUs(request: Request): Promise<ContactUs | null> {
  try {
    const envelope = await apiFetch<ContactUs>("/contactUs", { request, shared: true });
    if (envelope.status !== 200) return null;
    const contact = { ...envelope.body, googleMapUrl: withScheme(envelope.body.googleMapUrl, ["https:"]) ?? "" };
    for (const key of SOCIAL_KEYS) contact[key] = withScheme(contact[key], ["https:", "http:"]);
    return contact;
  } catch (error) {
    if (error instanceof ApiUnavailableError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}
