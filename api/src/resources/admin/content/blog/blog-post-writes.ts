/**
 * A blog post's writes, each in one transaction with its audit row: a new draft, an edit refused
 * when stale, a removal, a new default image.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { type StoredImage, blogCategories, blogPosts } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import {
  type BlogPostFields,
  type BlogPostStatus,
  NEEDS_IMAGE,
  type blogPostCreateSchema,
  type blogPostUpdateSchema,
  typedPublishInstant,
} from "@api/validation/admin-blog";
import type { Post } from "./blog-post-views";

const UNKNOWN_CATEGORY = "Choose one of the blog's categories";

const FIELD_LABELS: Record<string, string> = {
  title: "title",
  slug: "slug",
  blogCategoryId: "category",
  body: "body",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  status: "state",
  publishedAt: "publish date",
  defaultImage: "default image",
};

/** The form's fields with the slug chosen and the body cleaned. */
type Chosen = { slug: string; body: string };

/** What the audit log keeps of a post (the body in full: it is the post). */
const audited = (row: Post) => ({
  title: row.title,
  slug: row.slug,
  blogCategoryId: row.blogCategoryId,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  defaultImage: row.defaultImage ? { url: row.defaultImage.url, alt: row.defaultImage.alt ?? "" } : null,
});

async function categoryName(tx: DbOrTx, id: string) {
  const [row] = await tx.select({ name: blogCategories.name }).from(blogCategories).where(eq(blogCategories.id, id));
  if (!row) throw new ApiError(400, UNKNOWN_CATEGORY, { blogCategoryId: UNKNOWN_CATEGORY });
  return row.name;
}

/**
 * When shoppers may first see the post: the typed date and time; blank, the moment it is
 * published (kept from an earlier publish); a draft without a date has none. A typed time equal
 * to the stored one to the minute keeps the stored seconds, so saving an untouched form changes nothing.
 */
function publishedAtOf(
  input: Pick<BlogPostFields, "publishDate" | "publishTime">,
  status: BlogPostStatus,
  current: Date | null,
  now: Date,
) {
  const typed = typedPublishInstant(input);
  if (typed) return current && Math.floor(current.getTime() / 60_000) * 60_000 === typed.getTime() ? current : typed;
  if (status === "DRAFT") return null;
  return current ?? now;
}

async function lockedPost(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  if (!row) throw notFound("Blog post");
  return row;
}

/** A new post, always a draft (it has no default image yet). The post and its category's name. */
export async function addBlogPost(db: Db, by: ChangeBy, input: z.output<typeof blogPostCreateSchema> & Chosen) {
  return db.transaction(async (tx) => {
    const name = await categoryName(tx, input.blogCategoryId);
    const [created] = await tx
      .insert(blogPosts)
      .values({
        id: newId(),
        title: input.title,
        slug: input.slug,
        blogCategoryId: input.blogCategoryId,
        body: input.body,
        seoTitle: input.seoTitle ?? null,
        seoDescription: input.seoDescription ?? null,
        status: "DRAFT",
        publishedAt: publishedAtOf(input, "DRAFT", null, by.at),
        defaultImage: null,
        createdAt: by.at,
      })
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "blogPost.create",
      entityType: "blogPost",
      entityId: created.id,
      before: null,
      after: audited(created),
    });
    return { row: created, name };
  });
}

/**
 * An edit of every field, refused (409, saying who changed what) when the post was saved since
 * the form was opened. A changed slug moves the post: its old address is not kept (docs/decisions/content.md, 23).
 * The post, its category's name and whether anything changed.
 */
export async function saveBlogPost(
  db: Db,
  by: ChangeBy,
  id: string,
  input: z.output<typeof blogPostUpdateSchema> & Chosen,
) {
  return db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    await refuseStaleEdit(tx, {
      entityType: "blogPost",
      entityId: current.id,
      noun: "post",
      currentVersion: current.version,
      submittedVersion: input.version,
      fieldLabels: FIELD_LABELS,
    });
    if (input.status === "PUBLISHED" && !current.defaultImage)
      throw new ApiError(400, NEEDS_IMAGE, { status: NEEDS_IMAGE });
    const name = await categoryName(tx, input.blogCategoryId);
    const values = {
      title: input.title,
      slug: input.slug,
      blogCategoryId: input.blogCategoryId,
      body: input.body,
      seoTitle: input.seoTitle ?? null,
      seoDescription: input.seoDescription ?? null,
      status: input.status,
      publishedAt: publishedAtOf(input, input.status, current.publishedAt, by.at),
    };
    const before = audited(current);
    if (JSON.stringify(audited({ ...current, ...values })) === JSON.stringify(before))
      return { row: current, name, changed: false };
    const [saved] = await tx
      .update(blogPosts)
      .set({ ...values, version: current.version + 1 })
      .where(eq(blogPosts.id, current.id))
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "blogPost.update",
      entityType: "blogPost",
      entityId: saved.id,
      before,
      after: audited(saved),
    });
    return { row: saved, name, changed: true };
  });
}

/** Its title. */
export async function deleteBlogPost(db: Db, by: ChangeBy, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, current.id));
    await recordAudit(tx, {
      ...by,
      action: "blogPost.delete",
      entityType: "blogPost",
      entityId: current.id,
      before: audited(current),
      after: null,
    });
    return current.title;
  });
}

/**
 * The post's default image, replaced. It counts as a save (a new version), so an edit form opened
 * before it hears about it. Its title.
 */
export async function replaceBlogPostImage(db: Db, by: ChangeBy, id: string, image: StoredImage) {
  return db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    await tx
      .update(blogPosts)
      .set({ defaultImage: image, version: current.version + 1 })
      .where(eq(blogPosts.id, id));
    await recordAudit(tx, {
      ...by,
      action: "blogPost.image",
      entityType: "blogPost",
      entityId: id,
      before: {
        defaultImage: current.defaultImage
          ? { url: current.defaultImage.url, alt: current.defaultImage.alt ?? "" }
          : null,
      },
      after: { defaultImage: { url: image.url, alt: image.alt ?? "" } },
    });
    return current.title;
  });
}
