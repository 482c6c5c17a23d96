/**
 * Orders staff take by phone, on WhatsApp or in the showroom (issue 17). A draft lives in its own
 * table and holds no stock: every save checks it as the shopper's checkout would (the lines'
 * stock and order limits, the pincode, the coupon), and it is placed through the checkout's own
 * placeOrder, as cash on delivery, or awaiting payment through a payment link.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx, Tx } from "@api/db/client";
import {
  addresses,
  customers,
  draftOrders,
  orders,
  paymentLinks,
  pincodes,
  staff,
  type ShippingAddress,
} from "@api/db/schema";
import { recordAudit, type AuditActor } from "@api/lib/audit";
import { ApiError, type FieldErrors, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { toPaise, toRupees } from "@api/lib/money";
import {
  DRAFT_NEEDS_ADDRESS,
  DRAFT_NEEDS_LINES,
  DRAFT_NOT_OPEN,
  MANUAL_DISCOUNT_NEEDS_REASON,
  MANUAL_DISCOUNT_NOT_ALLOWED,
  type DraftSaveInput,
  type PaymentLinkChannel,
} from "@api/validation/draft-orders";
import { can, type StaffRole } from "@api/validation/staff";
import {
  type Coupon,
  couponDiscountPaise,
  couponRefusal,
  requireUsableCoupon,
} from "@api/resources/coupons/coupons.service";
import { COD_NOT_AVAILABLE, placeOrder } from "@api/resources/customer-orders/customer-orders.service";
import { evaluateLines } from "@api/resources/customer-orders/pricing";
import { type OrderActor, recordStatusEvent } from "@api/resources/order-lifecycle/order-events";
import { reserveOrderStockAgain } from "@api/resources/customer-orders/stock";
import { notServiceable } from "@api/resources/pincodes/pincodes.service";
import {
  type CreatedPaymentLink,
  createPaymentLink,
  linkState,
  paymentLinkUrl,
} from "@api/resources/payment-links/payment-links.service";

export type DraftRow = typeof draftOrders.$inferSelect;

const MANUAL_DISCOUNT_TOO_BIG = "The discount cannot be more than the order's total";

/** The member of staff acting: their role decides whether a hand-given discount may change. */
export type DraftStaff = { id: string; email: string; name: string; role: StaffRole };

const auditActor = (member: DraftStaff): AuditActor => ({ id: member.id, email: member.email });
const orderActor = (member: DraftStaff): OrderActor => ({
  type: "staff",
  id: member.id,
  email: member.email,
  name: member.name,
});

const auditShape = (draft: DraftRow) => ({
  customerId: draft.customerId,
  lines: draft.lines,
  shippingAddress: draft.shippingAddress,
  couponCode: draft.couponCode,
  manualDiscountPaise: draft.manualDiscountPaise,
  manualDiscountReason: draft.manualDiscountReason,
  status: draft.status,
  orderId: draft.orderId,
});

async function lockDraft(tx: DbOrTx, id: string) {
  const [draft] = await tx.select().from(draftOrders).where(eq(draftOrders.id, id)).for("update");
  if (!draft) throw notFound("Draft order");
  return draft;
}

/** A draft being changed must still be one, and be the version the form was opened at. */
function refuseStaleOrClosed(draft: DraftRow, version: number) {
  if (draft.status !== "open") throw new ApiError(409, DRAFT_NOT_OPEN);
  if (draft.version !== version) {
    throw new ApiError(409, "Someone else changed this draft while you were editing it. Review it and try again.", {
      version: "This draft has changed",
    });
  }
}

async function deliveryRefusal(db: DbOrTx, pincode: string, cashOnDelivery: boolean) {
  const [area] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  if (!area || !area.isActive) return notServiceable(pincode);
  if (cashOnDelivery && !area.codAvailable) return COD_NOT_AVAILABLE;
  return null;
}

export type DraftFigures = {
  subtotalPaise: number;
  couponDiscountPaise: number;
  manualDiscountPaise: number;
  totalPaise: number;
};

function draftFigures(subtotalPaise: number, coupon: Coupon | null, manualDiscountPaise: number): DraftFigures {
  const couponPaise = couponDiscountPaise(coupon, subtotalPaise);
  const manual = Math.min(manualDiscountPaise, subtotalPaise - couponPaise);
  return {
    subtotalPaise,
    couponDiscountPaise: couponPaise,
    manualDiscountPaise: manual,
    totalPaise: subtotalPaise - couponPaise - manual,
  };
}

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
  const subtotalPaise = evaluations.reduce((sum, e) => sum + (e.item ? e.item.unitPaise * e.quantity : 0), 0);

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

export const CUSTOMER_EXISTS = "A customer with this mobile or email already exists: find them by mobile";

/** A new draft for a customer found by mobile, or for a new customer made here with the sign-up rules. */
export async function startDraft(
  deps: Pick<AppDeps, "db" | "clock">,
  input: { customerId: string } | { firstName: string; lastName?: string | null; mobile: string; email: string },
  member: DraftStaff,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let customerId: string;
    if ("customerId" in input) {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, input.customerId));
      if (!customer) throw notFound("Customer");
      customerId = customer.id;
    } else {
      const email = input.email.toLowerCase();
      const [taken] = await tx
        .select({ mobile: customers.mobile, email: customers.email })
        .from(customers)
        .where(eq(customers.mobile, input.mobile))
        .union(
          tx
            .select({ mobile: customers.mobile, email: customers.email })
            .from(customers)
            .where(eq(customers.email, email)),
        );
      if (taken) {
        const field = taken.mobile === input.mobile ? "mobile" : "email";
        throw new ApiError(409, CUSTOMER_EXISTS, { [field]: CUSTOMER_EXISTS });
      }
      customerId = newId();
      await tx.insert(customers).values({
        id: customerId,
        firstName: input.firstName,
        lastName: input.lastName || null,
        mobile: input.mobile,
        email,
        createdAt: now,
      });
      await recordAudit(tx, {
        actor: auditActor(member),
        action: "customer.create",
        entityType: "customer",
        entityId: customerId,
        after: { firstName: input.firstName, lastName: input.lastName ?? null, mobile: input.mobile, email },
        at: now,
      });
    }
    const [draft] = await tx
      .insert(draftOrders)
      .values({ id: newId(), customerId, createdByStaffId: member.id, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.create",
      entityType: "draft_order",
      entityId: draft.id,
      after: auditShape(draft),
      at: now,
    });
    return draft;
  });
}

export async function deleteDraft(
  deps: Pick<AppDeps, "db" | "clock">,
  id: string,
  version: number,
  member: DraftStaff,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const current = await lockDraft(tx, id);
    refuseStaleOrClosed(current, version);
    await tx.delete(draftOrders).where(eq(draftOrders.id, id));
    await recordAudit(tx, {
      actor: auditActor(member),
      action: "draft_order.delete",
      entityType: "draft_order",
      entityId: id,
      before: auditShape(current),
      at: now,
    });
  });
}

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
function asDraftFields(error: unknown): never {
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
async function placeDraft(
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
  const subtotalPaise = evaluations.reduce((sum, e) => sum + (e.item ? e.item.unitPaise * e.quantity : 0), 0);
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
    customer: {
      id: draft.customerId,
      name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
      mobile: customer.mobile,
      email: customer.email,
    },
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
