/**
 * The API's content documents as the home and About Us pages receive them (type-only imports:
 * the API's own zod schemas describe what it sends).
 */
import type { AboutUs as ApiAboutUs, Settings as ApiSettings } from "@api/contract/schemas/site-content";
import type { Json, StoredImage } from "~/lib/api-types";

export type Settings = Json<ApiSettings>;
export type HeroSlide = Settings["slider"][number];
export type Banner = Settings["promotionBanner"][number];
export type AboutUs = Json<ApiAboutUs>;

export type Testimonial = { _id: string; name: string; image: StoredImage; designation: string; comment: string };
export type Faq = { _id: string; question: string; answer: string };

/** A post of GET /blogPosts as the blog carousel shows it. */
export type BlogPostSummary = {
  _id: string;
  slug: string;
  title: string;
  defaultImage: StoredImage;
  createdAt: string;
  author: string;
};
