import { and, asc, count, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import {
  categories,
  categorySlugRedirects,
  productCategories,
  productSubCategories,
  products,
  subCategories,
} from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { isPlaceholderImage, placeholderImage } from "@api/lib/placeholder-image";
import type { ValidatedContext } from "@api/lib/validation";
import type {
  categorySchema,
  categoryUpdateSchema,
  moveSchema,
  subCategorySchema,
} from "@api/validation/admin-categories";
import { chosenSlug, productTally, slugRace, slugTaken, stillInUse } from "@api/resources/admin/catalogue-writes";
import { movedPositions } from "@api/resources/admin/reorder";
import type { categoryIdParam, subCategoryParam } from "./categories.schemas";

type CategoryRow = typeof categories.$inferSelect;
type SubCategoryRow = typeof subCategories.$inferSelect;

/** The stale-save message names fields as the form labels them. */
const FIELD_LABELS = { name: "name", slug: "slug", seoTitle: "SEO title", seoDescription: "SEO description" };

/** What an audit row keeps of a category (its position is audited by moves). */
const auditedCategory = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
});
const auditedSubCategory = (row: SubCategoryRow) => ({ categoryId: row.categoryId, name: row.name, slug: row.slug });

const activeCount = (flag: typeof productCategories.productActive | typeof productSubCategories.productActive) =>
  sql<number>`count(*) filter (where ${flag})`.mapWith(Number);

/** Products linked to each category, all and active, by category id. */
async function categoryCounts(db: DbOrTx, ids?: string[]) {
  const rows = await db
    .select({ id: productCategories.categoryId, total: count(), active: activeCount(productCategories.productActive) })
    .from(productCategories)
    .where(ids ? inArray(productCategories.categoryId, ids) : undefined)
    .groupBy(productCategories.categoryId);
  return new Map(rows.map((row) => [row.id, row]));
}

async function subCategoryCounts(db: DbOrTx, subIds: string[]) {
  if (subIds.length === 0) return new Map<string, { total: number; active: number }>();
  const rows = await db
    .select({
      id: productSubCategories.subCategoryId,
      total: count(),
      active: activeCount(productSubCategories.productActive),
    })
    .from(productSubCategories)
    .where(inArray(productSubCategories.subCategoryId, subIds))
    .groupBy(productSubCategories.subCategoryId);
  return new Map(rows.map((row) => [row.id, row]));
}

const subCategoryView = (row: SubCategoryRow, counts?: { total: number; active: number }) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  position: row.position,
  productCount: counts?.total ?? 0,
  activeProductCount: counts?.active ?? 0,
});

const categoryView = (
  row: CategoryRow,
  counts: { total: number; active: number } | undefined,
  subs: ReturnType<typeof subCategoryView>[],
) => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  image: row.image,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  position: row.position,
  version: row.version,
  productCount: counts?.total ?? 0,
  activeProductCount: counts?.active ?? 0,
  subCategories: subs,
});

const subCategoryOrder = [asc(subCategories.position), asc(subCategories.name), asc(subCategories.id)];
const categoryOrder = [asc(categories.position), asc(categories.name), asc(categories.id)];

/** Categories with their sub-categories and product counts, in the shop's menu order. */
async function categoriesWithDetail(db: DbOrTx, id?: string) {
  const rows = await db
    .select()
    .from(categories)
    .where(id ? eq(categories.id, id) : undefined)
    .orderBy(...categoryOrder);
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [subs, counts] = await Promise.all([
    db
      .select()
      .from(subCategories)
      .where(inArray(subCategories.categoryId, ids))
      .orderBy(...subCategoryOrder),
    categoryCounts(db, id ? ids : undefined),
  ]);
  const subCounts = await subCategoryCounts(
    db,
    subs.map((sub) => sub.id),
  );
  return rows.map((row) =>
    categoryView(
      row,
      counts.get(row.id),
      subs.filter((sub) => sub.categoryId === row.id).map((sub) => subCategoryView(sub, subCounts.get(sub.id))),
    ),
  );
}

export async function listCategories(c: ValidatedContext<Record<string, never>>) {
  const rows = await categoriesWithDetail(c.get("deps").db);
  return okList(c, rows, { page: 1, limit: 0, totalRecords: rows.length });
}

async function categoryOr404(db: DbOrTx, id: string) {
  const [row] = await categoriesWithDetail(db, id);
  if (!row) throw notFound("Category");
  return row;
}

export async function getCategory(c: ValidatedContext<{ param: typeof categoryIdParam }>) {
  return ok(c, await categoryOr404(c.get("deps").db, c.req.valid("param").id));
}

/** Refuses a slug another category has; a former slug of any category may be taken (its redirect ends). */
async function refuseTakenCategorySlug(tx: DbOrTx, slug: string, exceptId?: string) {
  const [other] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined));
  if (other) throw slugTaken(slug, `the category ${other.name}`);
}

