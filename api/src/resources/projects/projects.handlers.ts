import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { projectCarousels, projectCategoriesPage, projectSubCategoriesOf } from "./project-gallery-views";
import type { categoriesQuery, forWebsiteQuery, subCategoriesQuery } from "./projects.schemas";

const all = { page: 1, limit: 0 };

/** GET /projectCategories[?limit=0][&slug=]: menu order; an unknown slug is a 404. */
export async function listProjectCategories(c: ValidatedContext<{ query: typeof categoriesQuery }>) {
  const query = c.req.valid("query");
  const { categories, total } = await projectCategoriesPage(c.get("deps").db, query);
  return okList(c, categories, { page: query.page, limit: query.limit, totalRecords: total });
}

/** GET /projectSubCategories?categories={projectCategoryId}: the tabs of a project page, in order. */
export async function listProjectSubCategories(c: ValidatedContext<{ query: typeof subCategoriesQuery }>) {
  const body = await projectSubCategoriesOf(c.get("deps").db, c.req.valid("query").categories);
  return okList(c, body, { ...all, totalRecords: body.length });
}

/**
 * GET /projects/for-website?catSlug=[&subCategory=]: the carousels of one tab, one group per
 * child category. Without subCategory the first tab is shown, as the page preselects it.
 */
export async function listProjectsForWebsite(c: ValidatedContext<{ query: typeof forWebsiteQuery }>) {
  const query = c.req.valid("query");
  const body = await projectCarousels(c.get("deps").db, query.catSlug, query.subCategory);
  return okList(c, body, { ...all, totalRecords: body.length });
}
