import { z } from "zod";
import { imageSchema } from "./image";

/** A post as the blog lists it; asked for by slug, it also has its HTML body. */
export const blogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  defaultImage: imageSchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  createdAt: z.string().datetime().describe("When it was published"),
  author: z.string(),
  blogCategory: z.object({ name: z.string(), slug: z.string() }),
  excerpt: z.string().describe("The start of the body as plain text"),
  body: z.string().optional().describe("HTML, cleaned by the API; only when asked for by slug"),
});
