/** The shop's categories and sub-categories as a shopper's menu and shelves read them. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { categories, categorySlugRedirects, subCategories } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";

/** Every category in menu order, each with its sub-categories when asked for. */
export async function menuCategories(db: Db, withSubCategories: boolean) {
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
  if (withSubCategories && rows.length > 0) {
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

  return rows.map(({ id, ...rest }) => ({
    _id: id,
    ...rest,
    ...(withSubCategories ? { subCategories: subsByCategory.get(id) ?? [] } : {}),
  }));
}

/** One category's sub-categories (by its slug), or all of them, each naming its category. */
export async function menuSubCategories(db: Db, catSlug: string | undefined) {
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
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    category: { _id: r.categoryId, name: r.categoryName, slug: r.categorySlug },
  }));
}

/** The current slug of the category that once had this one, if any did. */
export async function redirectedCategorySlug(db: Db, formerSlug: string) {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.slug, formerSlug));
  return row?.slug;
}
