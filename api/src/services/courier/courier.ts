/**
 * A courier as the shop needs it (issue 15). Two implementations, chosen like the payment
 * gateway (create-courier.ts): Shiprocket (real, when its credentials are configured) and the
 * sandbox courier, which keeps its shipments in the shop's database and answers, and calls the
 * shop's webhook, in Shiprocket's shapes. Ids are strings: Shiprocket's are integers, the
 * shop stores them as text (couriertOrderId, couriertShipmentId).
 */
import { safeEqual } from "@api/lib/secrets";
import type { ShippingAddress } from "@api/db/schema";

type CourierName = "shiprocket" | "sandbox";

/** Package size in centimetres and weight in kilograms. */
export type Parcel = { length: number; breadth: number; height: number; weight: number };

export type CourierLine = { name: string; sku: string; units: number; sellingPrice: number; hsn: string };

/** What a forward shipment needs. Money in rupees, as Shiprocket counts it. */
export type ShipmentRequest = {
  /** The shop's order number (FS100001): Shiprocket's channel order id. */
  orderNumber: string;
  orderDate: Date;
  paymentMethod: "COD" | "Prepaid";
  /** The order's total: what the courier collects on delivery for COD. */
  subTotal: number;
  lines: CourierLine[];
  deliverTo: ShippingAddress;
  parcel: Parcel;
};

/** A reverse pickup: the courier collects from the shopper and brings the goods back. */
export type ReturnRequest = {
  /** The return's own reference, unique per return (a courier refuses a reused order id). */
  returnNumber: string;
  orderDate: Date;
  subTotal: number;
  lines: CourierLine[];
  pickupFrom: ShippingAddress;
  returnTo: ShippingAddress;
  parcel: Parcel;
};

export type CourierOrder = { orderId: string; shipmentId: string; channelOrderId: string; status: string };
export type AwbAssignment = { awb: string; courierName: string };
export type PickupBooking = { scheduledFor: string | null };
type TrackingActivity = { date: string; activity: string; location: string; status: string };
export type Tracking = {
  awb: string;
  currentStatus: string;
  shipmentStatusId: number | null;
  trackUrl: string;
  activities: TrackingActivity[];
};

export interface Courier {
  readonly name: CourierName;
  createOrder(request: ShipmentRequest): Promise<CourierOrder>;
  /** `isReturn` for a reverse pickup's shipment: Shiprocket assigns those only when told (is_return). */
  assignAwb(shipmentId: string, options?: { isReturn?: boolean }): Promise<AwbAssignment>;
  schedulePickup(shipmentId: string): Promise<PickupBooking>;
  /** Where the printable label is. */
  labelUrl(shipmentId: string): Promise<string>;
  track(awb: string): Promise<Tracking>;
  createReturn(request: ReturnRequest): Promise<CourierOrder>;
  /** Undoes a courier order that the shop could not finish booking. */
  cancelOrder(orderId: string): Promise<void>;
  /** The page a shopper follows to see where the parcel is. */
  trackingUrl(awb: string): string;
  /** The webhook's shared token (x-api-key), compared in constant time. */
  verifyWebhookToken(token: string): boolean;
}

/** The courier did not answer, or refused: nothing was booked, staff may try again. */
export class CourierError extends Error {}

/** The header Shiprocket sends the webhook's security token in. */
export const WEBHOOK_TOKEN_HEADER = "x-api-key";

/** Without a configured token no delivery can be trusted. */
export const tokenMatches = (expected: string | undefined, token: string) =>
  Boolean(expected) && safeEqual(expected ?? "", token);

/** Shiprocket's shipment status ids (its tracking docs' table) for the states the shop acts on or shows. */
export const SHIPMENT_STATUS = {
  NEW: { id: 0, label: "NEW" },
  AWB_ASSIGNED: { id: 1, label: "AWB ASSIGNED" },
  PICKUP_SCHEDULED: { id: 3, label: "PICKUP SCHEDULED" },
  SHIPPED: { id: 6, label: "SHIPPED" },
  DELIVERED: { id: 7, label: "DELIVERED" },
  CANCELED: { id: 8, label: "CANCELED" },
  RTO_INITIATED: { id: 9, label: "RTO INITIATED" },
  RTO_DELIVERED: { id: 10, label: "RTO DELIVERED" },
  OUT_FOR_DELIVERY: { id: 17, label: "OUT FOR DELIVERY" },
  IN_TRANSIT: { id: 18, label: "IN TRANSIT" },
  PICKED_UP: { id: 42, label: "PICKED UP" },
} as const;
export type ShipmentState = keyof typeof SHIPMENT_STATUS;

/** The name and surname Shiprocket wants apart, from the one name the shop keeps. */
export function splitName(name: string) {
  const parts = name.trim().split(/\s+/);
  return { first: parts[0] ?? "", last: parts.slice(1).join(" ") };
}

/** yyyy-mm-dd hh:mm in India's time, as Shiprocket's order_date reads. */
export function indiaDateTime(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16).replace("T", " ");
}
