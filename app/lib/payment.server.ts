/**
 * An order's payment and its outcome: starting an online payment, reading what the gateway
 * posts back, settling a payment the shopper came back from unverified, and the just-finished
 * order the outcome pages show (the session's lastOrder).
 */
import type { ErrorCode } from "@api/contract/error-codes";
import type { Order, PaymentHandoff } from "~/components/checkout/types";
import { ApiUnavailableError, apiFetch } from "./api.server";
import { paymentReturnUrls } from "./payment-return.server";
import type { LastOrder, ShopSession } from "./session.server";
import type { PaymentOrder, PaymentResult } from "@api/contract/schemas/payments";

/**
 * How long the outcome pages keep showing a finished checkout: long enough for a reload or
 * a slow return from the bank, short enough that nobody finds it later on a shared computer.
 */
export const LAST_ORDER_TTL_MS = 60 * 60 * 1000;

export function rememberOrder(
  session: ShopSession,
  order: { _id: string; orderId: string },
  outcome: LastOrder["outcome"],
) {
  session.set("lastOrder", { _id: order._id, orderId: order.orderId, outcome, at: Date.now() });
  if (outcome !== "failed") session.set("ordered", true);
}

/** The just-finished order, when it ended in one of `outcomes`; null sends the page home. */
export function justFinished(session: ShopSession, outcomes: LastOrder["outcome"][]): LastOrder | null {
  const last = session.get("lastOrder");
  if (!last || !session.get("token")) return null;
  if (!outcomes.includes(last.outcome) || Date.now() - last.at > LAST_ORDER_TTL_MS) return null;
  return last;
}

export const isPaid = (order: Pick<Order, "paymentStatus">) => order.paymentStatus === "PAID";

/** Placed and nothing left to pay: cash on delivery, paid online, or covered by a coupon. */
export const isPlaced = (order: Pick<Order, "orderStatus" | "paymentStatus">) =>
  order.orderStatus !== "PAYMENT_PENDING" &&
  order.orderStatus !== "PAYMENT_FAILED" &&
  order.paymentStatus !== "REFUND_PENDING";

export async function fetchOrder(request: Request, token: string, id: string) {
  return apiFetch<Order>(`/customerOrders/${encodeURIComponent(id)}`, { token, request });
}

/** Spec 8: creating the payment order yielded no answer at all. */
const SERVER_ERROR = "Server error. Are you online?";

export type PaymentStart =
  | { ok: true; payment: PaymentHandoff }
  | { ok: false; status: number; code?: ErrorCode; message: string; errors: Record<string, string> };

/**
 * Asks the API for the gateway's order (a retry reuses it and takes the stock again). The
 * gateway posts its result to /payment/callback/{_id} and sends a cancel to the outcome page;
 * both are on this site, which the API insists on, and carry this shopper's check.
 */
export async function startPayment(
  request: Request,
  token: string,
  order: { _id: string; totalAmount: number },
): Promise<PaymentStart> {
  const { callbackUrl, cancelUrl } = paymentReturnUrls(request, token, order._id);
  let answer;
  try {
    answer = await apiFetch<PaymentOrder>("/payments/createOrder", {
      method: "POST",
      token,
      request,
      body: { amount: order.totalAmount, orderId: order._id, callbackUrl, cancelUrl },
    });
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    console.error(error.message);
    return { ok: false, status: 503, message: SERVER_ERROR, errors: {} };
  }
  if (answer.status !== 200)
    return { ok: false, status: answer.status, code: answer.code, message: answer.message, errors: answer.errors };
  const { id, checkout, ...rest } = answer.body;
  if (!checkout) return { ok: false, status: 502, message: SERVER_ERROR, errors: {} };
  return {
    ok: true,
    payment: {
      ...rest,
      gatewayOrderId: id,
      checkout: { action: checkout.action, fields: checkout.fields },
      callbackUrl,
      cancelUrl,
    },
  };
}

/** A signed success, as the API's verifyPayment takes it. */
export type GatewaySuccess = { razorpayPaymentId: string; razorpayOrderId: string; razorpaySignature: string };

/**
 * Razorpay posts razorpay_payment_id, razorpay_order_id and razorpay_signature after a
 * payment. Its failure post (error[...]) is not signed, so it proves nothing and is not read:
 * the outcome page has the order settled with the gateway instead. Null unless a success.
 */
export function readGatewaySuccess(form: FormData): GatewaySuccess | null {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const paymentId = field("razorpay_payment_id");
  const orderId = field("razorpay_order_id");
  const signature = field("razorpay_signature");
  if (!paymentId || !orderId || !signature) return null;
  return { razorpayPaymentId: paymentId, razorpayOrderId: orderId, razorpaySignature: signature };
}

/** The answer of the API's payment calls. */
/**
 * Back from the gateway without a verified payment in hand (a failure, a cancel, or a success
 * whose verification was throttled or lost): the API asks the gateway and records the payment
 * if it was made, otherwise fails the order and gives its stock back.
 */
export async function settleUnverifiedPayment(request: Request, token: string, orderId: string) {
  return apiFetch<PaymentResult>("/payments/failed", {
    method: "POST",
    token,
    request,
    body: { orderId, reason: "The shopper came back from the payment page without a verified payment" },
  });
}
