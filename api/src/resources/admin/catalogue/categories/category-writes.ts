/**
 * A category's writes, each in one transaction with its audit row: added at the end of the menu,
 * renamed (a stale save refused, a changed slug leaving a redirect), moved, deleted when empty.
 */
import { and, count, eq, max, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import {
  categories,
  categorySlugRedirects,
  productCategories,
  productSubCategories,
  products,
  subCategories,
} from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { isPlaceholderImage, placeholderImage } from "@api/lib/placeholder-image";
import type { MoveDirection, categorySchema, categoryUpdateSchema } from "@api/validation/admin-categories";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { moveAmongSiblings } from "@api/resources/admin/reorder";
import { type CategoryRow, categoryOrder, subCategoryOrder } from "./category-views";

/** The stale-save message names fields as the form labels them. */
const FIELD_LABELS = { name: "name", slug: "slug", seoTitle: "SEO title", seoDescription: "SEO description" };
const SLUG_UNIQUE = "categories_slug_unique";

/** What an audit row keeps of a category (its position is audited by moves). */
const audited = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
});

/** Locked, so a product saved into it meanwhile waits until the write is decided. */
export async function lockedCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
  if (!row) throw notFound("Category");
  return row;
}

/** Refuses a slug another category has; a former slug of any category may be taken (its redirect ends). */
async function refuseTakenSlug(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  if (other) throw slugTaken(slug, `the category ${other.name}`);
}

/** A new category joins the end of the menu, with a placeholder picture until staff upload one. Its id. */
export async function addCategory(db: Db, by: ChangeBy, input: z.output<typeof categorySchema>) {
  const slug = chosenSlug(input.slug, input.name);
  return db
    .transaction(async (tx) => {
      await refuseTakenSlug(tx, slug);
      const [{ last }] = await tx.select({ last: max(categories.position) }).from(categories);
      const [row] = await tx
        .insert(categories)
        .values({
          id: newId(),
          name: input.name,
          slug,
          image: placeholderImage(input.name),
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          position: (last ?? -1) + 1,
        })
        .returning();
      await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.slug, slug));
      await recordAudit(tx, {
        ...by,
        action: "category.create",
        entityType: "category",
        entityId: row.id,
        before: null,
        after: audited(row),
      });
      return row.id;
    })
    .catch(slugRace(slug, SLUG_UNIQUE, "another category"));
}

/**
 * Renames a category, changes its slug or its SEO fields, refusing a save made from an older
 * version. A changed slug leaves a redirect from the old one, so the shop's old address keeps
 * working. Whether anything changed.
 */
export async function saveCategory(db: Db, by: ChangeBy, id: string, input: z.output<typeof categoryUpdateSchema>) {
  const slug = chosenSlug(input.slug, input.name);
  return db
    .transaction(async (tx) => {
      const current = await lockedCategory(tx, id);
      await refuseStaleEdit(tx, {
        entityType: "category",
        entityId: id,
        noun: "category",
        currentVersion: current.version,
        submittedVersion: input.version,
        fieldLabels: FIELD_LABELS,
      });
      const next = {
        name: input.name,
        slug,
        seoTitle: input.seoTitle ?? null,
        seoDescription: input.seoDescription ?? null,
      };
      const before = audited(current);
      if (JSON.stringify(before) === JSON.stringify(next)) return false;
      if (slug !== current.slug) await refuseTakenSlug(tx, slug, id);
      const [row] = await tx
        .update(categories)
        .set({
          ...next,
          // The placeholder's alt text is the name; an uploaded picture keeps its own.
          image: isPlaceholderImage(current.image) ? placeholderImage(input.name) : current.image,
          version: current.version + 1,
        })
        .where(eq(categories.id, id))
        .returning();
      if (slug !== current.slug) {
        await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.slug, slug));
        await tx
          .insert(categorySlugRedirects)
          .values({ slug: current.slug, categoryId: id, createdAt: by.at })
          .onConflictDoUpdate({ target: categorySlugRedirects.slug, set: { categoryId: id, createdAt: by.at } });
      }
      await recordAudit(tx, {
        ...by,
        action: "category.update",
        entityType: "category",
        entityId: id,
        before,
        after: audited(row),
      });
      return true;
    })
    .catch(slugRace(slug, SLUG_UNIQUE, "another category"));
}

/** One place up or down the shop's menu. A move is not an edit (no version change). */
export async function moveCategory(db: Db, by: ChangeBy, id: string, direction: MoveDirection) {
  return db.transaction(async (tx) => {
    // Every category is locked, so two moves at once cannot interleave their renumbering.
    const siblings = await tx
      .select({ id: categories.id, name: categories.name, position: categories.position })
      .from(categories)
      .orderBy(...categoryOrder)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Category");
    const moved = await moveAmongSiblings(tx, {
      siblings,
      row,
      direction,
      place: (placed, position) => tx.update(categories).set({ position }).where(eq(categories.id, placed)),
      audit: { ...by, entityType: "category" },
    });
    return { name: row.name, moved };
  });
}

/** Products in a category or any of its sub-categories, counted once each. */
async function productsHeldBy(tx: DbOrTx, categoryId: string) {
  const inCategory = sql`${products.id} in (select ${productCategories.productId} from ${productCategories} where ${productCategories.categoryId} = ${categoryId})`;
  const inSubCategory = sql`${products.id} in (select ${productSubCategories.productId} from ${productSubCategories} inner join ${subCategories} on ${subCategories.id} = ${productSubCategories.subCategoryId} where ${subCategories.categoryId} = ${categoryId})`;
  const [tally] = await tx
    .select({ total: count(), active: sql<number>`count(*) filter (where ${products.isActive})`.mapWith(Number) })
    .from(products)
    .where(sql`${inCategory} or ${inSubCategory}`);
  return tally;
}

/**
 * Deletes a category that holds no product, active or not (an inactive one would lose its
 * category unseen). Its empty sub-categories go with it, as the audit row records. Its name.
 */
export async function deleteCategory(db: Db, by: ChangeBy, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    const held = await productsHeldBy(tx, id);
    if (held.total > 0) {
      throw stillInUse(
        `${current.name} cannot be deleted while it holds ${productTally(held.total, held.active)}. Move them to another category first.`,
      );
    }
    const subs = await tx
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, id))
      .orderBy(...subCategoryOrder);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      ...by,
      action: "category.delete",
      entityType: "category",
      entityId: id,
      before: { ...audited(current), subCategories: subs.map((sub) => sub.name) },
      after: null,
    });
    return current.name;
  });
}
