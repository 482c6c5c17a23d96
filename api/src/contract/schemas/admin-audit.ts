import { z } from "@hono/zod-openapi";
import { AUDIT_ACTOR_KINDS } from "@api/validation/staff";

/** One change in the audit log: who, when, what, and each field's value before and after. */
export const auditEntrySchema = z
  .object({
    _id: z.string(),
    at: z.string().datetime(),
    actorKind: z.enum(AUDIT_ACTOR_KINDS),
    actor: z.string().describe("Who acted, as the log reads"),
    staffId: z.string().nullable(),
    staffEmail: z.string().nullable(),
    action: z.string().describe("What was done, e.g. order.refund"),
    entityType: z.string(),
    entityId: z.string(),
    entityLabel: z.string().nullable(),
    changes: z.array(
      z.object({
        field: z.string().describe("A dotted path into the record"),
        label: z.string(),
        before: z.unknown().describe("Any JSON value, secrets left out"),
        after: z.unknown(),
      }),
    ),
  })
  .openapi("AuditEntry");

/** The values the log's filters offer. */
export const auditFiltersSchema = z.object({
  actorKinds: z.array(z.object({ value: z.enum(AUDIT_ACTOR_KINDS), label: z.string() })),
  staff: z.array(z.object({ _id: z.string(), email: z.string() })),
  entityTypes: z.array(z.string()),
  actions: z.array(z.string()),
});
