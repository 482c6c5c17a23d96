import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { ApiUnavailableError } from "~/lib/api.server";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { clearCheckout } from "~/lib/checkout.server";
import type { PaymentResult } from "@api/contract/schemas/payments";
import { fetchOrder, isPaid, isPlaced, rememberOrder, settleUnverifiedPayment } from "~/lib/payment.server";
import { CHECK_PARAM, isPaymentCheck } from "~/lib/payment-return.server";
import { redirectWithSession } from "~/lib/responses.server";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET /payment/outcome/{_id}?check=...: where the shopper lands back from the gateway, after the
 * callback or on leaving the payment page. The outcome is the API's record of the order, never
 * anything in the URL. An order still waiting for its payment is settled with the gateway
 * through the API (paid after all, or failed with its stock given back). Spec 4: paid or not,
 * the cart is cleared; a failed order can be paid again from /failed-payment.
 *
 * Without this shopper's check (a link from another site, or a sign-in since the payment
 * began) nothing changes: the order's own page shows where it stands.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token, session } = await requireSignedIn(request);
  const id = params.orderId ?? "";
  const check = new URL(request.url).searchParams.get(CHECK_PARAM);
  if (!isPaymentCheck(check, token, id)) {
    throw redirect(`/my-account/orderDetails/${encodeURIComponent(id)}`, { headers: NO_STORE });
  }

  const answer = await fetchOrder(request, token, id);
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw redirect("/");
  let order: PaymentResult = answer.body;
  if (order.orderStatus === "PAYMENT_PENDING") {
    try {
      const settled = await settleUnverifiedPayment(request, token, order._id);
      if (settled.status === 401) throw await expiredSignIn(request, session);
      // Otherwise (the gateway not answering, say) the order stays waiting: /failed-payment
      // offers the retry, and the API records a payment made meanwhile instead of taking another.
      if (settled.status === 200) order = settled.body;
    } catch (error) {
      if (!(error instanceof ApiUnavailableError)) throw error;
      console.error(error.message);
    }
  }
  const paid = isPaid(order) && isPlaced(order);
  clearCheckout(session);
  rememberOrder(session, order, paid ? "paid" : "failed");
  return redirectWithSession(paid ? "/thank-you" : "/failed-payment", session, { headers: NO_STORE });
}
