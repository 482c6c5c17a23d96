import type { ContactUs, Settings } from "~/lib/site.server";

export type SocialNetwork = "facebook" | "twitter" | "instagram" | "linkedin" | "youtube";
export type SocialLink = { network: SocialNetwork; label: string; url: string };

/** How the shop is reached, as the mobile menu and the footer show it. */
export type ShopContact = {
  phone: string | null;
  /** The WhatsApp number, as typed in the back office: '+91 98110 42425'. */
  whatsapp: string | null;
  email: string | null;
  social: SocialLink[];
  /** The footer's opening times, one row per group of days; none when the settings could not be read. */
  openingHours: { days: string; hours: string }[];
  openingNote: string | null;
};

/** The layout without the root loader's data (an error page that lost it): no way to reach the shop shown. */
export const NO_CONTACT: ShopContact = {
  phone: null,
  whatsapp: null,
  email: null,
  social: [],
  openingHours: [],
  openingNote: null,
};

const NETWORKS: { network: SocialNetwork; label: string }[] = [
  { network: "facebook", label: "Facebook" },
  { network: "twitter", label: "Twitter" },
  { network: "instagram", label: "Instagram" },
  { network: "linkedin", label: "LinkedIn" },
  { network: "youtube", label: "YouTube" },
];

/**
 * The support line and address come from the settings' contact block, with the contact
 * page's own fields behind them; a social network appears only when its link is set.
 */
export function shopContact(settings: Settings | null, contactUs: ContactUs | null): ShopContact {
  return {
    phone: settings?.contactUs.supportMobile || contactUs?.supportNumber || null,
    whatsapp: settings?.contactUs.whatsappNumber || null,
    email: settings?.contactUs.supportEmail || contactUs?.supportEmail || null,
    social: NETWORKS.flatMap(({ network, label }) => {
      const url = contactUs?.[network];
      return url ? [{ network, label, url }] : [];
    }),
    openingHours: settings?.openingHours ?? [],
    openingNote: settings?.openingNote || null,
  };
}

/** A WhatsApp chat with the shop: wa.me wants the number's digits with the country code and nothing else. */
export function whatsappHref(phone: string) {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}

/** A dialable tel: address: digits and a leading plus only ('+91 98110 42424' -> '+919811042424'). */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
