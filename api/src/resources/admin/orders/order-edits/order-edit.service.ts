/**
 * Staff editing an order before it ships (issue 17). One transaction, with the order locked:
 * the form's version is checked, the lines are checked as a shopper's would be (variant fits the
 * product, maximum order quantity, product still sold), the stock the order holds moves by the
 * difference under the rows' locks (taken in checkout's global order), the lines are rewritten,
 * the totals and coupon are worked out again, and the money follows: a prepaid surplus is
 * refunded through the gateway (refunds.service), a shortfall becomes the order's balance due,
 * a COD order's amount to collect is simply its new total. The timeline, the audit log and the
 * shopper's message ("updated") say what changed.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { Tx } from "@api/db/client";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { auditLog, orderItems, orders, pincodes, type ShippingAddress, staff } from "@api/db/schema";
import { recordAudit } from "@api/lib/audit";
import { STALE_FIELD_NOTE, VERSION_FIELD, staleEditMessage } from "@api/lib/edit-conflict";
import { ApiError, type FieldErrors } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { rupeesLabel, toRupees } from "@api/lib/money";
import { EDIT_FIELD_LABELS, type OrderEditInput, isEditable } from "@api/validation/order-edit";
import { ORDER_STATUS_LABELS } from "@api/validation/order-states";
import { codLimitMessage } from "@api/validation/order-settings";
import { couponDiscountPaise, findCoupon } from "@api/resources/coupons/coupons.service";
import { COD_NOT_AVAILABLE, toShipping } from "@api/resources/customer-orders/customer-orders.service";
import { type OrderItemRow, type OrderRow, itemsOfOrders } from "@api/resources/customer-orders/order-view";
import {
  type LineItem,
  type OrderLineInput,
  PRODUCT_GONE,
  SHIPPING_PAISE,
  evaluateLines,
} from "@api/resources/customer-orders/pricing";
import { type StockLine, lockStockRows, moveStockForEdit } from "@api/resources/customer-orders/stock";
import { type OrderActor, recordOrderNote } from "@api/resources/order-lifecycle/order-events";
import { lockOrder } from "@api/resources/order-lifecycle/transition";
import { queueOrderMessages } from "@api/resources/order-messages/queue-order-messages";
import { notServiceable } from "@api/resources/pincodes/pincodes.service";
import { type RefundRow, paidPaise, refundablePaise, requestRefund } from "@api/resources/refunds/refunds.service";
import { codLimitPaise } from "@api/resources/admin/settings/order-settings/order-settings";
import { findOrderIdByNumber } from "../orders/order-lookup";
import { type VariantOption, variantKeyOf, variantOptions } from "./order-variants";

export type StaffActor = Extract<OrderActor, { type: "staff" }>;

export const notEditable = (order: Pick<OrderRow, "orderId" | "orderStatus">) =>
  order.orderStatus === "PAYMENT_PENDING" || order.orderStatus === "PAYMENT_FAILED"
    ? `Order ${order.orderId} is not paid yet: it can be edited once it is placed`
    : `Order ${order.orderId} is ${ORDER_STATUS_LABELS[order.orderStatus].toLowerCase()}: only an order that has not shipped can be edited`;
const LINES_MOVED = "The order's lines changed since you opened it: reload the page and edit again";
const VARIANT_GONE = "This colour or size is no longer sold";
const VARIANT_OF_OTHER_PRODUCT = "Choose a colour or size of this line's product";
const VARIANT_TWICE = "Another line already has this colour or size: change that line's quantity instead";
export const SKU_UNKNOWN = "No product has this SKU";
const SKU_IN_ORDER = "This item is already in the order: change that line's quantity instead";
export const LAST_LINE = "An order needs at least one line: cancel the order instead of removing every line";
export const NOTHING_CHANGED = "Nothing was changed";
export const couponBelowMinimumReason = (minimumPaise: number) =>
  `the order is now below its minimum of ${rupeesLabel(minimumPaise)}`;
export const couponDropped = (code: string, reason: string) =>
  `The coupon ${code} no longer applies (${reason}) and was removed`;

/** A line as the edit leaves it. */
type EditedLine = {
  /** The order line it was, or null for the added one. */
  item: OrderItemRow | null;
  variant: VariantOption;
  quantity: number;
  /** Where its refusals are reported. */
  errorKey: string;
  /** The product or variant now: the line is priced again (a new line, or a new colour or size). */
  repriced: boolean;
};

export type EditOutcome = {
  order: OrderRow;
  changed: boolean;
  changes: string[];
  refund: RefundRow | null;
  balanceAddedPaise: number;
  droppedCoupon: string | null;
};

