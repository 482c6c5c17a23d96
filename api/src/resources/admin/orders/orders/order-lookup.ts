import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import type { OrderRow } from "@api/resources/customer-orders/order-view";

/** The order's internal id from the number staff read and type (FS100001, any case); 404 when none. */
export async function findOrderIdByNumber(db: DbOrTx, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderId, orderNumber.trim().toUpperCase()));
  if (!row) throw notFound("Order");
  return row.id;
}

/** The order itself, found by the number staff read and type; 404 when none. */
export async function orderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow> {
  const id = await findOrderIdByNumber(db, orderNumber);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound("Order");
  return order;
}
