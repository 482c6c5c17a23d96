import { ok } from "@api/lib/envelope";
import { rupeesLabel } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import type { orderEditSchema } from "@api/validation/order-edit";
import { staffActor } from "@api/resources/admin/change-by-staff";
import { findOrderIdByNumber } from "../orders/order-lookup";
import type { orderNumberParam } from "../orders/orders.schemas";
import { type EditOutcome, NOTHING_CHANGED, type StaffActor, saveEdit } from "./order-edit.service";
import { orderEditView } from "./order-edit-views";

type Param = { param: typeof orderNumberParam };

/** GET /v1/admin/orders/:orderId/edit */
export async function getOrderEdit(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  return ok(c, await orderEditView(db, await findOrderIdByNumber(db, c.req.valid("param").orderId)));
}

/** The toast: what was saved, then what happens to the money and the coupon. */
function outcomeMessage(outcome: EditOutcome) {
  if (!outcome.changed) return NOTHING_CHANGED;
  const { order, refund } = outcome;
  const parts = [`Order ${order.orderId} is updated: the total is now ${rupeesLabel(order.totalPaise)}.`];
  if (outcome.droppedCoupon) parts.push(`${outcome.droppedCoupon}.`);
  if (refund)
    parts.push(`${rupeesLabel(refund.amountPaise)} is being refunded to the shopper through the payment gateway.`);
  if (order.balanceDuePaise > 0)
    parts.push(
      `${rupeesLabel(order.balanceDuePaise)} is due from the shopper: the order cannot be packed until it is paid.`,
    );
  if (order.paymentMethod === "COD") parts.push(`The courier will collect ${rupeesLabel(order.totalPaise)}.`);
  return parts.join(" ");
}

/** POST /v1/admin/orders/:orderId/edit: the order's address and lines as they should be, with the version the form was opened at. */
export async function saveOrderEdit(c: ValidatedContext<Param & { json: typeof orderEditSchema }>) {
  const deps = c.get("deps");
  const edit = c.req.valid("json");
  const { id, outcome } = await saveEdit(deps, c.req.valid("param").orderId, edit, staffActor(c) as StaffActor);
  return ok(c, { ...(await orderEditView(deps.db, id)), changes: outcome.changes }, outcomeMessage(outcome));
}