export async function createCategory(c: ValidatedContext<{ json: typeof categorySchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const id = await db
    .transaction(async (tx) => {
      await refuseTakenCategorySlug(tx, slug);
      const [{ last }] = await tx.select({ last: max(categories.position) }).from(categories);
      const [row] = await tx
        .insert(categories)
        .values({
          id: newId(),
          name: input.name,
          slug,
          // Shown until staff upload the category's own picture.
          image: placeholderImage(input.name),
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          // A new category joins the end of the menu.
          position: (last ?? -1) + 1,
        })
        .returning();
      await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.slug, slug));
      await recordAudit(tx, {
        actor: me,
        action: "category.create",
        entityType: "category",
        entityId: row.id,
        before: null,
        after: auditedCategory(row),
        at: now,
      });
      return row.id;
    })
    .catch(slugRace(slug, "categories_slug_unique", "another category"));
  const created = await categoryOr404(db, id);
  return ok(c, created, `Category ${created.name} created`);
}

/**
 * Renames a category, changes its slug or its SEO fields, refusing a save made from an older
 * version. A changed slug leaves a redirect from the old one, so the shop's old address keeps working.
 */
export async function updateCategory(
  c: ValidatedContext<{ param: typeof categoryIdParam; json: typeof categoryUpdateSchema }>,
) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const changed = await db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!current) throw notFound("Category");
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
      const before = auditedCategory(current);
      if (JSON.stringify(before) === JSON.stringify(next)) return false;
      if (slug !== current.slug) await refuseTakenCategorySlug(tx, slug, id);
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
          .values({ slug: current.slug, categoryId: id, createdAt: now })
          .onConflictDoUpdate({ target: categorySlugRedirects.slug, set: { categoryId: id, createdAt: now } });
      }
      await recordAudit(tx, {
        actor: me,
        action: "category.update",
        entityType: "category",
        entityId: id,
        before,
        after: auditedCategory(row),
        at: now,
      });
      return true;
    })
    .catch(slugRace(slug, "categories_slug_unique", "another category"));
  const row = await categoryOr404(db, id);
  return ok(c, row, changed ? `Category ${row.name} saved` : "Nothing to change");
}

/** Moves a category one place up or down the shop's menu. A move does not count as an edit (no version change). */
export async function moveCategory(c: ValidatedContext<{ param: typeof categoryIdParam; json: typeof moveSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const { direction } = c.req.valid("json");
  const now = clock.now();
  const moved = await db.transaction(async (tx) => {
    // Every category is locked, so two moves at once cannot interleave their renumbering.
    const siblings = await tx
      .select({ id: categories.id, name: categories.name, position: categories.position })
      .from(categories)
      .orderBy(...categoryOrder)
      .for("update");
    const row = siblings.find((sibling) => sibling.id === id);
    if (!row) throw notFound("Category");
    const after = movedPositions(siblings, id, direction);
    if (!after) return { name: row.name, moved: false };
    for (const update of after.updates)
      await tx.update(categories).set({ position: update.position }).where(eq(categories.id, update.id));
    await recordAudit(tx, {
      actor: me,
      action: "category.move",
      entityType: "category",
      entityId: id,
      before: { position: row.position },
      after: { position: after.position },
      at: now,
    });
    return { name: row.name, moved: true };
  });
  const message = moved.moved
    ? `${moved.name} moved ${direction}`
    : `${moved.name} is already ${direction === "up" ? "first" : "last"}`;
  return ok(c, await categoriesWithDetail(db), message);
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
 * category unseen). Its empty sub-categories go with it, as the audit row records.
 */
export async function deleteCategory(c: ValidatedContext<{ param: typeof categoryIdParam }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const now = clock.now();
  const name = await db.transaction(async (tx) => {
    // The lock also holds back a product save linking to this category until the delete is decided.
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!current) throw notFound("Category");
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
      actor: me,
      action: "category.delete",
      entityType: "category",
      entityId: id,
      before: { ...auditedCategory(current), subCategories: subs.map((sub) => sub.name) },
      after: null,
      at: now,
    });
    return current.name;
  });
  return ok(c, { _id: id }, `Category ${name} deleted`);
}

/* ---------------------------------------------------------- sub-categories */

async function lockedCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
  if (!row) throw notFound("Category");
  return row;
}

async function lockedSubCategory(tx: DbOrTx, categoryId: string, subId: string) {
  const [row] = await tx
    .select()
    .from(subCategories)
    .where(and(eq(subCategories.id, subId), eq(subCategories.categoryId, categoryId)))
    .for("update");
  if (!row) throw notFound("Sub-category");
  return row;
}

