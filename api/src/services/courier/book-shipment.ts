import type { Logger } from "@api/lib/logger";
import type { AwbAssignment, Courier, CourierOrder, PickupBooking, ReturnRequest, ShipmentRequest } from "./courier";

export type BookedShipment = CourierOrder & AwbAssignment & PickupBooking & { trackingUrl: string };

/**
 * A shipment booked in full at the courier: its order, the AWB and the pickup. If a later step
 * fails, the courier order made by the first is cancelled (best effort: a failed cancel is
 * logged for staff to clear in the courier's panel) and the error goes up, so the shop never
 * keeps half a booking and the next attempt starts clean.
 */
export function bookShipment(courier: Courier, request: ShipmentRequest, logger: Logger): Promise<BookedShipment> {
  return bookInFull(
    courier,
    { reference: request.orderNumber, isReturn: false },
    () => courier.createOrder(request),
    logger,
  );
}

/** A return's reverse pickup, booked in full the same way (the courier collects at the shopper's door). */
export function bookReturnPickup(courier: Courier, request: ReturnRequest, logger: Logger): Promise<BookedShipment> {
  return bookInFull(
    courier,
    { reference: request.returnNumber, isReturn: true },
    () => courier.createReturn(request),
    logger,
  );
}

async function bookInFull(
  courier: Courier,
  booking: { reference: string; isReturn: boolean },
  create: () => Promise<CourierOrder>,
  logger: Logger,
): Promise<BookedShipment> {
  const order = await create();
  try {
    const awb = await courier.assignAwb(order.shipmentId, { isReturn: booking.isReturn });
    const pickup = await courier.schedulePickup(order.shipmentId);
    return { ...order, ...awb, ...pickup, trackingUrl: courier.trackingUrl(awb.awb) };
  } catch (err) {
    await cancelBooking(courier, order.orderId, booking.reference, logger);
    throw err;
  }
}

/** Undoes a courier order the shop will not use; a failure is logged, never thrown over the first error. */
export async function cancelBooking(courier: Courier, courierOrderId: string, orderNumber: string, logger: Logger) {
  try {
    await courier.cancelOrder(courierOrderId);
  } catch (err) {
    logger.error("courier.cancel_failed", { courier: courier.name, courierOrderId, orderNumber, error: String(err) });
  }
}
