import { type AnyColumn, type SQL, and, asc, desc, eq, getTableName, inArray, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import {
  categories,
  colors,
  productCategories,
  productColors,
  productSizes,
  productSubCategories,
  products,
  sizes,
  subCategories,
} from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { ratingSummaries } from "../reviews/reviews.queries";
import { productMatches, searchRankOrder } from "../search/search.queries";
import type { CategoryScope, ProductFilters } from "./product-filters";
import { isInCategoryOrder, pageIds } from "./products.paging";

export type { CategoryScope, ProductFilters } from "./product-filters";

export const PRODUCT_SORTS = [
  "name-a-z",
  "name-z-a",
  "price-l-h",
  "price-h-l",
  "newest",
  "bestsellers",
  "discount",
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * Turns the category parameters of a listing into ids, answering 404 for names that do not
 * exist so the storefront can show its not-found page instead of an empty shop.
 */
export async function resolveCategoryScope(
  db: Db,
  params: { catSlug?: string; subCatSlug?: string; category?: string },
): Promise<CategoryScope> {
  const scope: CategoryScope = { categoryIds: [], subCategoryIds: null };
  let slugCategoryId: string | undefined;
  if (params.catSlug) {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, params.catSlug));
    if (!row) throw notFound("Category");
    slugCategoryId = row.id;
    scope.categoryIds.push(row.id);
  }
  if (params.category && params.category !== slugCategoryId) {
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, params.category));
    if (!row) throw notFound("Category");
    scope.categoryIds.push(row.id);
  }
  if (params.subCatSlug) {
    // Sub-category slugs are unique only within their category.
    const rows = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(
        and(
          eq(subCategories.slug, params.subCatSlug),
          slugCategoryId ? eq(subCategories.categoryId, slugCategoryId) : undefined,
        ),
      );
    if (rows.length === 0) throw notFound("Sub-category");
    scope.subCategoryIds = rows.map((r) => r.id);
  }
  return scope;
}

/** Conditions that put a product inside a category scope (used by colour and size filters too). */
export function scopeConditions(scope: CategoryScope): SQL[] {
  const conditions: SQL[] = [];
  for (const categoryId of scope.categoryIds) {
    conditions.push(
      sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${categoryId})`,
    );
  }
  if (scope.subCategoryIds) {
    conditions.push(
      sql`exists (select 1 from ${productSubCategories} where ${productSubCategories.productId} = ${products.id} and ${inArray(productSubCategories.subCategoryId, scope.subCategoryIds)})`,
    );
  }
  return conditions;
}

function priceWithin(column: SQL | typeof products.sellingPricePaise, minPaise?: number, maxPaise?: number) {
  return and(
    minPaise === undefined ? undefined : sql`${column} >= ${minPaise}`,
    maxPaise === undefined ? undefined : sql`${column} <= ${maxPaise}`,
  ) as SQL;
}

/** The one WHERE of the product listing: the count and the page are read with it. */
export function productWhere(filters: ProductFilters): SQL {
  const conditions: SQL[] = [eq(products.isActive, true), ...scopeConditions(filters)];
  if (filters.excludeId) conditions.push(ne(products.id, filters.excludeId));
  if (filters.onSale) conditions.push(lt(products.sellingPricePaise, products.mrpPaise));
  if (filters.minPaise !== undefined || filters.maxPaise !== undefined) {
    const { minPaise, maxPaise } = filters;
    conditions.push(
      or(
        priceWithin(products.sellingPricePaise, minPaise, maxPaise),
        sql`exists (select 1 from ${productColors} where ${productColors.productId} = ${products.id} and ${priceWithin(sql`${productColors.sellingPricePaise}`, minPaise, maxPaise)})`,
        sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${priceWithin(sql`${productSizes.sellingPricePaise}`, minPaise, maxPaise)})`,
      ) as SQL,
    );
  }
  // The colours (and sizes) are looked up once, as an array the planner treats as a parameter: joined
  // per row instead, it guessed a few hundred matches where a popular colour has thousands, and read
  // them all before sorting (living-room in grey at 100,000 products: 90 ms against 3 ms).
  if (filters.colors.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${productColors} where ${productColors.productId} = ${products.id} and ${productColors.colorId} = any(array(select ${colors.id} from ${colors} where ${inArray(colors.id, filters.colors)} or ${inArray(colors.slug, filters.colors)})))`,
    );
  }
  if (filters.sizes.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.sizeId} = any(array(select ${sizes.id} from ${sizes} where ${inArray(sizes.id, filters.sizes)} or ${inArray(sizes.slug, filters.sizes)})))`,
    );
  }
  if (filters.search) conditions.push(productMatches(filters.search, products.id));
  return and(...conditions) as SQL;
}

