import type { OrderStatus } from "@api/validation/order-states";

/**
 * Why an order has no GST tax invoice: it was cancelled (only ever before shipping, so none is
 * issued), it has not shipped yet (it is issued then), or it shipped without one (an order from
 * before invoicing began). My Account and the back office each say it in their own words.
 */
export type NoInvoiceReason = "cancelled" | "not_shipped" | "not_issued";

const NOT_YET_SHIPPED: readonly OrderStatus[] = [
  "PAYMENT_PENDING",
  "PAYMENT_FAILED",
  "ORDERPLACED",
  "CONFIRMED",
  "PACKED",
];

export function whyNoInvoice(status: OrderStatus): NoInvoiceReason {
  if (status === "CANCELLED") return "cancelled";
  return NOT_YET_SHIPPED.includes(status) ? "not_shipped" : "not_issued";
}
