/**
 * Returns (issue 15): a shopper asks, within the return window, to send back some or all of a
 * delivered order's lines; staff approve (a reverse pickup is booked) or refuse; when the goods
 * arrive staff mark them received, the resaleable ones go back in stock and the lines are
 * refunded. Each step moves the order (validation/order-states.ts) while its row is locked, so
 * two steps on one order take turns.
 */
import { and, asc, eq, inArray, ne, sum } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { type StoredImage, orderReturnLines, orderReturns, orders, returnPhotoUploads } from "@api/db/schema";
import { ApiError, type FieldErrors, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { isLegalMove } from "@api/validation/order-states";
import {
  NOT_RECEIVED_YET,
  REFUND_ALREADY_PAID,
  REFUND_NOT_MANUAL,
  REFUND_TO_REQUIRED,
  RETURN_PHOTO_GONE,
  RETURN_REASON_LABELS,
  type ReturnStatus,
} from "@api/validation/return-choices";
import { rupeesLabel } from "@api/lib/money";
import { queueRefundedMessage } from "../order-messages/queue-order-messages";
import { recordOrderNote, recordRefundEvent } from "../order-lifecycle/order-events";
import { refundablePaise, requestRefund } from "../refunds/refunds.service";
import type { returnRequestSchema } from "@api/validation/returns";
import type { z } from "zod";
import { type OrderItemRow, type OrderRow, itemsOfOrders } from "../customer-orders/order-view";
import { restockReturned } from "../customer-orders/stock";
import { type OrderActor, SHOPPER_ACTOR } from "../order-lifecycle/order-events";
import { lockOrder, moveOrder } from "../order-lifecycle/transition";
import { issueCreditNote } from "../tax-documents/issue-credit-note";
import { returnValuePaise } from "./return-value";

const DAY_MS = 86_400_000;

export const NOT_DELIVERED = "Only a delivered order can be returned";
export const RETURN_OPEN = "A return of this order is already being handled";
export const windowClosed = (days: number) =>
  `Returns are accepted within ${days} days of delivery; this order's window has closed`;
const NOTHING_LEFT = "Every item of this order has already been returned";
const NOT_IN_ORDER = "This item is not part of the order";
export const atMost = (n: number) => (n === 0 ? "This item has already been returned" : `At most ${n} can be returned`);
export const returnNotIn = (status: ReturnStatus) => `This return is ${status} and cannot be changed that way`;

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** How many of each line are already on their way back or returned (refused returns do not count). */
async function returnedQuantities(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ orderItemId: orderReturnLines.orderItemId, quantity: sum(orderReturnLines.quantity).mapWith(Number) })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, "rejected")))
    .groupBy(orderReturnLines.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
}

const windowEnd = (order: OrderRow, windowDays: number) =>
  order.deliveredAt ? new Date(order.deliveredAt.getTime() + windowDays * DAY_MS) : null;

/** What the shopper may still send back, and until when; `refusal` says why not when nothing. */
export async function returnOptions(db: DbOrTx, order: OrderRow, now: Date, windowDays: number) {
  const items = await itemsOfOrders(db, [order.id]);
  const returned = await returnedQuantities(db, order.id);
  const lines = items.map((item) => ({ item, returnable: item.quantity - (returned.get(item.id) ?? 0) }));
  const endsAt = windowEnd(order, windowDays);
  let refusal: string | null = null;
  if (!order.deliveredAt) refusal = NOT_DELIVERED;
  else if (!isLegalMove(order.orderStatus, "RETURN_REQUESTED"))
    refusal =
      order.orderStatus === "RETURN_REQUESTED" || order.orderStatus === "RETURN_APPROVED" ? RETURN_OPEN : NOT_DELIVERED;
  else if (endsAt && now.getTime() >= endsAt.getTime()) refusal = windowClosed(windowDays);
  else if (lines.every((line) => line.returnable <= 0)) refusal = NOTHING_LEFT;
  return { lines, windowEndsAt: endsAt, refusal };
}

/** Checks each asked line against what is left to return; errors are keyed as the form's fields. */
function chosenLines(input: ReturnRequest, options: { item: OrderItemRow; returnable: number }[]) {
  const errors: FieldErrors = {};
  const chosen: { item: OrderItemRow; quantity: number }[] = [];
  input.lines.forEach((line, index) => {
    if (line.quantity === 0) return;
    const option = options.find((o) => o.item.id === line.orderItemId);
    if (!option) errors[`lines.${index}.quantity`] = NOT_IN_ORDER;
    else if (line.quantity > option.returnable)
      errors[`lines.${index}.quantity`] = atMost(Math.max(option.returnable, 0));
    else chosen.push({ item: option.item, quantity: line.quantity });
  });
  return { chosen, errors };
}

