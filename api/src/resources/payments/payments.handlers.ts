import { PAYMENT_REFUNDED } from "@api/contract/shared-messages";
import type { AppContext } from "@api/context";
import { ApiError, ok } from "@api/lib/envelope";
import { rupeesLabel, toPaise, toRupees } from "@api/lib/money";
import type { ValidatedContext } from "@api/lib/validation";
import { GatewayError, MERCHANT_NAME } from "@api/services/payments/gateway";
import type { createPaymentSchema, failedSchema, verifySchema } from "@api/validation/payments";
import { findOwnOrder } from "../customer-orders/customer-orders.service";
import type { OrderRow } from "../customer-orders/order-view";
import { queueRefundsOf } from "@api/jobs/refund-jobs";
import { settleRefund } from "../refunds/refunds.service";
import { reopenFailedOrder, renewHold, storeGatewayOrderId } from "./payment-attempts";
import { findByGatewayOrderId, markOrderFailed, markOrderPaid } from "./payments.service";
import { firstDelivery } from "./webhook-events";
import { findLinkByGatewayOrderId, markLinkPaid } from "../payment-links/payment-links.service";

export const VERIFICATION_FAILED = "Payment verification failed";
const PAYMENT_SUCCESSFUL = "Payment successful";
const PAYMENT_FAILED = "Payment failed";
export const AMOUNT_MISMATCH = "The amount does not match the order total";
export const ALREADY_PAID = "This order is already paid";
const alreadyPaid = () => new ApiError(409, ALREADY_PAID, {}, {}, "ORDER_ALREADY_PAID");
const NOT_AWAITING_PAYMENT = "This order is not waiting for a payment";
export const NOT_PREPAID = "This order is paid by cash on delivery";
export const PAYMENT_EXPIRED =
  "This order was not paid in time and its items were released, so it can no longer be paid. Your cart still has them: please check out again.";
export const ORDER_CANCELLED_UNPAID = "This order was cancelled, so it can no longer be paid.";
export const FOREIGN_URL = "Payment return addresses must be on the shop's own site";
const GATEWAY_DOWN = "The payment service is not answering. Please try again in a moment.";

/** A gateway that cannot be reached is the shopper's "try again", not a 500. */
async function viaGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayError) throw new ApiError(502, GATEWAY_DOWN);
    throw err;
  }
}

/** Callback and cancel addresses must belong to the storefront: never an open redirect. */
function ownUrl(value: string | undefined, storefront: string, field: string) {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError(400, FOREIGN_URL, { [field]: FOREIGN_URL });
  }
  if (url.origin !== new URL(storefront).origin) throw new ApiError(400, FOREIGN_URL, { [field]: FOREIGN_URL });
  return url.toString();
}

/**
 * Before another attempt on an order that already went to the gateway: if an earlier attempt
 * did go through (its verification lost, its webhook not yet in), record it instead of
 * charging again.
 */
async function recordPaymentAlreadyMade(c: AppContext, order: OrderRow) {
  const { db, clock, gateway } = c.get("deps");
  const gatewayOrderId = order.gatewayOrderId;
  if (!gatewayOrderId || !(await viaGateway(() => gateway.isOrderPaid(gatewayOrderId)))) return;
  await db.transaction((tx) => markOrderPaid(tx, order.id, null, clock.now()));
  throw alreadyPaid();
}

/** The refusal of a payment for an online order that cannot be paid, saying why in the shopper's words. */
function notPayable(order: OrderRow) {
  if (order.paidAt) return alreadyPaid();
  if (order.paymentExpiredAt) return new ApiError(409, PAYMENT_EXPIRED);
  if (order.orderStatus === "CANCELLED") return new ApiError(409, ORDER_CANCELLED_UNPAID);
  return new ApiError(409, NOT_AWAITING_PAYMENT);
}

/** Brings a failed online order back to awaiting payment, unless an earlier attempt went through after all. */
async function reopenForRetry(c: AppContext, order: OrderRow) {
  const { db, clock } = c.get("deps");
  await recordPaymentAlreadyMade(c, order);
  const refused = await reopenFailedOrder(db, order.id, clock.now());
  if (refused) throw notPayable(refused);
}

