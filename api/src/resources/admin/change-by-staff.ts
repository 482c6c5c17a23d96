import type { ChangeBy } from "@api/lib/audit";
import type { ValidatedContext } from "@api/lib/validation";

/** The signed-in member of staff and the time: who makes a back-office change, as a domain write audits it. */
export const changeByStaff = (c: ValidatedContext<object>): ChangeBy => ({
  actor: c.get("staff"),
  at: c.get("deps").clock.now(),
});
