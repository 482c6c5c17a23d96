/**
 * How far an order has come, as a shopper may see it: each status it reached and when, and the
 * courier's details once it has left. Shared by the public tracking page and My Account's order
 * details, so both tell the same story.
 */
import type { DbOrTx } from "../../db/client";
import type { orders } from "../../db/schema";
import { ORDER_STATUS_LABELS } from "../../validation/order-states";
import { shopperTimeline } from "../order-lifecycle/order-events";

/** The timeline, oldest first: the status, its words and the instant it was reached. */
export async function timelineView(db: DbOrTx, orderId: string) {
  const steps = await shopperTimeline(db, orderId);
  return steps.map((step) => ({ status: step.status, label: ORDER_STATUS_LABELS[step.status], at: step.at.toISOString() }));
}

export type TimelineStep = Awaited<ReturnType<typeof timelineView>>[number];

type CourierColumns = Pick<typeof orders.$inferSelect, "awb" | "courierName" | "trackingUrl">;

/** The courier's name, the AWB and the courier's tracking page; null until the order has an AWB. */
export const shipmentView = (order: CourierColumns) =>
  order.awb ? { courierName: order.courierName, awb: order.awb, trackingUrl: order.trackingUrl } : null;
