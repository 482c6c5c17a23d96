import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { blogCategories, blogPosts } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { cleanHtml } from "@api/lib/rich-text";
import type { ValidatedContext } from "@api/lib/validation";
import {
  type BlogPostFields,
  type BlogPostStatus,
  NEEDS_IMAGE,
  type blogPostCreateSchema,
  type blogPostListQuerySchema,
  type blogPostUpdateSchema,
  typedPublishInstant,
} from "@api/validation/admin-blog";
import { slugify } from "@api/validation/slug";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import type { blogIdParam } from "./blog.schemas";
import { likeText } from "@api/lib/like-text";

const PAGE_SIZE = 20;
export const postSlugTaken = (slug: string) => `Another post already uses the slug ${slug}: choose another`;
export const EMPTY_BODY = "The body has no text left once unsafe parts are removed: write the post's text";
const UNKNOWN_CATEGORY = "Choose one of the blog's categories";

type Param = { param: typeof blogIdParam };
type Post = typeof blogPosts.$inferSelect;

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

const postView = (row: Post, categoryName: string) => ({
  _id: row.id,
  title: row.title,
  slug: row.slug,
  blogCategoryId: row.blogCategoryId,
  categoryName,
  body: row.body,
  seoTitle: row.seoTitle,
  seoDescription: row.seoDescription,
  status: row.status,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  defaultImage: row.defaultImage,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
});

function stateCondition(state: "DRAFT" | "SCHEDULED" | "PUBLISHED", now: Date): SQL | undefined {
  if (state === "DRAFT") return eq(blogPosts.status, "DRAFT");
  if (state === "SCHEDULED") return and(eq(blogPosts.status, "PUBLISHED"), gt(blogPosts.publishedAt, now));
  return and(eq(blogPosts.status, "PUBLISHED"), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)));
}

