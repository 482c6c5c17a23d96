import { asc, count, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { blogCategories, blogPosts } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, notFound, ok } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import type { ValidatedContext } from "@api/lib/validation";
import type { blogCategorySchema } from "@api/validation/admin-blog";
import { slugify } from "@api/validation/slug";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import type { blogIdParam } from "./blog.schemas";

type Param = { param: typeof blogIdParam };
type Category = typeof blogCategories.$inferSelect;

export const categorySlugTaken = (slug: string) =>
  `Another blog category already uses the slug ${slug}: choose another`;
export const categoryInUse = (name: string, posts: number) =>
  `${name} has ${posts === 1 ? "1 post" : `${posts} posts`}: move ${posts === 1 ? "it" : "them"} to another category before removing it`;

const audited = (row: Category) => ({ name: row.name, slug: row.slug });

const slugOf = (input: { name: string; slug?: string }) => {
  const slug = input.slug ?? slugify(input.name);
  if (!slug)
    throw new ApiError(400, "Give the category a slug", {
      slug: "Give a slug of letters or digits, like furniture-care",
    });
  return slug;
};

/** A taken slug, as the form's error on the slug field, whether found first or hit by a race. */
function refuseTakenSlug(slug: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, "blog_categories_slug_unique"))
      throw new ApiError(409, categorySlugTaken(slug), { slug: categorySlugTaken(slug) });
    throw error;
  };
}

async function lockedCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(blogCategories).where(eq(blogCategories.id, id)).for("update");
  if (!row) throw notFound("Blog category");
  return row;
}

/** Every category, by name, with how many posts it holds (a category with posts cannot be removed). */
export async function listBlogCategories(c: ValidatedContext<object>) {
  const { db } = c.get("deps");
  const rows = await db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, posts: count(blogPosts.id) })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.blogCategoryId, blogCategories.id))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.name), asc(blogCategories.id));
  return ok(
    c,
    rows.map(({ id, ...row }) => ({ _id: id, ...row })),
  );
}

export async function createBlogCategory(c: ValidatedContext<{ json: typeof blogCategorySchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const slug = slugOf(input);
  const row = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(blogCategories).values({ id: newId(), name: input.name, slug }).returning();
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: "blogCategory.create",
        entityType: "blogCategory",
        entityId: created.id,
        before: null,
        after: audited(created),
        at: clock.now(),
      });
      return created;
    })
    .catch(refuseTakenSlug(slug));
  return ok(c, { _id: row.id, ...audited(row) }, `Blog category ${row.name} added`);
}

/** A rename (and new slug): the category's posts keep their own addresses. */
export async function updateBlogCategory(c: ValidatedContext<Param & { json: typeof blogCategorySchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const slug = slugOf(input);
  const row = await db
    .transaction(async (tx) => {
      const current = await lockedCategory(tx, c.req.valid("param").id);
      if (current.name === input.name && current.slug === slug) return current;
      const [saved] = await tx
        .update(blogCategories)
        .set({ name: input.name, slug })
        .where(eq(blogCategories.id, current.id))
        .returning();
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: "blogCategory.update",
        entityType: "blogCategory",
        entityId: saved.id,
        before: audited(current),
        after: audited(saved),
        at: clock.now(),
      });
      return saved;
    })
    .catch(refuseTakenSlug(slug));
  return ok(c, { _id: row.id, ...audited(row) }, `Blog category ${row.name} saved`);
}

/** Removes a category no post uses; one with posts is refused (409) with how many. */
export async function deleteBlogCategory(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  const name = await db.transaction(async (tx) => {
    const current = await lockedCategory(tx, c.req.valid("param").id);
    const [{ posts }] = await tx
      .select({ posts: count() })
      .from(blogPosts)
      .where(eq(blogPosts.blogCategoryId, current.id));
    if (posts > 0) throw new ApiError(409, categoryInUse(current.name, posts));
    await tx.delete(blogCategories).where(eq(blogCategories.id, current.id));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "blogCategory.delete",
      entityType: "blogCategory",
      entityId: current.id,
      before: audited(current),
      after: null,
      at: clock.now(),
    });
    return current.name;
  });
  return ok(c, { _id: c.req.valid("param").id }, `Blog category ${name} removed`);
}
