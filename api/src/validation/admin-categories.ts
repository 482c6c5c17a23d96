/**
 * The back office's category and sub-category forms (issue 14). Shared by the API and the admin
 * actions; no server-only code.
 */
import { z } from "zod";
import { messages, optionalText, requiredText } from "./fields";
import { CATEGORY_NAME_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./admin-category-limits";
import { optionalSlugField } from "./slug";

const MOVE_DIRECTIONS = ["up", "down"] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** Up or down one place among its neighbours: the list's buttons post this. */
export const moveSchema = z.object({
  direction: z.enum(MOVE_DIRECTIONS, { errorMap: () => ({ message: messages.oneOf("Direction") }) }),
});

export const categorySchema = z.object({
  name: requiredText("Name", CATEGORY_NAME_MAX),
  slug: optionalSlugField(),
  seoTitle: optionalText("SEO title", SEO_TITLE_MAX),
  seoDescription: optionalText("SEO description", SEO_DESCRIPTION_MAX),
});

/** The version the edit form was opened at, from the loader: a save from an older one is refused. */
export const versionField = z.coerce
  .number({ invalid_type_error: "Reload the page and try again" })
  .int()
  .min(1, "Reload the page and try again");

export const categoryUpdateSchema = categorySchema.extend({ version: versionField });

export const subCategorySchema = z.object({
  name: requiredText("Name", CATEGORY_NAME_MAX),
  slug: optionalSlugField(),
});
