/** A project category and a project as the back office answers and audits them, and the reads that answer with them. */
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import {
  type StoredImage,
  projectCategories,
  projectChildCategories,
  projectSubCategories,
  projects,
} from "@api/db/schema";
import { notFound } from "@api/lib/envelope";

export type Category = typeof projectCategories.$inferSelect;
export type Project = typeof projects.$inferSelect;

export const pictureOf = (image: StoredImage) => ({ url: image.url, alt: image.alt ?? "" });
export const auditedPictures = (row: Project) => ({
  defaultImage: pictureOf(row.defaultImage),
  images: row.images.map(pictureOf),
});
export const projectView = (row: Project) => ({
  _id: row.id,
  name: row.name,
  defaultImage: row.defaultImage,
  images: row.images,
  position: row.position,
});

export const categoryOrder = [asc(projectCategories.position), asc(projectCategories.name)] as const;
export const subCategoryOrder = [asc(projectSubCategories.position), asc(projectSubCategories.name)] as const;
export const auditedCategory = (row: Category) => ({
  name: row.name,
  slug: row.slug,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  seoKeywords: row.seoKeywords,
});
export const categoryView = (row: Category) => ({
  _id: row.id,
  ...auditedCategory(row),
  bannerImage: row.bannerImage,
  position: row.position,
});

export async function allCategories(db: DbOrTx) {
  return (
    await db
      .select()
      .from(projectCategories)
      .orderBy(...categoryOrder)
  ).map(categoryView);
}

/** One category with everything inside it, each level in its shown order. */
export async function categoryWithContents(db: DbOrTx, id: string) {
  const [category] = await db.select().from(projectCategories).where(eq(projectCategories.id, id));
  if (!category) throw notFound("Project category");
  const subs = await db
    .select()
    .from(projectSubCategories)
    .where(eq(projectSubCategories.projectCategoryId, category.id))
    .orderBy(...subCategoryOrder);
  const groups = await groupsWithProjects(
    db,
    subs.map((s) => s.id),
  );
  const subCategories = subs.map((sub) => ({
    _id: sub.id,
    name: sub.name,
    groups: groups
      .filter((group) => group.projectSubCategoryId === sub.id)
      .map((group) => ({ _id: group.id, name: group.name, projects: group.projects.map(projectView) })),
  }));
  return { ...categoryView(category), subCategories };
}

/**
 * The groups under the given sub-categories, each with its projects, both in their shown order: the
 * back office's tree and the shop's carousels read them alike.
 */
export async function groupsWithProjects(db: DbOrTx, subCategoryIds: string[]) {
  const groups = subCategoryIds.length
    ? await db
        .select()
        .from(projectChildCategories)
        .where(inArray(projectChildCategories.projectSubCategoryId, subCategoryIds))
        .orderBy(asc(projectChildCategories.position), asc(projectChildCategories.name))
    : [];
  const items = groups.length
    ? await db
        .select()
        .from(projects)
        .where(
          inArray(
            projects.childCategoryId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(asc(projects.position), asc(projects.name))
    : [];
  return groups.map((group) => ({ ...group, projects: items.filter((item) => item.childCategoryId === group.id) }));
}

/** Refuses an unknown category before its banner is stored. */
export async function refuseMissingCategory(db: DbOrTx, id: string) {
  const [exists] = await db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(eq(projectCategories.id, id));
  if (!exists) throw notFound("Project category");
}

/** A project with the name of its group and the id of the category above it. */
export async function projectOr404(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      project: projects,
      group: projectChildCategories.name,
      categoryId: projectSubCategories.projectCategoryId,
    })
    .from(projects)
    .innerJoin(projectChildCategories, eq(projectChildCategories.id, projects.childCategoryId))
    .innerJoin(projectSubCategories, eq(projectSubCategories.id, projectChildCategories.projectSubCategoryId))
    .where(eq(projects.id, id));
  if (!row) throw notFound("Project");
  return { ...projectView(row.project), group: row.group, categoryId: row.categoryId };
}

/** Refuses an unknown project before its picture is stored. */
export async function refuseMissingProject(db: DbOrTx, id: string) {
  const [exists] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  if (!exists) throw notFound("Project");
}
