/** The back office's store credit handlers: read the validated input, call the views and writes, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import { rupeesLabel, toPaise, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { changeByStaff } from "@api/resources/admin/change-by-staff";
import { MOVEMENTS_PAGE_SIZE, customerStoreCredit } from "@api/resources/balances/store-credit-views";
import type { balanceAdjustSchema, goodwillCreditSchema, movementsQuerySchema } from "@api/validation/admin-balances";
import { adjustCredit, addGoodwill } from "./store-credit-writes";
import type { storeCreditCustomerParam } from "./store-credit.schemas";

type Param = { param: typeof storeCreditCustomerParam };

export async function getStoreCredit(c: ValidatedContext<Param & { query: typeof movementsQuerySchema }>) {
  const { page } = c.req.valid("query");
  const { balance, movements, total } = await customerStoreCredit(c.get("deps").db, c.req.valid("param").id, page);
  return okList(c, movements, { page, limit: MOVEMENTS_PAGE_SIZE, totalRecords: total }, { balance });
}

export async function addGoodwillCredit(c: ValidatedContext<Param & { json: typeof goodwillCreditSchema }>) {
  const input = c.req.valid("json");
  const balancePaise = await addGoodwill(c.get("deps").db, changeByStaff(c), c.req.valid("param").id, input);
  return ok(
    c,
    { balance: toRupees(balancePaise) },
    `Goodwill credit of ${rupeesLabel(toPaise(input.amount))} added: the balance is ${rupeesLabel(balancePaise)}`,
  );
}

export async function adjustStoreCredit(c: ValidatedContext<Param & { json: typeof balanceAdjustSchema }>) {
  const balancePaise = await adjustCredit(
    c.get("deps").db,
    changeByStaff(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return ok(
    c,
    { balance: toRupees(balancePaise) },
    `Store credit adjusted: the balance is ${rupeesLabel(balancePaise)}`,
  );
}
