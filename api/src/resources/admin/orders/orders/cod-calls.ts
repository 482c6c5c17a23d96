/**
 * Cash-on-delivery orders the shopper has not confirmed from the link, older than the owner's
 * 'call the shopper' setting: the top of the order queue, so someone phones before it is packed.
 */
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { AppContext } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { orders } from "@api/db/schema";
import { ok } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { readOrderSettings } from "@api/resources/admin/settings/order-settings/order-settings";

/** At most this many: a longer list is a backlog no one works through from the top of a page. */
const MAX_CALLS = 100;

export type CodCall = {
  orderId: string;
  placedAt: string;
  hoursWaiting: number;
  totalAmount: number;
  name: string;
  mobile: string;
};

async function listCodCalls(db: DbOrTx, now: Date): Promise<{ callAfterHours: number; orders: CodCall[] }> {
  const { codCallAfterHours } = await readOrderSettings(db);
  const placedBefore = new Date(now.getTime() - codCallAfterHours * 3_600_000);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, "COD"),
        eq(orders.orderStatus, "ORDERPLACED"),
        isNull(orders.codConfirmedAt),
        lt(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(MAX_CALLS);
  return {
    callAfterHours: codCallAfterHours,
    orders: rows.map((order) => ({
      orderId: order.orderId,
      placedAt: order.createdAt.toISOString(),
      hoursWaiting: Math.floor((now.getTime() - order.createdAt.getTime()) / 3_600_000),
      totalAmount: toRupees(order.totalPaise),
      name: order.shippingAddress.name,
      mobile: order.shippingAddress.mobile,
    })),
  };
}

/** GET /v1/admin/orders/cod-calls: oldest first. */
export async function getCodCalls(c: AppContext) {
  const { db, clock } = c.get("deps");
  return ok(c, await listCodCalls(db, clock.now()));
}
