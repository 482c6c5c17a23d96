/**
 * Approving a return books its reverse pickup (issue 15): the courier collects the goods at the
 * shopper's address and brings them to the owner's returns address (Order settings). As with a
 * forward shipment (admin/orders/orders/order-shipment.ts) the courier is called first, outside any
 * transaction, because it is a slow call to another company; then one transaction approves the
 * return, moves its order and stores the pickup. A courier failure changes nothing (502); a
 * return decided by a colleague meanwhile, or any failure after booking, cancels the booking.
 */
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import {
  orderItems,
  orderReturnLines,
  orderReturns,
  orders,
  products,
  type ShippingAddress,
  siteContent,
} from "@api/db/schema";
import { ApiError, notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { bookReturnPickup, cancelBooking } from "@api/services/courier/book-shipment";
import { CourierError, type Parcel, type ReturnRequest } from "@api/services/courier/courier";
import { RETURNS_ADDRESS_NOT_SET } from "@api/validation/order-settings";
import { type ReturnsAddress, returnsAddress } from "@api/resources/admin/settings/order-settings/order-settings";
import type { OrderRow } from "../customer-orders/order-view";
import type { OrderActor } from "../order-lifecycle/order-events";
import { type ReturnRow, decideReturn, returnNotIn } from "./returns.service";

export const pickupFailed = (reason: string) =>
  `The courier could not book the return's pickup (${reason}). Nothing was saved and the return still waits for a decision: check the parcel's details and try again.`;

/**
 * The shop's support email (Contact Us), which the courier asks of the returns address: Shiprocket
 * requires an email at both ends of a return. Blank if the page has none.
 */
async function shopEmail(db: DbOrTx) {
  const [row] = await db.select({ body: siteContent.body }).from(siteContent).where(eq(siteContent.key, "contactUs"));
  const email = (row?.body as { supportEmail?: unknown } | undefined)?.supportEmail;
  return typeof email === "string" ? email : "";
}

/** The warehouse as the courier reads an address. */
const warehouse = (address: ReturnsAddress, email: string): ShippingAddress => ({
  name: address.name,
  mobile: address.phone,
  email,
  address: address.address,
  landmark: "",
  locality: "",
  addressType: "OFFICE",
  country: "India",
  state: address.state,
  city: address.city,
  pincode: address.pincode,
});

/**
 * The return's own reference at the courier: the order number and the return's place among the
 * order's returns (FS100001-R1, -R2). A courier refuses a reused order id, and returns are never
 * deleted, so the place never changes.
 */
async function returnNumber(db: DbOrTx, order: OrderRow, ret: ReturnRow) {
  const ids = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id))
    .orderBy(asc(orderReturns.requestedAt), asc(orderReturns.id));
  return `${order.orderId}-R${ids.findIndex((row) => row.id === ret.id) + 1}`;
}

async function pickupRequest(
  db: DbOrTx,
  order: OrderRow,
  ret: ReturnRow,
  returnTo: ReturnsAddress,
  parcel: Parcel,
): Promise<ReturnRequest> {
  const lines = await db
    .select({
      name: orderItems.name,
      sku: orderItems.sku,
      units: orderReturnLines.quantity,
      pricePaise: orderItems.sellingPricePaise,
      hsn: products.hsnCode,
    })
    .from(orderReturnLines)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnLines.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderReturnLines.returnId, ret.id))
    .orderBy(asc(orderItems.name));
  return {
    returnNumber: await returnNumber(db, order, ret),
    orderDate: order.createdAt,
    subTotal: toRupees(ret.refundPaise),
    lines: lines.map((l) => ({
      name: l.name,
      sku: l.sku,
      units: l.units,
      sellingPrice: toRupees(l.pricePaise),
      hsn: l.hsn ?? "",
    })),
    pickupFrom: order.shippingAddress,
    returnTo: warehouse(returnTo, await shopEmail(db)),
    parcel,
  };
}

/** Approves a requested return and books its pickup; see the module's comment for what a failure leaves. */
export async function approveWithPickup(
  deps: Pick<AppDeps, "db" | "clock" | "courier" | "logger">,
  returnId: string,
  approval: { note?: string; parcel: Parcel; actor: OrderActor },
) {
  const { db, courier, logger } = deps;
  const [ret] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  if (!ret) throw notFound("Return");
  if (ret.status !== "requested") throw new ApiError(409, returnNotIn(ret.status));
  const returnTo = await returnsAddress(db);
  if (!returnTo) throw new ApiError(409, RETURNS_ADDRESS_NOT_SET);
  const [order] = await db.select().from(orders).where(eq(orders.id, ret.orderId));
  const request = await pickupRequest(db, order, ret, returnTo, approval.parcel);

  let booked;
  try {
    booked = await bookReturnPickup(courier, request, logger);
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    logger.error("courier.return_booking_failed", {
      courier: courier.name,
      returnNumber: request.returnNumber,
      error: err.message,
    });
    throw new ApiError(502, pickupFailed(err.message));
  }

  try {
    return await decideReturn(deps, returnId, {
      approve: true,
      note: approval.note,
      actor: approval.actor,
      pickup: {
        pickupCourierOrderId: booked.orderId,
        pickupShipmentId: booked.shipmentId,
        pickupAwb: booked.awb,
        pickupCourierName: booked.courierName,
        pickupTrackingUrl: booked.trackingUrl,
      },
    });
  } catch (err) {
    await cancelBooking(courier, booked.orderId, request.returnNumber, logger);
    throw err;
  }
}
