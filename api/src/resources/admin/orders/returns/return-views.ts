/** Returns as staff read them: the list under a status filter, and one return with its order. */
import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { customers, orderReturns, orders } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { personName } from "@api/lib/person-name";
import type { returnListQuerySchema } from "@api/validation/returns";
import { SandboxCourier } from "@api/services/courier/sandbox";
import { returnViews } from "@api/resources/returns/return-view";
import { returnsAddress } from "@api/resources/admin/settings/order-settings/order-settings";

export const RETURNS_PAGE_SIZE = 20;

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  open: inArray(orderReturns.status, ["requested", "approved"]),
  requested: eq(orderReturns.status, "requested"),
  approved: eq(orderReturns.status, "approved"),
  rejected: eq(orderReturns.status, "rejected"),
  received: eq(orderReturns.status, "received"),
  all: undefined,
};

/** A page of returns under the status filter, newest first, and how many the filter holds. */
export async function returnsPage(db: DbOrTx, { status, page }: z.output<typeof returnListQuerySchema>) {
  const where = STATUS_FILTERS[status];
  const [{ total }] = await db.select({ total: count() }).from(orderReturns).where(where);
  const rows = await db
    .select({
      id: orderReturns.id,
      status: orderReturns.status,
      reason: orderReturns.reason,
      refundPaise: orderReturns.refundPaise,
      requestedAt: orderReturns.requestedAt,
      orderId: orders.orderId,
      paymentMethod: orders.paymentMethod,
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orderReturns.requestedAt), desc(orderReturns.id))
    .limit(RETURNS_PAGE_SIZE)
    .offset((page - 1) * RETURNS_PAGE_SIZE);
  const list = rows.map((row) => ({
    _id: row.id,
    status: row.status,
    reason: row.reason,
    refundAmount: toRupees(row.refundPaise),
    requestedAt: row.requestedAt,
    orderId: row.orderId,
    paymentMethod: row.paymentMethod,
    customer: personName(row.firstName, row.lastName) || row.mobile,
  }));
  return { returns: list, total };
}

/** A return as staff read it, with its order's state and, while it waits for a decision, where the pickup goes. */
export async function returnDetail({ db, courier }: Pick<AppDeps, "db" | "courier">, returnId: string) {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  if (!row) throw notFound("Return");
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  const [view] = await returnViews(db, order.id, [row]);
  // The sandbox's control page lets staff play the courier collecting the goods.
  const pickupControlUrl =
    courier instanceof SandboxCourier && row.pickupShipmentId ? courier.controlUrl(row.pickupShipmentId) : null;
  // Where the pickup goes, or null: staff are told to set it before approving.
  const to = row.status === "requested" ? await returnsAddress(db) : null;
  const returnsTo = to ? `${to.name}, ${to.address}, ${to.city}, ${to.state} ${to.pincode}` : null;
  return {
    ...view,
    pickupControlUrl,
    returnsTo,
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
  };
}
