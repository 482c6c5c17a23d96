/**
 * The owner's changes to an account, each in one transaction with its audit row: a role or
 * enabled state changed (ending the account's sessions), and a new invitation link.
 * A refusal found under the locks comes back as a verdict for the handler to word.
 */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@api/db/client";
import { staff } from "@api/db/schema";
import type { ApiEnv } from "@api/env";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { notFound } from "@api/lib/envelope";
import type { staffUpdateSchema } from "@api/validation/staff";
import {
  type StaffRow,
  auditedStaff,
  createInvitation,
  revokeStaffSessions,
  statusOf,
} from "@api/resources/admin/staff-accounts";

type AccountChange = { outcome: "unchanged" } | { outcome: "lastOwner" } | { outcome: "saved"; row: StaffRow };

/** Changes the account's role or enabled state, keeping at least one enabled owner. */
export async function changeStaffAccount(
  db: Db,
  by: ChangeBy,
  id: string,
  input: z.output<typeof staffUpdateSchema>,
): Promise<AccountChange> {
  const now = by.at;
  return db.transaction(async (tx) => {
    // The account and every enabled owner, locked in one statement in id order: two owners
    // demoting each other at once then take turns instead of deadlocking.
    const locked = await tx
      .select()
      .from(staff)
      .where(or(eq(staff.id, id), and(eq(staff.role, "owner"), isNull(staff.disabledAt))))
      .orderBy(asc(staff.id))
      .for("update");
    const current = locked.find((row) => row.id === id);
    if (!current) throw notFound("Staff member");
    const role = input.role ?? current.role;
    const disabledAt =
      input.disabled === undefined ? current.disabledAt : input.disabled ? (current.disabledAt ?? now) : null;
    if (role === current.role && (disabledAt === null) === (current.disabledAt === null)) {
      return { outcome: "unchanged" };
    }

    const losesOwner =
      current.role === "owner" && current.disabledAt === null && (role !== "owner" || disabledAt !== null);
    if (losesOwner) {
      // Counted under the locks above, so two owners demoting each other at once cannot leave the shop with none.
      const others = locked.filter((row) => row.id !== id && row.role === "owner" && row.disabledAt === null);
      if (others.length === 0) return { outcome: "lastOwner" };
    }

    const [row] = await tx
      .update(staff)
      .set({ role, disabledAt, ...(disabledAt === null ? { failedAttempts: 0, lockedUntil: null } : {}) })
      .where(eq(staff.id, id))
      .returning();
    await revokeStaffSessions(tx, id, now);
    await recordAudit(tx, {
      actor: by.actor,
      action: "staff.update",
      entityType: "staff",
      entityId: id,
      before: auditedStaff(current),
      after: auditedStaff(row),
      at: now,
    });
    return { outcome: "saved", row };
  });
}

type InvitationRenewal =
  | { outcome: "active" | "disabled" }
  | { outcome: "renewed"; row: StaffRow; invitation: { url: string; expiresAt: Date } };

/** A new invitation link for an invited account; the earlier link stops working. The email is the caller's. */
export async function renewInvitation(
  db: Db,
  env: ApiEnv,
  by: ChangeBy & { actor: { id: string } },
  id: string,
): Promise<InvitationRenewal> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
    if (!current) throw notFound("Staff member");
    const status = statusOf(current);
    if (status !== "invited") return { outcome: status };
    const created = await createInvitation(tx, env, id, by.actor.id, by.at);
    await recordAudit(tx, {
      actor: by.actor,
      action: "staff.invitation",
      entityType: "staff",
      entityId: id,
      before: null,
      after: { invitationExpiresAt: created.expiresAt.toISOString() },
      at: by.at,
    });
    return { outcome: "renewed", row: current, invitation: created };
  });
}
