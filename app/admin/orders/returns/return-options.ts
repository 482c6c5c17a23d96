/**
 * What the back office's returns screens show of a return. The words come from the API's own
 * table (api/src/validation/return-choices.ts), which carries no zod.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from "@api/validation/order-states";
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnReason,
  type ReturnStatus,
} from "@api/validation/return-choices";

export { RETURN_REASON_LABELS, RETURN_STATUS_LABELS };

export const RETURN_FILTER_OPTIONS = [
  { value: "open", label: "Open (to decide or to receive)" },
  { value: "requested", label: RETURN_STATUS_LABELS.requested },
  { value: "approved", label: RETURN_STATUS_LABELS.approved },
  { value: "rejected", label: RETURN_STATUS_LABELS.rejected },
  { value: "received", label: RETURN_STATUS_LABELS.received },
  { value: "all", label: "Any status" },
];

export type ReturnListRow = {
  _id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  refundAmount: number;
  requestedAt: string;
  orderId: string;
  paymentMethod: PaymentMethod;
  customer: string | null;
};

export type ReturnDetail = {
  _id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string;
  refundTo: string | null;
  refundAmount: number;
  refundPaidAt: string | null;
  refundReference: string | null;
  note: string;
  requestedAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
  pickup: { awb: string; courierName: string | null; trackingUrl: string | null } | null;
  /** The shopper's photos of what is wrong. */
  photos: { url: string; width: number; height: number }[];
  /** The sandbox courier's control page for the pickup, so staff can play the courier. */
  pickupControlUrl: string | null;
  /** Where a requested return's pickup would go; null when the owner has not set it. */
  returnsTo: string | null;
  lines: {
    orderItemId: string;
    name: string;
    sku: string;
    colorName: string | null;
    sizeName: string | null;
    quantity: number;
    resaleable: boolean | null;
  }[];
  orderId: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
};