async function refuseTakenSubSlug(tx: DbOrTx, category: CategoryRow, slug: string, exceptId?: string) {
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

const SUB_SLUG_UNIQUE = "sub_categories_category_id_slug_unique";

export async function createSubCategory(
  c: ValidatedContext<{ param: typeof categoryIdParam; json: typeof subCategorySchema }>,
) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const row = await db
    .transaction(async (tx) => {
      // Locking the category numbers its sub-categories one save at a time.
      const category = await lockedCategory(tx, id);
      await refuseTakenSubSlug(tx, category, slug);
      const [{ last }] = await tx
        .select({ last: max(subCategories.position) })
        .from(subCategories)
        .where(eq(subCategories.categoryId, id));
      const [created] = await tx
        .insert(subCategories)
        .values({ id: newId(), categoryId: id, name: input.name, slug, position: (last ?? -1) + 1 })
        .returning();
      await recordAudit(tx, {
        actor: me,
        action: "subCategory.create",
        entityType: "subCategory",
        entityId: created.id,
        before: null,
        after: auditedSubCategory(created),
        at: now,
      });
      return created;
    })
    .catch(slugRace(slug, SUB_SLUG_UNIQUE, "another sub-category of this category"));
  return ok(c, subCategoryView(row), `Sub-category ${row.name} added`);
}

export async function updateSubCategory(
  c: ValidatedContext<{ param: typeof subCategoryParam; json: typeof subCategorySchema }>,
) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id, subId } = c.req.valid("param");
  const input = c.req.valid("json");
  const slug = chosenSlug(input.slug, input.name);
  const now = clock.now();
  const result = await db
    .transaction(async (tx) => {
      const category = await lockedCategory(tx, id);
      const current = await lockedSubCategory(tx, id, subId);
      if (current.name === input.name && current.slug === slug) return { row: current, changed: false };
      if (slug !== current.slug) await refuseTakenSubSlug(tx, category, slug, subId);
      const [row] = await tx
        .update(subCategories)
        .set({ name: input.name, slug })
        .where(eq(subCategories.id, subId))
        .returning();
      await recordAudit(tx, {
        actor: me,
        action: "subCategory.update",
        entityType: "subCategory",
        entityId: subId,
        before: auditedSubCategory(current),
        after: auditedSubCategory(row),
        at: now,
      });
      return { row, changed: true };
    })
    .catch(slugRace(slug, SUB_SLUG_UNIQUE, "another sub-category of this category"));
  return ok(
    c,
    subCategoryView(result.row),
    result.changed ? `Sub-category ${result.row.name} saved` : "Nothing to change",
  );
}

export async function moveSubCategory(
  c: ValidatedContext<{ param: typeof subCategoryParam; json: typeof moveSchema }>,
) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id, subId } = c.req.valid("param");
  const { direction } = c.req.valid("json");
  const now = clock.now();
  const moved = await db.transaction(async (tx) => {
    await lockedCategory(tx, id);
    const siblings = await tx
      .select()
      .from(subCategories)
      .where(eq(subCategories.categoryId, id))
      .orderBy(...subCategoryOrder);
    const row = siblings.find((sibling) => sibling.id === subId);
    if (!row) throw notFound("Sub-category");
    const after = movedPositions(siblings, subId, direction);
    if (!after) return { name: row.name, moved: false };
    for (const update of after.updates)
      await tx.update(subCategories).set({ position: update.position }).where(eq(subCategories.id, update.id));
    await recordAudit(tx, {
      actor: me,
      action: "subCategory.move",
      entityType: "subCategory",
      entityId: subId,
      before: { position: row.position },
      after: { position: after.position },
      at: now,
    });
    return { name: row.name, moved: true };
  });
  const message = moved.moved
    ? `${moved.name} moved ${direction}`
    : `${moved.name} is already ${direction === "up" ? "first" : "last"}`;
  return ok(c, await categoryOr404(db, id), message);
}

export async function deleteSubCategory(c: ValidatedContext<{ param: typeof subCategoryParam }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id, subId } = c.req.valid("param");
  const now = clock.now();
  const name = await db.transaction(async (tx) => {
    await lockedCategory(tx, id);
    const current = await lockedSubCategory(tx, id, subId);
    const [held] = await tx
      .select({ total: count(), active: activeCount(productSubCategories.productActive) })
      .from(productSubCategories)
      .where(eq(productSubCategories.subCategoryId, subId));
    if (held.total > 0) {
      throw stillInUse(
        `${current.name} cannot be deleted while it holds ${productTally(held.total, held.active)}. Move them to another sub-category first.`,
      );
    }
    await tx.delete(subCategories).where(eq(subCategories.id, subId));
    await recordAudit(tx, {
      actor: me,
      action: "subCategory.delete",
      entityType: "subCategory",
      entityId: subId,
      before: auditedSubCategory(current),
      after: null,
      at: now,
    });
    return current.name;
  });
  return ok(c, { _id: subId }, `Sub-category ${name} deleted`);
}
