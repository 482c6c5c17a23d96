import type { OrderRow } from "../customer-orders/order-view";

/**
 * The courier collects the cash: a cash-on-delivery order still owing is paid when it is
 * delivered. The columns that delivery sets on the order's payment (none for any other order);
 * the order's move (transition.ts) and the demo's seeded orders both take them from here.
 */
export function paymentOnDelivery(order: Pick<OrderRow, "paymentMethod" | "paymentStatus">, deliveredAt: Date) {
  const collected = order.paymentMethod === "COD" && order.paymentStatus === "PENDING";
  return collected ? { paymentStatus: "PAID" as const, paidAt: deliveredAt } : {};
}
