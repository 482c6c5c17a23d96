/** The project gallery as shoppers read it: its categories, a category's tabs, and a tab's carousels. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { projectCategories, projectSubCategories } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { offsetOf } from "@api/lib/query";
import {
  categoryOrder,
  groupsWithProjects,
  subCategoryOrder,
} from "@api/resources/admin/content/projects/project-views";

/** A page of the categories in menu order (limit 0: all), and how many in all; an unknown slug is a 404. */
export async function projectCategoriesPage(db: DbOrTx, query: { slug?: string; page: number; limit: number }) {
  const where = query.slug ? eq(projectCategories.slug, query.slug) : undefined;
  const ordered = db
    .select()
    .from(projectCategories)
    .where(where)
    .orderBy(...categoryOrder)
    .$dynamic();
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(projectCategories)
      .where(where),
    query.limit === 0 ? ordered : ordered.limit(query.limit).offset(offsetOf(query)),
  ]);
  if (query.slug && total === 0) throw notFound("Project category");
  const categories = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    bannerImage: r.bannerImage,
    seoTitle: r.seoTitle,
    seoDescription: r.seoDescription,
    seoKeywords: r.seoKeywords,
  }));
  return { categories, total };
}

/** The tabs under the given categories (all when none is given), in order. */
export async function projectSubCategoriesOf(db: DbOrTx, categoryIds: string[]) {
  const rows = await db
    .select()
    .from(projectSubCategories)
    .where(categoryIds.length > 0 ? inArray(projectSubCategories.projectCategoryId, categoryIds) : undefined)
    .orderBy(...subCategoryOrder);
  return rows.map((r) => ({ _id: r.id, name: r.name, projectCategory: r.projectCategoryId }));
}

/**
 * The carousels of one tab of the category at `catSlug`, one group per child category. Without
 * `subCategoryId` the first tab is shown, as the page preselects it; a category without tabs has none.
 */
export async function projectCarousels(db: DbOrTx, catSlug: string, subCategoryId?: string) {
  const [category] = await db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(eq(projectCategories.slug, catSlug));
  if (!category) throw notFound("Project category");

  const [subCategory] = await db
    .select({ id: projectSubCategories.id })
    .from(projectSubCategories)
    .where(
      and(
        eq(projectSubCategories.projectCategoryId, category.id),
        subCategoryId ? eq(projectSubCategories.id, subCategoryId) : undefined,
      ),
    )
    .orderBy(...subCategoryOrder)
    .limit(1);
  if (!subCategory) {
    if (subCategoryId) throw notFound("Project sub-category");
    return [];
  }

  return (await groupsWithProjects(db, [subCategory.id])).map((group) => ({
    _id: group.id,
    childCategoryName: group.name,
    projects: group.projects.map((p) => ({ _id: p.id, name: p.name, defaultImage: p.defaultImage, images: p.images })),
  }));
}
