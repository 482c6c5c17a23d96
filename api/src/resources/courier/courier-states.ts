/**
 * What a courier's tracking update means for the order (issue 15). Only two updates move an
 * order: out for delivery and delivered. Pickup, transit and the courier's own bookkeeping
 * change nothing (the order is already SHIPPED), nor does an RTO (the parcel coming back): staff
 * see it at the courier and act through the order's screen.
 */
import type { OrderStatus } from "@api/validation/order-states";
import { SHIPMENT_STATUS } from "@api/services/courier/courier";

const BY_ID: ReadonlyMap<number, OrderStatus> = new Map([
  [SHIPMENT_STATUS.OUT_FOR_DELIVERY.id, "OUT_FOR_DELIVERY"],
  [SHIPMENT_STATUS.DELIVERED.id, "DELIVERED"],
]);
const BY_LABEL: ReadonlyMap<string, OrderStatus> = new Map([
  [SHIPMENT_STATUS.OUT_FOR_DELIVERY.label, "OUT_FOR_DELIVERY"],
  [SHIPMENT_STATUS.DELIVERED.label, "DELIVERED"],
]);

/**
 * The order status a tracking update asks for, if any: by Shiprocket's shipment_status_id when
 * it sends one, by the current_status text otherwise (its ids have changed over the years; its
 * words have not).
 */
export function orderStatusForUpdate(update: {
  shipmentStatusId?: number;
  currentStatus?: string;
}): OrderStatus | undefined {
  if (update.shipmentStatusId !== undefined && BY_ID.has(update.shipmentStatusId))
    return BY_ID.get(update.shipmentStatusId);
  const words = (update.currentStatus ?? "")
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, " ");
  return BY_LABEL.get(words);
}
