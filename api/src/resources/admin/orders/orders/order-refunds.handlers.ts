import { ok } from "@api/lib/envelope";
import type { ValidatedContext } from "@api/lib/validation";
import type { partialRefundSchema } from "@api/validation/admin-refunds";
import { refundAmountLabel } from "@api/resources/refunds/refunds.service";
import { orderRefunds, refundView } from "./order-refund-views";
import { refundPartly, retryFailedRefund } from "./order-refund-writes";
import type { orderNumberParam, orderRefundParam } from "./orders.schemas";
import { changeByStaff, staffActor } from "@api/resources/admin/change-by-staff";

type Param = { param: typeof orderNumberParam };

/** GET /v1/admin/orders/:orderId/refunds: the order's refunds, newest first, and what is left to refund. */
export async function listOrderRefunds(c: ValidatedContext<Param>) {
  return ok(c, await orderRefunds(c.get("deps").db, c.req.valid("param").orderId));
}

/** POST /v1/admin/orders/:orderId/refunds {amount, reason}: a partial refund through the gateway. */
export async function createOrderRefund(c: ValidatedContext<Param & { json: typeof partialRefundSchema }>) {
  const refund = await refundPartly(
    c.get("deps"),
    changeByStaff(c),
    staffActor(c),
    c.req.valid("param").orderId,
    c.req.valid("json"),
  );
  return ok(
    c,
    refundView(refund),
    `A refund of ${refundAmountLabel(refund.amountPaise)} has been sent to the payment gateway`,
  );
}

/** POST /v1/admin/orders/:orderId/refunds/:refundId/retry: a failed refund sent again. */
export async function retryOrderRefund(c: ValidatedContext<{ param: typeof orderRefundParam }>) {
  const retried = await retryFailedRefund(c.get("deps"), changeByStaff(c), staffActor(c), c.req.valid("param"));
  return ok(
    c,
    refundView(retried),
    `The refund of ${refundAmountLabel(retried.amountPaise)} has been sent to the payment gateway again`,
  );
}