export async function listBlogPosts(c: ValidatedContext<{ query: typeof blogPostListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const { q, status, category, page } = c.req.valid("query");
  const where = and(
    q ? ilike(blogPosts.title, likeText(q)) : undefined,
    status ? stateCondition(status, clock.now()) : undefined,
    category ? eq(blogPosts.blogCategoryId, category) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        hasImage: sql<boolean>`${blogPosts.defaultImage} is not null`,
        categoryName: blogCategories.name,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
      .where(where)
      // Drafts without a date first (the work in hand), then the newest publish date.
      .orderBy(sql`${blogPosts.publishedAt} desc nulls first`, desc(blogPosts.createdAt), asc(blogPosts.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return okList(
    c,
    rows.map(({ id, publishedAt, ...row }) => ({ _id: id, ...row, publishedAt: publishedAt?.toISOString() ?? null })),
    { page, limit: PAGE_SIZE, totalRecords: total },
  );
}

async function categoryName(tx: DbOrTx, id: string) {
  const [row] = await tx.select({ name: blogCategories.name }).from(blogCategories).where(eq(blogCategories.id, id));
  if (!row) throw new ApiError(400, UNKNOWN_CATEGORY, { blogCategoryId: UNKNOWN_CATEGORY });
  return row.name;
}

export async function getBlogPost(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  const [row] = await db
    .select({ post: blogPosts, categoryName: blogCategories.name })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.blogCategoryId))
    .where(eq(blogPosts.id, c.req.valid("param").id));
  if (!row) throw notFound("Blog post");
  return ok(c, postView(row.post, row.categoryName));
}

/** The sanitized body (rich-text.ts), refused when nothing readable is left of it. */
function cleanBody(body: string) {
  const clean = cleanHtml(body);
  if (
    clean
      .replace(/<(?!img\b)[^>]*>/gi, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  )
    throw new ApiError(400, EMPTY_BODY, { body: EMPTY_BODY });
  return clean;
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

const refuseTakenSlug =
  (slug: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error, "blog_posts_slug_unique"))
      throw new ApiError(409, postSlugTaken(slug), { slug: postSlugTaken(slug) });
    throw error;
  };

const slugOf = (input: { title: string; slug?: string }) => {
  const slug = input.slug ?? slugify(input.title);
  if (!slug)
    throw new ApiError(400, "Give the post a slug", { slug: "Give a slug of letters or digits, like caring-for-teak" });
  return slug;
};

/** A new post, always a draft (it has no default image yet). */
export async function createBlogPost(c: ValidatedContext<{ json: typeof blogPostCreateSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const now = clock.now();
  const slug = slugOf(input);
  const body = cleanBody(input.body);
  const { row, name } = await db
    .transaction(async (tx) => {
      const name = await categoryName(tx, input.blogCategoryId);
      const [created] = await tx
        .insert(blogPosts)
        .values({
          id: newId(),
          title: input.title,
          slug,
          blogCategoryId: input.blogCategoryId,
          body,
          seoTitle: input.seoTitle ?? null,
          seoDescription: input.seoDescription ?? null,
          status: "DRAFT",
          publishedAt: publishedAtOf(input, "DRAFT", null, now),
          defaultImage: null,
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: "blogPost.create",
        entityType: "blogPost",
        entityId: created.id,
        before: null,
        after: audited(created),
        at: now,
      });
      return { row: created, name };
    })
    .catch(refuseTakenSlug(slug));
  return ok(c, postView(row, name), `Draft post ${row.title} saved`);
}

async function lockedPost(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  if (!row) throw notFound("Blog post");
  return row;
}

/**
 * An edit of every field, refused (409, saying who changed what) when the post was saved since
 * the form was opened. A changed slug moves the post: its old address is not kept (docs/decisions/content.md, 23).
 */
export async function updateBlogPost(c: ValidatedContext<Param & { json: typeof blogPostUpdateSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const now = clock.now();
  const slug = slugOf(input);
  const body = cleanBody(input.body);
  const { row, name, changed } = await db
    .transaction(async (tx) => {
      const current = await lockedPost(tx, c.req.valid("param").id);
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
        slug,
        blogCategoryId: input.blogCategoryId,
        body,
        seoTitle: input.seoTitle ?? null,
        seoDescription: input.seoDescription ?? null,
        status: input.status,
        publishedAt: publishedAtOf(input, input.status, current.publishedAt, now),
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
        actor: c.get("staff"),
        action: "blogPost.update",
        entityType: "blogPost",
        entityId: saved.id,
        before,
        after: audited(saved),
        at: now,
      });
      return { row: saved, name, changed: true };
    })
    .catch(refuseTakenSlug(slug));
  return ok(c, postView(row, name), changed ? `Post ${row.title} saved` : "Nothing to change");
}

export async function deleteBlogPost(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  const title = await db.transaction(async (tx) => {
    const current = await lockedPost(tx, c.req.valid("param").id);
    await tx.delete(blogPosts).where(eq(blogPosts.id, current.id));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "blogPost.delete",
      entityType: "blogPost",
      entityId: current.id,
      before: audited(current),
      after: null,
      at: clock.now(),
    });
    return current.title;
  });
  return ok(c, { _id: c.req.valid("param").id }, `Post ${title} deleted`);
}

/**
 * POST (multipart: image, alt): the post's default image, replaced. It counts as a save (a new
 * version), so an edit form opened before it hears about it.
 */
export async function replaceBlogPostImage(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const actor = c.get("staff");
  const { id } = c.req.valid("param");
  const [exists] = await deps.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!exists) throw notFound("Blog post");
  const image = await storeUploadedImage(deps, actor, await c.req.parseBody());
  const title = await deps.db.transaction(async (tx) => {
    const current = await lockedPost(tx, id);
    await tx
      .update(blogPosts)
      .set({ defaultImage: image, version: current.version + 1 })
      .where(eq(blogPosts.id, id));
    await recordAudit(tx, {
      actor,
      action: "blogPost.image",
      entityType: "blogPost",
      entityId: id,
      before: {
        defaultImage: current.defaultImage
          ? { url: current.defaultImage.url, alt: current.defaultImage.alt ?? "" }
          : null,
      },
      after: { defaultImage: { url: image.url, alt: image.alt ?? "" } },
      at: deps.clock.now(),
    });
    return current.title;
  });
  return ok(c, { defaultImage: image }, `New default image for ${title}`);
}
