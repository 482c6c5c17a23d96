import { okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import { MOVEMENTS_PAGE_SIZE, myStoreCredit as storeCreditOf } from "@api/resources/balances/store-credit-views";
import type { movementsQuerySchema } from "@api/validation/admin-balances";

/** GET /customers/store-credit: the signed-in shopper's balance and a page of its movements. */
export async function myStoreCredit(c: ValidatedContext<{ query: typeof movementsQuerySchema }>) {
  const { page } = c.req.valid("query");
  const { balance, movements, total } = await storeCreditOf(c.get("deps").db, c.get("customer").id, page);
  return okList(c, movements, { page, limit: MOVEMENTS_PAGE_SIZE, totalRecords: total }, { balance });
}
