import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "@api/context";
import type { DbOrTx } from "@api/db/client";
import { addresses, orderItems, orders, pincodes, type ShippingAddress } from "@api/db/schema";
import { ApiError, type FieldErrors, notFound } from "@api/lib/envelope";
import { newId } from "@api/lib/ids";
import { fieldErrors } from "@api/lib/validation";
import { addressSchema } from "@api/validation/schemas";
import { couponRefusal, lockCoupon, requireUsableCoupon } from "../coupons/coupons.service";
import { notServiceable } from "../pincodes/pincodes.service";
import { type CreateOrderInput, SELECT_SHIPPING_ADDRESS, createOrderSchema } from "@api/validation/order-payload";
import { type OrderRow, loadOrderView, ownOrderWhere } from "./order-view";
import { shopperCanCancel } from "@api/validation/order-states";
import { assertClientFigures, orderFigures, priceLines, withManualDiscount } from "./pricing";
import { reserveStock } from "./stock";
import { type OrderActor, SHOPPER_ACTOR, recordStatusEvent } from "../order-lifecycle/order-events";
import { moveOrder } from "../order-lifecycle/transition";
import { queueOrderMessages, queueStatusMessages } from "../order-messages/queue-order-messages";
import { type CheckoutChoice, lockCheckoutOf, settlePendingCheckout } from "./pending-order";
import { codLimitPaise } from "@api/resources/admin/settings/order-settings/order-settings";
import { codLimitMessage } from "@api/validation/order-settings";
import { toRupees } from "@api/lib/money";
import { ordersPlaced } from "@api/metrics/shop-metrics";

export const COD_NOT_AVAILABLE = "Cash on delivery is not available at this pincode";
export const NOT_CANCELLABLE = "This order can no longer be cancelled";

const REQUIRED_ADDRESS_FIELDS = ["name", "mobile", "email", "address", "country", "state", "city", "pincode"] as const;

export type ShippingChoice = { address: ShippingAddress; save: boolean };

function typedAnAddress(raw: Record<string, unknown>) {
  return REQUIRED_ADDRESS_FIELDS.some((field) => typeof raw[field] === "string" && raw[field].trim() !== "");
}

/** An address as typed (optional lines missing or null) as an order keeps it. */
export const toShipping = (
  a: Omit<ShippingAddress, "landmark" | "locality"> & { landmark?: string | null; locality?: string | null },
): ShippingAddress => ({
  name: a.name,
  mobile: a.mobile,
  email: a.email,
  address: a.address,
  landmark: a.landmark ?? "",
  locality: a.locality ?? "",
  addressType: a.addressType,
  country: a.country,
  state: a.state,
  city: a.city,
  pincode: a.pincode,
});

/**
 * Checks the whole request at once so the checkout form can show every problem together:
 * the payload, the address (a saved one by addressId, or the typed fields), delivery to
 * the pincode and cash on delivery there.
 */
export async function parseOrderRequest(db: DbOrTx, customerId: string, raw: Record<string, unknown>) {
  const errors: FieldErrors = {};
  const parsed = createOrderSchema.safeParse(raw);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  const addressId = parsed.success ? parsed.data.addressId : undefined;

  let shipping: ShippingChoice | undefined;
  if (addressId) {
    const [saved] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
    if (saved) shipping = { address: toShipping(saved), save: false };
    else errors.address ??= SELECT_SHIPPING_ADDRESS;
  } else if (typedAnAddress(raw)) {
    const typed = addressSchema.safeParse(raw);
    if (typed.success) shipping = { address: toShipping(typed.data), save: parsed.success && parsed.data.newAddress };
    else for (const [field, message] of Object.entries(fieldErrors(typed.error))) errors[field] ??= message;
  } else {
    errors.address ??= SELECT_SHIPPING_ADDRESS;
  }

  if (shipping) {
    const [area] = await db.select().from(pincodes).where(eq(pincodes.pincode, shipping.address.pincode));
    if (!area || !area.isActive) errors.pincode ??= notServiceable(shipping.address.pincode);
    else if (!area.codAvailable && parsed.success && parsed.data.paymentMethod === "COD") {
      errors.paymentMethod ??= COD_NOT_AVAILABLE;
    }
  }

  if (!parsed.success || !shipping || Object.keys(errors).length > 0) {
    throw new ApiError(400, Object.values(errors)[0] ?? SELECT_SHIPPING_ADDRESS, errors);
  }
  return { input: parsed.data, shipping };
}

