import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { DbOrTx } from "@api/db/client";
import { coupons, customers, orders } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { refuseStaleEdit } from "@api/lib/edit-conflict";
import { ApiError, notFound, ok, okList } from "@api/lib/envelope";
import { toPaise, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import {
  type CouponFields,
  type CouponState,
  couponWindow,
  type couponCreateSchema,
  type couponListQuerySchema,
  type couponUpdateSchema,
} from "@api/validation/admin-coupons";
import { COUPON_USES_EXCLUDE, type Coupon, couponUses, findCoupon } from "@api/resources/coupons/coupons.service";
import { isUniqueViolation } from "@api/resources/customers/customers.service";
import type { couponCodeParam } from "./coupons.schemas";
import { likeText } from "@api/lib/like-text";

export const PAGE_SIZE = 20;
/** The coupon's page lists this many of the orders that used it, the newest. */
const RECENT_ORDERS = 20;

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

type Param = { param: typeof couponCodeParam };

function stateCondition(state: CouponState, now: Date): SQL | undefined {
  switch (state) {
    case "inactive":
      return eq(coupons.isActive, false);
    case "scheduled":
      return and(eq(coupons.isActive, true), gt(coupons.validFrom, now));
    case "expired":
      return and(eq(coupons.isActive, true), lt(coupons.validUntil, now));
    case "active":
      return and(
        eq(coupons.isActive, true),
        lte(coupons.validFrom, now),
        or(isNull(coupons.validUntil), sql`${coupons.validUntil} >= ${now}`),
      );
  }
}

function stateOf(row: Coupon, now: Date): CouponState {
  if (!row.isActive) return "inactive";
  if (row.validFrom.getTime() > now.getTime()) return "scheduled";
  if (row.validUntil && row.validUntil.getTime() < now.getTime()) return "expired";
  return "active";
}

const couponView = (row: Coupon, now: Date) => ({
  code: row.couponCode,
  discountType: row.discountType,
  discount: row.discount,
  description: row.description,
  minimumOrder: toRupees(row.minimumOrderPaise),
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil?.toISOString() ?? null,
  isActive: row.isActive,
  state: stateOf(row, now),
  usageLimit: row.usageLimit,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
  version: row.version,
});

/** What the audit log keeps of a coupon (its code is the row's entity id). */
const auditedCoupon = (row: Coupon) => ({
  discountType: row.discountType,
  discount: row.discount,
  description: row.description,
  minimumOrder: toRupees(row.minimumOrderPaise),
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil?.toISOString() ?? null,
  isActive: row.isActive,
  usageLimit: row.usageLimit,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
});

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

/** Orders counted as uses (coupons.service's rule), by coupon. */
const usedBy = and(isNotNull(orders.couponCode), notInArray(orders.orderStatus, [...COUPON_USES_EXCLUDE]));

export async function listCoupons(c: ValidatedContext<{ query: typeof couponListQuerySchema }>) {
  const { db, clock } = c.get("deps");
  const { q, status, page } = c.req.valid("query");
  const now = clock.now();
  const where = and(
    q ? ilike(coupons.couponCode, likeText(q)) : undefined,
    status ? stateCondition(status, now) : undefined,
  );
  const uses = db
    .select({ code: orders.couponCode, n: count().as("n") })
    .from(orders)
    .where(usedBy)
    .groupBy(orders.couponCode)
    .as("coupon_uses");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ coupon: coupons, uses: sql<number>`coalesce(${uses.n}, 0)`.mapWith(Number) })
      .from(coupons)
      .leftJoin(uses, eq(uses.code, coupons.couponCode))
      .where(where)
      .orderBy(desc(coupons.validFrom), asc(coupons.couponCode))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return okList(
    c,
    rows.map((row) => ({ ...couponView(row.coupon, now), uses: row.uses })),
    { page, limit: PAGE_SIZE, totalRecords: total },
  );
}