/** The shopper's request: 400 with field errors, or the new return and the order moved to RETURN_REQUESTED. */
export function requestReturn(
  deps: Pick<AppDeps, "db" | "clock">,
  order: OrderRow,
  input: ReturnRequest,
  windowDays: number,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const options = await returnOptions(tx, locked, now, windowDays);
    if (options.refusal) throw new ApiError(409, options.refusal);
    const { chosen, errors } = chosenLines(input, options.lines);
    if (locked.paymentMethod === "COD" && !input.refundTo) errors.refundTo = REFUND_TO_REQUIRED;
    const photos = await uploadedPhotos(tx, locked.customerId, input.photos);
    if (!photos) errors.photos = RETURN_PHOTO_GONE;
    if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors)[0], errors);

    const id = newId();
    const refundPaise = returnValuePaise(
      locked,
      chosen.map((line) => ({ unitPaise: line.item.sellingPricePaise, quantity: line.quantity })),
    );
    const [created] = await tx
      .insert(orderReturns)
      .values({
        id,
        orderId: locked.id,
        reason: input.reason,
        details: input.details ?? "",
        refundTo: locked.paymentMethod === "COD" ? (input.refundTo ?? null) : null,
        refundPaise,
        photos: photos ?? [],
        requestedAt: now,
      })
      .returning();
    await tx
      .insert(orderReturnLines)
      .values(chosen.map((line) => ({ returnId: id, orderItemId: line.item.id, quantity: line.quantity })));
    await moveOrder(tx, locked, {
      to: "RETURN_REQUESTED",
      note: RETURN_REASON_LABELS[input.reason],
      actor: SHOPPER_ACTOR,
      now,
    });
    return created;
  });
}

/** The stored images of a request's photo keys, in its order; null when one is not this shopper's upload. */
async function uploadedPhotos(tx: DbOrTx, customerId: string, keys: string[]) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ key: returnPhotoUploads.key, image: returnPhotoUploads.image })
    .from(returnPhotoUploads)
    .where(and(eq(returnPhotoUploads.customerId, customerId), inArray(returnPhotoUploads.key, unique)));
  const images = new Map(rows.map((row) => [row.key, row.image]));
  return unique.every((key) => images.has(key)) ? unique.map((key) => images.get(key) as StoredImage) : null;
}

/** The return and its order, both locked: every staff step starts here. */
async function lockReturn(tx: DbOrTx, returnId: string) {
  const [found] = await tx
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!found) throw notFound("Return");
  const order = await lockOrder(tx, found.orderId);
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for("update");
  return { order, row };
}

/** The reverse pickup booked for an approved return (returns/return-pickup.ts). */
export type ReturnPickup = Pick<
  ReturnRow,
  "pickupCourierOrderId" | "pickupShipmentId" | "pickupAwb" | "pickupCourierName" | "pickupTrackingUrl"
>;

/** Approves (with its booked pickup) or refuses a requested return, moving its order on. */
export function decideReturn(
  deps: Pick<AppDeps, "db" | "clock">,
  returnId: string,
  decision: { approve: boolean; note?: string; actor: OrderActor; pickup?: ReturnPickup },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { order, row } = await lockReturn(tx, returnId);
    if (row.status !== "requested") throw new ApiError(409, returnNotIn(row.status));
    const status: ReturnStatus = decision.approve ? "approved" : "rejected";
    const [updated] = await tx
      .update(orderReturns)
      .set({ status, decidedAt: now, staffNote: decision.note ?? "", ...decision.pickup })
      .where(eq(orderReturns.id, returnId))
      .returning();
    await moveOrder(tx, order, {
      to: decision.approve ? "RETURN_APPROVED" : "RETURN_REJECTED",
      note: decision.note,
      actor: decision.actor,
      now,
    });
    if (decision.pickup) {
      const { pickupCourierName, pickupAwb } = decision.pickup;
      await recordOrderNote(tx, {
        orderId: order.id,
        note: `Return pickup booked: ${pickupCourierName} AWB ${pickupAwb}`,
        actor: decision.actor,
        at: now,
      });
    }
    return { order, ret: updated };
  });
}

/**
 * The goods are back: the lines staff mark resaleable go back in stock (logged as a return), the
 * return is received and the order RETURNED. An online payment's refund of the return's value is
 * requested in the same transaction (the caller queues the gateway's job after commit); a cash on
 * delivery order's is paid by staff to the shopper's account (markReturnRefundPaid).
 */
