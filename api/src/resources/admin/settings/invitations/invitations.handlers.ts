import type { AppContext } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import { openSecret } from "@api/lib/secrets";
import { totpStep } from "@api/lib/totp";
import type { ValidatedContext } from "@api/lib/validation";
import { ROLE_PERMISSIONS, type staffSetPasswordSchema, type staffTotpSchema } from "@api/validation/staff";
import { staffView } from "@api/resources/admin/staff-accounts";
import { activateInvitee, liveInvitation, saveInviteePassword, setupState } from "./invitation-setup";
import type { invitationTokenParam } from "./invitations.schemas";

export const INVITATION_GONE =
  "This invitation link has expired or has already been used. Please ask the owner for a new one.";
const SET_PASSWORD_FIRST = "Please choose your password first.";
export const BAD_SETUP_CODE =
  "That code is not right. Check that your phone's time is correct and enter the newest code.";

/** The invitation behind a link, with its account, while it can still be used. */
async function usableInvitation(c: AppContext, token: string) {
  const { db, clock } = c.get("deps");
  const found = await liveInvitation(db, token, clock.now());
  if (!found) throw new ApiError(410, INVITATION_GONE);
  return found;
}

export async function getInvitation(c: ValidatedContext<{ param: typeof invitationTokenParam }>) {
  const { member } = await usableInvitation(c, c.req.valid("param").token);
  return ok(c, setupState(c.get("deps").env.STAFF_TOTP_KEY, member));
}

/** The invitee's password (typed twice); their authenticator's secret is made with it. */
export async function setPassword(
  c: ValidatedContext<{ param: typeof invitationTokenParam; json: typeof staffSetPasswordSchema }>,
) {
  const { db, env } = c.get("deps");
  const { member } = await usableInvitation(c, c.req.valid("param").token);
  const { password } = c.req.valid("json");
  if (password.trim().toLowerCase() === member.email) {
    const message = "Password must not be your email address";
    throw new ApiError(400, message, { password: message });
  }
  const updated = await saveInviteePassword(db, env.STAFF_TOTP_KEY, member, password);
  return ok(
    c,
    setupState(env.STAFF_TOTP_KEY, updated),
    "Password saved. Now add the back office to your authenticator app.",
  );
}

/**
 * The first code from the app proves it holds the secret: the account becomes active, the
 * invitation is spent, ten recovery codes are made (shown this once) and the invitee is signed in.
 */
export async function confirmAuthenticator(
  c: ValidatedContext<{ param: typeof invitationTokenParam; json: typeof staffTotpSchema }>,
) {
  const { db, env, clock } = c.get("deps");
  const { invitation, member } = await usableInvitation(c, c.req.valid("param").token);
  if (!member.passwordHash || !member.totpSecret) throw new ApiError(409, SET_PASSWORD_FIRST);
  const step = await totpStep(openSecret(env.STAFF_TOTP_KEY, member.totpSecret), c.req.valid("json").code);
  if (step === null) throw new ApiError(400, BAD_SETUP_CODE, { code: BAD_SETUP_CODE });
  const activated = await activateInvitee(db, env, invitation.id, member, step, clock.now());
  if (!activated) throw new ApiError(410, INVITATION_GONE);
  const { row, recoveryCodes, token } = activated;
  return ok(
    c,
    { token, staff: staffView(row), permissions: ROLE_PERMISSIONS[row.role], recoveryCodes },
    "Your account is ready. Keep your recovery codes somewhere safe.",
  );
}