/** One gateway order per shop order, reused by every attempt (Razorpay allows retries on it). */
async function ensureGatewayOrder(c: AppContext, order: OrderRow) {
  if (order.gatewayOrderId) return order.gatewayOrderId;
  const { db, gateway } = c.get("deps");
  const created = await viaGateway(() => gateway.createOrder({ amount: order.totalPaise, receipt: order.orderId }));
  return storeGatewayOrderId(db, order.id, created.id);
}

/** POST /payments/createOrder {amount, orderId, callbackUrl?, cancelUrl?} */
export async function createPaymentOrder(c: ValidatedContext<{ json: typeof createPaymentSchema }>) {
  const { db, env, gateway } = c.get("deps");
  const customer = c.get("customer");
  const input = c.req.valid("json");
  const callbackUrl = ownUrl(input.callbackUrl, env.STOREFRONT_URL, "callbackUrl");
  const cancelUrl = ownUrl(input.cancelUrl, env.STOREFRONT_URL, "cancelUrl");

  const order = await findOwnOrder(db, customer.id, input.orderId);
  if (order.paymentMethod !== "Prepaid") throw new ApiError(400, NOT_PREPAID);
  if (order.paidAt) throw alreadyPaid();
  if (toPaise(input.amount) !== order.totalPaise) {
    throw new ApiError(409, AMOUNT_MISMATCH, { amount: `The order total is ${rupeesLabel(order.totalPaise)}` });
  }
  if (order.orderStatus === "PAYMENT_FAILED") await reopenForRetry(c, order);
  else if (order.orderStatus !== "PAYMENT_PENDING") throw notPayable(order);
  else {
    await recordPaymentAlreadyMade(c, order);
    await renewHold(db, order.id, c.get("deps").clock.now());
  }

  const gatewayOrderId = await ensureGatewayOrder(c, order);
  const address = order.shippingAddress;
  const prefill = { name: address.name, email: address.email, contact: address.mobile };
  const description = `Order ${order.orderId}`;
  const checkout = callbackUrl
    ? gateway.hostedCheckout({
        orderId: gatewayOrderId,
        amount: order.totalPaise,
        callbackUrl,
        cancelUrl: cancelUrl ?? new URL("/failed-payment", env.STOREFRONT_URL).toString(),
        description,
        prefill,
      })
    : null;
  return ok(c, {
    _id: order.id,
    orderId: order.orderId,
    amount: order.totalPaise,
    id: gatewayOrderId,
    currency: "INR" as const,
    key: gateway.keyId,
    gateway: gateway.name,
    name: MERCHANT_NAME,
    description,
    prefill,
    checkout,
  });
}

const paymentResult = (order: OrderRow) => ({
  _id: order.id,
  orderId: order.orderId,
  orderStatus: order.orderStatus,
  paymentStatus: order.paymentStatus,
  totalAmount: toRupees(order.totalPaise),
});

/**
 * POST /payments/verifyPayment. No token needed: the gateway's callback reaches the shop
 * without the shopper's session, and the signature is the proof.
 */
export async function verifyPayment(c: ValidatedContext<{ json: typeof verifySchema }>) {
  const { db, clock, gateway } = c.get("deps");
  const input = c.req.valid("json");
  const order = await findByGatewayOrderId(db, input.razorpayOrderId);
  const genuine =
    order !== undefined &&
    gateway.verifyPaymentSignature({
      orderId: input.razorpayOrderId,
      paymentId: input.razorpayPaymentId,
      signature: input.razorpaySignature,
    });
  const addressedTo = input.orderId === undefined || input.orderId === order?.id || input.orderId === order?.orderId;
  if (!order || !genuine || !addressedTo) throw new ApiError(400, VERIFICATION_FAILED);
  const result = await db.transaction((tx) => markOrderPaid(tx, order.id, input.razorpayPaymentId, clock.now()));
  if (result.outcome === "refund") {
    await queueRefundsOf(c.get("deps"), order.id);
    return c.json(
      {
        status: 409,
        code: "PAYMENT_REFUNDED" as const,
        message: PAYMENT_REFUNDED,
        body: paymentResult(result.order),
        errors: {},
      },
      409,
    );
  }
  return ok(c, paymentResult(result.order), PAYMENT_SUCCESSFUL);
}

/**
 * POST /payments/failed {orderId, reason?}: the shopper is back from the gateway without a
 * verified payment (a failure, a cancel, or a success whose verification was lost). Only the
 * order's owner may ask: the gateway signs neither failures nor cancels, so a tokenless form of
 * this call would let anyone who learnt a gateway order id fail someone else's order. The
 * gateway is asked first: a payment it has seen is recorded, otherwise the order is marked
 * failed and its stock given back.
 */