/** The owner's limit on cash on delivery by order value (settings/orders), as a field error on the payment method. */
async function refuseCodOverLimit(tx: DbOrTx, totalPaise: number) {
  const limit = await codLimitPaise(tx);
  if (limit === null || totalPaise <= limit) return;
  const message = codLimitMessage(toRupees(limit));
  throw new ApiError(400, message, { paymentMethod: message });
}

/** How an order taken by staff (a placed draft, issue 17) differs from the shopper's own checkout. */
export type StaffPlacement = {
  actor: OrderActor;
  /** Recorded on the order as who took it. */
  staffId: string;
  /** A discount staff allowed by hand, on top of any coupon; the total never goes below 0. */
  manualDiscountPaise: number;
};

/**
 * One transaction: price the lines from the shop's rows, apply the coupon, compare with what
 * the client believed, claim the idempotency key, take the stock, number and write the order.
 * Any failure writes nothing. `resumed` when the shop's checkout found this same checkout's order
 * still waiting for its payment (pending-order.ts): that order, and nothing written. null when the customer's key is already taken (a repeat, or a
 * twin racing this one): the caller replays that order. A draft taken by staff is placed
 * through here too (`staffPlacement`), with `deps.db` its own transaction (this one is then a
 * savepoint), so the draft and its order change together.
 */
