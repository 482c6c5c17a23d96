import type { AppContext } from "@api/context";
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
  findStaffById,
  inviteStaff,
  sendInvitation,
  staffView,
} from "@api/resources/admin/staff-accounts";
import { STAFF_PAGE_SIZE, invitationExpiry, staffPage } from "./staff-views";
import { changeStaffAccount, renewInvitation } from "./staff-writes";

export const LAST_OWNER = "The shop must keep at least one owner who can sign in.";
export const NOT_YOURSELF = "You cannot change your own role or disable your own account.";
export const ALREADY_SET_UP = "This account is already set up: it needs no invitation.";
const ENABLE_FIRST = "Enable this account before sending it an invitation.";

export async function listStaff(c: ValidatedContext<{ query: typeof staffListQuerySchema }>) {
  const filters = c.req.valid("query");
  const { members, totalRecords } = await staffPage(c.get("deps").db, filters);
  return okList(c, members, { page: filters.page, limit: STAFF_PAGE_SIZE, totalRecords });
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
  const invitationExpiresAt = await invitationExpiry(db, row.id, clock.now());
  return ok(c, { ...staffView(row), invitationExpiresAt });
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
  const change = await changeStaffAccount(db, { actor: me, at: clock.now() }, id, input);
  if (change.outcome === "lastOwner") throw new ApiError(409, LAST_OWNER, input.role ? { role: LAST_OWNER } : {});
  if (change.outcome === "unchanged") return ok(c, staffView(await memberOr404(c, id)), "Nothing to change");
  const updated = change.row;
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
  const { id } = c.req.valid("param");
  const renewal = await renewInvitation(deps.db, deps.env, { actor: me, at: deps.clock.now() }, id);
  if (renewal.outcome !== "renewed") {
    throw new ApiError(409, renewal.outcome === "active" ? ALREADY_SET_UP : ENABLE_FIRST);
  }
  const { row, invitation } = renewal;
  await sendInvitation(deps, row, invitation);
  return ok(
    c,
    { invitationUrl: invitation.url, expiresAt: invitation.expiresAt.toISOString() },
    `A new invitation was sent to ${row.email}`,
  );
}
