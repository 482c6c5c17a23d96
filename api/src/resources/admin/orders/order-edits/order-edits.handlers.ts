import { eq } from "drizzle-orm";
import { orders } from "@api/db/schema";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { notFound, ok } from "@api/lib/envelope";
import { rupeesLabel, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { isEditable, type orderEditSchema } from "@api/validation/order-edit";
import type { DbOrTx } from "@api/db/client";
import { itemsOfOrders } from "@api/resources/customer-orders/order-view";
import { paidPaise } from "@api/resources/refunds/refunds.service";
import { findOrderIdByNumber } from "../orders/order-lookup";
import type { orderNumberParam } from "../orders/orders.schemas";
import { staffActor } from "../orders/order-moves.handlers";
import { type EditOutcome, NOTHING_CHANGED, type StaffActor, editOrder, notEditable } from "./order-edit.service";
import { variantKeyOf, variantOptions } from "./order-variants";

type Param = { param: typeof orderNumberParam };

/** The order as the edit screen needs it: its address, each line with the variants it may become, the money and the version. */
async function editView(db: DbOrTx, id: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound("Order");
  const items = await itemsOfOrders(db, [id]);
  const options = await variantOptions(db, { productIds: [...new Set(items.map((item) => item.productId))] });
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    editable: isEditable(order.orderStatus),
    notEditableReason: isEditable(order.orderStatus) ? null : notEditable(order),
    version: order.version,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    shippingAddress: order.shippingAddress,
    lines: items.map((item) => ({
      line: item.id,
      name: item.name,
      sku: item.sku,
      colour: item.colorName,
      size: item.sizeName,
      variant: variantKeyOf(item),
      quantity: item.quantity,
      unitPrice: toRupees(item.sellingPricePaise),
      lineTotal: toRupees(item.sellingPricePaise * item.quantity),
      options: options
        .filter((o) => o.productId === item.productId && (o.productActive || o.key === variantKeyOf(item)))
        .map((o) => ({
          variant: o.key,
          sku: o.sku,
          colour: o.colorName,
          size: o.sizeName,
          price: toRupees(o.pricePaise),
          stock: o.stock,
        })),
    })),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    couponCode: order.couponCode,
    paid: toRupees(paidPaise(order)),
    balanceDue: toRupees(order.balanceDuePaise),
  };
}

/** GET /v1/admin/orders/:orderId/edit */
export async function getOrderEdit(c: ValidatedContext<Param>) {
  const { db } = c.get("deps");
  return ok(c, await editView(db, await findOrderIdByNumber(db, c.req.valid("param").orderId)));
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
  const id = await findOrderIdByNumber(deps.db, c.req.valid("param").orderId);
  const actor = staffActor(c) as StaffActor;
  const outcome = await deps.db.transaction((tx) => editOrder(tx, { orderId: id, edit, actor, now: deps.clock.now() }));
  // The surplus's refund was written with the edit; now the gateway is asked.
  if (outcome.refund) await queueRefundsOf(deps, id);
  return ok(c, { ...(await editView(deps.db, id)), changes: outcome.changes }, outcomeMessage(outcome));
}
