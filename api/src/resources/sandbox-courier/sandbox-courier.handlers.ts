/**
 * The sandbox courier's pages, reached by a browser without a session (as Shiprocket's label
 * and tracking links are): the control page whose buttons move a shipment and call the shop's
 * webhook, the printable label, and the shopper's tracking page. They exist only while the
 * sandbox is the shop's courier.
 */
import type { MiddlewareHandler } from "hono";
import type { AppContext, AppEnv } from "@api/context";
import { ApiError } from "@api/lib/envelope";
import { SHIPMENT_STATUS, type ShipmentState } from "@api/services/courier/courier";
import {
  SANDBOX_COURIER_PATH,
  SandboxCourier,
  type WebhookDelivery,
  sandboxMovesFrom,
} from "@api/services/courier/sandbox";
import { controlPage, labelPage, messagePage, trackingPage } from "./pages";

function sandboxOf(c: AppContext) {
  const courier = c.get("deps").courier;
  if (!(courier instanceof SandboxCourier)) throw new ApiError(404, "Not found");
  return courier;
}

export const sandboxCourierOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  sandboxOf(c);
  c.header("Cache-Control", "no-store");
  await next();
};

const notFoundPage = (c: AppContext, what: string) =>
  c.html(messagePage("Not found", `No sandbox shipment has this ${what}.`), 404);

const isState = (value: unknown): value is ShipmentState =>
  typeof value === "string" && Object.hasOwn(SHIPMENT_STATUS, value);

/** The webhook's answer travels to the page after the move in the query (post, redirect, get). */
function deliveryFromQuery(value: string | undefined): WebhookDelivery | undefined {
  if (!value) return undefined;
  return /^\d{3}$/.test(value) ? { status: Number(value) } : { error: "the shop did not answer" };
}

/** GET /v1/sandbox-courier/shipments/:shipmentId */
export async function showControl(c: AppContext) {
  const sandbox = sandboxOf(c);
  const shipment = await sandbox.findShipment(c.req.param("shipmentId") ?? "");
  if (!shipment) return notFoundPage(c, "shipment id");
  const action = `${SANDBOX_COURIER_PATH}/shipments/${encodeURIComponent(shipment.shipmentId)}/move`;
  return c.html(controlPage(shipment, sandboxMovesFrom(shipment), action, deliveryFromQuery(c.req.query("webhook"))));
}

/** POST /v1/sandbox-courier/shipments/:shipmentId/move {to}: one step, then back to the page with the webhook's answer. */
export async function moveShipment(c: AppContext) {
  const sandbox = sandboxOf(c);
  const shipmentId = c.req.param("shipmentId") ?? "";
  const shipment = await sandbox.findShipment(shipmentId);
  if (!shipment) return notFoundPage(c, "shipment id");
  const to = (await c.req.parseBody()).to;
  const page = `${SANDBOX_COURIER_PATH}/shipments/${encodeURIComponent(shipmentId)}`;
  if (!isState(to))
    return c.html(messagePage("Unknown move", "Go back to the shipment and choose one of its buttons."), 400);
  const result = await sandbox.move(shipmentId, to);
  // Already moved (a second click, another tab): the page shows where it stands now.
  if (!result) return c.redirect(page, 303);
  const webhook = "status" in result.delivery ? String(result.delivery.status) : "unreachable";
  return c.redirect(`${page}?${new URLSearchParams({ webhook })}`, 303);
}

/** GET /v1/sandbox-courier/labels/:shipmentId: the printable label. */
export async function showLabel(c: AppContext) {
  const shipment = await sandboxOf(c).findShipment(c.req.param("shipmentId") ?? "");
  if (!shipment?.awb) return notFoundPage(c, "shipment id");
  return c.html(labelPage(shipment));
}

/** GET /v1/sandbox-courier/track/:awb: the shopper's tracking link. */
export async function showTracking(c: AppContext) {
  const shipment = await sandboxOf(c).findByAwb(c.req.param("awb") ?? "");
  if (!shipment) return notFoundPage(c, "AWB");
  return c.html(trackingPage(shipment));
}
