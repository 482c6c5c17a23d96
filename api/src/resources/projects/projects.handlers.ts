import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { projectCategories, projectChildCategories, projectSubCategories, projects } from "@api/db/schema";
import { notFound, okList } from "@api/lib/envelope";
import { offsetOf, pagination, repeated } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";
import { requiredText } from "@api/validation/fields";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalParam = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const all = { page: 1, limit: 0 };

export const categoriesQuery = z.object({ slug: optionalParam(200), ...pagination(0, 100) });

/** GET /projectCategories[?limit=0][&slug=]: menu order; an unknown slug is a 404. */
export async function listProjectCategories(c: ValidatedContext<{ query: typeof categoriesQuery }>) {
  const query = c.req.valid("query");
  const { db } = c.get("deps");
  const where = query.slug ? eq(projectCategories.slug, query.slug) : undefined;
  const ordered = db
    .select()
    .from(projectCategories)
    .where(where)
    .orderBy(asc(projectCategories.position), asc(projectCategories.name))
    .$dynamic();
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projectCategories)
      .where(where),
    query.limit === 0 ? ordered : ordered.limit(query.limit).offset(offsetOf(query)),
  ]);
  if (query.slug && total === 0) throw notFound("Project category");
  const body = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    bannerImage: r.bannerImage,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    seoKeywords: r.seoKeywords,
  }));
  return okList(c, body, { page: query.page, limit: query.limit, totalRecords: total });
}

export const subCategoriesQuery = z.object({ categories: repeated });

/** GET /projectSubCategories?categories={projectCategoryId}: the tabs of a project page, in order. */
export async function listProjectSubCategories(c: ValidatedContext<{ query: typeof subCategoriesQuery }>) {
  const query = c.req.valid("query");
  const rows = await c
    .get("deps")
    .db.select()
    .from(projectSubCategories)
    .where(query.categories.length > 0 ? inArray(projectSubCategories.projectCategoryId, query.categories) : undefined)
    .orderBy(asc(projectSubCategories.position), asc(projectSubCategories.name));
  const body = rows.map((r) => ({ _id: r.id, name: r.name, projectCategory: r.projectCategoryId }));
  return okList(c, body, { ...all, totalRecords: body.length });
}

export const forWebsiteQuery = z.object({
  catSlug: requiredText("Project category", 200),
  subCategory: optionalParam(64),
});

/**
 * GET /projects/for-website?catSlug=[&subCategory=]: the carousels of one tab, one group per
 * child category. Without subCategory the first tab is shown, as the page preselects it.
 */
export async function listProjectsForWebsite(c: ValidatedContext<{ query: typeof forWebsiteQuery }>) {
  const query = c.req.valid("query");
  const { db } = c.get("deps");
  const [category] = await db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(eq(projectCategories.slug, query.catSlug));
  if (!category) throw notFound("Project category");

  const [subCategory] = await db
    .select({ id: projectSubCategories.id })
    .from(projectSubCategories)
    .where(
      and(
        eq(projectSubCategories.projectCategoryId, category.id),
        query.subCategory ? eq(projectSubCategories.id, query.subCategory) : undefined,
      ),
    )
    .orderBy(asc(projectSubCategories.position), asc(projectSubCategories.name))
    .limit(1);
  if (!subCategory) {
    if (query.subCategory) throw notFound("Project sub-category");
    return okList(c, [], { ...all, totalRecords: 0 });
  }

  const groups = await db
    .select({ id: projectChildCategories.id, name: projectChildCategories.name })
    .from(projectChildCategories)
    .where(eq(projectChildCategories.projectSubCategoryId, subCategory.id))
    .orderBy(asc(projectChildCategories.position), asc(projectChildCategories.name));
  const items =
    groups.length === 0
      ? []
      : await db
          .select()
          .from(projects)
          .where(
            inArray(
              projects.childCategoryId,
              groups.map((g) => g.id),
            ),
          )
          .orderBy(asc(projects.position), asc(projects.name));

  const body = groups.map((group) => ({
    _id: group.id,
    childCategoryName: group.name,
    projects: items
      .filter((p) => p.childCategoryId === group.id)
      .map((p) => ({ _id: p.id, name: p.name, defaultImage: p.defaultImage, images: p.images })),
  }));
  return okList(c, body, { ...all, totalRecords: body.length });
}
