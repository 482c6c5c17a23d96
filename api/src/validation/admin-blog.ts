/**
 * The back office's blog forms and list filters (issue 16), shared by the API and the admin
 * actions; no server-only code. The publish date and time are typed in India's time
 * (india-time.ts); the API turns them into an instant.
 */
import { z } from "zod";
import { BLOG_LIMITS, BLOG_POST_STATUSES } from "./blog-states";
import { blankToUndefined, messages, optionalText, requiredText } from "./fields";
import { indiaInstant, isCalendarDate } from "./india-time";
import { optionalSlugField } from "./slug";
import { versionField } from "./admin-categories";

export * from "./blog-states";

export const NEEDS_IMAGE = "Upload a default image before publishing this post";

export const blogCategorySchema = z.object({
  name: requiredText("Name", BLOG_LIMITS.categoryName),
  slug: optionalSlugField(),
});

const statusField = z.enum(BLOG_POST_STATUSES, { errorMap: () => ({ message: messages.oneOf("State") }) });

const blogPostFields = {
  title: requiredText("Title", BLOG_LIMITS.title),
  slug: optionalSlugField(),
  blogCategoryId: requiredText("Category", 40),
  body: requiredText("Body", BLOG_LIMITS.body),
  seoTitle: optionalText("SEO title", BLOG_LIMITS.seoTitle),
  seoDescription: optionalText("SEO description", BLOG_LIMITS.seoDescription),
  /** Blank: a published post appears at once (the moment it is published). */
  publishDate: z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isCalendarDate, "Publish date must be a date like 2026-12-31").optional(),
  ),
  publishTime: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Publish time must be a time like 09:30")
      .optional(),
  ),
  status: statusField,
};

export type BlogPostFields = z.output<z.ZodObject<typeof blogPostFields>>;

function publishRules(input: Pick<BlogPostFields, "publishDate" | "publishTime">, ctx: z.RefinementCtx) {
  if (input.publishTime && !input.publishDate) {
    ctx.addIssue({
      code: "custom",
      path: ["publishDate"],
      message: "Give a publish date with the time, or clear the time",
    });
  }
}

/** The instant typed in the form (midnight India time when only a date is given), or null. */
export const typedPublishInstant = (input: Pick<BlogPostFields, "publishDate" | "publishTime">) =>
  input.publishDate ? indiaInstant(input.publishDate, input.publishTime) : null;

/** A new post is always a draft: it has no picture yet, and a post without one cannot be published. */
const { status: _status, ...newPostFields } = blogPostFields;
export const blogPostCreateSchema = z.object(newPostFields).superRefine(publishRules);
export const blogPostUpdateSchema = z.object({ ...blogPostFields, version: versionField }).superRefine(publishRules);

export const blogPostListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(100, messages.max("Title", 100)).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(["DRAFT", "SCHEDULED", "PUBLISHED"], { errorMap: () => ({ message: messages.oneOf("State") }) }).optional(),
  ),
  category: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});
