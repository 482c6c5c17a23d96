import { signedInStaff } from "@api/resources/admin/test-helpers";
import type { StaffRole } from "@api/validation/staff";
import { createTestApi } from "./harness";

/** A member of staff and a session of theirs, as signedInStaff makes them. */
export type SignedInStaff = Awaited<ReturnType<typeof signedInStaff>>;

/**
 * A test API without the demo shop, its rate limits eased for a file's many calls, and a signed-in
 * member of `role`: where most back-office tests start.
 */
export async function openStaffApi(role: StaffRole, env: Record<string, string> = {}) {
  const api = await createTestApi({ seed: false, env: { RATE_LIMIT_MULTIPLIER: "100", ...env } });
  return { api, staff: await signedInStaff(api, role) };
}
