import type { AppDeps } from "@api/context";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { ApiError, ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { bulkOrderMoveSchema, orderMoveSchema } from "@api/validation/admin-orders";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@api/validation/order-states";
import type { OrderActor } from "@api/resources/order-lifecycle/order-events";
import { lockOrder, moveOrder } from "@api/resources/order-lifecycle/transition";
import { staffActor } from "@api/resources/admin/change-by-staff";
import { findOrderIdByNumber } from "./order-lookup";
import type { orderNumberParam } from "./orders.schemas";

async function moveOne(
  deps: AppDeps,
  orderNumber: string,
  to: OrderStatus,
  note: string | undefined,
  actor: OrderActor,
  now: Date,
) {
  const id = await findOrderIdByNumber(deps.db, orderNumber);
  const moved = await deps.db.transaction(async (tx) =>
    moveOrder(tx, await lockOrder(tx, id), { to, note, actor, now }),
  );
  // A cancelled paid order's refund was written with the move; now the gateway is asked.
  if (to === "CANCELLED") await queueRefundsOf(deps, moved.id);
  return moved;
}

/** POST /v1/admin/orders/:orderId/status {to, note}: one order's move; 409 when it is not legal now. */
export async function moveOrderStatus(
  c: ValidatedContext<{ param: typeof orderNumberParam; json: typeof orderMoveSchema }>,
) {
  const { clock } = c.get("deps");
  const { to, note } = c.req.valid("json");
  const moved = await moveOne(c.get("deps"), c.req.valid("param").orderId, to, note, staffActor(c), clock.now());
  return ok(
    c,
    { orderId: moved.orderId, orderStatus: moved.orderStatus },
    `Order ${moved.orderId} is now ${ORDER_STATUS_LABELS[moved.orderStatus].toLowerCase()}`,
  );
}

/**
 * POST /v1/admin/orders/status {orderIds, to, note}: the queue's bulk move. Each order moves in
 * its own transaction, so one that cannot move (already moved by a colleague, cancelled) is
 * reported with its reason and the others still move.
 */
export async function moveOrdersStatus(c: ValidatedContext<{ json: typeof bulkOrderMoveSchema }>) {
  const { clock } = c.get("deps");
  const { orderIds, to, note } = c.req.valid("json");
  const actor = staffActor(c);
  const moved: string[] = [];
  const refused: { orderId: string; message: string }[] = [];
  for (const orderId of [...new Set(orderIds)]) {
    try {
      moved.push((await moveOne(c.get("deps"), orderId, to, note, actor, clock.now())).orderId);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      refused.push({ orderId, message: err.message });
    }
  }
  const label = ORDER_STATUS_LABELS[to].toLowerCase();
  const message =
    refused.length === 0
      ? `${moved.length === 1 ? "1 order" : `${moved.length} orders`} marked ${label}`
      : `${moved.length} of ${moved.length + refused.length} orders marked ${label}; ${refused.length} could not be`;
  return ok(c, { moved, refused }, message);
}
