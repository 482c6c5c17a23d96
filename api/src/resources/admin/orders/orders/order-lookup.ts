import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";

/** The order's internal id from the number staff read and type (FS100001, any case); 404 when none. */
export async function findOrderIdByNumber(db: DbOrTx, orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderId, orderNumber.trim().toUpperCase()));
  if (!row) throw notFound("Order");
  return row.id;
}
