/** The blog's categories: read with how many posts each holds, and written each in one transaction with its audit row. */
import { asc, count, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "@api/db/client";
import { blogCategories, blogPosts } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";

type Category = typeof blogCategories.$inferSelect;
type CategoryInput = { name: string; slug: string };

const audited = (row: Category) => ({ name: row.name, slug: row.slug });
export const blogCategoryView = (row: Category) => ({ _id: row.id, ...audited(row) });

async function lockedCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
  if (!row) throw notFound("Blog category");
  return row;
}

/** Every category, by name, with how many posts it holds (a category with posts cannot be removed). */
export async function blogCategoriesWithPostCounts(db: DbOrTx) {
  const rows = await db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, posts: count(blogPosts.id) })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.blogCategoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name), asc(blogCategories.id));
  return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
}

export async function addBlogCategory(db: Db, by: ChangeBy, input: CategoryInput) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(blogCategories)
      .values({ id: newId(), name: input.name, slug: input.slug })
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "blogCategory.create",
      entityType: "blogCategory",
      entityId: created.id,
      before: null,
      after: audited(created),
    });
    return created;
  });
}

/** A rename (and new slug): the category's posts keep their own addresses. */
export async function saveBlogCategory(db: Db, by: ChangeBy, id: string, input: CategoryInput) {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    if (current.name === input.name && current.slug === input.slug) return current;
    const [saved] = await tx
      .update(blogCategories)
      .set({ name: input.name, slug: input.slug })
      .where(eq(blogCategories.id, current.id))
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "blogCategory.update",
      entityType: "blogCategory",
      entityId: saved.id,
      before: audited(current),
      after: audited(saved),
    });
    return saved;
  });
}

/**
 * Removes a category no post uses. Its name and how many posts it holds: when it holds any,
 * nothing is written and the caller refuses.
 */
export async function deleteBlogCategory(db: Db, by: ChangeBy, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockedCategory(tx, id);
    const [{ posts }] = await tx
      .select({ posts: count() })
      .from(blogPosts)
      .where(eq(blogPosts.blogCategoryId, current.id));
    if (posts > 0) return { name: current.name, posts };
    await tx.delete(blogCategories).where(eq(blogCategories.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: "blogCategory.delete",
      entityType: "blogCategory",
      entityId: current.id,
      before: audited(current),
      after: null,
    });
    return { name: current.name, posts };
  });
}