const stockLineOf = (variant: VariantOption, quantity: number, errorKey?: string): StockLine => {
  const [kind, id] = variant.key.split(":");
  return {
    productId: variant.productId,
    productColorId: kind === "color" ? id : null,
    productSizeId: kind === "size" ? id : null,
    quantity,
    errorKey,
  };
};

const variantName = (v: Pick<VariantOption, "colorName" | "sizeName">) =>
  [v.colorName, v.sizeName].filter(Boolean).join(" / ");
const itemName = (item: Pick<OrderItemRow, "name" | "colorName" | "sizeName">) => {
  const variant = variantName(item);
  return variant ? `${item.name} (${variant})` : item.name;
};
const addressLine = (a: ShippingAddress) => `${a.name}, ${a.address}, ${a.city} ${a.pincode}`;
const ADDRESS_FIELDS = [
  "name",
  "mobile",
  "email",
  "address",
  "landmark",
  "locality",
  "addressType",
  "country",
  "state",
  "city",
  "pincode",
] as const;
const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  ADDRESS_FIELDS.every((field) => (a[field] ?? "") === (b[field] ?? ""));

/** The order as the audit log and the stale-edit message compare it. */
function snapshot(order: OrderRow, items: OrderItemRow[]) {
  return {
    shippingAddress: order.shippingAddress,
    lines: items.map((item) => ({
      sku: item.sku,
      name: itemName(item),
      quantity: item.quantity,
      unitPrice: toRupees(item.sellingPricePaise),
    })),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    couponCode: order.couponCode,
    balanceDue: toRupees(order.balanceDuePaise),
  };
}

/** Refuses a form opened before another edit, naming who edited and what (from the edits' audit rows). */
async function refuseStaleOrderEdit(tx: Tx, order: OrderRow, submittedVersion: number) {
  if (submittedVersion === order.version) return;
  const missed = Math.min(Math.max(order.version - submittedVersion, 1), 5);
  const saves = await tx
    .select({
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
      email: auditLog.staffEmail,
      name: staff.name,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(
      and(eq(auditLog.entityType, "order"), eq(auditLog.entityId, order.orderId), eq(auditLog.action, "order.edit")),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(missed);
  throw new ApiError(409, staleEditMessage({ noun: "order", fieldLabels: EDIT_FIELD_LABELS }, saves), {
    [VERSION_FIELD]: STALE_FIELD_NOTE,
  });
}

/** The lines the form describes, checked against the order's lines and the catalogue. */
async function editedLines(tx: Tx, items: OrderItemRow[], edit: OrderEditInput): Promise<EditedLine[]> {
  const errors: FieldErrors = {};
  const sent = edit.lines.map((l) => l.line);
  if (
    sent.length !== items.length ||
    new Set(sent).size !== sent.length ||
    items.some((item) => !sent.includes(item.id))
  ) {
    throw new ApiError(409, LINES_MOVED, { lines: LINES_MOVED });
  }
  const itemById = new Map(items.map((item) => [item.id, item]));
  const [options, added] = await Promise.all([
    variantOptions(tx, { productIds: [...new Set(items.map((item) => item.productId))] }),
    edit.addSku ? variantOptions(tx, { sku: edit.addSku }) : Promise.resolve([]),
  ]);
  const optionByKey = new Map(options.map((o) => [o.key, o]));

  const lines: EditedLine[] = [];
  edit.lines.forEach((sentLine, index) => {
    if (sentLine.remove) return;
    const item = itemById.get(sentLine.line) as OrderItemRow;
    const errorKey = `lines.${index}.variant`;
    const variant = optionByKey.get(sentLine.variant);
    if (!variant) errors[errorKey] = sentLine.variant === variantKeyOf(item) ? PRODUCT_GONE : VARIANT_GONE;
    else if (variant.productId !== item.productId) errors[errorKey] = VARIANT_OF_OTHER_PRODUCT;
    else if (lines.some((l) => l.variant.key === variant.key)) errors[errorKey] = VARIANT_TWICE;
    else
      lines.push({
        item,
        variant,
        quantity: sentLine.quantity,
        errorKey: `lines.${index}`,
        repriced: variant.key !== variantKeyOf(item),
      });
  });
  if (edit.addSku) {
    const [variant] = added;
    if (!variant) errors.addSku = SKU_UNKNOWN;
    else if (lines.some((l) => l.variant.key === variant.key)) errors.addSku = SKU_IN_ORDER;
    else lines.push({ item: null, variant, quantity: edit.addQuantity ?? 1, errorKey: "add", repriced: true });
  }
  if (Object.keys(errors).length === 0 && lines.length === 0) errors.lines = LAST_LINE;
  if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors)[0], errors);
  return lines;
}

const fieldKey = (line: EditedLine, field: "variant" | "quantity") =>
  line.errorKey === "add" ? (field === "quantity" ? "addQuantity" : "addSku") : `${line.errorKey}.${field}`;

/**
 * A shopper's rules for what the edit adds: a new or re-chosen variant, or more units of a line,
 * must be a product still sold, within its maximum order quantity. Stock is left to the move,
 * which counts what the order already holds. Returns the catalogue's facts for repriced lines.
 */
async function checkAsShopper(tx: Tx, lines: EditedLine[]) {
  const checked = lines.filter((l) => l.repriced || (l.item && l.quantity > l.item.quantity));
  const input: OrderLineInput[] = checked.map((l) => {
    const stock = stockLineOf(l.variant, l.quantity);
    return {
      product: stock.productId,
      productColor: stock.productColorId ?? undefined,
      productSize: stock.productSizeId ?? undefined,
      quantity: l.quantity,
    };
  });
  const evaluations = await evaluateLines(tx, input);
  const errors: FieldErrors = {};
  const items = new Map<EditedLine, LineItem>();
  for (const evaluation of evaluations) {
    const line = checked[evaluation.index];
    if (evaluation.item) items.set(line, evaluation.item);
    for (const problem of evaluation.problems) {
      // Stock is the move's to check: it counts the units this order already holds.
      if (problem.field === "quantity" && problem.kind === "shortage") continue;
      errors[fieldKey(line, problem.field === "quantity" ? "quantity" : "variant")] ??= problem.message;
    }
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors)[0], errors);
  return items;
}

