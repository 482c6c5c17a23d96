import { and, desc, eq } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import { addresses, customers, orders, paymentLinks, staff } from "@api/db/schema";
import { toRupees } from "@api/lib/money";
import { type Coupon, requireUsableCoupon } from "@api/resources/coupons/coupons.service";
import { evaluateLines } from "@api/resources/customer-orders/pricing";
import { linkState, paymentLinkUrl } from "@api/resources/payment-links/payment-links.service";
import { draftCustomer } from "./draft-customer";
import { draftFigures, subtotalPaiseOf } from "./draft-pricing";
import type { DraftRow } from "./draft-record";

/** A draft as its screen shows it: lines priced now (with any problem), the figures, the customer and what it became. */
export async function draftView(deps: Pick<AppDeps, "db" | "clock" | "env">, draft: DraftRow) {
  const { db } = deps;
  const now = deps.clock.now();
  const [[customer], savedAddresses, evaluations, [createdBy]] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, draft.customerId)),
    db.select().from(addresses).where(eq(addresses.customerId, draft.customerId)).orderBy(addresses.createdAt),
    evaluateLines(db, draft.lines),
    db.select({ name: staff.name }).from(staff).where(eq(staff.id, draft.createdByStaffId)),
  ]);
  const subtotalPaise = subtotalPaiseOf(evaluations);
  let coupon: Coupon | null = null;
  if (draft.couponCode) coupon = await requireUsableCoupon(db, draft.couponCode, now, 400).catch(() => null);
  const figures = draftFigures(subtotalPaise, coupon, draft.manualDiscountPaise);
  const [order] = draft.orderId ? await db.select().from(orders).where(eq(orders.id, draft.orderId)) : [];
  const [link] = draft.orderId
    ? await db
        .select()
        .from(paymentLinks)
        .where(and(eq(paymentLinks.orderId, draft.orderId), eq(paymentLinks.purpose, "draft")))
        .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
        .limit(1)
    : [];
  return {
    id: draft.id,
    status: draft.status,
    version: draft.version,
    customer: draftCustomer(customer),
    addresses: savedAddresses.map(({ customerId: _c, createdAt: _t, ...address }) => address),
    lines: evaluations.map((e) => ({
      index: e.index,
      product: e.product,
      productColor: e.productColor,
      productSize: e.productSize,
      quantity: e.quantity,
      name: e.item?.name ?? "Unknown product",
      sku: e.item?.sku ?? "",
      colorName: e.item?.colorName ?? null,
      sizeName: e.item?.sizeName ?? null,
      unitPrice: e.item ? toRupees(e.item.unitPaise) : 0,
      amount: e.item ? toRupees(e.item.unitPaise * e.quantity) : 0,
      stock: e.item?.stock ?? 0,
      maximumOrderQuantity: e.item?.maximumOrderQuantity ?? 0,
      problem: e.problems[0]?.message ?? null,
    })),
    shippingAddress: draft.shippingAddress,
    couponCode: draft.couponCode,
    manualDiscount: toRupees(draft.manualDiscountPaise),
    manualDiscountReason: draft.manualDiscountReason,
    subtotal: toRupees(figures.subtotalPaise),
    couponDiscount: toRupees(figures.couponDiscountPaise),
    total: toRupees(figures.totalPaise),
    order: order
      ? {
          orderId: order.orderId,
          orderStatus: order.orderStatus,
          paymentStatus: order.paymentStatus,
          total: toRupees(order.totalPaise),
        }
      : null,
    paymentLink: link
      ? {
          url: paymentLinkUrl(deps.env, link.id),
          channel: link.channel,
          recipient: link.recipient,
          expiresAt: link.expiresAt.toISOString(),
          state: linkState(link, order, now),
        }
      : null,
    createdBy: createdBy?.name ?? "",
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}
