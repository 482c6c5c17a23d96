import type { AppContext } from "@api/context";
import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { auditQuerySchema } from "@api/validation/staff";
import { AUDIT_PAGE_SIZE, auditEntries, auditFilterOptions } from "./audit-views";

export async function listAudit(c: ValidatedContext<{ query: typeof auditQuerySchema }>) {
  const filters = c.req.valid("query");
  const { entries, totalRecords } = await auditEntries(c.get("deps").db, filters);
  return okList(c, entries, { page: filters.page, limit: AUDIT_PAGE_SIZE, totalRecords });
}

/** The values the filters offer: who has made changes, and the kinds of entity and action in the log. */
export async function auditFilters(c: AppContext) {
  return ok(c, await auditFilterOptions(c.get("deps").db));
}