export function receiveReturn(
  deps: Pick<AppDeps, "db" | "clock">,
  returnId: string,
  receipt: { resaleable: string[]; note?: string; actor: OrderActor },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { order, row } = await lockReturn(tx, returnId);
    if (row.status !== "approved") throw new ApiError(409, returnNotIn(row.status));
    const lines = await returnLines(tx, [returnId]);
    const resaleable = new Set(receipt.resaleable);
    for (const id of resaleable) {
      if (!lines.some((line) => line.orderItemId === id))
        throw new ApiError(400, NOT_IN_ORDER, { resaleable: NOT_IN_ORDER });
    }
    const items = await itemsOfOrders(tx, [order.id]);
    const backOnSale = lines.flatMap((line) => {
      const item = items.find((i) => i.id === line.orderItemId);
      return item && resaleable.has(item.id)
        ? [
            {
              productId: item.productId,
              productColorId: item.productColorId,
              productSizeId: item.productSizeId,
              quantity: line.quantity,
            },
          ]
        : [];
    });
    if (backOnSale.length > 0) await restockReturned(tx, backOnSale, { orderId: order.id, at: now });
    for (const line of lines) {
      await tx
        .update(orderReturnLines)
        .set({ resaleable: resaleable.has(line.orderItemId) })
        .where(and(eq(orderReturnLines.returnId, returnId), eq(orderReturnLines.orderItemId, line.orderItemId)));
    }
    const [updated] = await tx
      .update(orderReturns)
      .set({ status: "received", receivedAt: now })
      .where(eq(orderReturns.id, returnId))
      .returning();
    const moved = await moveOrder(tx, order, { to: "RETURNED", note: receipt.note, actor: receipt.actor, now });
    if (moved.paymentMethod === "Prepaid") {
      // Never more than is left of the payment (an earlier partial refund may have used some).
      const amountPaise = Math.min(row.refundPaise, await refundablePaise(tx, moved));
      const reason = `Return: ${RETURN_REASON_LABELS[row.reason].toLowerCase()}`;
      const returned = lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity }));
      if (amountPaise > 0)
        await requestRefund(tx, {
          orderId: moved.id,
          amountPaise,
          reason,
          kind: "return",
          actor: receipt.actor,
          now,
          returned,
        });
    }
    return { order: moved, ret: updated };
  });
}

/**
 * Staff paid a cash-on-delivery return's refund to the UPI id or account the shopper gave: the
 * reference is kept, the order's timeline and the shopper are told, and the order's payment
 * reads refunded once every unit has come back.
 */
export function markReturnRefundPaid(
  deps: Pick<AppDeps, "db" | "clock">,
  returnId: string,
  paid: { reference: string; actor: OrderActor },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { order, row } = await lockReturn(tx, returnId);
    if (order.paymentMethod !== "COD") throw new ApiError(409, REFUND_NOT_MANUAL);
    if (row.status !== "received") throw new ApiError(409, NOT_RECEIVED_YET);
    if (row.refundPaidAt) throw new ApiError(409, REFUND_ALREADY_PAID);
    const [updated] = await tx
      .update(orderReturns)
      .set({ refundPaidAt: now, refundReference: paid.reference })
      .where(eq(orderReturns.id, returnId))
      .returning();
    const lines = await returnLines(tx, [returnId]);
    await issueCreditNote(tx, {
      orderId: order.id,
      refundId: null,
      amountPaise: row.refundPaise,
      returned: lines,
      at: now,
    });
    const returned = await returnedQuantities(tx, order.id);
    const everythingBack = (await itemsOfOrders(tx, [order.id])).every(
      (item) => (returned.get(item.id) ?? 0) >= item.quantity,
    );
    const [settled] = await tx
      .update(orders)
      .set({ paymentStatus: everythingBack ? "REFUNDED" : "PARTIALLY_REFUNDED" })
      .where(eq(orders.id, order.id))
      .returning();
    const amount = rupeesLabel(row.refundPaise);
    await recordRefundEvent(tx, {
      orderId: order.id,
      kind: "refund_made",
      note: `Refund of ${amount} paid to ${row.refundTo ?? "the shopper"} (reference ${paid.reference})`,
      actor: paid.actor,
      at: now,
    });
    await queueRefundedMessage(tx, settled, { refundId: returnId, amountPaise: row.refundPaise, now });
    return { order: settled, ret: updated };
  });
}

export function returnLines(db: DbOrTx, returnIds: string[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderReturnLines)
    .where(inArray(orderReturnLines.returnId, returnIds))
    .orderBy(asc(orderReturnLines.orderItemId));
}

export function returnsOfOrder(db: DbOrTx, orderId: string) {
  return db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(asc(orderReturns.requestedAt));
}

/** A photo a shopper uploaded for a return request, kept for them until a request names it; the same upload twice keeps one. */
export async function keepReturnPhoto(
  db: DbOrTx,
  photo: { customerId: string; key: string; image: StoredImage; createdAt: Date },
) {
  await db.insert(returnPhotoUploads).values(photo).onConflictDoNothing();
}
