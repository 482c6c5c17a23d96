import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { expiredSignIn, requireSignedIn } from "~/lib/auth.server";
import { clearCheckout, fetchOrder, isPaid, isPlaced, rememberOrder } from "~/lib/checkout.server";
import { commitSession } from "~/lib/session.server";

/**
 * GET /payment/outcome/{orderId}: the same-site step after the gateway's callback, with the
 * session again. The outcome is the API's record of the order, not anything in the URL.
 * Spec 4: paid or not, the cart is cleared (a failed order can be paid again from /failed-payment).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { token, session } = await requireSignedIn(request);
  const answer = await fetchOrder(request, token, params.orderId ?? "");
  if (answer.status === 401) throw await expiredSignIn(request, session);
  if (answer.status !== 200) throw redirect("/");
  const order = answer.body;
  const paid = isPaid(order) && isPlaced(order);
  clearCheckout(session);
  rememberOrder(session, order, paid ? "paid" : "failed");
  return redirect(paid ? "/thank-you" : "/failed-payment", {
    headers: { "Set-Cookie": await commitSession(session), "Cache-Control": "no-store" },
  });
}
