/** The content API's answers as the storefront receives them (spec 3), from the contract's schemas. */
import type { z } from "zod";
import type { blogPostSchema } from "@api/contract/schemas/blog";
import type {
  projectCategorySchema,
  projectGroupSchema,
  projectSchema,
  projectSubCategorySchema,
} from "@api/contract/schemas/projects";
import type { ContactUs as ApiContactUs, PolicyPage as ApiPolicyPage } from "@api/contract/schemas/site-content";
import type { Json } from "~/lib/api-types";

export type ContactUs = Json<ApiContactUs>;
export type PolicyPage = Json<ApiPolicyPage>;

export type BlogPostSummary = Omit<z.output<typeof blogPostSchema>, "body">;

/** GET /blogPosts?slug= adds the HTML body. */
export type BlogPost = BlogPostSummary & Required<Pick<z.output<typeof blogPostSchema>, "body">>;

export type ProjectCategory = z.output<typeof projectCategorySchema>;
export type ProjectSubCategory = z.output<typeof projectSubCategorySchema>;
export type Project = z.output<typeof projectSchema>;

/** One carousel of a project tab: a child category and its projects. */
export type ProjectGroup = z.output<typeof projectGroupSchema>;
