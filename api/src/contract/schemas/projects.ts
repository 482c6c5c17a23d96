import { z } from "zod";
import { imageSchema } from "./image";

export const projectCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  bannerImage: imageSchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  seoKeywords: z.string().nullable(),
});

/** A tab of a project page. */
export const projectSubCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  projectCategory: z.string().describe("Its project category's _id"),
});

/** A project: its main picture first in its carousel, then the others. */
export const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  defaultImage: imageSchema,
  images: z.array(imageSchema),
});

/** One carousel of a tab: a child category and its projects, in order. */
export const projectGroupSchema = z.object({
  _id: z.string(),
  childCategoryName: z.string(),
  projects: z.array(projectSchema),
});
