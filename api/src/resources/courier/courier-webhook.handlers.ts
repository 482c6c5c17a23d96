/**
 * POST /v1/courier/webhook: the courier's tracking updates (Shiprocket's body: awb,
 * current_status, shipment_status_id, ...; its security token in x-api-key). The answer is 200
 * for every authentic delivery, also one that changes nothing, because Shiprocket retries
 * anything else and a retry would change nothing either.
 */
import type { AppContext } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import { WEBHOOK_TOKEN_HEADER } from "@api/services/courier/courier";
import type { OrderActor } from "../order-lifecycle/order-events";
import { orderStatusForUpdate } from "./courier-states";
import { moveTrackedOrder, noteOnce, orderIdByAwb, returnOrderIdByAwb } from "./courier-tracking";

type TrackingUpdate = { awb?: unknown; current_status?: unknown; shipment_status_id?: unknown; is_return?: unknown };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);
const int = (value: unknown) => {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) ? n : undefined;
};

export async function courierWebhook(c: AppContext) {
  const deps = c.get("deps");
  const { courier, logger } = deps;
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
  const orderId = await orderIdByAwb(deps.db, awb);
  if (!orderId) {
    logger.error("courier.webhook_unknown_awb", seen);
    return ok(c, { handled: false }, "No order has this AWB");
  }
  if (!to) {
    logger.info("courier.webhook_noted", seen);
    return ok(c, { handled: false }, "Nothing to change");
  }
  const moved = await moveTrackedOrder(deps, orderId, { to, actor, note: currentStatus });
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
  const deps = c.get("deps");
  const { logger } = deps;
  const orderId = await returnOrderIdByAwb(deps.db, update.awb);
  if (!orderId) {
    logger.error("courier.webhook_unknown_return_awb", update.seen);
    return [{ handled: false }, "No return has this AWB"];
  }
  if (!update.arrived) {
    logger.info("courier.webhook_noted", update.seen);
    return [{ handled: false }, "Nothing to change"];
  }
  const note = returnArrivedNote(update.awb);
  const noted = await noteOnce(deps, orderId, note, update.actor);
  logger.info("courier.webhook_handled", { ...update.seen, returnArrived: noted });
  return [{ handled: noted }, noted ? "Return noted as arrived" : "Nothing to change"];
}
