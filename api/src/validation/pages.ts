/**
 * The shop's pages edited in the back office (GET/PUT /v1/admin/pages/:key): About Us, Contact Us
 * and the three policy pages, each a site_content document (spec section 3), each with SEO title,
 * description and keywords. Pure zod, shared by the API and the back office's forms. Rich text
 * arrives as HTML; the API cleans it (lib/rich-text.ts) before it is stored.
 */
import { z } from "zod";
import { messages } from "./fields";

export const PAGE_KEYS = ["aboutUs", "contactUs", "privacyPolicy", "termsConditions", "returnRefunds"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as readonly string[]).includes(key);

/** The page's name on screen and where the shop shows it. */
export const PAGES: Record<PageKey, { label: string; path: string }> = {
  aboutUs: { label: "About Us", path: "/about-us" },
  contactUs: { label: "Contact Us", path: "/contact-us" },
  privacyPolicy: { label: "Privacy Policy", path: "/privacy-policy" },
  termsConditions: { label: "Terms & Conditions", path: "/terms-conditions" },
  returnRefunds: { label: "Return & Refund Policy", path: "/return-refund-policies" },
};

/** Rich-text fields: HTML, which the API cleans before storing. */
export const RICH_TEXT_FIELDS: Record<PageKey, readonly string[]> = {
  aboutUs: ["description", "whatWeDoDescription", "missionDescription", "visionDescription"],
  contactUs: [],
  privacyPolicy: ["description"],
  termsConditions: ["description"],
  returnRefunds: ["description"],
};

const MAX_HTML = 100_000;

/** Trimmed text, "" when blank or missing (a form's empty field and a JSON client's absent one alike). */
const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z
      .string({ invalid_type_error: `${label} must be text` })
      .trim()
      .max(max, messages.max(label, max)),
  );
const required = (label: string, max: number) => text(label, max).refine((v) => v !== "", messages.required(label));
/** Rich text that must say something: markup alone (an empty paragraph) is blank. */
const requiredHtml = (label: string) =>
  text(label, MAX_HTML).refine((v) => v.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "", messages.required(label));

const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/i;
const optionalUrl = (label: string) =>
  text(label, 500).refine(
    (v) => v === "" || HTTPS_URL.test(v),
    `${label} must be a web address starting with https://`,
  );
/** The storefront's content security policy lets only Google's map embeds into a frame. */
const MAP_EMBED_PREFIX = "https://www.google.com/maps/embed";
const PHONE = /^\+?[\d\s()-]{8,20}$/;
const phone = (label: string) =>
  required(label, 20).refine(
    (v) => v === "" || PHONE.test(v),
    `${label} may contain only digits, spaces, brackets, hyphens and a leading +`,
  );
const email = (label: string) =>
  required(label, 254).refine((v) => v === "" || z.string().email().safeParse(v).success, messages.email(label));

const seo = {
  seoTitle: text("SEO title", 200),
  seoDescription: text("SEO description", 500),
  seoKeywords: text("SEO keywords", 500),
};
const SEO_LABELS = { seoTitle: "SEO title", seoDescription: "SEO description", seoKeywords: "SEO keywords" };

/** Each field's name on screen and in 'who changed what' messages. */
export const PAGE_FIELD_LABELS: Record<PageKey, Record<string, string>> = {
  aboutUs: {
    title: "Title",
    description: "Description",
    whatWeDoTitle: "'What we do' title",
    whatWeDoDescription: "'What we do' text",
    missionTitle: "Mission title",
    missionDescription: "Mission text",
    visionTitle: "Vision title",
    visionDescription: "Vision text",
    ...SEO_LABELS,
  },
  contactUs: {
    regOfficeAddress: "Registered office address",
    factoryAddress: "Factory address",
    inquiryNumber: "Enquiries phone",
    supportNumber: "Support phone",
    inquiryEmail: "Enquiries email",
    supportEmail: "Support email",
    googleMapUrl: "Google Maps embed address",
    facebook: "Facebook",
    twitter: "X (Twitter)",
    linkedin: "LinkedIn",
    youtube: "YouTube",
    instagram: "Instagram",
    ...SEO_LABELS,
  },
  privacyPolicy: { title: "Title", description: "Text", ...SEO_LABELS },
  termsConditions: { title: "Title", description: "Text", ...SEO_LABELS },
  returnRefunds: { title: "Title", description: "Text", ...SEO_LABELS },
};

const about = PAGE_FIELD_LABELS.aboutUs;
const aboutUsPageSchema = z.object({
  title: required(about.title, 200),
  description: requiredHtml(about.description),
  whatWeDoTitle: required(about.whatWeDoTitle, 200),
  whatWeDoDescription: requiredHtml(about.whatWeDoDescription),
  missionTitle: required(about.missionTitle, 200),
  missionDescription: requiredHtml(about.missionDescription),
  visionTitle: required(about.visionTitle, 200),
  visionDescription: requiredHtml(about.visionDescription),
  ...seo,
});

const contact = PAGE_FIELD_LABELS.contactUs;
const contactUsPageSchema = z.object({
  regOfficeAddress: required(contact.regOfficeAddress, 300),
  factoryAddress: required(contact.factoryAddress, 300),
  inquiryNumber: phone(contact.inquiryNumber),
  supportNumber: phone(contact.supportNumber),
  inquiryEmail: email(contact.inquiryEmail),
  supportEmail: email(contact.supportEmail),
  googleMapUrl: text(contact.googleMapUrl, 2000).refine(
    (v) => v === "" || v.startsWith(MAP_EMBED_PREFIX),
    `${contact.googleMapUrl} must start with ${MAP_EMBED_PREFIX} (Google Maps, Share, Embed a map)`,
  ),
  facebook: optionalUrl(contact.facebook),
  twitter: optionalUrl(contact.twitter),
  linkedin: optionalUrl(contact.linkedin),
  youtube: optionalUrl(contact.youtube),
  instagram: optionalUrl(contact.instagram),
  ...seo,
});

/** Privacy, terms, returns: a title and the text (blank text shows 'Not Available' on the shop). */
const policyPageFormSchema = z.object({
  title: required("Title", 200),
  description: text("Text", MAX_HTML),
  ...seo,
});

const PAGE_SCHEMAS = {
  aboutUs: aboutUsPageSchema,
  contactUs: contactUsPageSchema,
  privacyPolicy: policyPageFormSchema,
  termsConditions: policyPageFormSchema,
  returnRefunds: policyPageFormSchema,
} as const;

export type PageValues = { [K in PageKey]: z.output<(typeof PAGE_SCHEMAS)[K]> };

/** The form carries the version it was opened at (lib/edit-conflict.ts). */
const pageVersionSchema = z.object({
  version: z.coerce.number({ invalid_type_error: "Version is missing: reload the page" }).int().min(0),
});

export const pageUpdateSchema = <K extends PageKey>(key: K) => PAGE_SCHEMAS[key].merge(pageVersionSchema);
