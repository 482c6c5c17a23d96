/**
 * Locking an order row for a transaction. Its own module so the refunds service can lock an order
 * without importing the order's moves (transition.ts), which themselves ask for refunds.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import type { OrderRow } from "../customer-orders/order-view";

/** The order by its internal id, locked for this transaction; 404 when there is none. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  if (!order) throw notFound("Order");
  return order;
}