/** Delivery to the new address is checked as at checkout: a served pincode, and cash on delivery there for a COD order. */
async function checkAddress(tx: Tx, order: OrderRow, address: ShippingAddress) {
  if (address.pincode === order.shippingAddress.pincode) return;
  const [area] = await tx.select().from(pincodes).where(eq(pincodes.pincode, address.pincode));
  let message: string | null = null;
  if (!area || !area.isActive) message = notServiceable(address.pincode);
  else if (!area.codAvailable && order.paymentMethod === "COD") message = COD_NOT_AVAILABLE;
  if (message) throw new ApiError(400, message, { pincode: message });
}

/** The stock the order holds now and will hold, by sku: what goes back and what is taken. */
function stockDifference(items: OrderItemRow[], lines: EditedLine[]) {
  const held = new Map<string, { line: StockLine; quantity: number }>();
  for (const item of items) {
    const key = variantKeyOf(item);
    const entry = held.get(key) ?? {
      line: {
        productId: item.productId,
        productColorId: item.productColorId,
        productSizeId: item.productSizeId,
        quantity: 0,
      },
      quantity: 0,
    };
    entry.quantity += item.quantity;
    held.set(key, entry);
  }
  const giveBack: StockLine[] = [];
  const take: StockLine[] = [];
  for (const line of lines) {
    const before = held.get(line.variant.key)?.quantity ?? 0;
    held.delete(line.variant.key);
    const more = line.quantity - before;
    if (more > 0) take.push(stockLineOf(line.variant, more, fieldKey(line, "quantity")));
    if (more < 0) giveBack.push(stockLineOf(line.variant, -more));
  }
  for (const { line, quantity } of held.values()) giveBack.push({ ...line, quantity });
  return { giveBack, take };
}

/** What each line became, in words, for the timeline and the shopper. */
function describeChanges(order: OrderRow, items: OrderItemRow[], lines: EditedLine[], address: ShippingAddress) {
  const changes: string[] = [];
  if (!sameAddress(address, order.shippingAddress)) {
    changes.push(`address ${addressLine(order.shippingAddress)} → ${addressLine(address)}`);
  }
  for (const item of items) {
    const line = lines.find((l) => l.item?.id === item.id);
    if (!line) {
      changes.push(`removed ${item.quantity} × ${itemName(item)}`);
      continue;
    }
    if (line.repriced)
      changes.push(`${item.name}: ${variantName(item) || item.sku} → ${variantName(line.variant) || line.variant.sku}`);
    if (line.quantity !== item.quantity)
      changes.push(`${itemName({ ...item, ...line.variant })}: quantity ${item.quantity} → ${line.quantity}`);
  }
  for (const line of lines.filter((l) => !l.item)) {
    const name = variantName(line.variant);
    changes.push(`added ${line.quantity} × ${line.variant.sku}${name ? ` (${name})` : ""}`);
  }
  return changes;
}

