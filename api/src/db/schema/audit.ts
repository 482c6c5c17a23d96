import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { staff } from "./staff";

/** Who an audit entry says acted: staff, a shopper, the payment gateway, the courier, or the shop itself. */
export type AuditActorKind = "staff" | "shopper" | "gateway" | "courier" | "system";

/**
 * Every change to the shop's records (lib/audit.ts): who, when, what, the record by name, and
 * only the fields that changed, before and after.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    /** Null for changes nobody signed in made (the staff:create script). */
    staffId: text("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the account is gone. */
    staffEmail: text("staff_email"),
    actorKind: text("actor_kind").$type<AuditActorKind>().notNull().default("staff"),
    /** The actor as named when they acted: "Nisha Rao", "Shopper Priya Sharma", "Shiprocket". Null on rows older than names. */
    actorName: text("actor_name"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The record as named when changed: "Sheesham Bed (WN-BED-01)", "FS100004 · Priya Sharma". */
    entityLabel: text("entity_label"),
    /** Only the changed fields' values (older rows hold the whole record); secrets are never kept. */
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  // The last index finds who last changed one thing, for a refused stale save.
  (t) => [
    index().on(t.at),
    index().on(t.staffId, t.at),
    index().on(t.entityType, t.at),
    index().on(t.entityType, t.entityId, t.at),
    index().on(t.actorKind, t.at),
  ],
);
