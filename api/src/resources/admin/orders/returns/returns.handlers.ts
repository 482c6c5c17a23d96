import { ok, okList } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type {
  returnApprovalSchema,
  returnListQuerySchema,
  returnReceiptSchema,
  returnRefundPaidSchema,
  returnRefusalSchema,
} from "@api/validation/returns";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { approveWithPickup } from "@api/resources/returns/return-pickup";
import { decideReturn, markReturnRefundPaid, receiveReturn } from "@api/resources/returns/returns.service";
import { staffActor } from "@api/resources/admin/change-by-staff";
import { RETURNS_PAGE_SIZE, returnDetail, returnsPage } from "./return-views";
import type { returnIdParam } from "./returns.schemas";

type Param = { param: typeof returnIdParam };

/** GET /v1/admin/returns?status=&page= : newest first. */
export async function listReturns(c: ValidatedContext<{ query: typeof returnListQuerySchema }>) {
  const query = c.req.valid("query");
  const { returns, total } = await returnsPage(c.get("deps").db, query);
  return okList(c, returns, { page: query.page, limit: RETURNS_PAGE_SIZE, totalRecords: total });
}

/** GET /v1/admin/returns/:returnId */
export async function getReturn(c: ValidatedContext<Param>) {
  return ok(c, await returnDetail(c.get("deps"), c.req.valid("param").returnId));
}

/** POST /v1/admin/returns/:returnId/approve {length, breadth, height, weight, note}: books the reverse pickup. */
export async function approveReturn(c: ValidatedContext<Param & { json: typeof returnApprovalSchema }>) {
  const { returnId } = c.req.valid("param");
  const { note, ...parcel } = c.req.valid("json");
  const { ret } = await approveWithPickup(c.get("deps"), returnId, { note, parcel, actor: staffActor(c) });
  return ok(c, await returnDetail(c.get("deps"), returnId), `Return approved: pickup booked, AWB ${ret.pickupAwb}`);
}

/** POST /v1/admin/returns/:returnId/reject {note}: the reason is shown to the shopper. */
export async function rejectReturn(c: ValidatedContext<Param & { json: typeof returnRefusalSchema }>) {
  const { returnId } = c.req.valid("param");
  await decideReturn(c.get("deps"), returnId, { approve: false, note: c.req.valid("json").note, actor: staffActor(c) });
  return ok(c, await returnDetail(c.get("deps"), returnId), "Return refused");
}

/** POST /v1/admin/returns/:returnId/receive {resaleable, note} */
export async function receiveReturnedGoods(c: ValidatedContext<Param & { json: typeof returnReceiptSchema }>) {
  const { returnId } = c.req.valid("param");
  const { resaleable, note } = c.req.valid("json");
  const deps = c.get("deps");
  const { order } = await receiveReturn(deps, returnId, { resaleable, note, actor: staffActor(c) });
  // An online payment's refund, requested with the receipt, goes to the gateway now.
  await queueRefundsOf(deps, order.id);
  return ok(c, await returnDetail(c.get("deps"), returnId), "Return received");
}

/** POST /v1/admin/returns/:returnId/refund-paid {reference}: a cash-on-delivery return's refund, paid by hand. */
export async function markRefundPaid(c: ValidatedContext<Param & { json: typeof returnRefundPaidSchema }>) {
  const { returnId } = c.req.valid("param");
  await markReturnRefundPaid(c.get("deps"), returnId, {
    reference: c.req.valid("json").reference,
    actor: staffActor(c),
  });
  return ok(c, await returnDetail(c.get("deps"), returnId), "Refund marked paid");
}