export function placeOrder(
  deps: Pick<AppDeps, "db" | "clock">,
  customerId: string,
  input: CreateOrderInput,
  shipping: ShippingChoice,
  idempotencyKey: string | undefined,
  staffPlacement?: StaffPlacement,
) {
  const now = deps.clock.now();
  return deps.db
    .transaction(async (tx) => {
      if (!staffPlacement) await lockCheckoutOf(tx, customerId);
      const lines = await priceLines(tx, input.products);
      const coupon = input.couponCode ? await requireUsableCoupon(tx, input.couponCode, now, 400) : null;
      // Orders racing for a coupon's last use take turns from here to their commit.
      if (coupon) await lockCoupon(tx, coupon.couponCode);
      const couponFigures = orderFigures(lines, coupon);
      assertClientFigures(input, lines, couponFigures, coupon?.couponCode ?? null);
      const figures = withManualDiscount(couponFigures, staffPlacement?.manualDiscountPaise ?? 0);
      if (input.paymentMethod === "COD") await refuseCodOverLimit(tx, figures.totalPaise);

      // Nothing to collect online (a coupon covered everything): the order is placed as paid.
      const nothingToPay = input.paymentMethod === "Prepaid" && figures.totalPaise === 0;
      const awaitingPayment = input.paymentMethod === "Prepaid" && !nothingToPay;

      // The shop's own checkout: the same checkout again resumes the order waiting for its payment.
      if (!staffPlacement) {
        const choice: CheckoutChoice | null = awaitingPayment
          ? {
              lines,
              shippingAddress: shipping.address,
              couponCode: coupon?.couponCode ?? null,
              totalPaise: figures.totalPaise,
              whatsappOptIn: input.whatsappOptIn,
              buyerGstin: input.buyerGstin ?? null,
              buyerBusinessName: input.buyerBusinessName ?? null,
            }
          : null;
        const resumed = await settlePendingCheckout(tx, customerId, choice, now);
        if (resumed) return { view: await loadOrderView(tx, resumed, now), resumed: true };
      }
      const id = newId();
      // The key is claimed first, by a conditional insert: a repeat finds it taken without a
      // failed insert (no error in the database's log) and before it takes any stock. A twin
      // still in flight makes this wait for its commit. The row's own id holds the order
      // number's place until the stock is taken.
      const [claimed] = await tx
        .insert(orders)
        .values({
          id,
          orderId: id,
          customerId,
          idempotencyKey: idempotencyKey ?? null,
          orderStatus: awaitingPayment ? "PAYMENT_PENDING" : "ORDERPLACED",
          paymentMethod: input.paymentMethod,
          paymentStatus: nothingToPay ? "PAID" : "PENDING",
          paidAt: nothingToPay ? now : null,
          subtotalPaise: figures.subtotalPaise,
          deliveryPaise: figures.deliveryPaise,
          discountPaise: figures.discountPaise,
          totalPaise: figures.totalPaise,
          couponCode: coupon?.couponCode ?? null,
          shippingAddress: shipping.address,
          whatsappOptIn: input.whatsappOptIn,
          buyerGstin: input.buyerGstin ?? null,
          buyerBusinessName: input.buyerBusinessName ?? null,
          stockReservedAt: now,
          takenByStaffId: staffPlacement?.staffId ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
        .returning({ id: orders.id });
      if (!claimed) return null;
      // Checked once the key is claimed, so a repeat of an order replays it instead of counting as a second use.
      const refusal = coupon
        ? await couponRefusal(tx, coupon, { subtotalPaise: figures.subtotalPaise, customerId, exceptOrderId: id })
        : null;
      if (refusal) throw new ApiError(400, refusal, { coupon: refusal });
      await reserveStock(tx, lines, { orderId: id, at: now });
      // Numbered last, once nothing can refuse the order: only orders that exist take a number,
      // so the numbers stay dense (a sequence never gives a number back).
      const [order] = await tx
        .update(orders)
        .set({ orderId: sql`'FS' || nextval('order_number_seq')` })
        .where(eq(orders.id, id))
        .returning();
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          id: newId(),
          orderId: order.id,
          productId: line.productId,
          productColorId: line.productColorId,
          productSizeId: line.productSizeId,
          name: line.name,
          slug: line.slug,
          sku: line.sku,
          colorName: line.colorName,
          sizeName: line.sizeName,
          defaultImage: line.defaultImage,
          quantity: line.quantity,
          sellingPricePaise: line.unitPaise,
          mrpPaise: line.mrpPaise,
          hsnCode: line.hsnCode,
          gstRate: line.gstRate,
        })),
      );
      await recordStatusEvent(tx, {
        orderId: order.id,
        from: null,
        to: order.orderStatus,
        actor: staffPlacement?.actor ?? SHOPPER_ACTOR,
        at: now,
      });
      // A placed order (COD, or nothing to pay) tells the shopper now; an online one when it is paid,
      // and from the checkout also now, with the link that pays it if the gateway's page is left.
      if (awaitingPayment && !staffPlacement) await queueOrderMessages(tx, order, "awaiting_payment", { now });
      else await queueStatusMessages(tx, order, now);
      if (shipping.save) {
        await tx.insert(addresses).values({ id: newId(), customerId, ...shipping.address, createdAt: now });
      }
      return { view: await loadOrderView(tx, order, now), resumed: false };
    })
    .then((placed) => {
      // Counted once committed (a staff placement: once its draft's savepoint is).
      if (placed && !placed.resumed) ordersPlaced.inc({ payment_method: input.paymentMethod });
      return placed;
    });
}

export async function findOrderByKey(db: DbOrTx, customerId: string, key: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return order;
}

/** Cancels the caller's order under the one cancel rule; stock comes back exactly once. */
export function cancelOrder(
  deps: Pick<AppDeps, "db" | "clock">,
  customerId: string,
  ref: string,
  cancelMessage: string,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(ownOrderWhere(customerId, ref)).for("update");
    if (!order) throw notFound("Order");
    if (!shopperCanCancel(order, now)) throw new ApiError(400, NOT_CANCELLABLE);
    const cancelled = await moveOrder(tx, order, { to: "CANCELLED", note: cancelMessage, actor: SHOPPER_ACTOR, now });
    return loadOrderView(tx, cancelled, now);
  });
}

export async function findOwnOrder(db: DbOrTx, customerId: string, ref: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(ownOrderWhere(customerId, ref));
  if (!order) throw notFound("Order");
  return order;
}
