import { and, asc, eq, getTableName, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { colors, productColors, productSizes, products, sizes } from "@api/db/schema";
import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { listingFigure } from "../products/listing-figures";
import { resolveCategoryScope, scopeConditions } from "../products/products.queries";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const slugParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * Without parameters: the whole master list. With catSlug (and subCatSlug): only the values
 * some active product of that shelf comes in, so a filter box never offers a dead end.
 */
export const attributeQuery = z.object({ catSlug: slugParam, subCatSlug: slugParam });

type AttributeContext = ValidatedContext<{ query: typeof attributeQuery }>;

/**
 * The values (ids) some active product of the asked-for shelf comes in, or null without a shelf.
 * Kept while nothing a listing reads changes: reading them joins every variant of the value to
 * the shelf (69 ms for living-room's colours at 100,000 products).
 */
async function valuesInUse(
  c: AttributeContext,
  table: typeof colors | typeof sizes,
  variantValue: typeof productColors.colorId | typeof productSizes.sizeId,
): Promise<string[] | null> {
  const query = c.req.valid("query");
  if (!query.catSlug && !query.subCatSlug) return null;
  const db = c.get("deps").db;
  const scope = await resolveCategoryScope(db, query);
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

/** GET /colors[?catSlug=&subCatSlug=] */
export async function listColors(c: AttributeContext) {
  const inUse = await valuesInUse(c, colors, productColors.colorId);
  const rows = await c
    .get("deps")
    .db.select()
    .from(colors)
    .where(inUseOnly(colors.id, inUse))
    .orderBy(asc(colors.name));
  const body = rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug, hex: r.hex }));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/** GET /sizes[?catSlug=&subCatSlug=] */
export async function listSizes(c: AttributeContext) {
  const inUse = await valuesInUse(c, sizes, productSizes.sizeId);
  const rows = await c
    .get("deps")
    .db.select()
    .from(sizes)
    .where(inUseOnly(sizes.id, inUse))
    .orderBy(asc(sizes.position), asc(sizes.name));
  const body = rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug }));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}
