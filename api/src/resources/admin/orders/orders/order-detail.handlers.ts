import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { orderNoteSchema } from "@api/validation/admin-orders";
import { staffActor } from "@api/resources/admin/change-by-staff";
import { orderDetail } from "./order-detail-views";
import { addOrderNote as addNote } from "./order-note-writes";
import type { orderNumberParam } from "./orders.schemas";

type Param = { param: typeof orderNumberParam };

/** GET /v1/admin/orders/:orderId: the order page's view (order-detail-views.ts). */
export async function getOrder(c: ValidatedContext<Param>) {
  return ok(c, await orderDetail(c.get("deps").db, c.req.valid("param").orderId));
}

/** POST /v1/admin/orders/:orderId/notes {note}: an internal note on the timeline, audited. */
export async function addOrderNote(c: ValidatedContext<Param & { json: typeof orderNoteSchema }>) {
  const { db, clock } = c.get("deps");
  const { note } = c.req.valid("json");
  const now = clock.now();
  const orderId = await addNote(
    db,
    { actor: c.get("staff"), at: now },
    staffActor(c),
    c.req.valid("param").orderId,
    note,
  );
  return ok(c, { orderId, note, at: now.toISOString() }, `Note added to order ${orderId}`);
}
