/**
 * POST /v1/courier/webhook: the courier's tracking updates (Shiprocket's body: awb,
 * current_status, shipment_status_id, ...; its security token in x-api-key). The answer is 200
 * for every authentic delivery, also one that changes nothing, because Shiprocket retries
 * anything else and a retry would change nothing either.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "@api/context";
import { orderEvents, orderReturns, orders } from "@api/db/schema";
import { ApiError, ok } from "@api/lib/envelope";
import { WEBHOOK_TOKEN_HEADER } from "@api/services/courier/courier";
import { isLegalMove } from "@api/validation/order-states";
import { type OrderActor, recordOrderNote } from "../order-lifecycle/order-events";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";
import { orderStatusForUpdate } from "./courier-states";

type TrackingUpdate = { awb?: unknown; current_status?: unknown; shipment_status_id?: unknown; is_return?: unknown };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const int = (value: unknown) => {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) ? n : undefined;
};

export async function courierWebhook(c: AppContext) {
  const { db, clock, courier, logger } = c.get("deps");
  if (!courier.verifyWebhookToken(c.req.header(WEBHOOK_TOKEN_HEADER) ?? ""))
    throw new ApiError(401, "Invalid webhook token");
  let update: TrackingUpdate;
  try {
    update = (await c.req.json()) as TrackingUpdate;
  } catch {
    throw new ApiError(400, "The webhook body must be JSON");
  }
  const awb = text(update?.awb);
  const currentStatus = text(update?.current_status);
  const to = orderStatusForUpdate({ shipmentStatusId: int(update?.shipment_status_id), currentStatus });
  const seen = { awb, currentStatus, shipmentStatusId: int(update?.shipment_status_id) };

  if (!awb) {
    logger.info("courier.webhook_ignored", { ...seen, reason: "no awb" });
    return ok(c, { handled: false }, "Ignored");
  }
  const actor: OrderActor = { type: "courier", name: courier.name === "shiprocket" ? "Shiprocket" : "Sandbox courier" };
  // A reverse pickup's AWB is a return's, not an order's.
  if (int(update.is_return) === 1)
    return ok(c, ...(await returnUpdate(c, { awb, arrived: to === "DELIVERED", actor, seen })));
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.awb, awb));
  if (!order) {
    logger.error("courier.webhook_unknown_awb", seen);
    return ok(c, { handled: false }, "No order has this AWB");
  }
  if (!to) {
    logger.info("courier.webhook_noted", seen);
    return ok(c, { handled: false }, "Nothing to change");
  }
  const moved = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    // A repeat (already there) or a late one (delivered before out-for-delivery arrived) is not legal from here: nothing to do.
    if (!isLegalMove(locked.orderStatus, to)) return undefined;
    return moveOrder(tx, locked, { to, actor, note: currentStatus, now: clock.now() });
  });
  logger.info("courier.webhook_handled", { ...seen, moved: moved ? to : null });
  return ok(c, { handled: Boolean(moved) }, moved ? `Order is now ${to}` : "Nothing to change");
}

export const returnArrivedNote = (awb: string) =>
  `Returned goods delivered to the returns address (pickup AWB ${awb}): inspect them and mark the return received`;

/**
 * A reverse pickup's update: its delivery back at the returns address is noted on the order's
 * timeline, once, so staff know the goods are there. Nothing moves: staff inspect the goods and
 * mark the return received themselves (which restocks and refunds).
 */
async function returnUpdate(
  c: AppContext,
  update: { awb: string; arrived: boolean; actor: OrderActor; seen: Record<string, unknown> },
): Promise<[{ handled: boolean }, string]> {
  const { db, clock, logger } = c.get("deps");
  const [ret] = await db
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.pickupAwb, update.awb));
  if (!ret) {
    logger.error("courier.webhook_unknown_return_awb", update.seen);
    return [{ handled: false }, "No return has this AWB"];
  }
  if (!update.arrived) {
    logger.info("courier.webhook_noted", update.seen);
    return [{ handled: false }, "Nothing to change"];
  }
  const note = returnArrivedNote(update.awb);
  const noted = await db.transaction(async (tx) => {
    // The order's lock makes a repeated delivery wait and then find the note already there.
    await lockOrder(tx, ret.orderId);
    const [already] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, ret.orderId), eq(orderEvents.kind, "note"), eq(orderEvents.note, note)));
    if (already) return false;
    await recordOrderNote(tx, { orderId: ret.orderId, note, actor: update.actor, at: clock.now() });
    return true;
  });
  logger.info("courier.webhook_handled", { ...update.seen, returnArrived: noted });
  return [{ handled: noted }, noted ? "Return noted as arrived" : "Nothing to change"];
}
