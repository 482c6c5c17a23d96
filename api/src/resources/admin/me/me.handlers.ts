import type { AppContext } from "@api/context";
import { recordAudit } from "@api/lib/audit";
import { ApiError, ok } from "@api/lib/envelope";
import { ROLE_PERMISSIONS } from "@api/validation/staff";
import { unusedRecoveryCodeCount } from "../session/staff-sign-in";
import { findStaffById, issueRecoveryCodes, staffView } from "../staff-accounts";
import { STAFF_LOGIN_REQUIRED } from "@api/middleware/staff-auth";

/** The signed-in member of staff, what their role allows, and how many recovery codes they have left. */
export async function getMe(c: AppContext) {
  const { db } = c.get("deps");
  const row = await findStaffById(db, c.get("staff").id);
  if (!row) throw new ApiError(401, STAFF_LOGIN_REQUIRED);
  return ok(c, {
    staff: staffView(row),
    permissions: ROLE_PERMISSIONS[row.role],
    recoveryCodesLeft: await unusedRecoveryCodeCount(db, row.id),
  });
}

/** Ten new recovery codes for the signed-in member of staff, shown once; the old ones stop working. */
export async function regenerateRecoveryCodes(c: AppContext) {
  const { db, env, clock } = c.get("deps");
  const me = c.get("staff");
  const now = clock.now();
  const codes = await db.transaction(async (tx) => {
    const issued = await issueRecoveryCodes(tx, env.AUTH_SECRET, me.id, now);
    // The codes themselves are secrets: the log says only that they were replaced.
    await recordAudit(tx, {
      actor: me,
      action: "staff.recovery_codes",
      entityType: "staff",
      entityId: me.id,
      before: null,
      after: { recoveryCodes: issued.length },
      at: now,
    });
    return issued;
  });
  return ok(c, { recoveryCodes: codes }, "New recovery codes made. The old ones no longer work.");
}
