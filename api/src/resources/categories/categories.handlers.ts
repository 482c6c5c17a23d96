import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { categories, categorySlugRedirects, subCategories } from "@api/db/schema";
import { notFound, ok, okList } from "@api/lib/envelope";
import { booleanFlag } from "@api/lib/query";
import type { ValidatedContext } from "@api/lib/validation";

export const listQuery = z.object({ subCategories: booleanFlag("subCategories") });

/** GET /categories[?subCategories=true]: every category in menu order. */
export async function listCategories(c: ValidatedContext<{ query: typeof listQuery }>) {
  const query = c.req.valid("query");
  const { db } = c.get("deps");
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      image: categories.image,
      seoTitle: categories.seoTitle,
      seoDescription: categories.seoDescription,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));

  const subsByCategory = new Map<string, { _id: string; name: string; slug: string }[]>();
  if (query.subCategories && rows.length > 0) {
    const subs = await db
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        name: subCategories.name,
        slug: subCategories.slug,
      })
      .from(subCategories)
      .where(
        inArray(
          subCategories.categoryId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(subCategories.position), asc(subCategories.name));
    for (const sub of subs) {
      const list = subsByCategory.get(sub.categoryId) ?? [];
      list.push({ _id: sub.id, name: sub.name, slug: sub.slug });
      subsByCategory.set(sub.categoryId, list);
    }
  }

  const body = rows.map(({ id, ...rest }) => ({
    _id: id,
    ...rest,
    ...(query.subCategories ? { subCategories: subsByCategory.get(id) ?? [] } : {}),
  }));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

export const subCategoriesQuery = z.object({ catSlug: z.string().trim().max(120).optional() });

/** GET /subCategories[?catSlug=]: one category's sub-categories, or all of them. */
export async function listSubCategories(c: ValidatedContext<{ query: typeof subCategoriesQuery }>) {
  const { catSlug } = c.req.valid("query");
  const { db } = c.get("deps");
  let categoryFilter;
  if (catSlug) {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, catSlug));
    if (!category) throw notFound("Category");
    categoryFilter = eq(subCategories.categoryId, category.id);
  }
  const rows = await db
    .select({
      id: subCategories.id,
      name: subCategories.name,
      slug: subCategories.slug,
      categoryId: categories.id,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(categoryFilter)
    .orderBy(asc(categories.position), asc(subCategories.position), asc(subCategories.name));
  const body = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    category: { _id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
  }));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

export const redirectParam = z.object({ slug: z.string().trim().min(1).max(120) });

/**
 * GET /categoryRedirects/:slug: the current slug of a category whose slug staff changed, so the
 * shop's old address redirects there; 404 when the slug was never a category's.
 */
export async function findCategoryRedirect(c: ValidatedContext<{ param: typeof redirectParam }>) {
  const { slug } = c.req.valid("param");
  const [row] = await c
    .get("deps")
    .db.select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.slug, slug));
  if (!row) throw notFound("Category");
  return ok(c, { slug: row.slug });
}