export async function getCoupon(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  const row = await findCoupon(db, c.req.valid("param").code);
  if (!row) throw notFound("Coupon");
  const code = row.couponCode;
  const [uses, [counts], recent] = await Promise.all([
    couponUses(db, code),
    db
      .select({
        customers: sql<number>`(count(distinct ${orders.customerId}) filter (where ${usedBy}))::int`,
        orders: count(),
      })
      .from(orders)
      .where(eq(orders.couponCode, code)),
    db
      .select({
        orderId: orders.orderId,
        createdAt: orders.createdAt,
        orderStatus: orders.orderStatus,
        discountPaise: orders.discountPaise,
        customerId: customers.id,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        mobile: customers.mobile,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(eq(orders.couponCode, code), usedBy))
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(RECENT_ORDERS),
  ]);
  return ok(c, {
    ...couponView(row, clock.now()),
    uses: { total: uses.total, customers: Number(counts.customers) },
    /** Orders of any state that name the coupon: while there are any it cannot be deleted. */
    orderCount: counts.orders,
    recentOrders: recent.map((order) => ({
      orderId: order.orderId,
      createdAt: order.createdAt.toISOString(),
      orderStatus: order.orderStatus,
      discount: toRupees(order.discountPaise),
      customer: {
        _id: order.customerId,
        name: [order.firstName, order.lastName].filter(Boolean).join(" ") || null,
        email: order.email,
        mobile: order.mobile,
      },
    })),
  });
}

export async function createCoupon(c: ValidatedContext<{ json: typeof couponCreateSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const now = clock.now();
  const taken = () => new ApiError(409, codeTaken(input.code), { code: codeTaken(input.code) });
  const row = await db
    .transaction(async (tx) => {
      // Codes match whatever their case at the checkout, so "diwali" and "DIWALI" are one code.
      if (await findCoupon(tx, input.code)) throw taken();
      const [created] = await tx
        .insert(coupons)
        .values({ couponCode: input.code, ...couponValues(input), isActive: input.isActive })
        .returning();
      await recordAudit(tx, {
        actor: c.get("staff"),
        action: "coupon.create",
        entityType: "coupon",
        entityId: created.couponCode,
        before: null,
        after: auditedCoupon(created),
        at: now,
      });
      return created;
    })
    .catch((error: unknown) => {
      // Two staff creating one code at once: the second hears why.
      if (isUniqueViolation(error, "coupons_pkey")) throw taken();
      throw error;
    });
  return ok(c, couponView(row, now), `Coupon ${row.couponCode} created`);
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
 * what) when the coupon was saved since the form was opened.
 */
export async function updateCoupon(c: ValidatedContext<Param & { json: typeof couponUpdateSchema }>) {
  const { db, clock } = c.get("deps");
  const input = c.req.valid("json");
  const now = clock.now();
  const { row, changed } = await db.transaction(async (tx) => {
    const current = await lockedCoupon(tx, c.req.valid("param").code);
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
      actor: c.get("staff"),
      action: "coupon.update",
      entityType: "coupon",
      entityId: saved.couponCode,
      before,
      after: auditedCoupon(saved),
      at: now,
    });
    return { row: saved, changed: true };
  });
  return ok(c, couponView(row, now), changed ? `Coupon ${row.couponCode} saved` : "Nothing to change");
}

/**
 * Switches a coupon on or off. It counts as a save (a new version), so a form opened before it
 * hears who switched it, as with any other change.
 */
async function setActive(c: ValidatedContext<Param>, isActive: boolean) {
  const { db, clock } = c.get("deps");
  const now = clock.now();
  const { row, changed } = await db.transaction(async (tx) => {
    const current = await lockedCoupon(tx, c.req.valid("param").code);
    if (current.isActive === isActive) return { row: current, changed: false };
    const [saved] = await tx
      .update(coupons)
      .set({ isActive, version: current.version + 1 })
      .where(eq(coupons.couponCode, current.couponCode))
      .returning();
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: isActive ? "coupon.activate" : "coupon.deactivate",
      entityType: "coupon",
      entityId: saved.couponCode,
      before: { isActive: current.isActive },
      after: { isActive: saved.isActive },
      at: now,
    });
    return { row: saved, changed: true };
  });
  const message = !changed
    ? "Nothing to change"
    : isActive
      ? `Coupon ${row.couponCode} is active again`
      : `Coupon ${row.couponCode} is deactivated: shoppers can no longer use it`;
  return ok(c, couponView(row, now), message);
}

export const activateCoupon = (c: ValidatedContext<Param>) => setActive(c, true);
export const deactivateCoupon = (c: ValidatedContext<Param>) => setActive(c, false);

/** Deletes a coupon no order names; one that any order names (even a cancelled one) can only be deactivated. */
export async function deleteCoupon(c: ValidatedContext<Param>) {
  const { db, clock } = c.get("deps");
  const now = clock.now();
  const code = await db.transaction(async (tx) => {
    // Locked, so an order placed meanwhile waits (order placement locks the coupon too) and is counted.
    const current = await lockedCoupon(tx, c.req.valid("param").code);
    const [{ n }] = await tx.select({ n: count() }).from(orders).where(eq(orders.couponCode, current.couponCode));
    if (n > 0) throw new ApiError(409, cannotDelete(current.couponCode, n));
    await tx.delete(coupons).where(eq(coupons.couponCode, current.couponCode));
    await recordAudit(tx, {
      actor: c.get("staff"),
      action: "coupon.delete",
      entityType: "coupon",
      entityId: current.couponCode,
      before: auditedCoupon(current),
      after: null,
      at: now,
    });
    return current.couponCode;
  });
  return ok(c, { code }, `Coupon ${code} deleted`);
}
