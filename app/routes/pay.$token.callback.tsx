import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { ApiUnavailableError, apiFetch } from "~/lib/api.server";
import { readGatewaySuccess } from "~/lib/payment.server";

/**
 * POST /pay/{token}/callback: where the gateway sends the customer's browser after paying a
 * payment link. The API checks the gateway's signature and that it is this link's payment; the
 * 303 goes back to the link's page, which shows the outcome as the API now has it.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const success = readGatewaySuccess(await request.formData());
  let outcome = "failed";
  if (success) {
    try {
      const answer = await apiFetch(`/paymentLinks/${encodeURIComponent(token)}/verify`, {
        method: "POST",
        body: success,
        request,
      });
      outcome = answer.status === 200 ? "paid" : "failed";
    } catch (error) {
      // Unreachable: the page asks the API again when it loads.
      if (!(error instanceof ApiUnavailableError)) throw error;
      console.error(error.message);
    }
  }
  return redirect(`/pay/${encodeURIComponent(token)}?outcome=${outcome}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}
