import { type SQL, and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { productCategories, productSubCategories, products, shelfCounts } from "@api/db/schema";
import { listingFigure } from "./listing-figures";
import { LISTING_COUNT_CAP } from "./listing-count-cap";
import type { ProductFilters } from "./product-filters";

/**
 * A listing that is only a category shelf (one category, maybe sub-categories and a product to
 * leave out, as related products ask): counted and paged from product_categories' listing index
 * alone, never reading products, so page 1,000 costs about what page 1 does.
 */
function isShelf(filters: ProductFilters) {
  return (
    filters.categoryIds.length === 1 &&
    !filters.search &&
    !filters.onSale &&
    filters.minPaise === undefined &&
    filters.maxPaise === undefined &&
    filters.colors.length === 0 &&
    filters.sizes.length === 0
  );
}

/** In the shop's own arrangement of the category: no sort chosen, no search. */
export const isInCategoryOrder = (filters: ProductFilters, sort: string | undefined) =>
  !sort && !filters.search && filters.categoryIds.length > 0;

function shelfConditions(filters: ProductFilters): SQL {
  const { subCategoryIds, excludeId } = filters;
  return and(
    sql`${productCategories.categoryId} = ${filters.categoryIds[0]}`,
    sql`${productCategories.productActive}`,
    excludeId === undefined ? undefined : ne(productCategories.productId, excludeId),
    subCategoryIds === null
      ? undefined
      : sql`exists (select 1 from ${productSubCategories} where ${productSubCategories.productId} = ${productCategories.productId} and ${inArray(productSubCategories.subCategoryId, subCategoryIds)})`,
  ) as SQL;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/**
 * The counter row that holds a shelf's size (a whole category, or one of its sub-categories: a
 * product's sub-categories belong to its categories, checked where products are written), or
 * null for a shelf no counter describes (several sub-categories, or a product left out).
 */
function shelfCounter(filters: ProductFilters) {
  if (filters.excludeId !== undefined) return null;
  if (filters.subCategoryIds === null) return { shelf: "category" as const, shelfId: filters.categoryIds[0] };
  if (filters.subCategoryIds.length === 1)
    return { shelf: "sub_category" as const, shelfId: filters.subCategoryIds[0] };
  return null;
}

/**
 * totalRecords of a listing: exact for a shelf, at most LISTING_COUNT_CAP otherwise, counted
 * once while nothing a listing reads changes (listing_version): a popular filter, such as
 * living-room in grey between Rs 10,000 and 60,000, reads 1,242 products to count 1,000.
 */
export async function countListing(db: Db, where: SQL, filters: ProductFilters): Promise<number> {
  const counter = isShelf(filters) ? shelfCounter(filters) : null;
  if (counter) {
    const [row] = await db
      .select({ total: shelfCounts.activeProducts })
      .from(shelfCounts)
      .where(and(eq(shelfCounts.shelf, counter.shelf), eq(shelfCounts.shelfId, counter.shelfId)));
    return row?.total ?? 0;
  }
  if (isShelf(filters)) {
    const [row] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from ${productCategories} where ${shelfConditions(filters)}`),
    );
    return Number(row.total);
  }
  const key = `count ${JSON.stringify({ ...filters, search: filters.search?.key })}`;
  const counted = await listingFigure(db, key, {
    total:
      sql<number>`(select count(*)::int from (select 1 from ${products} where ${where} limit ${LISTING_COUNT_CAP}) as matches)`.mapWith(
        Number,
      ),
  });
  return counted.total;
}

/**
 * The ids of one page, in order, reading only indexes where it can (a deferred join: the
 * caller fetches the cards of just these ids). In category order the page walks the
 * category's listing index (position, then id); otherwise `order` over products' own indexes.
 */
export async function pageIds(
  db: Db,
  where: SQL,
  filters: ProductFilters,
  { order, limit, offset, total }: { order: SQL[] | "category"; limit: number; offset: number; total?: number },
): Promise<string[]> {
  let query: SQL;
  if (order === "category" && isShelf(filters) && total !== undefined && offset > total / 2) {
    // A page in the back half of a shelf is read from its end: the last page costs what page 1 does.
    const fromEnd = total - offset - limit;
    const byPositionBackwards = sql`order by ${productCategories.position} desc, ${productCategories.productId} desc limit ${limit + Math.min(fromEnd, 0)} offset ${Math.max(fromEnd, 0)}`;
    query = sql`select ${productCategories.productId} as id from ${productCategories} where ${shelfConditions(filters)} ${byPositionBackwards}`;
    return rowsOf<{ id: string }>(await db.execute(query))
      .map((row) => row.id)
      .reverse();
  }
  if (order === "category") {
    const byPosition = sql`order by ${productCategories.position}, ${productCategories.productId} limit ${limit} offset ${offset}`;
    query = isShelf(filters)
      ? sql`select ${productCategories.productId} as id from ${productCategories} where ${shelfConditions(filters)} ${byPosition}`
      : sql`select ${productCategories.productId} as id from ${productCategories} inner join ${products} on ${products.id} = ${productCategories.productId} where ${shelfConditions({ ...filters, subCategoryIds: null, excludeId: undefined })} and ${where} ${byPosition}`;
  } else {
    query = sql`select ${products.id} as id from ${products} where ${where} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`;
  }
  return rowsOf<{ id: string }>(await db.execute(query)).map((row) => row.id);
}
