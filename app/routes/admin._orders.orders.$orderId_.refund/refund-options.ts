/** What the refund screen shows of an order's refunds (GET /v1/admin/orders/:orderId/refunds). */
import type { AdminRefund as OrderRefund, OrderRefunds } from "@api/contract/schemas/admin-orders";

/** The screen's types are the contract's (api/src/contract/schemas/admin-orders.ts). */
export type { OrderRefund, OrderRefunds };
export type RefundStatus = OrderRefund["status"];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: "Pending at the gateway",
  processed: "Refunded",
  failed: "Failed",
};

export const REFUND_KIND_LABELS: Record<OrderRefund["kind"], string> = {
  cancellation: "Cancellation",
  return: "Return",
  partial: "Partial refund",
  edit: "Order edited",
};

/** Who asked for the refund, as staff read it. */
export const requesterLabel = (refund: Pick<OrderRefund, "requestedBy" | "requestedByName">) =>
  refund.requestedBy === "customer" ? "The shopper" : refund.requestedByName || "The shop";
