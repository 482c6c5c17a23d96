import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { type ShippingAddress, customers, orders } from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import { ORDER_STATUS_LABELS } from "@api/validation/order-states";
import { normaliseContact } from "@api/validation/order-tracking";
import { itemsOfOrders } from "../customer-orders/order-view";
import { shipmentView, timelineView } from "./shopper-progress";

type Contact = NonNullable<ReturnType<typeof normaliseContact>>;

const lastTenDigits = (mobile: string | null | undefined) => (mobile ?? "").replace(/\D/g, "").slice(-10);

/**
 * Whether the contact is one the order was placed with: the shipping address's or the
 * account's mobile or email (emails compared without case, mobiles by their last ten digits).
 */
function contactMatches(
  contact: Contact,
  order: {
    shipping: Pick<ShippingAddress, "mobile" | "email">;
    customerMobile: string | null;
    customerEmail: string | null;
  },
) {
  if (contact.kind === "email") {
    return [order.shipping.email, order.customerEmail].some((email) => email?.trim().toLowerCase() === contact.value);
  }
  return [order.shipping.mobile, order.customerMobile].some((mobile) => lastTenDigits(mobile) === contact.value);
}

/**
 * The order numbered `orderNumber` as anyone who knows its contact may see it, or null when
 * there is no such order or the contact is not its own (the caller cannot tell which). No
 * address, phone, email or price but the total.
 */
export async function findTrackedOrder(db: DbOrTx, orderNumber: string, typedContact: string) {
  const contact = normaliseContact(typedContact);
  // One query whether the order exists or not, so the time taken gives nothing away either.
  const [order] = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
      totalPaise: orders.totalPaise,
      awb: orders.awb,
      courierName: orders.courierName,
      trackingUrl: orders.trackingUrl,
      shipping: orders.shippingAddress,
      customerMobile: customers.mobile,
      customerEmail: customers.email,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.orderId, orderNumber.trim().toUpperCase()));
  if (!order || !contact || !contactMatches(contact, order)) return null;

  const [timeline, items] = await Promise.all([timelineView(db, order), itemsOfOrders(db, [order.id])]);
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    statusLabel: ORDER_STATUS_LABELS[order.orderStatus],
    placedAt: order.createdAt.toISOString(),
    totalAmount: toRupees(order.totalPaise),
    timeline,
    shipment: shipmentView(order),
    lines: items.map((item) => ({
      name: item.name,
      colorName: item.colorName,
      sizeName: item.sizeName,
      quantity: item.quantity,
      image: item.defaultImage,
    })),
  };
}
