import { indiaParts } from "@api/validation/india-time";
import type { z } from "zod";
import type {
  adminBlogCategoryRowSchema,
  adminBlogPostRowSchema,
  adminBlogPostSchema,
} from "@api/contract/schemas/admin-blog";

export type BlogCategory = z.output<typeof adminBlogCategoryRowSchema>;
export type BlogPostRow = z.output<typeof adminBlogPostRowSchema>;
export type BlogPost = z.output<typeof adminBlogPostSchema>;

export const statusOptions = [
  { value: "DRAFT", label: "Draft: only staff can see it" },
  { value: "PUBLISHED", label: "Published: on the shop from its publish date" },
] as const;

export const listStateOptions = [
  { value: "", label: "Any state" },
  { value: "DRAFT", label: "Draft" },
  { value: "SCHEDULED", label: "Scheduled" },
  { value: "PUBLISHED", label: "Published" },
] as const;

export const categoryOptions = (categories: BlogCategory[]) =>
  categories.map((category) => ({ value: category._id, label: category.name }));

/** The edit form's fields from the saved post; the publish time in India's time. */
export function blogPostFormValues(post: BlogPost): Record<string, string> {
  const at = post.publishedAt ? indiaParts(post.publishedAt) : null;
  return {
    title: post.title,
    slug: post.slug,
    blogCategoryId: post.blogCategoryId,
    body: post.body,
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    publishDate: at?.date ?? "",
    publishTime: at?.time ?? "",
    status: post.status,
  };
}
