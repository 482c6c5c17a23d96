import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { customers, orderReturns, orders } from "@api/db/schema";
import { notFound, ok, okList } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import type {
  returnApprovalSchema,
  returnListQuerySchema,
  returnReceiptSchema,
  returnRefundPaidSchema,
  returnRefusalSchema,
} from "@api/validation/returns";
import { SandboxCourier } from "@api/services/courier/sandbox";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { returnViews } from "@api/resources/returns/return-view";
import { returnsAddress } from "@api/resources/admin/settings/order-settings/order-settings";
import { approveWithPickup } from "@api/resources/returns/return-pickup";
import { decideReturn, markReturnRefundPaid, receiveReturn } from "@api/resources/returns/returns.service";
import { staffActor } from "../orders/order-moves.handlers";
import type { returnIdParam } from "./returns.schemas";

type Param = { param: typeof returnIdParam };

const PAGE_SIZE = 20;

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  open: inArray(orderReturns.status, ["requested", "approved"]),
  requested: eq(orderReturns.status, "requested"),
  approved: eq(orderReturns.status, "approved"),
  rejected: eq(orderReturns.status, "rejected"),
  received: eq(orderReturns.status, "received"),
  all: undefined,
};

/** GET /v1/admin/returns?status=&page= : newest first. */
export async function listReturns(c: ValidatedContext<{ query: typeof returnListQuerySchema }>) {
  const { db } = c.get("deps");
  const { status, page } = c.req.valid("query");
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
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const list = rows.map((row) => ({
    _id: row.id,
    status: row.status,
    reason: row.reason,
    refundAmount: toRupees(row.refundPaise),
    requestedAt: row.requestedAt,
    orderId: row.orderId,
    paymentMethod: row.paymentMethod,
    customer: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.mobile,
  }));
  return okList(c, list, { page, limit: PAGE_SIZE, totalRecords: total });
}

async function returnDetail(c: ValidatedContext<object>, returnId: string) {
  const { db, courier } = c.get("deps");
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

/** GET /v1/admin/returns/:returnId */
export async function getReturn(c: ValidatedContext<Param>) {
  return ok(c, await returnDetail(c, c.req.valid("param").returnId));
}

/** POST /v1/admin/returns/:returnId/approve {length, breadth, height, weight, note}: books the reverse pickup. */
export async function approveReturn(c: ValidatedContext<Param & { json: typeof returnApprovalSchema }>) {
  const { returnId } = c.req.valid("param");
  const { note, ...parcel } = c.req.valid("json");
  const { ret } = await approveWithPickup(c.get("deps"), returnId, { note, parcel, actor: staffActor(c) });
  return ok(c, await returnDetail(c, returnId), `Return approved: pickup booked, AWB ${ret.pickupAwb}`);
}

/** POST /v1/admin/returns/:returnId/reject {note}: the reason is shown to the shopper. */
export async function rejectReturn(c: ValidatedContext<Param & { json: typeof returnRefusalSchema }>) {
  const { returnId } = c.req.valid("param");
  await decideReturn(c.get("deps"), returnId, { approve: false, note: c.req.valid("json").note, actor: staffActor(c) });
  return ok(c, await returnDetail(c, returnId), "Return refused");
}

/** POST /v1/admin/returns/:returnId/receive {resaleable, note} */
export async function receiveReturnedGoods(c: ValidatedContext<Param & { json: typeof returnReceiptSchema }>) {
  const { returnId } = c.req.valid("param");
  const { resaleable, note } = c.req.valid("json");
  const deps = c.get("deps");
  const { order } = await receiveReturn(deps, returnId, { resaleable, note, actor: staffActor(c) });
  // An online payment's refund, requested with the receipt, goes to the gateway now.
  await queueRefundsOf(deps, order.id);
  return ok(c, await returnDetail(c, returnId), "Return received");
}

/** POST /v1/admin/returns/:returnId/refund-paid {reference}: a cash-on-delivery return's refund, paid by hand. */
export async function markRefundPaid(c: ValidatedContext<Param & { json: typeof returnRefundPaidSchema }>) {
  const { returnId } = c.req.valid("param");
  await markReturnRefundPaid(c.get("deps"), returnId, {
    reference: c.req.valid("json").reference,
    actor: staffActor(c),
  });
  return ok(c, await returnDetail(c, returnId), "Refund marked paid");
}
