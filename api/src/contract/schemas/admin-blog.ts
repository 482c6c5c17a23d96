import { z } from "@hono/zod-openapi";
import { BLOG_POST_STATUSES } from "@api/validation/blog-states";
import { imageSchema } from "./image";

/** A blog category as the back office edits it. */
export const adminBlogCategorySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** As the back office lists them: with how many posts each holds (one with posts cannot be removed). */
export const adminBlogCategoryRowSchema = adminBlogCategorySchema.extend({ posts: z.number().int().min(0) });

const postStatusSchema = z.enum(BLOG_POST_STATUSES);

/** A post as the back office lists it: a page of twenty, drafts without a date first. */
export const adminBlogPostRowSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: postStatusSchema,
  publishedAt: z.string().nullable(),
  hasImage: z.boolean(),
  categoryName: z.string(),
});

/** A post as the back office edits it; `version` goes back with an edit so a stale form is refused. */
export const adminBlogPostSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    blogCategoryId: z.string(),
    categoryName: z.string(),
    body: z.string(),
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
    status: postStatusSchema,
    publishedAt: z.string().nullable(),
    defaultImage: imageSchema.nullable(),
    createdAt: z.string(),
    version: z.number().int(),
  })
  .openapi("AdminBlogPost");
