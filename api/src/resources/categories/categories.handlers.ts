import { notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { listQuery, redirectParam, subCategoriesQuery } from "./categories.schemas";
import { menuCategories, menuSubCategories, redirectedCategorySlug } from "./category-views";

/** GET /categories[?subCategories=true]: every category in menu order. */
export async function listCategories(c: ValidatedContext<{ query: typeof listQuery }>) {
  const body = await menuCategories(c.get("deps").db, c.req.valid("query").subCategories);
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/** GET /subCategories[?catSlug=]: one category's sub-categories, or all of them. */
export async function listSubCategories(c: ValidatedContext<{ query: typeof subCategoriesQuery }>) {
  const body = await menuSubCategories(c.get("deps").db, c.req.valid("query").catSlug);
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/**
 * GET /categoryRedirects/:slug: the current slug of a category whose slug staff changed, so the
 * shop's old address redirects there; 404 when the slug was never a category's.
 */
export async function findCategoryRedirect(c: ValidatedContext<{ param: typeof redirectParam }>) {
  const slug = await redirectedCategorySlug(c.get("deps").db, c.req.valid("param").slug);
  if (slug === undefined) throw notFound("Category");
  return ok(c, { slug });
}
