/**
 * An order's gateway refunds as the shopper sees them on the order's page: how much, when it was
 * asked for and processed, the gateway's reference (what the bank quotes) and the day it should
 * have reached the bank. Staff's reasons, failure details and names stay in the back office.
 */
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { refunds } from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import { reachesBankBy } from "./bank-arrival";

export async function shopperRefunds(db: DbOrTx, orderId: string) {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map((row) => {
    const processedAt = row.status === "processed" ? row.settledAt : null;
    return {
      _id: row.id,
      amount: toRupees(row.amountPaise),
      // A failed refund is tried again by staff: to the shopper it is still on its way.
      status: row.status === "processed" ? ("processed" as const) : ("pending" as const),
      requestedAt: row.createdAt.toISOString(),
      processedAt: processedAt?.toISOString() ?? null,
      reference: row.gatewayRefundId,
      reachesBankBy: processedAt ? reachesBankBy(processedAt).toISOString() : null,
    };
  });
}
