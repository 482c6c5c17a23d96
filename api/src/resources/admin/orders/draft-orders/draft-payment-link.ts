import { and, eq, gt, isNull } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { Tx } from "@api/db/client";
import { draftOrders, orders, paymentLinks } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError } from "@api/lib/envelope";
import type { PaymentLinkChannel } from "@api/validation/draft-orders";
import { recordStatusEvent } from "@api/resources/order-lifecycle/order-events";
import { reserveOrderStockAgain } from "@api/resources/customer-orders/stock";
import { type CreatedPaymentLink, createPaymentLink } from "@api/resources/payment-links/payment-links.service";
import { asDraftFields, placeDraft } from "./draft-place";
import {
  type DraftRow,
  type DraftStaff,
  auditActor,
  auditShape,
  lockDraft,
  orderActor,
  refuseStaleOrClosed,
} from "./draft-record";

/**
 * Places the draft awaiting payment (its stock held as a shopper's online order's is) and writes
 * the link for its total; the caller sends the link after the commit. An order with nothing to
 * pay (covered by discounts) is placed paid, and no link is made.
 */
export async function sendDraftPaymentLink(
  deps: Pick<AppDeps, "db" | "clock" | "env">,
  id: string,
  version: number,
  channel: PaymentLinkChannel,
  member: DraftStaff,
): Promise<{ order: typeof orders.$inferSelect; link: CreatedPaymentLink | null }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockDraft(tx, id);
    if (current.status === "awaiting_payment" && current.version === version)
      return sendAgain(tx, deps, current, channel, member, now);
    refuseStaleOrClosed(current, version);
    const order = await placeDraft(tx, deps, current, "Prepaid", member);
    const link =
      order.orderStatus === "PAYMENT_PENDING"
        ? await createPaymentLink(tx, deps, {
            orderId: order.id,
            amountPaise: order.totalPaise,
            purpose: "draft",
            channel,
            actor: orderActor(member),
          })
        : null;
    const status = link ? "awaiting_payment" : "placed";
    const [saved] = await tx
      .update(draftOrders)
      .set({ status, orderId: order.id, version: current.version + 1, updatedAt: now })
      .where(eq(draftOrders.id, id))
      .returning();
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.send_payment_link",
      entityType: "draft_order",
      entityId: id,
      before: auditShape(current),
      after: { ...auditShape(saved), orderNumber: order.orderId, channel, recipient: link?.recipient ?? null },
      at: now,
    });
    return { order, link };
  });
}

const LINK_STILL_OPEN = "The payment link sent for this order is still open or has been paid";

/**
 * A new link for a draft whose link expired unpaid: its order takes the stock again (as a
 * shopper's payment retry does, or a 409 naming the line that ran out) and waits for payment
 * once more, for a fresh hold.
 */
async function sendAgain(
  tx: Tx,
  deps: Pick<AppDeps, "clock" | "env">,
  draft: DraftRow,
  channel: PaymentLinkChannel,
  member: DraftStaff,
  now: Date,
) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, draft.orderId as string))
    .for("update");
  if (order.orderStatus !== "PAYMENT_FAILED" || order.paidAt) throw new ApiError(409, LINK_STILL_OPEN);
  await tx.transaction((sp) => reserveOrderStockAgain(sp, order.id, now)).catch(asDraftFields);
  const [reopened] = await tx
    .update(orders)
    .set({ orderStatus: "PAYMENT_PENDING", paymentStatus: "PENDING" })
    .where(eq(orders.id, order.id))
    .returning();
  await recordStatusEvent(tx, {
    orderId: order.id,
    from: order.orderStatus,
    to: "PAYMENT_PENDING",
    note: "A new payment link was sent",
    actor: orderActor(member),
    at: now,
  });
  // An older link that a failed attempt ended early must not open again beside the new one.
  await tx
    .update(paymentLinks)
    .set({ expiresAt: now })
    .where(and(eq(paymentLinks.orderId, order.id), isNull(paymentLinks.paidAt), gt(paymentLinks.expiresAt, now)));
  const link = await createPaymentLink(tx, deps, {
    orderId: order.id,
    amountPaise: order.totalPaise,
    purpose: "draft",
    channel,
    actor: orderActor(member),
  });
  const [saved] = await tx
    .update(draftOrders)
    .set({ version: draft.version + 1, updatedAt: now })
    .where(eq(draftOrders.id, draft.id))
    .returning();
  await recordAudit(tx, {
    actor: auditActor(member),
    action: "draft_order.send_payment_link",
    entityType: "draft_order",
    entityId: draft.id,
    before: auditShape(draft),
    after: { ...auditShape(saved), orderNumber: order.orderId, channel, recipient: link.recipient, again: true },
    at: now,
  });
  return { order: reopened, link };
}
