import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { ApiUnavailableError, apiFetch } from "~/lib/api.server";
import { readGatewayPost } from "~/lib/checkout.server";

/**
 * POST /payment/callback/{orderId}: where the gateway sends the shopper's browser after a
 * payment, as a cross-site form post. The session cookie (SameSite=Lax) does not come with it,
 * so this route neither reads nor writes the session and relies on nothing cookie-bound:
 * the order is named by the URL, a success is proven by the gateway's signature (checked by
 * the API), and a failure is checked with the gateway by the API. The 303 then leads to a
 * same-site page, which has the session again and shows the outcome.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const report = readGatewayPost(await request.formData());
  if (report) {
    try {
      // Whatever the API answers, the outcome page reads the order afterwards and shows what it holds.
      // The shopper's address goes along: the API throttles these calls per address, and without
      // it every shopper's callback would share the storefront's one allowance.
      await apiFetch(report.path, { method: "POST", body: report.body, request });
    } catch (error) {
      // Unreachable: the order stays waiting, and the webhook or the pending-payment sweeper settles it.
      if (!(error instanceof ApiUnavailableError)) throw error;
      console.error(error.message);
    }
  }
  return redirect(`/payment/outcome/${encodeURIComponent(params.orderId ?? "")}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}
