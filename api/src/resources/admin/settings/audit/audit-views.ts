/** The audit log as the back office reads it: a filtered page of entries, and the values its filters offer. */
import { and, asc, count, desc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@api/db/client";
import { auditLog, staff } from "@api/db/schema";
import { fieldChanges } from "@api/lib/audit-diff";
import { fieldLabel } from "@api/lib/audit-field-labels";
import { VERSION_FIELD } from "@api/lib/edit-conflict";
import { AUDIT_ACTOR_KINDS, AUDIT_ACTOR_KIND_LABELS, type auditQuerySchema } from "@api/validation/staff";

export const AUDIT_PAGE_SIZE = 25;

/** A day of the filter starts at midnight in India (UTC+5:30, no daylight saving). */
const indianMidnight = (day: string, plusDays = 0) => {
  const start = new Date(`${day}T00:00:00+05:30`);
  return new Date(start.getTime() + plusDays * 86_400_000);
};

type AuditRow = typeof auditLog.$inferSelect & { staffName: string | null };

/** Who acted, as the log reads: the staff member's name, or the name written with the entry. */
function actorOf(row: AuditRow) {
  if (row.actorKind === "staff") return row.actorName ?? row.staffName ?? row.staffEmail ?? "A removed account";
  return (
    row.actorName ?? (row.actorKind === "system" ? "A script on the server" : AUDIT_ACTOR_KIND_LABELS[row.actorKind])
  );
}

/** One page of the entries the filters match, newest first, with how many match in all. */
export async function auditEntries(db: Db, filters: z.output<typeof auditQuerySchema>) {
  const { actorKind, staffId, entityType, action, from, to, page } = filters;
  const where = and(
    actorKind ? eq(auditLog.actorKind, actorKind) : undefined,
    staffId ? eq(auditLog.staffId, staffId) : undefined,
    entityType ? eq(auditLog.entityType, entityType) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? gte(auditLog.at, indianMidnight(from)) : undefined,
    // "To" includes that whole day.
    to ? lt(auditLog.at, indianMidnight(to, 1)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ row: auditLog, staffName: staff.name })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries = rows.map(({ row, staffName }) => ({
    _id: row.id,
    at: row.at.toISOString(),
    actorKind: row.actorKind,
    actor: actorOf({ ...row, staffName }),
    staffId: row.staffId,
    staffEmail: row.staffEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    // Older entries hold whole records: the same comparison leaves out what they did not change.
    // The edit counter moves with every save and says nothing to a reader.
    changes: fieldChanges(row.before, row.after)
      .filter((change) => change.field !== VERSION_FIELD)
      .map((change) => ({ ...change, label: fieldLabel(row.entityType, row.entityId, change.field) })),
  }));
  return { entries, totalRecords: total };
}

/** The values the filters offer: who has made changes, and the kinds of entity and action in the log. */
export async function auditFilterOptions(db: Db) {
  const [people, entityTypes, actions] = await Promise.all([
    db
      .selectDistinct({ staffId: auditLog.staffId, staffEmail: auditLog.staffEmail })
      .from(auditLog)
      .where(isNotNull(auditLog.staffId))
      .orderBy(asc(auditLog.staffEmail), asc(auditLog.staffId)),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return {
    actorKinds: AUDIT_ACTOR_KINDS.map((value) => ({ value, label: AUDIT_ACTOR_KIND_LABELS[value] })),
    staff: people.map((p) => ({ _id: p.staffId as string, email: p.staffEmail ?? "" })),
    entityTypes: entityTypes.map((r) => r.value),
    actions: actions.map((r) => r.value),
  };
}
