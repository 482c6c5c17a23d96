import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { apiFetch } from "~/lib/api.server";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { clearCheckout, rememberOrder } from "~/lib/checkout.server";
import { commitSession } from "~/lib/session.server";

type PaymentResult = { _id: string; orderId: string; orderStatus: string; paymentStatus: string };

/**
 * GET /payment/cancel/{orderId}: the shopper left the gateway without paying. The API asks
 * the gateway first (a payment may have gone through), otherwise marks the payment failed and
 * gives the stock back. Spec 4: the cart is cleared; unlike the old product, the order stays
 * and /failed-payment offers to pay for it again.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token, session } = await requireSignedIn(request);
  const answer = await apiFetch<PaymentResult>("/payments/failed", {
    method: "POST",
    token,
    request,
    body: { orderId: params.orderId ?? "", reason: "The shopper left the payment page" },
  });
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw redirect("/");
  const paid = answer.body.paymentStatus === "PAID" && answer.body.orderStatus !== "PAYMENT_PENDING";
  clearCheckout(session);
  rememberOrder(session, answer.body, paid ? "paid" : "failed");
  return redirect(paid ? "/thank-you" : "/failed-payment", {
    headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "no-store" },
  });
}
