/**
 * A coupon's writes, each in one transaction with its audit row: created under a code no other
 * coupon has in any case, edited (a stale save refused), switched on or off, deleted while no order
 * names it.
 */
import { count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "@api/db/client";
import { coupons, orders } from "@api/db/schema";
import { type ChangeBy, recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError, notFound } from "@api/lib/envelope";
import { toPaise } from "@api/lib/money";
import { auditedCoupon } from "./coupon-views";
import {
  type CouponFields,
  couponWindow,
  type couponCreateSchema,
  type couponUpdateSchema,
} from "@api/validation/admin-coupons";
import { findCoupon } from "@api/resources/coupons/coupons.service";
import { isUniqueViolation } from "@api/resources/customers/customers.service";

export const codeTaken = (code: string) => `The code ${code} is already taken: choose another`;
export const cannotDelete = (code: string, orderCount: number) =>
  `Coupon ${code} is on ${orderCount === 1 ? "1 order" : `${orderCount} orders`}, which keep its code, so it cannot be deleted. Deactivate it instead.`;

/** How the stale-edit message names a coupon's audited fields. */
const FIELD_LABELS: Record<string, string> = {
  discountType: "discount type",
  discount: "value",
  description: "description",
  minimumOrder: "minimum order",
  validFrom: "start",
  validUntil: "end",
  isActive: "active",
  usageLimit: "usage limit",
  usageLimitPerCustomer: "uses per customer",
};

/** The columns a form's fields set. */
function couponValues(input: CouponFields) {
  return {
    discountType: input.discountType,
    discount: input.discount,
    description: input.description ?? "",
    minimumOrderPaise: toPaise(input.minimumOrder),
    ...couponWindow(input),
    usageLimit: input.usageLimit ?? null,
    usageLimitPerCustomer: input.usageLimitPerCustomer ?? null,
  };
}

/** A new coupon under a code no other coupon has, in any case. The stored row. */
export async function addCoupon(db: Db, by: ChangeBy, input: z.output<typeof couponCreateSchema>) {
  const taken = () => new ApiError(409, codeTaken(input.code), { code: codeTaken(input.code) });
  return db
    .transaction(async (tx) => {
      // Codes match whatever their case at the checkout, so "diwali" and "DIWALI" are one code.
      if (await findCoupon(tx, input.code)) throw taken();
      const [created] = await tx
        .insert(coupons)
        .values({ couponCode: input.code, ...couponValues(input), isActive: input.isActive })
        .returning();
      await recordAudit(tx, {
        ...by,
        action: "coupon.create",
        entityType: "coupon",
        entityId: created.couponCode,
        before: null,
        after: auditedCoupon(created),
      });
      return created;
    })
    .catch((error: unknown) => {
      // Two staff creating one code at once: the second hears why.
      if (isUniqueViolation(error, "coupons_pkey")) throw taken();
      throw error;
    });
}

/** The coupon locked for the rest of the transaction, or a 404. */
async function lockedCoupon(tx: DbOrTx, code: string) {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.couponCode}) = ${code.trim().toUpperCase()}`)
    .for("update");
  if (!row) throw notFound("Coupon");
  return row;
}

/**
 * An edit of every field but the code and the active switch, refused (409, saying who changed
 * what) when the coupon was saved since the form was opened. The coupon as it now stands, and
 * whether anything changed.
 */
export async function saveCoupon(db: Db, by: ChangeBy, code: string, input: z.output<typeof couponUpdateSchema>) {
  return db.transaction(async (tx) => {
    const current = await lockedCoupon(tx, code);
    await refuseStaleEdit(tx, {
      entityType: "coupon",
      entityId: current.couponCode,
      noun: "coupon",
      currentVersion: current.version,
      submittedVersion: input.version,
      fieldLabels: FIELD_LABELS,
    });
    const before = auditedCoupon(current);
    const values = couponValues(input);
    if (JSON.stringify(auditedCoupon({ ...current, ...values })) === JSON.stringify(before))
      return { row: current, changed: false };
    const [saved] = await tx
      .update(coupons)
      .set({ ...values, version: current.version + 1 })
      .where(eq(coupons.couponCode, current.couponCode))
      .returning();
    await recordAudit(tx, {
      ...by,
      action: "coupon.update",
      entityType: "coupon",
      entityId: saved.couponCode,
      before,
      after: auditedCoupon(saved),
    });
    return { row: saved, changed: true };
  });
}

/**
 * Switches a coupon on or off. It counts as a save (a new version), so a form opened before it
 * hears who switched it, as with any other change.
 */
export async function setCouponActive(db: Db, by: ChangeBy, code: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    const current = await lockedCoupon(tx, code);
    if (current.isActive === isActive) return { row: current, changed: false };
    const [saved] = await tx
      .update(coupons)
      .set({ isActive, version: current.version + 1 })
      .where(eq(coupons.couponCode, current.couponCode))
      .returning();
    await recordAudit(tx, {
      ...by,
      action: isActive ? "coupon.activate" : "coupon.deactivate",
      entityType: "coupon",
      entityId: saved.couponCode,
      before: { isActive: current.isActive },
      after: { isActive: saved.isActive },
    });
    return { row: saved, changed: true };
  });
}

/** Deletes a coupon no order names; one that any order names (even a cancelled one) can only be deactivated. Its code. */
export async function deleteCoupon(db: Db, by: ChangeBy, code: string) {
  return db.transaction(async (tx) => {
    // Locked, so an order placed meanwhile waits (order placement locks the coupon too) and is counted.
    const current = await lockedCoupon(tx, code);
    const [{ n }] = await tx.select({ n: count() }).from(orders).where(eq(orders.couponCode, current.couponCode));
    if (n > 0) throw new ApiError(409, cannotDelete(current.couponCode, n));
    await tx.delete(coupons).where(eq(coupons.couponCode, current.couponCode));
    await recordAudit(tx, {
      ...by,
      action: "coupon.delete",
      entityType: "coupon",
      entityId: current.couponCode,
      before: auditedCoupon(current),
      after: null,
    });
    return current.couponCode;
  });
}
