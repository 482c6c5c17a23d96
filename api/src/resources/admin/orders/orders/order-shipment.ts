/**
 * Shipping an order (issue 15): the courier books the shipment (order, AWB, pickup) first,
 * outside any transaction, because it is a slow call to another company; then one transaction
 * stores the courier's ids on the order and moves it to SHIPPED. A courier failure leaves the
 * order PACKED with nothing stored (502 for staff); an order that stopped being PACKED while the
 * courier was booking (a colleague cancelled it) gets its booking cancelled again (409).
 * The move's audit row (moveOrder's "order.status") carries the courier and AWB in its note.
 */
import { eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { orderItems, orders, products } from "@api/db/schema";
import { ApiError } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { bookShipment, cancelBooking } from "@api/services/courier/book-shipment";
import { CourierError, type ShipmentRequest } from "@api/services/courier/courier";
import { type SandboxShipment, SandboxCourier } from "@api/services/courier/sandbox";
import { balanceDueBlocksPacking } from "@api/validation/order-edit";
import { ORDER_STATUS_LABELS, type OrderStatus } from "@api/validation/order-states";
import type { OrderRow } from "@api/resources/customer-orders/order-view";
import type { OrderActor } from "@api/resources/order-lifecycle/order-events";
import { lockOrder, moveOrder } from "@api/resources/order-lifecycle/transition";
import { orderByNumber } from "./order-lookup";

type Parcel = ShipmentRequest["parcel"];

export const onlyPackedShips = (orderNumber: string, status: OrderStatus) =>
  `Only a packed order can be shipped: ${orderNumber} is ${ORDER_STATUS_LABELS[status].toLowerCase()}`;

const courierFailed = (reason: string) =>
  `The courier could not book this shipment (${reason}). Nothing was saved and the order is still packed: check the parcel's details and try again.`;

/** The order's shipment as staff see it: what goes in the parcel, and the sandbox's control page so staff can play the courier. */
export async function shipmentOf({ courier, db }: AppDeps, order: OrderRow) {
  const lines = await db
    .select({
      name: orderItems.name,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      colorName: orderItems.colorName,
      sizeName: orderItems.sizeName,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.name);
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: toRupees(order.totalPaise),
    deliverTo: {
      name: order.shippingAddress.name,
      city: order.shippingAddress.city,
      state: order.shippingAddress.state,
      pincode: order.shippingAddress.pincode,
    },
    lines,
    courier: courier.name,
    shipment: order.awb
      ? {
          awb: order.awb,
          courierName: order.courierName,
          trackingUrl: order.trackingUrl,
          shippedAt: order.shippedAt,
          courierOrderId: order.couriertOrderId,
          courierShipmentId: order.couriertShipmentId,
          controlUrl:
            courier instanceof SandboxCourier && order.couriertShipmentId
              ? courier.controlUrl(order.couriertShipmentId)
              : null,
          // The sandbox's label is a public page like Shiprocket's label file; Shiprocket's is made on demand (GET .../label).
          labelUrl:
            courier instanceof SandboxCourier && order.couriertShipmentId
              ? courier.labelPageUrl(order.couriertShipmentId)
              : null,
        }
      : null,
  };
}

async function shipmentRequest(db: DbOrTx, order: OrderRow, parcel: Parcel): Promise<ShipmentRequest> {
  const lines = await db
    .select({
      name: orderItems.name,
      sku: orderItems.sku,
      units: orderItems.quantity,
      pricePaise: orderItems.sellingPricePaise,
      hsn: products.hsnCode,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, order.id));
  return {
    orderNumber: order.orderId,
    orderDate: order.createdAt,
    paymentMethod: order.paymentMethod,
    subTotal: toRupees(order.totalPaise),
    lines: lines.map((l) => ({
      name: l.name,
      sku: l.sku,
      units: l.units,
      sellingPrice: toRupees(l.pricePaise),
      hsn: l.hsn ?? "",
    })),
    deliverTo: order.shippingAddress,
    parcel,
  };
}

/** Books a packed order's shipment for the parcel described and moves the order to SHIPPED: the order as shipped. */
export async function shipPackedOrder(
  deps: AppDeps,
  orderNumber: string,
  parcel: Parcel,
  actor: OrderActor,
): Promise<OrderRow> {
  const { db, clock, courier, logger } = deps;
  const order = await orderByNumber(db, orderNumber);
  if (order.orderStatus !== "PACKED") throw new ApiError(409, onlyPackedShips(order.orderId, order.orderStatus));
  // Refused before the courier is booked (moveOrder refuses it again under the lock).
  if (order.balanceDuePaise > 0) throw new ApiError(409, balanceDueBlocksPacking(order.orderId, order.balanceDuePaise));

  let booked;
  try {
    booked = await bookShipment(courier, await shipmentRequest(db, order, parcel), logger);
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    logger.error("courier.booking_failed", { courier: courier.name, orderNumber: order.orderId, error: err.message });
    throw new ApiError(502, courierFailed(err.message));
  }

  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (locked.orderStatus !== "PACKED") throw new ApiError(409, onlyPackedShips(locked.orderId, locked.orderStatus));
      const courierColumns = {
        couriertOrderId: booked.orderId,
        couriertChannelOrderId: booked.channelOrderId,
        couriertShipmentId: booked.shipmentId,
        awb: booked.awb,
        courierName: booked.courierName,
        trackingUrl: booked.trackingUrl,
        shippedAt: now,
      };
      await tx.update(orders).set(courierColumns).where(eq(orders.id, locked.id));
      const moved = await moveOrder(
        tx,
        { ...locked, ...courierColumns },
        { to: "SHIPPED", actor, note: `${booked.courierName} AWB ${booked.awb}`, now },
      );
      return { ...moved, ...courierColumns };
    });
  } catch (err) {
    await cancelBooking(courier, booked.orderId, order.orderId, logger);
    throw err;
  }
}

/** The shipment's label: the sandbox courier's own shipment (its label is a page), or the courier's label file. */
export async function shipmentLabel(
  { courier, db }: AppDeps,
  orderNumber: string,
): Promise<{ sandbox: SandboxShipment } | { url: string }> {
  const order = await orderByNumber(db, orderNumber);
  if (!order.couriertShipmentId) throw new ApiError(404, `Order ${order.orderId} has no shipment yet`);
  if (courier instanceof SandboxCourier) {
    const shipment = await courier.findShipment(order.couriertShipmentId);
    if (!shipment?.awb) throw new ApiError(404, "The sandbox courier has no label for this shipment");
    return { sandbox: shipment };
  }
  try {
    return { url: await courier.labelUrl(order.couriertShipmentId) };
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    throw new ApiError(502, `The courier could not make the label (${err.message}). Try again in a moment.`);
  }
}
