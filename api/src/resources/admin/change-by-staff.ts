import type { AppContext } from "@api/context";
import type { ChangeBy } from "@api/lib/audit";
import type { ValidatedContext } from "@api/lib/validation";
import type { OrderActor } from "@api/resources/order-lifecycle/order-events";

/** The signed-in member of staff and the time: who makes a back-office change, as a domain write audits it. */
export const changeByStaff = (c: ValidatedContext<object>): ChangeBy => ({
  actor: c.get("staff"),
  at: c.get("deps").clock.now(),
});

/** The signed-in member of staff as an order's timeline names them. */
export const staffActor = (c: AppContext): OrderActor => {
  const me = c.get("staff");
  return { type: "staff", id: me.id, email: me.email, name: me.name };
};
