/**
 * The checkout's server side: the API's quote of the session cart, the session keys the
 * checkout owns (coupon, lastOrder), the checkout form's three actions, starting an online
 * payment for an order, and reading what the payment gateway posts back.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { ALREADY_PAID, PRICES_CHANGED } from "~/components/checkout/messages";
import {
  ADDRESS_FIELDS,
  SELECT_SHIPPING_ADDRESS,
  SHIPPING_ERROR_KEY,
  couponSchema,
  placeOrderSchema,
} from "~/components/checkout/schema";
import type { Order, PaymentHandoff, Quote } from "~/components/checkout/types";
import { ApiUnavailableError, apiFetch } from "./api.server";
import { type SignedIn, expiredSignIn } from "./auth.server";
import { type CartLine, cartLineKey, decodeCart } from "./cart";
import { refusalToast } from "./forms.server";
import { paymentReturnUrls } from "./payment-return.server";
import { type LastOrder, type ShopSession, setToast } from "./session.server";
import { PRIVATE_NO_STORE, redirectWithSession, redirectWithToast } from "./responses.server";
import type { Toast } from "./toast";

export { ALREADY_PAID, PAYMENT_REFUNDED, PRICES_CHANGED } from "~/components/checkout/messages";

/** The lines the API takes for a quote or an order. */
export const orderLinesOf = (lines: CartLine[]) =>
  lines.map((line) => ({
    product: line.productId,
    ...(line.productColorId ? { productColor: line.productColorId } : {}),
    ...(line.productSizeId ? { productSize: line.productSizeId } : {}),
    quantity: line.quantity,
  }));

/** What the lines and the coupon cost today, from the same rules order placement uses. */
export async function fetchQuote(request: Request, lines: CartLine[], couponCode?: string | null): Promise<Quote> {
  const answer = await apiFetch<Quote>("/cart/quote", {
    method: "POST",
    body: { products: orderLinesOf(lines), ...(couponCode ? { couponCode } : {}) },
    request,
  });
  if (answer.status !== 200) throw new Error(`The cart quote failed with ${answer.status}: ${answer.message}`);
  return answer.body;
}

export const cartOf = (session: ShopSession) => decodeCart(session.get("cart"));

/** Spec 4: a finished checkout leaves an empty cart and no coupon. */
export function clearCheckout(session: ShopSession) {
  session.unset("cart");
  session.unset("coupon");
}

/**
 * How long the outcome pages keep showing a finished checkout: long enough for a reload or
 * a slow return from the bank, short enough that nobody finds it later on a shared computer.
 */
export const LAST_ORDER_TTL_MS = 60 * 60 * 1000;

