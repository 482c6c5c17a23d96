import { eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { Tx } from "@api/db/client";
import { draftOrders, orders, type ShippingAddress } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { DRAFT_NEEDS_ADDRESS, DRAFT_NEEDS_LINES, DRAFT_NOT_OPEN } from "@api/validation/draft-orders";
import { placeOrder } from "@api/resources/customer-orders/customer-orders.service";
import { deliveryRefusal } from "./draft-delivery";
import {
  type DraftRow,
  type DraftStaff,
  auditActor,
  auditShape,
  lockDraft,
  orderActor,
  refuseStaleOrClosed,
} from "./draft-record";

/** A draft ready to become an order: lines and an address, each checked again now. */
function completeInput(draft: DraftRow, paymentMethod: "COD" | "Prepaid") {
  const errors: FieldErrors = {};
  if (draft.lines.length === 0) errors.lines = DRAFT_NEEDS_LINES;
  if (!draft.shippingAddress) errors.address = DRAFT_NEEDS_ADDRESS;
  if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors)[0], errors);
  return {
    input: {
      products: draft.lines,
      paymentMethod,
      couponCode: draft.couponCode ?? undefined,
      newAddress: false,
      whatsappOptIn: false,
      idempotencyKey: `draft-${draft.id}`,
    },
    shipping: { address: draft.shippingAddress as ShippingAddress, save: false },
  };
}

/** Line problems from placeOrder (`products.0.quantity`) named as the draft's fields (`lines.0.quantity`). */
export function asDraftFields(error: unknown): never {
  if (error instanceof ApiError) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([key, message]) => [key.replace(/^products\./, "lines."), message]),
    );
    throw new ApiError(error.status, error.message, errors);
  }
  throw error;
}

/**
 * Places a draft through the checkout's placeOrder, inside one transaction with the draft's own
 * change: stock is taken under the same locks, the coupon and the COD limit are checked again.
 */
export async function placeDraft(
  tx: Tx,
  deps: Pick<AppDeps, "clock">,
  draft: DraftRow,
  paymentMethod: "COD" | "Prepaid",
  member: DraftStaff,
) {
  const { input, shipping } = completeInput(draft, paymentMethod);
  if (paymentMethod === "COD") {
    const refusal = await deliveryRefusal(tx, shipping.address.pincode, true);
    if (refusal) throw new ApiError(400, refusal, { paymentMethod: refusal });
  }
  const placed = await placeOrder(
    { db: tx, clock: deps.clock },
    draft.customerId,
    input,
    shipping,
    input.idempotencyKey,
    {
      actor: orderActor(member),
      staffId: member.id,
      manualDiscountPaise: draft.manualDiscountPaise,
    },
  ).catch(asDraftFields);
  if (!placed) throw new ApiError(409, DRAFT_NOT_OPEN);
  const [order] = await tx.select().from(orders).where(eq(orders.id, placed.view._id));
  return order;
}

/** Places an open draft as a cash-on-delivery order: its stock is taken now. */
export async function placeDraftCod(
  deps: Pick<AppDeps, "db" | "clock">,
  id: string,
  version: number,
  member: DraftStaff,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockDraft(tx, id);
    refuseStaleOrClosed(current, version);
    const order = await placeDraft(tx, deps, current, "COD", member);
    const [saved] = await tx
      .update(draftOrders)
      .set({ status: "placed", orderId: order.id, version: current.version + 1, updatedAt: now })
      .where(eq(draftOrders.id, id))
      .returning();
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.place",
      entityType: "draft_order",
      entityId: id,
      before: auditShape(current),
      after: { ...auditShape(saved), orderNumber: order.orderId, paymentMethod: "COD" },
      at: now,
    });
    return order;
  });
}
