/**
 * The content API's answers as the storefront receives them (spec 3). The site documents use
 * the API's own schemas; blog posts and projects are built in their handlers, so they are
 * written out here.
 */
import type { ContactUs as ApiContactUs, PolicyPage as ApiPolicyPage } from "@api/contract/schemas/site-content";
import type { Json, StoredImage } from "~/lib/api-types";

export type ContactUs = Json<ApiContactUs>;
export type PolicyPage = Json<ApiPolicyPage>;

export type BlogPostSummary = {
  _id: string;
  slug: string;
  title: string;
  defaultImage: StoredImage;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  author: string;
  blogCategory: { name: string; slug: string };
  excerpt: string;
};

/** GET /blogPosts?slug= adds the HTML body. */
export type BlogPost = BlogPostSummary & { body: string };

export type ProjectCategory = {
  _id: string;
  name: string;
  slug: string;
  bannerImage: StoredImage;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string | null;
};

export type ProjectSubCategory = { _id: string; name: string; projectCategory: string };

export type Project = { _id: string; name: string; defaultImage: StoredImage; images: StoredImage[] };

/** One carousel of a project tab: a child category and its projects. */
export type ProjectGroup = { _id: string; childCategoryName: string; projects: Project[] };
