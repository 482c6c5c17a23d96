/** What the refund screen shows of an order's refunds (GET /v1/admin/orders/:orderId/refunds). */
import type { PaymentMethod, PaymentStatus } from "@api/validation/order-states";

export type RefundStatus = "pending" | "processed" | "failed";

export type OrderRefund = {
  _id: string;
  amount: number;
  reason: string;
  kind: "cancellation" | "return" | "partial" | "edit";
  status: RefundStatus;
  gatewayRefundId: string | null;
  failureReason: string | null;
  attempt: number;
  requestedBy: "staff" | "customer" | "system";
  requestedByName: string;
  createdAt: string;
  settledAt: string | null;
};

export type OrderRefunds = {
  orderId: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paid: number;
  refundable: number;
  refunds: OrderRefund[];
};

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
