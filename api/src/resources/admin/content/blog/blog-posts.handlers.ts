/** The blog post routes' handlers: read the validated input, call the views and writes, answer with words. */
import { ApiError, ok, okList } from "@api/lib/envelope";
import { cleanHtml } from "@api/lib/rich-text";
import type { ValidatedContext } from "@api/lib/validation";
import type { blogPostCreateSchema, blogPostListQuerySchema, blogPostUpdateSchema } from "@api/validation/admin-blog";
import { slugify } from "@api/validation/slug";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import { storeUploadedImage } from "@api/resources/admin/media/store-upload";
import { BLOG_POSTS_PAGE_SIZE, blogPostOr404, blogPostsPage, postView, refuseMissingBlogPost } from "./blog-post-views";
import * as post from "./blog-post-writes";
import type { blogIdParam } from "./blog.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";

export const postSlugTaken = (slug: string) => `Another post already uses the slug ${slug}: choose another`;
export const EMPTY_BODY = "The body has no text left once unsafe parts are removed: write the post's text";

type Param = { param: typeof blogIdParam };

export async function listBlogPosts(c: ValidatedContext<{ query: typeof blogPostListQuerySchema }>) {
  const query = c.req.valid("query");
  const { rows, total } = await blogPostsPage(c.get("deps").db, c.get("deps").clock.now(), query);
  return okList(c, rows, { page: query.page, limit: BLOG_POSTS_PAGE_SIZE, totalRecords: total });
}

export async function getBlogPost(c: ValidatedContext<Param>) {
  return ok(c, await blogPostOr404(c.get("deps").db, c.req.valid("param").id));
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
  const by = changeByStaff(c);
  const input = c.req.valid("json");
  const slug = slugOf(input);
  const body = cleanBody(input.body);
  const { row, name } = await post
    .addBlogPost(c.get("deps").db, by, { ...input, slug, body })
    .catch(refuseTakenSlug(slug));
  return ok(c, postView(row, name), `Draft post ${row.title} saved`);
}

export async function updateBlogPost(c: ValidatedContext<Param & { json: typeof blogPostUpdateSchema }>) {
  const by = changeByStaff(c);
  const input = c.req.valid("json");
  const slug = slugOf(input);
  const body = cleanBody(input.body);
  const { row, name, changed } = await post
    .saveBlogPost(c.get("deps").db, by, c.req.valid("param").id, { ...input, slug, body })
    .catch(refuseTakenSlug(slug));
  return ok(c, postView(row, name), changed ? `Post ${row.title} saved` : "Nothing to change");
}

export async function deleteBlogPost(c: ValidatedContext<Param>) {
  const { id } = c.req.valid("param");
  const title = await post.deleteBlogPost(c.get("deps").db, changeByStaff(c), id);
  return ok(c, { _id: id }, `Post ${title} deleted`);
}

/** POST (multipart: image, alt): the post's default image, replaced. */
export async function replaceBlogPostImage(c: ValidatedContext<Param>) {
  const deps = c.get("deps");
  const { id } = c.req.valid("param");
  await refuseMissingBlogPost(deps.db, id);
  const image = await storeUploadedImage(deps, c.get("staff"), await c.req.parseBody());
  // The audit row is timed once the picture is stored, as the change is made then.
  const title = await post.replaceBlogPostImage(deps.db, changeByStaff(c), id, image);
  return ok(c, { defaultImage: image }, `New default image for ${title}`);
}
