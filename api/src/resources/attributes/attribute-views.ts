/** The colour and size masters as the shop's filter boxes offer them, whole or narrowed to a shelf. */
import { and, asc, eq, getTableName, inArray, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { colors, productColors, productSizes, products, sizes } from "@api/db/schema";
import { listingFigure } from "../products/listing-figures";
import { resolveCategoryScope, scopeConditions } from "../products/products.queries";

/** A shop shelf by its slugs; neither means the whole master list. */
type Shelf = { catSlug?: string; subCatSlug?: string };

/**
 * The values (ids) some active product of the asked-for shelf comes in, or null without a shelf.
 * Kept while nothing a listing reads changes: reading them joins every variant of the value to
 * the shelf (69 ms for living-room's colours at 100,000 products).
 */
async function valuesInUse(
  db: Db,
  shelf: Shelf,
  table: typeof colors | typeof sizes,
  variantValue: typeof productColors.colorId | typeof productSizes.sizeId,
): Promise<string[] | null> {
  if (!shelf.catSlug && !shelf.subCatSlug) return null;
  const scope = await resolveCategoryScope(db, shelf);
  const key = `${getTableName(table)} ${JSON.stringify(scope)}`;
  const variants = variantValue.table as typeof productColors | typeof productSizes;
  const productMatches = and(eq(products.isActive, true), ...scopeConditions(scope));
  const inUse = sql`exists (select 1 from ${variants} inner join ${products} on ${products.id} = ${variants.productId} where ${variantValue} = ${table.id} and ${productMatches})`;
  const figure = await listingFigure(db, key, {
    ids: sql<string[]>`array(select ${table.id} from ${table} where ${inUse})`,
  });
  return figure.ids;
}

const inUseOnly = (column: typeof colors.id | typeof sizes.id, inUse: string[] | null) =>
  inUse === null ? undefined : inArray(column, inUse);

/** The colours, by name, that the shelf's products come in (all of them without a shelf). */
export async function shelfColors(db: Db, shelf: Shelf) {
  const inUse = await valuesInUse(db, shelf, colors, productColors.colorId);
  const rows = await db.select().from(colors).where(inUseOnly(colors.id, inUse)).orderBy(asc(colors.name));
  return rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug, hex: r.hex }));
}

/** The sizes, in their set order, that the shelf's products come in (all of them without a shelf). */
export async function shelfSizes(db: Db, shelf: Shelf) {
  const inUse = await valuesInUse(db, shelf, sizes, productSizes.sizeId);
  const rows = await db
    .select()
    .from(sizes)
    .where(inUseOnly(sizes.id, inUse))
    .orderBy(asc(sizes.position), asc(sizes.name));
  return rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug }));
}
