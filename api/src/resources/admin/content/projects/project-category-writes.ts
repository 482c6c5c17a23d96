/**
 * A project category's writes, each in one transaction with its audit row: added last, saved,
 * removed when empty, moved, its banner replaced.
 */
import { and, asc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { type StoredImage, projectCategories, projectSubCategories } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { placeholderImage } from "@api/lib/placeholder-image";
import type { MoveDirection } from "@api/validation/admin-categories";
import type { projectCategorySchema } from "@api/validation/admin-projects";
import { chosenSlug, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { type OrderedList, lastPlaceIn, moveInList } from "@api/resources/admin/reorder";
import { auditedCategory, categoryOrder, pictureOf } from "./project-views";

type CategoryInput = z.output<typeof projectCategorySchema>;

const categoryList: OrderedList = {
  table: projectCategories,
  order: categoryOrder,
  label: "Project category",
  entity: "project_category",
};

const slugConstraint = "project_categories_slug_unique";

async function lockedCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(projectCategories).where(eq(projectCategories.id, id)).for("update");
  if (!row) throw notFound("Project category");
  return row;
}

/** Refuses a slug another project category has: it names the category's page (/project/<slug>). */
async function refuseTakenSlug(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ name: projectCategories.name })
    .from(projectCategories)
    .where(and(eq(projectCategories.slug, slug), exceptId ? ne(projectCategories.id, exceptId) : undefined));
  if (other) throw slugTaken(slug, `the project category ${other.name}`);
}

/** A new category goes last, with a placeholder banner until one is uploaded. */
export async function addCategory(db: Db, by: ChangeBy, input: CategoryInput) {
  const slug = chosenSlug(input.slug, input.name);
  return db
    .transaction(async (tx) => {
      const position = await lastPlaceIn(tx, categoryList);
      await refuseTakenSlug(tx, slug);
      const [created] = await tx
        .insert(projectCategories)
        .values({
          id: newId(),
          name: input.name,
          slug,
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          seoKeywords: input.seoKeywords ?? null,
          bannerImage: placeholderImage(input.name),
          position,
        })
        .returning();
      await recordAudit(tx, {
        ...by,
        action: "project_category.create",
        entityType: "project_category",
        entityId: created.id,
        before: null,
        after: auditedCategory(created),
      });
      return created;
    })
    .catch(slugRace(slug, slugConstraint, "another project category"));
}

/** The category as it now is, and whether anything changed. */
export async function saveCategory(db: Db, by: ChangeBy, id: string, input: CategoryInput) {
  const slug = chosenSlug(input.slug, input.name);
  const values = {
    name: input.name,
    slug,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    seoKeywords: input.seoKeywords ?? null,
  };
  return db
    .transaction(async (tx) => {
      const current = await lockedCategory(tx, id);
      if (JSON.stringify(auditedCategory({ ...current, ...values })) === JSON.stringify(auditedCategory(current)))
        return { row: current, changed: false };
      await refuseTakenSlug(tx, slug, current.id);
      const [saved] = await tx
        .update(projectCategories)
        .set(values)
        .where(eq(projectCategories.id, current.id))
        .returning();
      await recordAudit(tx, {
        ...by,
        action: "project_category.update",
        entityType: "project_category",
        entityId: saved.id,
        before: auditedCategory(current),
        after: auditedCategory(saved),
      });
      return { row: saved, changed: true };
    })
    .catch(slugRace(slug, slugConstraint, "another project category"));
}

/**
 * A category with sub-categories is not removed (the database would cascade to every group and
 * project inside): staff hear what is inside and empty it first, so nothing goes by accident. Its name.
 */
export async function deleteCategory(db: Db, by: ChangeBy, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    const inside = await tx
      .select({ name: projectSubCategories.name })
      .from(projectSubCategories)
      .where(eq(projectSubCategories.projectCategoryId, current.id))
      .orderBy(asc(projectSubCategories.position), asc(projectSubCategories.name));
    if (inside.length > 0) {
      const names = inside.map((sub) => sub.name).join(", ");
      throw stillInUse(
        `${current.name} still has ${inside.length} sub-categor${inside.length === 1 ? "y" : "ies"} (${names}): remove them first`,
      );
    }
    await tx.delete(projectCategories).where(eq(projectCategories.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: "project_category.delete",
      entityType: "project_category",
      entityId: current.id,
      before: auditedCategory(current),
      after: null,
    });
    return current.name;
  });
}

/** One place up or down; false when it has nowhere to go. */
export const moveCategory = (db: Db, by: ChangeBy, id: string, direction: MoveDirection) =>
  moveInList(db, by, categoryList, id, direction);

/** The stored picture becomes the category page's banner. Its name. */
export async function replaceBanner(db: Db, by: ChangeBy, id: string, image: StoredImage) {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    await tx.update(projectCategories).set({ bannerImage: image }).where(eq(projectCategories.id, id));
    await recordAudit(tx, {
      ...by,
      action: "project_category.banner",
      entityType: "project_category",
      entityId: id,
      before: { bannerImage: pictureOf(current.bannerImage) },
      after: { bannerImage: pictureOf(image) },
    });
    return current.name;
  });
}
