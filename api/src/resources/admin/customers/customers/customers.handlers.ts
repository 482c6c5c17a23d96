/** The customers' routes' handlers: read the validated input, call the views and the access write, answer with words. */
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { customerAccessSchema, customerListQuerySchema } from "@api/validation/admin-customers";
import { setCustomerAccess } from "./customer-access";
import { PAGE_SIZE, customerDetail, customerPage, customerView, nameOf } from "./customer-views";
import type { customerIdParam } from "./customers.schemas";
import { changeByStaff } from "@api/resources/admin/change-by-staff";

type AccessChange = { param: typeof customerIdParam; json: typeof customerAccessSchema };

export async function listCustomers(c: ValidatedContext<{ query: typeof customerListQuerySchema }>) {
  const query = c.req.valid("query");
  const { customers, total } = await customerPage(c.get("deps").db, query);
  return okList(c, customers, { page: query.page, limit: PAGE_SIZE, totalRecords: total });
}

export async function getCustomer(c: ValidatedContext<{ param: typeof customerIdParam }>) {
  return ok(c, await customerDetail(c.get("deps").db, c.req.valid("param").id));
}

/** Disables or enables a customer's account with the reason given (customer-access.ts). */
async function setAccess(c: ValidatedContext<AccessChange>, disable: boolean) {
  const updated = await setCustomerAccess(c.get("deps").db, changeByStaff(c), {
    id: c.req.valid("param").id,
    disable,
    reason: c.req.valid("json").reason,
  });
  const who = nameOf(updated.row) ?? updated.row.mobile ?? updated.row.email ?? "The customer";
  const message = !updated.changed
    ? "Nothing to change"
    : disable
      ? `${who}'s account is disabled: they are signed out and cannot sign in`
      : `${who}'s account is enabled`;
  return ok(c, customerView(updated.row), message);
}

export const disableCustomer = (c: ValidatedContext<AccessChange>) => setAccess(c, true);
export const enableCustomer = (c: ValidatedContext<AccessChange>) => setAccess(c, false);
