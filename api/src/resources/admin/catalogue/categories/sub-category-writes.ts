/**
 * A sub-category's writes, each in one transaction with its audit row, its category locked so
 * its list is numbered one save at a time: added at the end, renamed, moved, deleted when empty.
 */
import { and, count, eq, max, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { productSubCategories, subCategories } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { MoveDirection, subCategorySchema } from "@api/validation/admin-categories";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import { type CategoryRow, type SubCategoryRow, activeCount, subCategoryOrder } from "./category-views";
import { lockedCategory } from "./category-writes";

type SubCategoryInput = z.output<typeof subCategorySchema>;

const SLUG_UNIQUE = "sub_categories_category_id_slug_unique";
const SLUG_OWNER = "another sub-category of this category";

const audited = (row: SubCategoryRow) => ({ categoryId: row.categoryId, name: row.name, slug: row.slug });

async function lockedSubCategory(tx: DbOrTx, categoryId: string, subId: string) {
  const [row] = await tx
    .select()
    .from(subCategories)
    .where(and(eq(subCategories.id, subId), eq(subCategories.categoryId, categoryId)))
    .for("update");
  if (!row) throw notFound("Sub-category");
  return row;
}

async function refuseTakenSlug(tx: DbOrTx, category: CategoryRow, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ name: subCategories.name })
    .from(subCategories)
    .where(
      and(
        eq(subCategories.categoryId, category.id),
        eq(subCategories.slug, slug),
        exceptId ? ne(subCategories.id, exceptId) : undefined,
      ),
    );
  if (other) throw slugTaken(slug, `${other.name} in ${category.name}`);
}

/** A new sub-category joins the end of its category's list. The row added. */
export async function addSubCategory(db: Db, by: ChangeBy, categoryId: string, input: SubCategoryInput) {
  const slug = chosenSlug(input.slug, input.name);
  return db
    .transaction(async (tx) => {
      const category = await lockedCategory(tx, categoryId);
      await refuseTakenSlug(tx, category, slug);
      const [{ last }] = await tx
        .select({ last: max(subCategories.position) })
        .from(subCategories)
        .where(eq(subCategories.categoryId, categoryId));
      const [created] = await tx
        .insert(subCategories)
        .values({ id: newId(), categoryId, name: input.name, slug, position: (last ?? -1) + 1 })
        .returning();
      await recordAudit(tx, {
        ...by,
        action: "subCategory.create",
        entityType: "subCategory",
        entityId: created.id,
        before: null,
        after: audited(created),
      });
      return created;
    })
    .catch(slugRace(slug, SLUG_UNIQUE, SLUG_OWNER));
}

/** Renames a sub-category or changes its slug: the row as it is now, and whether it changed. */
export async function saveSubCategory(
  db: Db,
  by: ChangeBy,
  ids: { id: string; subId: string },
  input: SubCategoryInput,
) {
  const slug = chosenSlug(input.slug, input.name);
  return db
    .transaction(async (tx) => {
      const category = await lockedCategory(tx, ids.id);
      const current = await lockedSubCategory(tx, ids.id, ids.subId);
      if (current.name === input.name && current.slug === slug) return { row: current, changed: false };
      if (slug !== current.slug) await refuseTakenSlug(tx, category, slug, ids.subId);
      const [row] = await tx
        .update(subCategories)
        .set({ name: input.name, slug })
        .where(eq(subCategories.id, ids.subId))
        .returning();
      await recordAudit(tx, {
        ...by,
        action: "subCategory.update",
        entityType: "subCategory",
        entityId: ids.subId,
        before: audited(current),
        after: audited(row),
      });
      return { row, changed: true };
    })
    .catch(slugRace(slug, SLUG_UNIQUE, SLUG_OWNER));
}

/** One place up or down its category's list. */
export async function moveSubCategory(
  db: Db,
  by: ChangeBy,
  ids: { id: string; subId: string },
  direction: MoveDirection,
) {
  return db.transaction(async (tx) => {
    await lockedCategory(tx, ids.id);
    const siblings = await tx
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, ids.id))
      .orderBy(...subCategoryOrder);
    const row = siblings.find((sibling) => sibling.id === ids.subId);
    if (!row) throw notFound("Sub-category");
    const moved = await moveAmongSiblings(tx, {
      siblings,
      row,
      direction,
      place: (placed, position) => tx.update(subCategories).set({ position }).where(eq(subCategories.id, placed)),
      audit: { ...by, entityType: "subCategory" },
    });
    return { name: row.name, moved };
  });
}

/** Deletes a sub-category that holds no product. Its name. */
export async function deleteSubCategory(db: Db, by: ChangeBy, ids: { id: string; subId: string }) {
  return db.transaction(async (tx) => {
    await lockedCategory(tx, ids.id);
    const current = await lockedSubCategory(tx, ids.id, ids.subId);
    const [held] = await tx
      .select({ total: count(), active: activeCount(productSubCategories.productActive) })
      .from(productSubCategories)
      .where(eq(productSubCategories.subCategoryId, ids.subId));
    if (held.total > 0) {
      throw stillInUse(
        `${current.name} cannot be deleted while it holds ${productTally(held.total, held.active)}. Move them to another sub-category first.`,
      );
    }
    await tx.delete(subCategories).where(eq(subCategories.id, ids.subId));
    await recordAudit(tx, {
      ...by,
      action: "subCategory.delete",
      entityType: "subCategory",
      entityId: ids.subId,
      before: audited(current),
      after: null,
    });
    return current.name;
  });
}
