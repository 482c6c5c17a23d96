/** The blog category routes' handlers: read the validated input, call the store, answer with words. */
import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { blogCategorySchema } from "@api/validation/admin-blog";
import { slugify } from "@api/validation/slug";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import * as store from "./blog-category-store";
import type { blogIdParam } from "./blog.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";

type Param = { param: typeof blogIdParam };

export const categorySlugTaken = (slug: string) =>
  `Another blog category already uses the slug ${slug}: choose another`;
export const categoryInUse = (name: string, posts: number) =>
  `${name} has ${posts === 1 ? "1 post" : `${posts} posts`}: move ${posts === 1 ? "it" : "them"} to another category before removing it`;

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

export async function listBlogCategories(c: ValidatedContext<object>) {
  return ok(c, await store.blogCategoriesWithPostCounts(c.get("deps").db));
}

export async function createBlogCategory(c: ValidatedContext<{ json: typeof blogCategorySchema }>) {
  const input = c.req.valid("json");
  const slug = slugOf(input);
  const row = await store
    .addBlogCategory(c.get("deps").db, changeByStaff(c), { name: input.name, slug })
    .catch(refuseTakenSlug(slug));
  return ok(c, store.blogCategoryView(row), `Blog category ${row.name} added`);
}

export async function updateBlogCategory(c: ValidatedContext<Param & { json: typeof blogCategorySchema }>) {
  const input = c.req.valid("json");
  const slug = slugOf(input);
  const row = await store
    .saveBlogCategory(c.get("deps").db, changeByStaff(c), c.req.valid("param").id, { name: input.name, slug })
    .catch(refuseTakenSlug(slug));
  return ok(c, store.blogCategoryView(row), `Blog category ${row.name} saved`);
}

/** Removes a category no post uses; one with posts is refused (409) with how many. */
export async function deleteBlogCategory(c: ValidatedContext<Param>) {
  const { id } = c.req.valid("param");
  const { name, posts } = await store.deleteBlogCategory(c.get("deps").db, changeByStaff(c), id);
  if (posts > 0) throw new ApiError(409, categoryInUse(name, posts));
  return ok(c, { _id: id }, `Blog category ${name} removed`);
}
