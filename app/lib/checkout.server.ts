/**
 * The checkout form's three actions (apply and remove a coupon, place the order) and the
 * session keys the checkout owns. The cart's quote is cart.server.ts's; the payment and the
 * outcome pages' order are payment.server.ts's.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { ADDRESS_FIELDS, SHIPPING_ERROR_KEY, couponSchema, placeOrderSchema } from "./checkout-schema";
import type { Order, PaymentHandoff } from "~/components/checkout/types";
import { ApiUnavailableError, apiFetch } from "./api.server";
import { type SignedIn, expiredSignIn } from "./auth.server";
import { cartLineKey } from "./cart";
import { orderLinesOf, readCart, requestQuote } from "./cart.server";
import { refusalToast } from "./forms.server";
import { isPaid, isPlaced, rememberOrder, startPayment } from "./payment.server";
import { type ShopSession, setToast } from "./session.server";
import { PRIVATE_NO_STORE, redirectWithSession, redirectWithToast } from "./responses.server";
import type { Toast } from "./toast";
import type { CouponCheck } from "@api/contract/schemas/coupons";

/** Spec 4: a finished checkout leaves an empty cart and no coupon. */
export function clearCheckout(session: ShopSession) {
  session.unset("cart");
  session.unset("coupon");
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
  const answer = await apiFetch<CouponCheck>(`/coupons/validate/${encodeURIComponent(submission.value.coupon)}`, {
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
  // The code exists and this shopper may use it; whether this cart qualifies (its minimum order,
  // uses left) is the quote's to say, so a coupon the order would refuse is never shown as applied.
  const refusal = (await requestQuote(readCart(session), request, answer.body.couponCode))?.couponError;
  if (refusal) {
    return data<CheckoutActionData>(
      { coupon: submission.reply({ fieldErrors: { coupon: [refusal] } }), toast: refusalToast({ message: refusal }) },
      { status: 400 },
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

/** Fields besides the address whose refusals the page shows next to them. */
const ANSWERED_BY_FIELD = ["paymentMethod", "buyerGstin", "buyerBusinessName"];

/**
 * The API's field errors, put back where the page shows them (spec 5 and 8). With a saved
 * address chosen, `address` is the API saying to choose one; with one typed, its street line.
 */
function fieldErrorsOf(errors: Record<string, string>, typedAddress: boolean) {
  const fieldErrors: Record<string, string[]> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    if (key === "address" && !typedAddress) fieldErrors[SHIPPING_ERROR_KEY] = [message];
    else if ((ADDRESS_FIELDS as string[]).includes(key) || ANSWERED_BY_FIELD.includes(key))
      fieldErrors[key] = [message];
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
  const cart = readCart(session);
  const shown = new Map(form.lines.map((line) => [line.key, line.sellingPrice]));
  const products = orderLinesOf(cart).map((line, index) => {
    const price = shown.get(cartLineKey(cart[index]));
    return price === undefined ? line : { ...line, sellingPrice: price };
  });
  const shipping = form.shipToDifferent
    ? {
        ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field]])),
        newAddress: form.newAddress ?? false,
      }
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
        whatsappOptIn: form.whatsappOptIn ?? false,
        buyerGstin: form.buyerGstin,
        buyerBusinessName: form.buyerBusinessName,
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
    const { fieldErrors, other } = fieldErrorsOf(answer.errors, form.shipToDifferent === true);
    const couponError = answer.errors.coupon ?? null;
    // The page redraws with the new figures; the message says why nothing was charged.
    const formErrors =
      answer.code === "PRICES_CHANGED"
        ? [answer.message]
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
  if (started.code === "ORDER_ALREADY_PAID") return finish(session, order, "paid");
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
