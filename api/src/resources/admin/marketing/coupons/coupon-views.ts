/** Coupons as staff see them: their state at a moment, how often they were used, and by whom. */
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
import type { z } from "zod";
import type { DbOrTx } from "@api/db/client";
import { coupons, customers, orders } from "@api/db/schema";
import { notFound } from "@api/lib/envelope";
import { toRupees } from "@api/lib/money";
import { personName } from "@api/lib/person-name";
import type { CouponState, couponListQuerySchema } from "@api/validation/admin-coupons";
import { COUPON_USES_EXCLUDE, type Coupon, couponUses, findCoupon } from "@api/resources/coupons/coupons.service";
import { likeText } from "@api/lib/like-text";

export const PAGE_SIZE = 20;
/** The coupon's page lists this many of the orders that used it, the newest. */
const RECENT_ORDERS = 20;

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

/** A coupon's terms as staff set them: what its view shows and what the audit log keeps (its code is the row's entity id). */
export const auditedCoupon = (row: Coupon) => ({
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

export const couponView = (row: Coupon, now: Date) => ({
  code: row.couponCode,
  ...auditedCoupon(row),
  state: stateOf(row, now),
  version: row.version,
});

/** Orders counted as uses (coupons.service's rule), by coupon. */
const usedBy = and(isNotNull(orders.couponCode), notInArray(orders.orderStatus, [...COUPON_USES_EXCLUDE]));

/** A page of the coupons found, in their state at `now`, each with its uses; and how many are found in all. */
export async function couponPage(db: DbOrTx, { q, status, page }: z.output<typeof couponListQuerySchema>, now: Date) {
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
  return { coupons: rows.map((row) => ({ ...couponView(row.coupon, now), uses: row.uses })), total };
}

/** One coupon in its state at `now`: its uses, how many customers used it, and the newest orders that did. */
export async function couponDetail(db: DbOrTx, code: string, now: Date) {
  const row = await findCoupon(db, code);
  if (!row) throw notFound("Coupon");
  const couponCode = row.couponCode;
  const [uses, [counts], recent] = await Promise.all([
    couponUses(db, couponCode),
    db
      .select({
        customers: sql<number>`(count(distinct ${orders.customerId}) filter (where ${usedBy}))::int`,
        orders: count(),
      })
      .from(orders)
      .where(eq(orders.couponCode, couponCode)),
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
      .where(and(eq(orders.couponCode, couponCode), usedBy))
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(RECENT_ORDERS),
  ]);
  return {
    ...couponView(row, now),
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
        name: personName(order.firstName, order.lastName) || null,
        email: order.email,
        mobile: order.mobile,
      },
    })),
  };
}
