/**
 * The shapes of the site_content documents. The API checks a document against its schema
 * every time it serves it, so the storefront can rely on these types; the seed and any
 * future editor should build documents with them too.
 */
import { z } from "zod";
import { toRupees } from "@api/lib/money";

export const storedImageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().optional(),
});

/** Social links and similar: shown only when set, so "" and a missing value both become null. */
const optionalLink = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));
const seo = {
  seoTitle: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  seoDescription: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  seoKeywords: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
};

const DEFAULT_POPUP_DELAY_SECONDS = 10;

const banner = z.object({ image: storedImageSchema, webpageUrl: z.string() });

/** Words a document may leave out (older ones have none): "" and a missing value become null. */
const optionalWords = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A promotion or offer banner: its picture, and the offer's words, which the shop shows as text
 * over the picture (readable, translatable, found by search) rather than only as its alt text.
 */
const offerBanner = banner.extend({ title: optionalWords, text: optionalWords, linkLabel: optionalWords });

/** The popup's offer in words, shown with popupImage behind it. */
const popupOffer = z.object({ title: z.string(), text: z.string(), linkLabel: z.string(), webpageUrl: z.string() });

/** What the footer showed before the owner could edit it: documents saved before then read as this. */
export const DEFAULT_OPENING_HOURS = [
  { days: "Mon - Fri", hours: "8AM - 10PM" },
  { days: "Sat", hours: "9AM - 8PM" },
  { days: "Sun", hours: "Closed" },
];
export const DEFAULT_OPENING_NOTE = "We Work All The Holidays";
/** Spec 9's 'free shipping over Rs 10000', in paise like every stored amount. */
const DEFAULT_FREE_SHIPPING_OVER_PAISE = 1_000_000;

/** The document as stored (and as the back office saves it: api/src/resources/admin/site-settings/). */
export const storedSettingsSchema = z.object({
  slider: z.array(banner.extend({ title: z.string(), subTitle: z.string() })),
  promotionBanner: z.array(offerBanner),
  offerBanner: z.array(offerBanner),
  contactUs: z.object({ supportMobile: z.string(), whatsappNumber: z.string(), supportEmail: z.string() }),
  popupImage: storedImageSchema.nullish().transform((v) => v ?? null),
  popupOffer: popupOffer.nullish().transform((v) => v ?? null),
  popupDelay: z.number().int().min(0).default(DEFAULT_POPUP_DELAY_SECONDS),
  /** Off hides the popup without losing its picture and words. */
  popupEnabled: z.boolean().default(true),
  openingHours: z.array(z.object({ days: z.string(), hours: z.string() })).default(DEFAULT_OPENING_HOURS),
  openingNote: z.string().default(DEFAULT_OPENING_NOTE),
  freeShippingOverPaise: z.number().int().min(0).default(DEFAULT_FREE_SHIPPING_OVER_PAISE),
  /** Counts saves, so a save made from an older page is refused (lib/edit-conflict.ts). */
  version: z.number().int().min(0).default(0),
});

/** As the shop reads it: the threshold in rupees, as every amount at the API's boundary. */
const settingsSchema = storedSettingsSchema.transform(({ freeShippingOverPaise, version: _version, ...rest }) => ({
  ...rest,
  freeShippingOver: toRupees(freeShippingOverPaise),
}));

export const contactUsSchema = z.object({
  ...seo,
  googleMapUrl: z.string(),
  regOfficeAddress: z.object({ address: z.string() }),
  factoryAddress: z.object({ address: z.string() }),
  inquiryEmail: z.string(),
  supportEmail: z.string(),
  inquiryNumber: z.string(),
  supportNumber: z.string(),
  facebook: optionalLink,
  twitter: optionalLink,
  linkedin: optionalLink,
  youtube: optionalLink,
  instagram: optionalLink,
});

/** Privacy policy, terms and conditions, return and refund policy. */
export const policyPageSchema = z.object({ title: z.string(), description: z.string(), ...seo });

export const aboutUsSchema = z.object({
  title: z.string(),
  description: z.string(),
  whatWeDoTitle: z.string(),
  whatWeDoDescription: z.string(),
  missionTitle: z.string(),
  missionDescription: z.string(),
  visionTitle: z.string(),
  visionDescription: z.string(),
  ...seo,
});

/** Each document by its key in site_content, with the name used in a 'not found' message. */
export const siteContentDocuments = {
  settings: { schema: settingsSchema, label: "Settings" },
  contactUs: { schema: contactUsSchema, label: "Contact details" },
  privacyPolicy: { schema: policyPageSchema, label: "Privacy policy" },
  termsConditions: { schema: policyPageSchema, label: "Terms and conditions" },
  returnRefunds: { schema: policyPageSchema, label: "Return and refund policy" },
  aboutUs: { schema: aboutUsSchema, label: "About us" },
} as const;

export type SiteContentKey = keyof typeof siteContentDocuments;
export type StoredSettings = z.output<typeof storedSettingsSchema>;
