/** The back office's project gallery forms (issue 16), shared by the API and the admin actions; no server-only code. */
import { z } from "zod";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "./admin-category-limits";
import { optionalText, requiredText } from "./fields";
import { optionalSlugField } from "./slug";

const PROJECT_NAME_MAX = 100;

export const projectCategorySchema = z.object({
  name: requiredText("Name", PROJECT_NAME_MAX),
  slug: optionalSlugField(),
  seoTitle: optionalText("SEO title", SEO_TITLE_MAX),
  seoDescription: optionalText("SEO description", SEO_DESCRIPTION_MAX),
  seoKeywords: optionalText("SEO keywords", 500),
});

/** Sub-categories, groups and projects are named only (a project's pictures are uploaded). */
export const projectNameSchema = z.object({ name: requiredText("Name", PROJECT_NAME_MAX) });

/** Which extra picture of a project to take away: its address, as listed. */
export const projectImageRemovalSchema = z.object({ url: requiredText("Picture", 500) });