/** Rewrites the order's lines: quantities, new variants (priced now, with today's HSN code and GST rate), removals and the added line. */
async function writeLines(
  tx: Tx,
  orderId: string,
  items: OrderItemRow[],
  lines: EditedLine[],
  catalogue: Map<EditedLine, LineItem>,
) {
  const kept = new Set(lines.flatMap((l) => (l.item ? [l.item.id] : [])));
  const removed = items.filter((item) => !kept.has(item.id)).map((item) => item.id);
  if (removed.length) await tx.delete(orderItems).where(inArray(orderItems.id, removed));
  for (const line of lines) {
    const fresh = catalogue.get(line);
    const itemColumns = fresh
      ? {
          productId: fresh.productId,
          productColorId: fresh.productColorId,
          productSizeId: fresh.productSizeId,
          name: fresh.name,
          slug: fresh.slug,
          sku: fresh.sku,
          colorName: fresh.colorName,
          sizeName: fresh.sizeName,
          defaultImage: fresh.defaultImage,
          sellingPricePaise: fresh.unitPaise,
          mrpPaise: fresh.mrpPaise,
          hsnCode: fresh.hsnCode,
          gstRate: fresh.gstRate,
        }
      : null;
    if (!line.item) {
      if (!itemColumns) throw new Error("an added line is always checked against the catalogue");
      await tx.insert(orderItems).values({ id: newId(), orderId, ...itemColumns, quantity: line.quantity });
    } else if (line.repriced && itemColumns) {
      await tx
        .update(orderItems)
        .set({ ...itemColumns, quantity: line.quantity })
        .where(eq(orderItems.id, line.item.id));
    } else if (line.quantity !== line.item.quantity) {
      // The same item keeps the price and tax classification it was sold at.
      await tx.update(orderItems).set({ quantity: line.quantity }).where(eq(orderItems.id, line.item.id));
    }
  }
}

/** The new figures; the coupon is kept if its minimum order still holds, else dropped with the reason. */
async function figuresAfter(tx: Tx, order: OrderRow, items: OrderItemRow[]) {
  const subtotalPaise = items.reduce((sum, item) => sum + item.sellingPricePaise * item.quantity, 0);
  let couponCode = order.couponCode;
  let dropped: string | null = null;
  const coupon = couponCode ? await findCoupon(tx, couponCode) : undefined;
  if (couponCode && !coupon) dropped = couponDropped(couponCode, "it no longer exists");
  else if (couponCode && coupon && subtotalPaise < coupon.minimumOrderPaise)
    dropped = couponDropped(couponCode, couponBelowMinimumReason(coupon.minimumOrderPaise));
  if (dropped) couponCode = null;
  const discountPaise = couponCode && coupon ? couponDiscountPaise(coupon, subtotalPaise) : 0;
  const deliveryPaise = SHIPPING_PAISE;
  return {
    subtotalPaise,
    deliveryPaise,
    discountPaise,
    totalPaise: Math.max(subtotalPaise + deliveryPaise - discountPaise, 0),
    couponCode,
    dropped,
  };
}

/** What the shopper reads: the lines now, the total, and what happens to the money. */
function shopperSummary(order: OrderRow, items: OrderItemRow[], money: string) {
  const lines = items.map((item) => `${item.quantity} × ${itemName(item)}`).join(", ");
  return `Your order now has: ${lines}. New total: ${rupeesLabel(order.totalPaise)}.${money ? ` ${money}` : ""}`;
}