export async function paymentFailed(c: ValidatedContext<{ json: typeof failedSchema }>) {
  const { db, clock, gateway } = c.get("deps");
  const input = c.req.valid("json");
  const order = await findOwnOrder(db, c.get("customer").id, input.orderId);
  const gatewayOrderId = order.gatewayOrderId;
  const paid = gatewayOrderId ? await viaGateway(() => gateway.isOrderPaid(gatewayOrderId)) : false;
  const now = clock.now();
  const updated = await db.transaction(async (tx) =>
    paid ? (await markOrderPaid(tx, order.id, null, now)).order : (await markOrderFailed(tx, order.id, now)).order,
  );
  const message = updated.paymentStatus === "PAID" ? PAYMENT_SUCCESSFUL : PAYMENT_FAILED;
  return ok(c, paymentResult(updated), message);
}

type WebhookPayload = {
  event?: unknown;
  payload?: {
    payment?: { entity?: { id?: unknown; order_id?: unknown } };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; notes?: { shop_refund_key?: unknown } | unknown[] } };
  };
};

const REFUND_EVENTS = { "refund.processed": "processed", "refund.failed": "failed" } as const;

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : undefined);

/**
 * POST /payments/webhook. The signature covers the raw body. Each event id is handled once:
 * its row in payment_webhook_events is written in the same transaction as the change, so a
 * replay is a no-op and a crash half-way leaves nothing marked as handled.
 */
export async function paymentWebhook(c: AppContext) {
  const { db, clock, gateway, logger } = c.get("deps");
  const raw = await c.req.text();
  const signature = c.req.header("x-razorpay-signature") ?? "";
  if (!signature || !gateway.verifyWebhookSignature(raw, signature)) {
    throw new ApiError(400, "Invalid webhook signature");
  }
  let payload: WebhookPayload;
  try {
    payload = JSON.parse(raw) as WebhookPayload;
  } catch {
    throw new ApiError(400, "The webhook body must be JSON");
  }
  const event = text(payload.event) ?? "unknown";
  const eventId = text(c.req.header("x-razorpay-event-id"));
  const payment = payload.payload?.payment?.entity;
  const gatewayOrderId = text(payment?.order_id) ?? text(payload.payload?.order?.entity?.id);
  const paymentId = text(payment?.id) ?? null;
  const refund = payload.payload?.refund?.entity;
  // Razorpay sends empty notes as [], so the key is read only from an object.
  const refundNotes = refund?.notes && !Array.isArray(refund.notes) ? refund.notes : {};
  const now = clock.now();

  const { outcome, refundOrderId } = await db.transaction(async (tx) => {
    const only = (result: string) => ({ outcome: result, refundOrderId: undefined });
    if (eventId && !(await firstDelivery(tx, eventId, event, now))) return only("replayed");
    if (event === "refund.processed" || event === "refund.failed") {
      const settled = await settleRefund(tx, {
        idempotencyKey: text(refundNotes.shop_refund_key),
        gatewayRefundId: text(refund?.id),
        outcome: REFUND_EVENTS[event],
        now,
      });
      return only(settled);
    }
    const handles = event === "payment.captured" || event === "order.paid" || event === "payment.failed";
    if (!handles) return only("ignored");
    const order = gatewayOrderId ? await findByGatewayOrderId(tx, gatewayOrderId) : undefined;
    if (!order) {
      // A payment link for a balance has a gateway order of its own, not the order's.
      const link = gatewayOrderId ? await findLinkByGatewayOrderId(tx, gatewayOrderId) : undefined;
      if (!link || event === "payment.failed") return only(link ? "unchanged" : "unknown_order");
      return only(await markLinkPaid(tx, link.id, paymentId, now));
    }
    if (event === "payment.failed") {
      return only((await markOrderFailed(tx, order.id, now)).changed ? "failed" : "unchanged");
    }
    const paid = await markOrderPaid(tx, order.id, paymentId, now);
    return { outcome: paid.outcome, refundOrderId: paid.outcome === "refund" ? order.id : undefined };
  });
  logger.info("payments.webhook", { event, eventId, outcome });
  if (refundOrderId) await queueRefundsOf(c.get("deps"), refundOrderId);
  return ok(c, { event, outcome }, "OK");
}
