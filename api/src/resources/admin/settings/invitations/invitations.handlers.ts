import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppContext } from "@api/context";
import { staff, staffInvitations } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, ok } from "@api/lib/envelope";
import { hashPassword, hashToken, openSecret, sealSecret } from "@api/lib/secrets";
import { newTotpSecret, totpStep, totpUri } from "@api/lib/totp";
import type { ValidatedContext } from "@api/lib/validation";
import { ROLE_PERMISSIONS, type staffSetPasswordSchema, type staffTotpSchema } from "@api/validation/staff";
import { auditedStaff, issueRecoveryCodes, staffView, startStaffSession } from "@api/resources/admin/staff-accounts";
import type { invitationTokenParam } from "./invitations.schemas";

export const INVITATION_GONE =
  "This invitation link has expired or has already been used. Please ask the owner for a new one.";
const SET_PASSWORD_FIRST = "Please choose your password first.";
export const BAD_SETUP_CODE =
  "That code is not right. Check that your phone's time is correct and enter the newest code.";

/** The invitation behind a link, with its account, while it can still be used. */
async function liveInvitation(c: AppContext, token: string) {
  const { db, clock } = c.get("deps");
  const [found] = await db
    .select({ invitation: staffInvitations, member: staff })
    .from(staffInvitations)
    .innerJoin(staff, eq(staff.id, staffInvitations.staffId))
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.usedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, clock.now()),
        isNull(staff.disabledAt),
        isNull(staff.totpEnabledAt),
      ),
    );
  if (!found) throw new ApiError(410, INVITATION_GONE);
  return found;
}

/** What the set-up page shows: the password step, or the authenticator step with its secret. */
async function setupState(c: AppContext, member: typeof staff.$inferSelect) {
  const base = { email: member.email, name: member.name, role: member.role };
  if (!member.passwordHash || !member.totpSecret) return { ...base, step: "password" as const };
  const secret = openSecret(c.get("deps").env.STAFF_TOTP_KEY, member.totpSecret);
  return { ...base, step: "authenticator" as const, secret, otpauthUri: totpUri(secret, member.email) };
}

export async function getInvitation(c: ValidatedContext<{ param: typeof invitationTokenParam }>) {
  const { member } = await liveInvitation(c, c.req.valid("param").token);
  return ok(c, await setupState(c, member));
}

/** The invitee's password (typed twice); their authenticator's secret is made with it. */
export async function setPassword(
  c: ValidatedContext<{ param: typeof invitationTokenParam; json: typeof staffSetPasswordSchema }>,
) {
  const { db, env } = c.get("deps");
  const { member } = await liveInvitation(c, c.req.valid("param").token);
  const { password } = c.req.valid("json");
  if (password.trim().toLowerCase() === member.email) {
    const message = "Password must not be your email address";
    throw new ApiError(400, message, { password: message });
  }
  const [updated] = await db
    .update(staff)
    .set({
      passwordHash: await hashPassword(password),
      // A second visit keeps the secret an app may already hold.
      totpSecret: member.totpSecret ?? sealSecret(env.STAFF_TOTP_KEY, await newTotpSecret()),
    })
    .where(eq(staff.id, member.id))
    .returning();
  return ok(c, await setupState(c, updated), "Password saved. Now add the back office to your authenticator app.");
}

/**
 * The first code from the app proves it holds the secret: the account becomes active, the
 * invitation is spent, ten recovery codes are made (shown this once) and the invitee is signed in.
 */
export async function confirmAuthenticator(
  c: ValidatedContext<{ param: typeof invitationTokenParam; json: typeof staffTotpSchema }>,
) {
  const { db, env, clock } = c.get("deps");
  const { invitation, member } = await liveInvitation(c, c.req.valid("param").token);
  if (!member.passwordHash || !member.totpSecret) throw new ApiError(409, SET_PASSWORD_FIRST);
  const step = await totpStep(openSecret(env.STAFF_TOTP_KEY, member.totpSecret), c.req.valid("json").code);
  if (step === null) throw new ApiError(400, BAD_SETUP_CODE, { code: BAD_SETUP_CODE });
  const now = clock.now();
  const { row, recoveryCodes, token } = await db.transaction(async (tx) => {
    // Spent first and conditionally: of two submits racing with the same link, one wins.
    const [spent] = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.usedAt)))
      .returning({ id: staffInvitations.id });
    if (!spent) throw new ApiError(410, INVITATION_GONE);
    const [activated] = await tx
      .update(staff)
      .set({ totpEnabledAt: now, totpLastStep: step, failedAttempts: 0, lockedUntil: null })
      .where(eq(staff.id, member.id))
      .returning();
    const codes = await issueRecoveryCodes(tx, env.AUTH_SECRET, member.id, now);
    const actor = { id: member.id, email: member.email };
    await recordAudit(tx, {
      actor,
      action: "staff.setup",
      entityType: "staff",
      entityId: member.id,
      before: auditedStaff(member),
      after: auditedStaff(activated),
      at: now,
    });
    return { row: activated, recoveryCodes: codes, token: await startStaffSession(tx, member.id, now, true) };
  });
  return ok(
    c,
    { token, staff: staffView(row), permissions: ROLE_PERMISSIONS[row.role], recoveryCodes },
    "Your account is ready. Keep your recovery codes somewhere safe.",
  );
}
