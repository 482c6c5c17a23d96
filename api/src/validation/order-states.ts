/**
 * An order's life (issue 15), the one table the API enforces (order-lifecycle/transition.ts) and
 * the screens read to offer only the moves that are legal now. Plain constants, so browser code
 * needs nothing else. Recorded with the shopper's cancel rule in docs/decisions/orders.md, 6.
 */
export const ORDER_STATUSES = [
  "PAYMENT_PENDING",
  "PAYMENT_FAILED",
  "ORDERPLACED",
  "CONFIRMED",
  "PACKED",
  "SHIPPED",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "CANCELLED",
  "RETURN_REQUESTED",
  "RETURN_APPROVED",
  "RETURN_REJECTED",
  "RETURNED",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  "PENDING",
  "PAID",
  "FAILED",
  "REFUND_PENDING",
  "REFUNDED",
  "REFUND_FAILED",
  "PARTIALLY_REFUNDED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The payment statuses that end an order's story (its timeline) with the money given back. */
export const REFUND_ENDINGS = ["REFUNDED", "PARTIALLY_REFUNDED"] as const satisfies readonly PaymentStatus[];
export type RefundEnding = (typeof REFUND_ENDINGS)[number];

export const PAYMENT_METHODS = ["COD", "Prepaid"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PAYMENT_PENDING: "Awaiting payment",
  PAYMENT_FAILED: "Payment failed",
  ORDERPLACED: "Order placed",
  CONFIRMED: "Confirmed",
  PACKED: "Packed",
  SHIPPED: "Shipped",
  OUT_FOR_DELIVERY: "Out for delivery",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
  RETURN_REQUESTED: "Return requested",
  RETURN_APPROVED: "Return approved",
  RETURN_REJECTED: "Return refused",
  RETURNED: "Returned",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: "Pending",
  PAID: "Paid",
  FAILED: "Failed",
  REFUND_PENDING: "Refund pending",
  REFUNDED: "Refunded",
  REFUND_FAILED: "Refund failed",
  PARTIALLY_REFUNDED: "Partly refunded",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: "Cash on delivery",
  Prepaid: "Online payment",
};

/**
 * Every legal move. Payment moves (PAYMENT_PENDING to ORDERPLACED or PAYMENT_FAILED and back)
 * belong to the gateway's callbacks (payments.service) and are listed so the timeline's record
 * of them is legal too.
 */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PAYMENT_PENDING: ["ORDERPLACED", "PAYMENT_FAILED", "CANCELLED"],
  PAYMENT_FAILED: ["PAYMENT_PENDING", "ORDERPLACED"],
  ORDERPLACED: ["CONFIRMED", "CANCELLED"],
  CONFIRMED: ["PACKED", "CANCELLED"],
  PACKED: ["SHIPPED", "CANCELLED"],
  SHIPPED: ["OUT_FOR_DELIVERY", "DELIVERED"],
  OUT_FOR_DELIVERY: ["DELIVERED"],
  DELIVERED: ["RETURN_REQUESTED"],
  CANCELLED: [],
  RETURN_REQUESTED: ["RETURN_APPROVED", "RETURN_REJECTED"],
  RETURN_APPROVED: ["RETURNED"],
  // A refused or finished return leaves the window open for another (other lines, a new reason).
  RETURN_REJECTED: ["RETURN_REQUESTED"],
  RETURNED: ["RETURN_REQUESTED"],
};

/**
 * The moves staff make with a plain button (and in bulk from the queue). Shipping goes through
 * the courier (it needs a shipment and an AWB), returns through their own screen; staff may
 * still record a courier's progress by hand when its tracking fails.
 */
export const STAFF_MOVES: readonly OrderStatus[] = [
  "CONFIRMED",
  "PACKED",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
  "CANCELLED",
];

/** The moves that can be made to many orders at once from the queue. */
export const BULK_MOVES: readonly OrderStatus[] = ["CONFIRMED", "PACKED"];

/** The button that makes a move, as staff read it. */
export const MOVE_LABELS: Partial<Record<OrderStatus, string>> = {
  CONFIRMED: "Confirm",
  PACKED: "Mark packed",
  OUT_FOR_DELIVERY: "Mark out for delivery",
  DELIVERED: "Mark delivered",
  CANCELLED: "Cancel order",
};

export const isLegalMove = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** The staff buttons an order in `status` offers now. */
export const staffMovesFrom = (status: OrderStatus) => STAFF_MOVES.filter((to) => isLegalMove(status, to));

/** The shopper may cancel a placed or confirmed order at any time; any other cancellable one within 24 hours. */
const CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;
const SHOPPER_CANCELS_ANY_TIME: readonly OrderStatus[] = ["ORDERPLACED", "CONFIRMED"];

/**
 * The shopper's cancel rule (spec 4 and 9, kept): an order placed or confirmed can be cancelled;
 * any other order only while it is less than 24 whole hours old, and only where cancelling is a
 * legal move at all (never once shipped, cancelled or its payment failed).
 */
export function shopperCanCancel(order: { orderStatus: OrderStatus; createdAt: Date }, now: Date) {
  if (!isLegalMove(order.orderStatus, "CANCELLED")) return false;
  if (SHOPPER_CANCELS_ANY_TIME.includes(order.orderStatus)) return true;
  return now.getTime() - order.createdAt.getTime() < CANCEL_WINDOW_MS;
}

/** An illegal move's refusal, as staff and shoppers read it. */
export const illegalMoveMessage = (from: OrderStatus, to: OrderStatus) =>
  `An order that is ${ORDER_STATUS_LABELS[from].toLowerCase()} cannot be moved to ${ORDER_STATUS_LABELS[to].toLowerCase()}`;

/**
 * Whether the shopper can pay for an online order now (its page's Pay now, the retry after a
 * failure): unpaid and waiting, or declined and not yet released by the sweep (an expired
 * order's items went back to the cart, paying-later.md 3).
 */
export function shopperCanPay(order: {
  paymentMethod: PaymentMethod;
  orderStatus: OrderStatus;
  paidAt: Date | null;
  paymentExpiredAt: Date | null;
}) {
  if (order.paymentMethod !== "Prepaid" || order.paidAt) return false;
  return order.orderStatus === "PAYMENT_PENDING" || (order.orderStatus === "PAYMENT_FAILED" && !order.paymentExpiredAt);
}