function orderBy(sort: ProductSort | undefined, filters: ProductFilters): SQL[] {
  const newest = [desc(products.createdAt), asc(products.id)];
  switch (sort) {
    case "name-a-z":
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case "name-z-a":
      return [desc(sql`lower(${products.name})`), asc(products.id)];
    case "price-l-h":
      return [asc(products.sellingPricePaise), asc(products.id)];
    case "price-h-l":
      return [desc(products.sellingPricePaise), asc(products.id)];
    case "newest":
      return newest;
    case "bestsellers":
      return [desc(products.soldCount), ...newest];
    case "discount":
      return [asc(sql`${products.sellingPricePaise}::float8 / ${products.mrpPaise}`), ...newest];
  }
  if (filters.search) return [...searchRankOrder(filters.search, products.id, products.name), ...newest];
  return newest;
}

/**
 * "table"."column". Drizzle leaves columns unqualified in the select list of a one-table
 * query, where a correlated subquery would then read its own "id" instead of the product's.
 */
const qualified = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** Units on hand: the product's own count, or the sum over its variants. */
const stockExpression = sql<number>`(case ${qualified(products.productType)}
  when 'PRODUCT' then ${qualified(products.stock)}
  when 'PRODUCT_WITH_COLOR' then (select coalesce(sum(${qualified(productColors.stock)}), 0) from ${productColors} where ${qualified(productColors.productId)} = ${qualified(products.id)})
  else (select coalesce(sum(${qualified(productSizes.stock)}), 0) from ${productSizes} where ${qualified(productSizes.productId)} = ${qualified(products.id)})
end)::int`;

const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  productType: products.productType,
  sellingPricePaise: products.sellingPricePaise,
  mrpPaise: products.mrpPaise,
  defaultImage: products.defaultImage,
  image: products.image,
  images: products.images,
  tagLine: products.tagLine,
  shortDescription: products.shortDescription,
  maximumOrderQuantity: products.maximumOrderQuantity,
  createdAt: products.createdAt,
  stock: stockExpression,
};
type CardRow = Pick<typeof products.$inferSelect, Exclude<keyof typeof cardColumns, "stock">> & { stock: number };

/**
 * The badge rule of spec 9: round(100 - sellingPrice / mrp * 100). 0 without a real mrp or
 * when the selling price is not below it: a badge never shows a negative discount.
 */
export const discountPercent = (sellingPaise: number, mrpPaise: number) =>
  mrpPaise > 0 && sellingPaise < mrpPaise ? Math.round(100 - (sellingPaise / mrpPaise) * 100) : 0;

const prices = (sellingPaise: number, mrpPaise: number) => ({
  sellingPrice: toRupees(sellingPaise),
  mrp: toRupees(mrpPaise),
  discountPercent: discountPercent(sellingPaise, mrpPaise),
});

type Ref = { _id: string; name: string; slug: string };
type ColorRef = Ref & { hex: string };

function groupBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V) {
  const map = new Map<string, V[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(value(row));
    map.set(key(row), list);
  }
  return map;
}

/** Categories, sub-categories, colours and ratings of many products in four queries. */
async function cardRelations(db: Db, productIds: string[]) {
  const [categoryRows, subCategoryRows, colorRows, ratings] = await Promise.all([
    db
      .select({
        productId: productCategories.productId,
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
      })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(inArray(productCategories.productId, productIds))
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({
        productId: productSubCategories.productId,
        id: subCategories.id,
        name: subCategories.name,
        slug: subCategories.slug,
      })
      .from(productSubCategories)
      .innerJoin(subCategories, eq(subCategories.id, productSubCategories.subCategoryId))
      .where(inArray(productSubCategories.productId, productIds))
      .orderBy(asc(subCategories.position), asc(subCategories.name)),
    db
      .select({
        productId: productColors.productId,
        id: colors.id,
        name: colors.name,
        slug: colors.slug,
        hex: colors.hex,
      })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(inArray(productColors.productId, productIds))
      .orderBy(asc(productColors.position), asc(colors.name)),
    ratingSummaries(db, productIds),
  ]);
  const ref = (r: { id: string; name: string; slug: string }): Ref => ({ _id: r.id, name: r.name, slug: r.slug });
  return {
    categoriesOf: groupBy(categoryRows, (r) => r.productId, ref),
    subCategoriesOf: groupBy(subCategoryRows, (r) => r.productId, ref),
    colorsOf: groupBy(
      colorRows,
      (r) => r.productId,
      (r): ColorRef => ({ ...ref(r), hex: r.hex }),
    ),
    ratings,
  };
}

