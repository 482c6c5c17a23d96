import { type SQL, and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { colors, productColors, productSizes, products, sizes } from "../../db/schema";
import { okList } from "../../lib/envelope";
import type { ValidatedContext } from "../../lib/validation";
import { resolveCategoryScope, scopeConditions } from "../products/products.queries";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const slugParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * Without parameters: the whole master list. With catSlug (and subCatSlug): only the values
 * some active product of that shelf comes in, so a filter box never offers a dead end.
 */
export const attributeQuery = z.object({ catSlug: slugParam, subCatSlug: slugParam });

type AttributeContext = ValidatedContext<{ query: typeof attributeQuery }>;

async function inUseCondition(c: AttributeContext, variantExists: (productMatches: SQL) => SQL) {
  const query = c.req.valid("query");
  if (!query.catSlug && !query.subCatSlug) return undefined;
  const scope = await resolveCategoryScope(c.get("deps").db, query);
  return variantExists(and(eq(products.isActive, true), ...scopeConditions(scope)) as SQL);
}

/** GET /colors[?catSlug=&subCatSlug=] */
export async function listColors(c: AttributeContext) {
  const where = await inUseCondition(
    c,
    (productMatches) =>
      sql`exists (select 1 from ${productColors} inner join ${products} on ${products.id} = ${productColors.productId} where ${productColors.colorId} = ${colors.id} and ${productMatches})`,
  );
  const rows = await c.get("deps").db.select().from(colors).where(where).orderBy(asc(colors.name));
  const body = rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug, hex: r.hex }));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/** GET /sizes[?catSlug=&subCatSlug=] */
export async function listSizes(c: AttributeContext) {
  const where = await inUseCondition(
    c,
    (productMatches) =>
      sql`exists (select 1 from ${productSizes} inner join ${products} on ${products.id} = ${productSizes.productId} where ${productSizes.sizeId} = ${sizes.id} and ${productMatches})`,
  );
  const rows = await c
    .get("deps")
    .db.select()
    .from(sizes)
    .where(where)
    .orderBy(asc(sizes.position), asc(sizes.name));
  const body = rows.map((r) => ({ _id: r.id, name: r.name, slug: r.slug }));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}
