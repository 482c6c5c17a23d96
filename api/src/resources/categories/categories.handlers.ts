import { z } from "zod";
import { notFound, ok, okList } from "@api/lib/envelope";
import { booleanFlag } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";
import { menuCategories, menuSubCategories, redirectedCategorySlug } from "./category-views";

export const listQuery = z.object({ subCategories: booleanFlag("subCategories") });

/** GET /categories[?subCategories=true]: every category in menu order. */
export async function listCategories(c: ValidatedContext<{ query: typeof listQuery }>) {
  const body = await menuCategories(c.get("deps").db, c.req.valid("query").subCategories);
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

export const subCategoriesQuery = z.object({ catSlug: z.string().trim().max(120).optional() });

/** GET /subCategories[?catSlug=]: one category's sub-categories, or all of them. */
export async function listSubCategories(c: ValidatedContext<{ query: typeof subCategoriesQuery }>) {
  const body = await menuSubCategories(c.get("deps").db, c.req.valid("query").catSlug);
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

export const redirectParam = z.object({ slug: z.string().trim().min(1).max(120) });

/**
 * GET /categoryRedirects/:slug: the current slug of a category whose slug staff changed, so the
 * shop's old address redirects there; 404 when the slug was never a category's.
 */
export async function findCategoryRedirect(c: ValidatedContext<{ param: typeof redirectParam }>) {
  const slug = await redirectedCategorySlug(c.get("deps").db, c.req.valid("param").slug);
  if (slug === undefined) throw notFound("Category");
  return ok(c, { slug });
}
