/**
 * What the order screens show of an order. The labels and the table of moves live once in the
 * API's order-states (imported as plain constants); money is written as the other admin
 * screens write it (customer-options.ts).
 */
import { INDIAN_STATES } from "@api/validation/indian-states";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from "@api/validation/order-states";
import { ORDER_SORTS, ORDER_SORT_LABELS } from "@api/validation/order-queue";
import { RETURN_STATUS_LABELS } from "@api/validation/return-choices";
import type {
  AdminOrder as OrderDetail,
  AdminOrderRow,
  CodCalls,
  OrderCounts,
} from "@api/contract/schemas/admin-orders";
import { formatDateTime } from "~/lib/format-date";

/** The screens' types are the contract's (api/src/contract/schemas/admin-orders.ts). */
export type { AdminOrderRow as OrderListRow, OrderDetail, CodCalls, OrderCounts };
export type TimelineEntry = OrderDetail["staffTimeline"][number];

export {
  MOVE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from "@api/validation/order-states";

/** The queue's filters, as its GET form names them. */
export const ORDER_FILTERS = [
  "q",
  "status",
  "paymentMethod",
  "paymentStatus",
  "from",
  "to",
  "pincode",
  "state",
  "sort",
] as const;

export const STATUS_OPTIONS = [
  { value: "all", label: "Any status" },
  ...ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
];
export const PAYMENT_METHOD_OPTIONS = [
  { value: "", label: "Any method" },
  ...PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
];
export const PAYMENT_STATUS_OPTIONS = [
  { value: "", label: "Any payment status" },
  ...PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })),
];
export const STATE_OPTIONS = [
  { value: "", label: "Any state" },
  ...INDIAN_STATES.map((value) => ({ value, label: value })),
];
export const SORT_OPTIONS = ORDER_SORTS.map((value) => ({ value, label: ORDER_SORT_LABELS[value] }));

/** The queue's status links: every status, then how many orders each holds under the other filters. */
export const STATUS_LINKS: readonly (OrderStatus | "all")[] = ["all", ...ORDER_STATUSES];
export const statusLinkLabel = (status: OrderStatus | "all") =>
  status === "all" ? "All orders" : ORDER_STATUS_LABELS[status];

/** What a timeline entry other than a status change is, as its heading says it. */
export const TIMELINE_ENTRY_TITLES: Record<Exclude<TimelineEntry["kind"], "status">, string> = {
  note: "Internal note",
  refund_requested: "Refund requested",
  refund_made: "Refund made",
  refund_failed: "Refund failed",
  refund_retried: "Refund sent again",
};

/** Who made a timeline entry, as staff read it. */
export function actorName(actor: TimelineEntry["actor"]) {
  if (actor.type === "customer") return "The shopper";
  return (
    actor.name || { staff: "Staff", system: "The shop", courier: "The courier", gateway: "Payment gateway" }[actor.type]
  );
}

/** How long a COD order has waited unconfirmed: "5 hours", "3 days" (whole days from two days on). */
export function waitingFor(hours: number) {
  if (hours >= 48) return `${Math.floor(hours / 24)} days`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** The mark a COD order carries when the shopper confirmed it from the link in their message. */
export const CONFIRMED_BY_SHOPPER = "Confirmed by the shopper";

/** Payment statuses of a prepaid order whose money was taken: only those have refunds to make or see. */
const PAID_STATUSES: readonly PaymentStatus[] = [
  "PAID",
  "REFUND_PENDING",
  "REFUNDED",
  "REFUND_FAILED",
  "PARTIALLY_REFUNDED",
];

/** The order page's other actions, each a link to a screen of its own: shipping, refunds, then its returns, newest first. */
export function orderActionLinks(
  order: Pick<OrderDetail, "orderId" | "orderStatus" | "payment" | "returns" | "courier" | "editable">,
): { to: string; label: string }[] {
  const edit = order.editable
    ? [{ to: `/admin/orders/${order.orderId}/edit`, label: "Edit order (address, items)" }]
    : [];
  const shipping =
    order.orderStatus === "PACKED"
      ? [{ to: `/admin/orders/${order.orderId}/ship`, label: "Ship with the courier" }]
      : order.courier.awb
        ? [{ to: `/admin/orders/${order.orderId}/ship`, label: "Shipment and label" }]
        : [];
  const returns = [...order.returns].reverse().map((ret) => ({
    to: `/admin/returns/${ret._id}`,
    label: `Return asked ${formatDateTime(ret.requestedAt)}: ${RETURN_STATUS_LABELS[ret.status].toLowerCase()}`,
  }));
  const refunds =
    order.payment.method === "Prepaid" && PAID_STATUSES.includes(order.payment.status)
      ? [{ to: `/admin/orders/${order.orderId}/refund`, label: "Refunds" }]
      : [];
  return [...edit, ...shipping, ...refunds, ...returns];
}
