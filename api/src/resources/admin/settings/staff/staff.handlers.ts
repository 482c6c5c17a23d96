import { and, asc, count, eq, gt, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { AppContext } from "@api/context";
import { staff, staffInvitations } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import {
  ROLE_LABELS,
  type staffInviteSchema,
  type staffListQuerySchema,
  type staffUpdateSchema,
} from "@api/validation/staff";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import type { staffIdParam } from "./staff.schemas";
import {
  EMAIL_TAKEN,
  auditedStaff,
  createInvitation,
  findStaffById,
  inviteStaff,
  revokeStaffSessions,
  sendInvitation,
  staffView,
  statusOf,
} from "@api/resources/admin/staff-accounts";
import { likeText } from "@api/lib/like-text";

const PAGE_SIZE = 20;
export const LAST_OWNER = "The shop must keep at least one owner who can sign in.";
export const NOT_YOURSELF = "You cannot change your own role or disable your own account.";
export const ALREADY_SET_UP = "This account is already set up: it needs no invitation.";
const ENABLE_FIRST = "Enable this account before sending it an invitation.";

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  active: and(isNull(staff.disabledAt), isNotNull(staff.totpEnabledAt)),
  invited: and(isNull(staff.disabledAt), isNull(staff.totpEnabledAt)),
  disabled: isNotNull(staff.disabledAt),
};

export async function listStaff(c: ValidatedContext<{ query: typeof staffListQuerySchema }>) {
  const { db } = c.get("deps");
  const { q, role, status, page } = c.req.valid("query");
  const where = and(
    q ? or(ilike(staff.name, likeText(q)), ilike(staff.email, likeText(q))) : undefined,
    role ? eq(staff.role, role) : undefined,
    status ? STATUS_FILTERS[status] : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(staff)
      .where(where)
      .orderBy(asc(staff.name), asc(staff.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(staff).where(where),
  ]);
  return okList(c, rows.map(staffView), { page, limit: PAGE_SIZE, totalRecords: total });
}

export async function invite(c: ValidatedContext<{ json: typeof staffInviteSchema }>) {
  const deps = c.get("deps");
  const input = c.req.valid("json");
  const { row, invitation } = await inviteStaff(deps, c.get("staff"), input).catch((error: unknown) => {
    // Two owners inviting the same address at once: the second hears why.
    if (isUniqueViolation(error, "staff_email_unique")) throw new ApiError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw error;
  });
  return ok(
    c,
    { staff: staffView(row), invitationUrl: invitation.url, expiresAt: invitation.expiresAt.toISOString() },
    `Invitation sent to ${row.email}`,
  );
}

async function memberOr404(c: AppContext, id: string) {
  const row = await findStaffById(c.get("deps").db, id);
  if (!row) throw notFound("Staff member");
  return row;
}

export async function getStaff(c: ValidatedContext<{ param: typeof staffIdParam }>) {
  const { db, clock } = c.get("deps");
  const row = await memberOr404(c, c.req.valid("param").id);
  const [invitation] = await db
    .select({ expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.staffId, row.id),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, clock.now()),
      ),
    );
  return ok(c, { ...staffView(row), invitationExpiresAt: invitation?.expiresAt.toISOString() ?? null });
}

/**
 * The owner changes a role or disables (or enables) an account. Either ends the account's
 * sessions, so the new role applies from its next sign-in; nobody changes their own account, and
 * the last enabled owner stays one.
 */
export async function updateStaff(c: ValidatedContext<{ param: typeof staffIdParam; json: typeof staffUpdateSchema }>) {
  const { db, clock } = c.get("deps");
  const me = c.get("staff");
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  if (id === me.id) throw new ApiError(409, NOT_YOURSELF);
  const now = clock.now();

  const updated = await db.transaction(async (tx) => {
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
    if (role === current.role && (disabledAt === null) === (current.disabledAt === null)) return null;

    const losesOwner =
      current.role === "owner" && current.disabledAt === null && (role !== "owner" || disabledAt !== null);
    if (losesOwner) {
      // Counted under the locks above, so two owners demoting each other at once cannot leave the shop with none.
      const others = locked.filter((row) => row.id !== id && row.role === "owner" && row.disabledAt === null);
      if (others.length === 0) throw new ApiError(409, LAST_OWNER, input.role ? { role: LAST_OWNER } : {});
    }

    const [row] = await tx
      .update(staff)
      .set({ role, disabledAt, ...(disabledAt === null ? { failedAttempts: 0, lockedUntil: null } : {}) })
      .where(eq(staff.id, id))
      .returning();
    await revokeStaffSessions(tx, id, now);
    await recordAudit(tx, {
      actor: me,
      action: "staff.update",
      entityType: "staff",
      entityId: id,
      before: auditedStaff(current),
      after: auditedStaff(row),
      at: now,
    });
    return row;
  });
  if (!updated) return ok(c, staffView(await memberOr404(c, id)), "Nothing to change");
  const message =
    input.disabled === true
      ? `${updated.name}'s account is disabled`
      : input.disabled === false
        ? `${updated.name}'s account is enabled`
        : `${updated.name}'s role is now ${ROLE_LABELS[updated.role]}`;
  return ok(c, staffView(updated), message);
}

/** A new invitation link for an account that has not finished setting up; the earlier link stops working. */
export async function resendInvitation(c: ValidatedContext<{ param: typeof staffIdParam }>) {
  const deps = c.get("deps");
  const me = c.get("staff");
  const now = deps.clock.now();
  const { id } = c.req.valid("param");
  const { row, invitation } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
    if (!current) throw notFound("Staff member");
    const status = statusOf(current);
    if (status === "active") throw new ApiError(409, ALREADY_SET_UP);
    if (status === "disabled") throw new ApiError(409, ENABLE_FIRST);
    const created = await createInvitation(tx, deps.env, id, me.id, now);
    await recordAudit(tx, {
      actor: me,
      action: "staff.invitation",
      entityType: "staff",
      entityId: id,
      before: null,
      after: { invitationExpiresAt: created.expiresAt.toISOString() },
      at: now,
    });
    return { row: current, invitation: created };
  });
  await sendInvitation(deps, row, invitation);
  return ok(
    c,
    { invitationUrl: invitation.url, expiresAt: invitation.expiresAt.toISOString() },
    `A new invitation was sent to ${row.email}`,
  );
}
