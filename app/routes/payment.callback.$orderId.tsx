import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { ApiUnavailableError, apiFetch } from "~/lib/api.server";
import { readGatewaySuccess } from "~/lib/payment.server";
import { CHECK_PARAM, outcomePath } from "~/lib/payment-return.server";

/**
 * POST /payment/callback/{_id}?check=...: where the gateway sends the shopper's browser after
 * a payment attempt, as a cross-site form post. The session cookie (SameSite=Lax) does not come
 * with it, so this route neither reads nor writes the session: a success is proven by the
 * gateway's signature (checked by the API, which also checks it is this order's payment); a
 * failure proves nothing and is left to the outcome page, which has the session. The 303 passes
 * the check on to that same-site page.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const orderId = params.orderId ?? "";
  const success = readGatewaySuccess(await request.formData());
  if (success) {
    try {
      // Whatever the API answers, the outcome page reads the order afterwards and settles it.
      // The shopper's address goes along: the API throttles these calls per address, and without
      // it every shopper's callback would share the storefront's one allowance.
      await apiFetch("/payments/verifyPayment", { method: "POST", body: { ...success, orderId }, request });
    } catch (error) {
      // Unreachable: the outcome page asks again, through the gateway.
      if (!(error instanceof ApiUnavailableError)) throw error;
      console.error(error.message);
    }
  }
  const check = new URL(request.url).searchParams.get(CHECK_PARAM);
  return redirect(outcomePath(orderId, check), { status: 303, headers: { "Cache-Control": "no-store" } });
}
