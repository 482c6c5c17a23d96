import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { type AuditActorKind, auditLog, staff } from "../db/schema";
import { changedValues } from "./audit-diff";
import { recordLabel } from "./audit-labels";
import { newId } from "./ids";

/** A member of staff who made a change in the back office, or null for a script run on the server. */
export type AuditActor = { id: string; email: string } | null;
/** Who makes a change and when: what a domain write needs to audit it. */
export type ChangeBy = { actor: AuditActor; at: Date };

/** Anyone else whose doing changes a record: a shopper, the payment gateway, the courier, the shop's own jobs, by name. */
export type OutsideActor = { kind: Exclude<AuditActorKind, "staff">; name: string };

export type AuditEntry = {
  actor: AuditActor | OutsideActor;
  /** What was done, as "entity.verb": "staff.invite", "staff.update". */
  action: string;
  entityType: string;
  entityId: string;
  /** The record before and after the change, whole: only what differs is kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The record's name when the caller knows it better than lib/audit-labels.ts. */
  label?: string;
  at: Date;
};

async function actorColumns(tx: DbOrTx, actor: AuditActor | OutsideActor) {
  if (actor === null) return { staffId: null, staffEmail: null, actorKind: "system" as const, actorName: null };
  if ("kind" in actor) return { staffId: null, staffEmail: null, actorKind: actor.kind, actorName: actor.name };
  const [member] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, actor.id));
  return { staffId: actor.id, staffEmail: actor.email, actorKind: "staff" as const, actorName: member?.name ?? null };
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the change and
 * its record are kept or lost together; every change to the shop's records goes through here.
 * The row names the actor and the record as they are now, and keeps only the changed fields.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry) {
  const changed = changedValues(entry.before, entry.after);
  await tx.insert(auditLog).values({
    id: newId(),
    ...(await actorColumns(tx, entry.actor)),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    entityLabel: entry.label ?? (await recordLabel(tx, entry.entityType, entry.entityId, entry.before, entry.after)),
    before: changed.before,
    after: changed.after,
    at: entry.at,
  });
}
