import { and, eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { addresses, draftOrders, type ShippingAddress } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { toPaise } from "@api/lib/money";
import {
  MANUAL_DISCOUNT_NEEDS_REASON,
  MANUAL_DISCOUNT_NOT_ALLOWED,
  type DraftSaveInput,
} from "@api/validation/draft-orders";
import { can } from "@api/validation/staff";
import {
  type Coupon,
  couponDiscountPaise,
  couponRefusal,
  requireUsableCoupon,
} from "@api/resources/coupons/coupons.service";
import { evaluateLines } from "@api/resources/customer-orders/pricing";
import { deliveryRefusal } from "./draft-delivery";
import { subtotalPaiseOf } from "./draft-pricing";
import { type DraftRow, type DraftStaff, auditActor, auditShape, lockDraft, refuseStaleOrClosed } from "./draft-record";

const MANUAL_DISCOUNT_TOO_BIG = "The discount cannot be more than the order's total";

/**
 * Checks a whole draft as the checkout checks an order, reporting every problem at once keyed by
 * field (`lines.0.quantity`, `pincode`, `couponCode`, `manualDiscount`). A discount by hand may be
 * changed only by a role with orders.discount (403); one already on the draft stays through
 * other staff's edits.
 */
async function checkDraft(tx: DbOrTx, current: DraftRow, input: DraftSaveInput, member: DraftStaff, now: Date) {
  const errors: FieldErrors = {};
  let forbidden = false;

  const evaluations = await evaluateLines(tx, input.lines);
  for (const evaluation of evaluations) {
    for (const problem of evaluation.problems) errors[`lines.${evaluation.index}.${problem.field}`] ??= problem.message;
  }
  const subtotalPaise = subtotalPaiseOf(evaluations);

  let shippingAddress: ShippingAddress | null = input.shippingAddress
    ? {
        ...input.shippingAddress,
        landmark: input.shippingAddress.landmark ?? "",
        locality: input.shippingAddress.locality ?? "",
      }
    : null;
  if (input.addressId) {
    const [saved] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.customerId, current.customerId)));
    if (!saved) errors.addressId = "Choose one of the customer's addresses";
    else {
      const { id: _id, customerId: _customer, createdAt: _created, ...fields } = saved;
      shippingAddress = fields;
    }
  }
  if (shippingAddress) {
    const refusal = await deliveryRefusal(tx, shippingAddress.pincode, false);
    if (refusal) errors.pincode = refusal;
  }

  let coupon: Coupon | null = null;
  if (input.couponCode) {
    try {
      coupon = await requireUsableCoupon(tx, input.couponCode, now, 400);
      const refusal = await couponRefusal(tx, coupon, { subtotalPaise, customerId: current.customerId });
      if (refusal) errors.couponCode = refusal;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.couponCode = error.message;
    }
  }

  const manualDiscountPaise = input.manualDiscount === undefined ? 0 : toPaise(input.manualDiscount);
  const reason = manualDiscountPaise > 0 ? input.manualDiscountReason : null;
  const changesDiscount =
    manualDiscountPaise !== current.manualDiscountPaise || (reason ?? null) !== current.manualDiscountReason;
  if (changesDiscount && !can(member.role, "orders.discount")) {
    errors.manualDiscount = MANUAL_DISCOUNT_NOT_ALLOWED;
    forbidden = true;
  } else if (manualDiscountPaise > 0 && !reason) {
    errors.manualDiscountReason = MANUAL_DISCOUNT_NEEDS_REASON;
  } else if (manualDiscountPaise > subtotalPaise - couponDiscountPaise(coupon, subtotalPaise)) {
    errors.manualDiscount = MANUAL_DISCOUNT_TOO_BIG;
  }

  if (Object.keys(errors).length > 0) throw new ApiError(forbidden ? 403 : 400, Object.values(errors)[0], errors);
  return {
    lines: evaluations.map((e) => ({
      product: e.product,
      ...(e.productColor ? { productColor: e.productColor } : {}),
      ...(e.productSize ? { productSize: e.productSize } : {}),
      quantity: e.quantity,
    })),
    shippingAddress,
    couponCode: coupon?.couponCode ?? null,
    manualDiscountPaise,
    manualDiscountReason: reason ?? null,
  };
}

/** Saves the whole draft (lines, address, coupon, discount by hand) once it is checked, at the next version. */
export async function saveDraft(
  deps: Pick<AppDeps, "db" | "clock">,
  id: string,
  input: DraftSaveInput,
  member: DraftStaff,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const current = await lockDraft(tx, id);
    refuseStaleOrClosed(current, input.version);
    const checked = await checkDraft(tx, current, input, member, now);
    const [saved] = await tx
      .update(draftOrders)
      .set({ ...checked, version: current.version + 1, updatedAt: now })
      .where(eq(draftOrders.id, id))
      .returning();
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.update",
      entityType: "draft_order",
      entityId: id,
      before: auditShape(current),
      after: auditShape(saved),
      at: now,
    });
    return saved;
  });
}
