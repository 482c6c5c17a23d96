import { z } from "zod";

/** A blog category as the back office edits it. */
export const adminBlogCategorySchema = z.object({ _id: z.string(), name: z.string(), slug: z.string() });

/** As the back office lists them: with how many posts each holds (one with posts cannot be removed). */
export const adminBlogCategoryRowSchema = adminBlogCategorySchema.extend({ posts: z.number().int().min(0) });
