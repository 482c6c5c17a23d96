import type { DbOrTx } from "../db/client";
import { auditLog } from "../db/schema";
import { newId } from "./ids";

/** Who made a change: a signed-in staff member, or null for a script run on the server. */
export type AuditActor = { id: string; email: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  /** What was done, as "entity.verb": "staff.invite", "staff.update". */
  action: string;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
};

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and
 * its record are kept or lost together; every back-office write goes through here.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    id: newId(),
    staffId: entry.actor?.id ?? null,
    staffEmail: entry.actor?.email ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
  });
}
