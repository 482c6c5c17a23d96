/**
 * The API's content documents as the home and About Us pages receive them (type-only imports:
 * the API's own zod schemas describe what it sends).
 */
import type { z } from "zod";
import type {
  AboutUs as ApiAboutUs,
  Settings as ApiSettings,
  faqSchema,
  testimonialSchema,
} from "@api/contract/schemas/site-content";
import type { BlogPostSummary as ContentBlogPostSummary } from "~/components/content/types";
import type { Json } from "~/lib/api-types";

export type Settings = Json<ApiSettings>;
export type HeroSlide = Settings["slider"][number];
export type Banner = Settings["promotionBanner"][number];
export type AboutUs = Json<ApiAboutUs>;

export type Testimonial = z.output<typeof testimonialSchema>;
export type Faq = z.output<typeof faqSchema>;

/** A post of GET /blogPosts as the blog carousel shows it. */
export type BlogPostSummary = Pick<
  ContentBlogPostSummary,
  "_id" | "slug" | "title" | "defaultImage" | "createdAt" | "author"
>;
