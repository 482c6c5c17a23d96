/**
 * A payment link for what an edit left due on a prepaid order (orders.balance_due_paise): staff
 * send it from the order's page; paid, it clears the balance (payment-links.service markLinkPaid
 * → settleBalanceDue) and the order may be packed.
 */
import type { orderNumberParam } from "../orders/orders.schemas";
import { recordAudit } from "@api/lib/audit";
import { ApiError, ok } from "@api/lib/envelope";
import { rupeesLabel } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { NOTHING_DUE, type balanceLinkSchema } from "@api/validation/order-edit";
import { PAYMENT_LINK_CHANNEL_LABELS } from "@api/validation/draft-orders";
import { lockOrder } from "@api/resources/order-lifecycle/transition";
import { createPaymentLink, sendPaymentLink } from "@api/resources/payment-links/payment-links.service";
import { staffActor } from "@api/resources/admin/change-by-staff";
import { findOrderIdByNumber } from "../orders/order-lookup";
import type { StaffActor } from "./order-edit.service";

/** POST /v1/admin/orders/:orderId/balance-link {channel} */
export async function sendBalanceLink(
  c: ValidatedContext<{ param: typeof orderNumberParam; json: typeof balanceLinkSchema }>,
) {
  const deps = c.get("deps");
  const { channel } = c.req.valid("json");
  const id = await findOrderIdByNumber(deps.db, c.req.valid("param").orderId);
  const actor = staffActor(c) as StaffActor;
  const now = deps.clock.now();
  const link = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order.balanceDuePaise === 0 || order.orderStatus === "CANCELLED")
      throw new ApiError(409, NOTHING_DUE(order.orderId));
    const created = await createPaymentLink(tx, deps, {
      orderId: id,
      amountPaise: order.balanceDuePaise,
      purpose: "balance",
      channel,
      actor,
    });
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: "order.balance_link",
      entityType: "order",
      entityId: order.orderId,
      before: null,
      after: { amount: order.balanceDuePaise / 100, channel, expiresAt: created.expiresAt.toISOString() },
      at: now,
    });
    return created;
  });
  const sent = await sendPaymentLink(deps, link);
  const message = sent
    ? `Payment link for ${rupeesLabel(link.amountPaise)} on order ${link.orderNumber} sent by ${PAYMENT_LINK_CHANNEL_LABELS[channel]} to ${link.recipient}`
    : `The link for ${rupeesLabel(link.amountPaise)} on order ${link.orderNumber} could not be sent: pass it on from this page`;
  return ok(c, { link: { url: link.url, expiresAt: link.expiresAt.toISOString() }, sent }, message);
}