type Relations = Awaited<ReturnType<typeof cardRelations>>;

function toCard(row: CardRow, relations: Relations) {
  const rating = relations.ratings.get(row.id) ?? { averageRating: 0, reviewCount: 0 };
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    productType: row.productType,
    ...prices(row.sellingPricePaise, row.mrpPaise),
    defaultImage: row.defaultImage,
    image: row.image,
    images: row.images,
    tagLine: row.tagLine,
    shortDescription: row.shortDescription,
    stock: row.stock,
    maximumOrderQuantity: row.maximumOrderQuantity,
    categories: relations.categoriesOf.get(row.id) ?? [],
    subCategories: relations.subCategoriesOf.get(row.id) ?? [],
    averageRating: rating.averageRating,
    reviewCount: rating.reviewCount,
    colors: relations.colorsOf.get(row.id) ?? [],
    createdAt: row.createdAt,
  };
}

export type ProductCard = ReturnType<typeof toCard>;

export async function listProductPage(
  db: Db,
  where: SQL,
  filters: ProductFilters,
  { sort, limit, offset, total }: { sort?: ProductSort; limit: number; offset: number; total?: number },
): Promise<ProductCard[]> {
  // Within a category the shop's own arrangement comes first (position, then id).
  const order = isInCategoryOrder(filters, sort) ? "category" : orderBy(sort, filters);
  const ids = await pageIds(db, where, filters, { order, limit, offset, total });
  if (ids.length === 0) return [];
  const rows: CardRow[] = await db.select(cardColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const relations = await cardRelations(db, ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row, relations)] : [];
  });
}

/** One active product with every variant, or 404. */
/** The product page's product; `includeInactive` only for staff previewing one out of the shop. */
export async function productBySlug(db: Db, slug: string, { includeInactive = false } = {}) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      warrantyTerms: products.warrantyTerms,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
    })
    .from(products)
    .where(includeInactive ? eq(products.slug, slug) : and(eq(products.slug, slug), eq(products.isActive, true)));
  if (!row) throw notFound("Product");

  const [relations, colorRows, sizeRows] = await Promise.all([
    cardRelations(db, [row.id]),
    db
      .select({
        variant: productColors,
        color: { id: colors.id, name: colors.name, slug: colors.slug, hex: colors.hex },
      })
      .from(productColors)
      .innerJoin(colors, eq(colors.id, productColors.colorId))
      .where(eq(productColors.productId, row.id))
      .orderBy(asc(productColors.position), asc(colors.name)),
    db
      .select({ variant: productSizes, size: { id: sizes.id, name: sizes.name, slug: sizes.slug } })
      .from(productSizes)
      .innerJoin(sizes, eq(sizes.id, productSizes.sizeId))
      .where(eq(productSizes.productId, row.id))
      .orderBy(asc(productSizes.position), asc(sizes.position), asc(sizes.name)),
  ]);

  const sizeVariant = ({ variant, size }: (typeof sizeRows)[number]) => ({
    _id: variant.id,
    size: { _id: size.id, name: size.name, slug: size.slug },
    stock: variant.stock,
    maximumOrderQuantity: variant.maximumOrderQuantity,
    ...prices(variant.sellingPricePaise, variant.mrpPaise),
  });
  const sizesOfColor = groupBy(
    sizeRows.filter((r) => r.variant.productColorId !== null),
    (r) => r.variant.productColorId as string,
    sizeVariant,
  );
  const hasSizesPerColor = row.productType === "PRODUCT_WITH_COLOR_SIZE";

  const colorVariants = colorRows.map(({ variant, color }) => {
    const ownSizes = sizesOfColor.get(variant.id) ?? [];
    return {
      _id: variant.id,
      color: { _id: color.id, name: color.name, slug: color.slug, hex: color.hex },
      // With sizes per colour the units live on the sizes; the colour shows their total.
      stock: hasSizesPerColor ? ownSizes.reduce((sum, s) => sum + s.stock, 0) : variant.stock,
      maximumOrderQuantity: variant.maximumOrderQuantity,
      ...prices(variant.sellingPricePaise, variant.mrpPaise),
      defaultImage: variant.defaultImage,
      images: variant.images,
      sizes: ownSizes,
    };
  });

  const { description, warrantyTerms, seoTitle, seoDescription, ...card } = row;
  return {
    ...toCard(card, relations),
    description,
    warrantyTerms,
    seoTitle,
    seoDescription,
    colors: colorVariants,
    sizes: sizeRows.filter((r) => r.variant.productColorId === null).map(sizeVariant),
  };
}
