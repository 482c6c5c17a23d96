import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { shelfColors, shelfSizes } from "./attribute-views";
import type { attributeQuery } from "./attributes.schemas";

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
