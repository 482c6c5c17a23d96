import { z } from "@hono/zod-openapi";
import { imageSchema } from "./image";
import { projectCategorySchema, projectSchema } from "./projects";

const position = z.number().int().min(0).describe("Its place among its siblings, first 0");

/** A project category as the back office lists and edits it: with its place in the gallery's order. */
export const adminProjectCategorySchema = projectCategorySchema.extend({ position }).openapi("AdminProjectCategory");

/** A project as the back office edits it. */
export const adminProjectSchema = projectSchema.extend({ position }).openapi("AdminProject");

/** One category with everything inside it, each level in its shown order. */
export const adminProjectCategoryTreeSchema = adminProjectCategorySchema.extend({
  subCategories: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      groups: z.array(z.object({ _id: z.string(), name: z.string(), projects: z.array(adminProjectSchema) })),
    }),
  ),
});

/** A project with where it sits: its group's name and its category, for the way back. */
export const adminProjectPlacedSchema = adminProjectSchema.extend({
  group: z.string().describe("Its group's name"),
  categoryId: z.string().describe("Its project category's _id"),
});

export const projectBannerSchema = z.object({ bannerImage: imageSchema });

/** A sub-category, group or project just added under its parent: it goes last. */
export const projectLevelRowSchema = z.object({ _id: z.string(), name: z.string(), position });

export const projectLevelNameSchema = z.object({ _id: z.string(), name: z.string() });

export const projectLevelIdSchema = z.object({ _id: z.string() });
