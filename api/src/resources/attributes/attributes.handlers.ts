import { z } from "zod";
import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { shelfColors, shelfSizes } from "./attribute-views";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const slugParam = z.preprocess(blankToUndefined, z.string().trim().max(120).optional());

/**
 * Without parameters: the whole master list. With catSlug (and subCatSlug): only the values
 * some active product of that shelf comes in, so a filter box never offers a dead end.
 */
export const attributeQuery = z.object({ catSlug: slugParam, subCatSlug: slugParam });

type AttributeContext = ValidatedContext<{ query: typeof attributeQuery }>;

/** GET /colors[?catSlug=&subCatSlug=] */
export async function listColors(c: AttributeContext) {
  const body = await shelfColors(c.get("deps").db, c.req.valid("query"));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}

/** GET /sizes[?catSlug=&subCatSlug=] */
export async function listSizes(c: AttributeContext) {
  const body = await shelfSizes(c.get("deps").db, c.req.valid("query"));
  return okList(c, body, { page: 1, limit: 0, totalRecords: body.length });
}