async function editOrder(
  tx: Tx,
  input: { orderId: string; edit: OrderEditInput; actor: StaffActor; now: Date },
): Promise<EditOutcome> {
  const { edit, actor, now } = input;
  const order = await lockOrder(tx, input.orderId);
  if (!isEditable(order.orderStatus)) throw new ApiError(409, notEditable(order));
  await refuseStaleOrderEdit(tx, order, edit.version);

  const items = await itemsOfOrders(tx, [order.id]);
  const lines = await editedLines(tx, items, edit);
  const address = toShipping(edit);
  const changes = describeChanges(order, items, lines, address);
  if (changes.length === 0)
    return { order, changed: false, changes, refund: null, balanceAddedPaise: 0, droppedCoupon: null };

  const catalogue = await checkAsShopper(tx, lines);
  await checkAddress(tx, order, address);

  // Every row the old and new lines touch is locked first, in checkout's order, then the stock moves by the difference.
  const { giveBack, take } = stockDifference(items, lines);
  await lockStockRows(tx, [...giveBack, ...take]);
  await moveStockForEdit(tx, { giveBack, take }, { orderId: order.id, at: now });
  await writeLines(tx, order.id, items, lines, catalogue);

  const newItems = await itemsOfOrders(tx, [order.id]);
  const figures = await figuresAfter(tx, order, newItems);
  if (order.paymentMethod === "COD" && figures.totalPaise > order.totalPaise) {
    const limit = await codLimitPaise(tx);
    if (limit !== null && figures.totalPaise > limit) {
      const message = codLimitMessage(toRupees(limit));
      throw new ApiError(400, message, { lines: message });
    }
  }

  // The money: a prepaid order's difference is first set against what is still due, then refunded or added to what is due.
  const paid = paidPaise(order);
  const difference = figures.totalPaise - order.totalPaise;
  let balanceDuePaise = order.balanceDuePaise;
  let refundPaise = 0;
  if (paid > 0 && difference > 0) balanceDuePaise += difference;
  if (paid > 0 && difference < 0) {
    const settled = Math.min(-difference, balanceDuePaise);
    balanceDuePaise -= settled;
    refundPaise = -difference - settled;
  }
  const [updated] = await tx
    .update(orders)
    .set({
      subtotalPaise: figures.subtotalPaise,
      deliveryPaise: figures.deliveryPaise,
      discountPaise: figures.discountPaise,
      totalPaise: figures.totalPaise,
      couponCode: figures.couponCode,
      shippingAddress: address,
      balanceDuePaise,
      // What the shopper paid stays what refunds count against, whatever the total becomes.
      paidOnlinePaise: paid > 0 ? paid : order.paidOnlinePaise,
      version: order.version + 1,
    })
    .where(eq(orders.id, order.id))
    .returning();

  let refund: RefundRow | null = null;
  if (refundPaise > 0) {
    const refundable = await refundablePaise(tx, updated);
    const amountPaise = Math.min(refundPaise, refundable);
    if (amountPaise > 0)
      refund = await requestRefund(tx, {
        orderId: order.id,
        amountPaise,
        reason: "Order edited: it now costs less",
        kind: "edit",
        actor,
        now,
      });
  }
  const balanceAddedPaise = balanceDuePaise - order.balanceDuePaise;
  const money =
    refund !== null
      ? `${rupeesLabel(refund.amountPaise)} will be refunded to your original payment method.`
      : balanceDuePaise > 0
        ? `${rupeesLabel(balanceDuePaise)} is left to pay: we will send you a link to pay it, and we pack your order once it is paid.`
        : order.paymentMethod === "COD"
          ? `To pay on delivery: ${rupeesLabel(updated.totalPaise)}.`
          : "";

  const final = refund ? await lockOrder(tx, order.id) : updated;
  const note = [
    `Order edited: ${changes.join("; ")}.`,
    `Total ${rupeesLabel(order.totalPaise)} → ${rupeesLabel(updated.totalPaise)}.`,
    figures.dropped ? `${figures.dropped}.` : "",
    balanceAddedPaise > 0 ? `${rupeesLabel(balanceDuePaise)} is due from the shopper before packing.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  await recordOrderNote(tx, { orderId: order.id, note, actor, at: now });
  await recordAudit(tx, {
    actor: { id: actor.id, email: actor.email },
    action: "order.edit",
    entityType: "order",
    entityId: order.orderId,
    before: snapshot(order, items),
    after: snapshot(final, newItems),
    at: now,
  });
  await queueOrderMessages(tx, final, "updated", {
    now,
    ref: `edit-${final.version}`,
    details: { summary: shopperSummary(final, newItems, money) },
  });
  return { order: final, changed: true, changes, refund, balanceAddedPaise, droppedCoupon: figures.dropped };
}

/**
 * The edit of the order staff know by its number, in its own transaction; the order's internal id
 * and what the edit did.
 */
export async function saveEdit(
  deps: Pick<AppDeps, "db" | "jobs" | "clock">,
  orderNumber: string,
  edit: OrderEditInput,
  actor: StaffActor,
) {
  const id = await findOrderIdByNumber(deps.db, orderNumber);
  const outcome = await deps.db.transaction((tx) => editOrder(tx, { orderId: id, edit, actor, now: deps.clock.now() }));
  // The surplus's refund was written with the edit; now the gateway is asked.
  if (outcome.refund) await queueRefundsOf(deps, id);
  return { id, outcome };
}
