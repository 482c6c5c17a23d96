/** The shop's own words and settings as GET /v1/settings, /v1/aboutUs, /v1/faqs ... send them. */
import { z } from "zod";
import {
  aboutUsSchema,
  contactUsSchema,
  policyPageSchema,
  storedSettingsSchema,
} from "@api/resources/content/content.schemas";
import { imageSchema } from "./image";

/** As stored, with the free-shipping threshold in rupees like every amount the API sends, and no edit counter. */
const settingsSchema = storedSettingsSchema
  .omit({ freeShippingOverPaise: true, version: true })
  .extend({ freeShippingOver: z.number().min(0).describe("Orders from this amount in rupees ship free") });

/** Each document's answer, by the path it is served at. */
export const siteDocumentSchemas = {
  settings: settingsSchema,
  contactUs: contactUsSchema,
  privacyPolicy: policyPageSchema,
  termsConditions: policyPageSchema,
  returnRefunds: policyPageSchema,
  aboutUs: aboutUsSchema,
} as const;

export const testimonialSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: imageSchema,
  designation: z.string(),
  comment: z.string(),
});

export const faqSchema = z.object({
  _id: z.string(),
  question: z.string(),
  answer: z.string().describe("HTML, cleaned by the API"),
});

export const sellerDetailsSchema = z.object({
  legalName: z.string(),
  tradeName: z.string().nullable(),
  gstin: z.string(),
  address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
  }),
});

export type Settings = z.output<typeof settingsSchema>;
export type SellerDetails = z.output<typeof sellerDetailsSchema>;
export type ContactUs = z.output<typeof contactUsSchema>;
export type PolicyPage = z.output<typeof policyPageSchema>;
export type AboutUs = z.output<typeof aboutUsSchema>;
