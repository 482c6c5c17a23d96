import { eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { orders } from "@api/db/schema";
import { releasePendingPayments } from "../payments/payments.service";

/**
 * Dates one order's payment hold back past PENDING_PAYMENT_TTL_MINUTES and runs the unpaid-order
 * sweep, as its job does every minute. Null when no order has that number (nothing is swept then).
 */
export async function expirePaymentHold(deps: AppDeps, orderNumber: string) {
  const lapsed = new Date(deps.clock.now().getTime() - (deps.env.PENDING_PAYMENT_TTL_MINUTES + 1) * 60_000);
  const [aged] = await deps.db
    .update(orders)
    .set({ stockReservedAt: lapsed })
    .where(eq(orders.orderId, orderNumber))
    .returning({ id: orders.id });
  if (!aged) return null;
  const released = await releasePendingPayments(deps);
  const [order] = await deps.db.select({ orderStatus: orders.orderStatus }).from(orders).where(eq(orders.id, aged.id));
  return { released, orderStatus: order.orderStatus };
}
