import { and, asc, count, desc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { auditLog } from "../../../db/schema";
import { ok, okList } from "../../../lib/envelope";
import type { ValidatedContext } from "../../../lib/validation";
import type { auditQuerySchema } from "../../../validation/staff";

export const PAGE_SIZE = 25;

/** A day of the filter starts at midnight in India (UTC+5:30, no daylight saving). */
const indianMidnight = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+05:30`);
  return new Date(start.getTime() + plusDays * 86_400_000);
};

export async function listAudit(c: ValidatedContext<{ query: typeof auditQuerySchema }>) {
  const { db } = c.get("deps");
  const { staffId, entityType, action, from, to, page } = c.req.valid("query");
  const where = and(
    staffId ? eq(auditLog.staffId, staffId) : undefined,
    entityType ? eq(auditLog.entityType, entityType) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.at, indianMidnight(from)) : undefined,
    // "To" includes that whole day.
    to ? lt(auditLog.at, indianMidnight(to, 1)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return okList(
    c,
    rows.map((row) => ({
      _id: row.id,
      at: row.at.toISOString(),
      staffId: row.staffId,
      staffEmail: row.staffEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
    })),
    { page, limit: PAGE_SIZE, totalRecords: total },
  );
}

/** The values the filters offer: who has made changes, and the kinds of entity and action in the log. */
export async function auditFilters(c: AppContext) {
  const { db } = c.get("deps");
  const [people, entityTypes, actions] = await Promise.all([
    db
      .selectDistinct({ staffId: auditLog.staffId, staffEmail: auditLog.staffEmail })
      .from(auditLog)
      .where(isNotNull(auditLog.staffId))
      .orderBy(asc(auditLog.staffEmail), asc(auditLog.staffId)),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return ok(c, {
    staff: people.map((p) => ({ _id: p.staffId as string, email: p.staffEmail ?? "" })),
    entityTypes: entityTypes.map((r) => r.value),
    actions: actions.map((r) => r.value),
  });
}
