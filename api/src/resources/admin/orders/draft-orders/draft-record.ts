/**
 * Orders staff take by phone, on WhatsApp or in the showroom (issue 17). A draft lives in its own
 * table and holds no stock: every save checks it as the shopper's checkout would (the lines'
 * stock and order limits, the pincode, the coupon), and it is placed through the checkout's own
 * placeOrder, as cash on delivery, or awaiting payment through a payment link. This module holds
 * what every change of a draft shares: its row, who acts, its audit shape and its lock.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { draftOrders } from "@api/db/schema";
import type { AuditActor } from "@api/lib/audit";
import { ApiError, notFound } from "@api/lib/envelope";
import { DRAFT_NOT_OPEN } from "@api/validation/draft-orders";
import type { StaffRole } from "@api/validation/staff";
import type { OrderActor } from "@api/resources/order-lifecycle/order-events";

export type DraftRow = typeof draftOrders.$inferSelect;

/** The member of staff acting: their role decides whether a hand-given discount may change. */
export type DraftStaff = { id: string; email: string; name: string; role: StaffRole };

export const auditActor = (member: DraftStaff): AuditActor => ({ id: member.id, email: member.email });
export const orderActor = (member: DraftStaff): OrderActor => ({
  type: "staff",
  id: member.id,
  email: member.email,
  name: member.name,
});

export const auditShape = (draft: DraftRow) => ({
  customerId: draft.customerId,
  lines: draft.lines,
  shippingAddress: draft.shippingAddress,
  couponCode: draft.couponCode,
  manualDiscountPaise: draft.manualDiscountPaise,
  manualDiscountReason: draft.manualDiscountReason,
  status: draft.status,
  orderId: draft.orderId,
});

/** The draft, or a 404. */
export async function findDraft(db: DbOrTx, id: string) {
  const [draft] = await db.select().from(draftOrders).where(eq(draftOrders.id, id));
  if (!draft) throw notFound("Draft order");
  return draft;
}

/** The draft, locked for a change until the transaction ends, or a 404. */
export async function lockDraft(tx: DbOrTx, id: string) {
  const [draft] = await tx.select().from(draftOrders).where(eq(draftOrders.id, id)).for("update");
  if (!draft) throw notFound("Draft order");
  return draft;
}

/** A draft being changed must still be one, and be the version the form was opened at. */
export function refuseStaleOrClosed(draft: DraftRow, version: number) {
  if (draft.status !== "open") throw new ApiError(409, DRAFT_NOT_OPEN);
  if (draft.version !== version) {
    throw new ApiError(409, "Someone else changed this draft while you were editing it. Review it and try again.", {
      version: "This draft has changed",
    });
  }
}