export function rememberOrder(session: ShopSession, order: { _id: string; orderId: string }, outcome: LastOrder["outcome"]) {
  session.set("lastOrder", { _id: order._id, orderId: order.orderId, outcome, at: Date.now() });
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
  order.orderStatus !== "PAYMENT_PENDING" && order.orderStatus !== "PAYMENT_FAILED" && order.paymentStatus !== "REFUND_PENDING";

export async function fetchOrder(request: Request, token: string, id: string) {
  return apiFetch<Order>(`/customerOrders/${encodeURIComponent(id)}`, { token, request });
}

type CreatePaymentBody = Omit<PaymentHandoff, "gatewayOrderId" | "checkout" | "callbackUrl" | "cancelUrl"> & {
  id: string;
  checkout: { action: string; method: "POST"; fields: Record<string, string> } | null;
};

/** Spec 8: creating the payment order yielded no answer at all. */
export const SERVER_ERROR = "Server error. Are you online?";

export type PaymentStart =
  | { ok: true; payment: PaymentHandoff }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

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
    answer = await apiFetch<CreatePaymentBody>("/payments/createOrder", {
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
  if (answer.status !== 200) return { ok: false, status: answer.status, message: answer.message, errors: answer.errors };
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
export type PaymentResult = Pick<Order, "_id" | "orderId" | "orderStatus" | "paymentStatus">;

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

type Signed = SignedIn & { session: ShopSession };

/** When the API did not answer a Place order in time. */
export const ORDER_UNCONFIRMED =
  "We could not confirm your order just now. Please press Place order again: it will not be placed twice.";

/** Every answer of the checkout's action that redraws the page: one shape, whichever form was sent. */
export type CheckoutActionData = {
  result?: SubmissionResult<string[]>;
  coupon?: SubmissionResult<string[]>;
  couponError?: string | null;
  payment?: PaymentHandoff;
  /** The key to place this order with again, when its first answer was lost. */
  idempotencyKey?: string;
  /** The API's refusal, shown as an error toast too (spec 8). */
  toast?: Toast;
};

/** intent=apply-coupon: the API checks the code; a good one is kept in the session. */
export async function applyCoupon(request: Request, { token, session }: Signed, formData: FormData) {
  const submission = parseWithZod(formData, { schema: couponSchema });
  if (submission.status !== "success") return data<CheckoutActionData>({ coupon: submission.reply() }, { status: 400 });
  const answer = await apiFetch<{ couponCode: string }>(`/coupons/validate/${encodeURIComponent(submission.value.coupon)}`, {
    token,
    request,
  });
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) {
    const message = answer.errors.coupon ?? answer.message;
    return data<CheckoutActionData>(
      { coupon: submission.reply({ fieldErrors: { coupon: [message] } }), toast: refusalToast(answer) },
      { status: answer.status === 429 ? 429 : 400 },
    );
  }
  session.set("coupon", answer.body.couponCode);
  return redirectWithToast("/checkout", session, { type: "success", message: answer.message });
}

/** intent=remove-coupon */
export async function removeCoupon(session: ShopSession) {
  session.unset("coupon");
  return redirectWithToast("/checkout", session, { type: "success", message: "Coupon removed successfully" });
}

/** The API's field errors, put back where the page shows them (spec 5 and 8). */
function fieldErrorsOf(errors: Record<string, string>) {
  const fieldErrors: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (key === "address" && message === SELECT_SHIPPING_ADDRESS) fieldErrors[SHIPPING_ERROR_KEY] = [message];
    else if ((ADDRESS_FIELDS as string[]).includes(key) || key === "paymentMethod") fieldErrors[key] = [message];
    else if (key !== "coupon") other.push(message);
  }
  return { fieldErrors, other };
}

/**
 * intent=place-order: the session's cart at the prices the page showed, with the page's
 * idempotency key. COD ends on /thank-you; an online order goes on to the payment step.
 */
export async function placeOrder(request: Request, { token, session }: Signed, formData: FormData) {
  const submission = parseWithZod(formData, { schema: placeOrderSchema });
  if (submission.status !== "success") return data<CheckoutActionData>({ result: submission.reply() }, { status: 400 });
  const form = submission.value;

  // The cart comes from the session; the prices are what this page showed, for the API to compare.
  const cart = cartOf(session);
  const shown = new Map(form.lines.map((line) => [line.key, line.sellingPrice]));
  const products = orderLinesOf(cart).map((line, index) => {
    const price = shown.get(cartLineKey(cart[index]));
    return price === undefined ? line : { ...line, sellingPrice: price };
  });
  const shipping = form.shipToDifferent
    ? { ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field]])), newAddress: form.newAddress ?? false }
    : { addressId: form.addressId };
  const couponCode = session.get("coupon");

  let answer;
  try {
    answer = await apiFetch<Order>("/customerOrders", {
      method: "POST",
      token,
      request,
      // Replayed by the API: a double click or a browser resubmit of this page gives back the same order.
      headers: { "Idempotency-Key": form.idempotencyKey },
      body: {
        products,
        paymentMethod: form.paymentMethod,
        ...(couponCode ? { couponCode } : {}),
        ...shipping,
        subtotalAmount: form.subtotalAmount,
        deliveryAmount: form.deliveryAmount,
        discountWithCoupon: form.discountWithCoupon,
        totalAmount: form.totalAmount,
      },
    });
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    console.error(error.message);
    // The order may have been placed before the answer was lost. The page keeps this key, so
    // pressing again returns that order instead of placing a second one.
    return data<CheckoutActionData>(
      { result: submission.reply({ formErrors: [ORDER_UNCONFIRMED] }), idempotencyKey: form.idempotencyKey },
      { status: 503 },
    );
  }
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) {
    const { fieldErrors, other } = fieldErrorsOf(answer.errors);
    const couponError = answer.errors.coupon ?? null;
    // The page redraws with the new figures; the message says why nothing was charged.
    const formErrors =
      answer.message === PRICES_CHANGED
        ? [PRICES_CHANGED]
        : other.length > 0
          ? [...new Set(other)]
          : Object.keys(fieldErrors).length > 0 || couponError
            ? []
            : [answer.message];
    return data<CheckoutActionData>(
      { result: submission.reply({ fieldErrors, formErrors }), couponError, toast: refusalToast(answer) },
      { status: answer.status === 409 ? 409 : 400 },
    );
  }

  const order = answer.body;
  if (isPlaced(order)) return finish(session, order, isPaid(order) ? "paid" : "placed");
  const started = await startPayment(request, token, order);
  if (started.ok) return data<CheckoutActionData>({ payment: started.payment }, { headers: PRIVATE_NO_STORE });
  if (started.status === 409 && started.message === ALREADY_PAID) return finish(session, order, "paid");
  // The order exists and holds its items: /failed-payment offers to pay for it again.
  setToast(session, { type: "error", message: started.message });
  return finish(session, order, "failed");
}

async function finish(session: ShopSession, order: Order, outcome: "placed" | "paid" | "failed") {
  clearCheckout(session);
  rememberOrder(session, order, outcome);
  const to = outcome === "failed" ? "/failed-payment" : "/thank-you";
  return redirectWithSession(to, session);
}
